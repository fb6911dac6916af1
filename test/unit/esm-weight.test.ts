// What an app that imports the ESM package pays (issue 22; the figures: `npm run bench:esm`). A size limit, not a
// timing: esbuild bundles small apps against the built package (node_modules/member-popup links to this repository,
// so package.json's exports and sideEffects decide), React external, and the output is gzipped.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APPS, LIMITS, measure, threeEntriesRatio } from '../../scripts/bench-esm.mjs';

describe('the ESM package in an app', () => {
  it('is built (npm test builds it first; alone, run `npm run build`)', () => {
    expect(existsSync('dist/esm/index.js')).toBe(true);
  });

  it('costs an app that imports only validatePhone at most 12 KB gzip, with no React DOM, XState or catalog', { timeout: 120_000 }, async () => {
    const r = await measure({ root: APPS.validatePhone, subpath: APPS.validatePhoneSubpath });
    for (const app of [r.root, r.subpath]) {
      expect(app.bytes).toBeLessThanOrEqual(LIMITS.validatePhoneBytes);
      expect(app).toMatchObject({ reactDom: false, xstate: false, catalogs: 0 });
    }
  });

  it('lets an app use the popup, the pages and the account area for at most LIMITS.threeEntriesRatio times the largest alone', { timeout: 180_000 }, async () => {
    const r = await measure({ popup: APPS.popup, pages: APPS.pages, account: APPS.account, all: APPS.all });
    expect(threeEntriesRatio(r)).toBeLessThanOrEqual(LIMITS.threeEntriesRatio);
  });
});
