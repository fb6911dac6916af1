/**
 * docs/theming.md documents every `--mp-*` custom property of styles/ as the theming API: the generated table is
 * current, every token has a description, and every property a stylesheet uses or declares is in the doc.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script without declarations
import { DESCRIPTIONS, collectTokens, withTable } from '../../scripts/theming-table.mjs';

const doc = readFileSync(new URL('../../docs/theming.md', import.meta.url), 'utf8');
const tokens = collectTokens() as { name: string; default?: string }[];

describe('docs/theming.md', () => {
  it('names every --mp-* property used or declared in styles/', () => {
    expect(tokens.length).toBeGreaterThan(30);
    expect(tokens.filter((t) => !doc.includes(`\`${t.name}\``)).map((t) => t.name)).toEqual([]);
  });

  it('has a description and a default for each', () => {
    expect(tokens.filter((t) => !(DESCRIPTIONS as Record<string, string>)[t.name]).map((t) => t.name)).toEqual([]);
    expect(tokens.filter((t) => !t.default).map((t) => t.name)).toEqual([]);
  });

  it('carries the table the stylesheets give today (node scripts/theming-table.mjs)', () => {
    expect(withTable(doc)).toBe(doc);
  });
});
