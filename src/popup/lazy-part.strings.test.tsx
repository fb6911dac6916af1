// @vitest-environment jsdom
/**
 * A lazy part (and a lazy flow) brings the lazy flows' English (i18n/catalogs/en-flows.ts) with it: the part renders
 * only once those texts are in, so a flow's screen never shows a raw key, and a failed load of the texts ends in
 * "Try again" like a failed chunk.
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Translator } from '../i18n/translate.js';

/** The flows part's chunk: fails `failures` times (offline), counting every import. */
const chunk = vi.hoisted(() => ({ failures: 0, imports: 0 }));
vi.mock('../i18n/catalogs/en-flows.js', async (importOriginal) => {
  chunk.imports += 1;
  if (chunk.failures > 0) {
    chunk.failures -= 1;
    throw new TypeError('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});

const { createTranslator } = await import('../i18n/translate.js');
const { hasEnglishFlows } = await import('../i18n/catalogs/index.js');
const { lazyPart } = await import('./lazy-part.js');
const flows = await import('../machines/popup.flows.js');

afterEach(cleanup);

type Props = { t: Translator };
/** A flow's screen: its title is a key of the flows part. */
const Part = ({ t }: Props) => <h2>{t('registry.title')}</h2>;
const Fallback = ({ t }: Props, { failed, retry }: { failed: boolean; retry: () => void }) =>
  failed ? (
    <button type="button" onClick={retry}>
      {t('popup.retry')}
    </button>
  ) : (
    <p role="status">{t('popup.loading')}</p>
  );

describe('the lazy flows\' English arrives with the lazy parts and flows', () => {
  it('a flow whose texts fail to load fails its load (the root then shows "Try again"; it loads again)', async () => {
    chunk.failures = 1;
    await expect(flows.loadFlow('qr')).rejects.toThrow();
    expect(flows.loadedFlow('qr')).toBeUndefined();
    expect(hasEnglishFlows()).toBe(false);
  });

  it('a part shows its placeholder, not a raw key, until the texts are in; a failure offers "Try again"', async () => {
    const t = createTranslator('en');
    expect(t('registry.title')).toBe('registry.title'); // what a part would show without the texts
    const Lazy = lazyPart(() => Promise.resolve(Part), Fallback);
    chunk.failures = 1;
    render(<Lazy t={t} />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.queryByText('registry.title')).toBeNull();
    await userEvent.setup().click(retry);
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeTruthy();
    expect(hasEnglishFlows()).toBe(true);
    expect(screen.queryByText('registry.title')).toBeNull();
  });

  it('a flow loaded afterwards shares the texts already in (no import of the part again)', async () => {
    const imports = chunk.imports;
    await act(async () => void (await flows.loadFlow('qr')));
    await waitFor(() => expect(flows.loadedFlow('qr')).toBeDefined());
    expect(chunk.imports).toBe(imports);
  });
});
