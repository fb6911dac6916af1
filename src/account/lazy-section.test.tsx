// @vitest-environment jsdom
/**
 * A lazy account section (lazy-section.tsx): busy while its chunk and catalog load, the reason and "Try again" when
 * the chunk fails (a failed load is not kept), then the section with its own part's texts over the page's, the
 * integrator's texts still winning.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createConfig } from '../config/index.js';
import { defineCatalogPart, loadPartTranslator, type CatalogPart } from '../i18n/catalog-parts.js';
import accountPart from '../i18n/parts/account/index.js';
import type { AccountT } from '../screens/account/text.js';
import type { PageEnv } from '../screens/page/index.js';
import { lazySection, type LazySectionModule } from './lazy-section.js';
import type { SectionProps } from './sections.js';

afterEach(cleanup);

const demoEn = { 'demo.title': 'Devices', 'demo.other': 'Other' } as const;
const fail = () => Promise.reject(new Error('offline'));
const demoPart = defineCatalogPart('demo', demoEn, {
  id: () => Promise.resolve({ default: { 'demo.title': 'Perangkat', 'demo.other': 'Lainnya' } }),
  ms: fail, zh: fail, th: fail, vi: fail, my: fail, bn: fail, si: fail, ne: fail, ur: fail,
}) as CatalogPart<string>;

async function propsFor(language: string, texts?: PageEnv['texts']): Promise<SectionProps> {
  const parts = [accountPart as CatalogPart<string>];
  const t = (await loadPartTranslator(language, parts, texts)) as AccountT;
  const env = { config: createConfig({ site: language === 'id' ? 'ID' : 'SG', language }), parts, texts, t } as unknown as PageEnv<never>;
  return { env, t } as unknown as SectionProps;
}

function Demo({ t }: SectionProps) {
  const tt = t as unknown as (key: string) => string;
  return (
    <h2>
      {tt('demo.title')} · {tt('account.retry')} · {tt('demo.other')}
    </h2>
  );
}

describe('lazySection', () => {
  it('says it is loading, offers Try again when the chunk fails, and loads again on Try again', async () => {
    let calls = 0;
    let release!: (m: LazySectionModule) => void;
    const Section = lazySection(() => {
      calls += 1;
      if (calls === 1) return Promise.reject(new Error('chunk failed'));
      return new Promise<LazySectionModule>((resolve) => (release = resolve));
    });
    await act(async () => void render(<Section {...await propsFor('en')} />));
    expect(screen.getByRole('alert').textContent).toContain('We could not load this page.');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(screen.getByRole('status').textContent).toBe('Loading this page…');
    await act(async () => release({ default: Demo, parts: [demoPart] }));
    expect(screen.getByRole('heading').textContent).toBe('Devices · Try again · Other');
    expect(calls).toBe(2);
  });

  it("reads the section's part in the page's language, and the integrator's texts win", async () => {
    const Section = lazySection(() => Promise.resolve({ default: Demo, parts: [demoPart] }));
    const props = await propsFor('id', { id: { 'demo.other': 'Milik saya' } as never });
    await act(async () => void render(<Section {...props} />));
    expect((await screen.findByRole('heading')).textContent).toBe('Perangkat · Coba lagi · Milik saya');
  });
});
