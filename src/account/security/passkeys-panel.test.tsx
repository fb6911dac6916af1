// @vitest-environment jsdom
/**
 * The #security passkeys panel (passkeys-panel.tsx) over a stubbed member client (the I/O boundary): the list with
 * name, created and last used; rename by keyboard (focus into the field, back to "Rename"); remove through the
 * confirmation dialog; the announced status line; axe clean in each state. No WebAuthn in jsdom: "Add a passkey" is
 * left out, as in an in-app web view.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSKEY_PATHS, type Passkey } from '../../api/passkey-calls.js';
import { createConfig } from '../../config/index.js';
import { loadPartTranslator, type CatalogPart } from '../../i18n/catalog-parts.js';
import accountPart from '../../i18n/parts/account/index.js';
import passkeyPart from '../../i18n/parts/passkey/index.js';
import { expectNoAxeViolations } from '../../screens/test-utils.js';
import type { SectionProps } from '../sections.js';
import PasskeysPanel from './passkeys-panel.js';

afterEach(cleanup);

const KEYS: Passkey[] = [
  { id: 'k1', name: 'Chrome · Android', createdAt: Date.UTC(2026, 0, 10), lastUsedAt: Date.UTC(2026, 1, 2) },
  { id: 'k2', name: 'Safari · iOS', createdAt: Date.UTC(2026, 1, 20), lastUsedAt: null },
];

async function mount() {
  let passkeys = [...KEYS];
  const call = vi.fn(async (_method: string, path: string, fields: Record<string, string> = {}) => {
    if (path === PASSKEY_PATHS.list) return { passkeys };
    if (path === PASSKEY_PATHS.rename) {
      const renamed = { ...passkeys.find((p) => p.id === fields.id)!, name: fields.name! };
      passkeys = passkeys.map((p) => (p.id === renamed.id ? renamed : p));
      return { passkey: renamed };
    }
    if (path === PASSKEY_PATHS.remove) {
      passkeys = passkeys.filter((p) => p.id !== fields.id);
      return {};
    }
    throw new Error(`unexpected ${path}`);
  });
  const parts = [passkeyPart, accountPart] as CatalogPart<string>[];
  const t = await loadPartTranslator('en', parts);
  const notify = vi.fn();
  const props = {
    env: { config: createConfig({ site: 'SG', language: 'en' }), parts, t, member: { call } },
    t,
    notify,
    sessionExpired: vi.fn(),
  } as unknown as SectionProps;
  const view = render(<PasskeysPanel {...props} />);
  await act(async () => {});
  return { call, notify, container: view.container };
}

describe('the passkeys panel', () => {
  it('lists the passkeys with name, created and last used, without "Add" where WebAuthn is missing', async () => {
    const { container } = await mount();
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.mp-passkeys__name')?.textContent)).toEqual(['Chrome · Android', 'Safari · iOS']);
    expect(items[0]!.textContent).toContain('Created 10 January 2026 · Last used 2 February 2026');
    expect(items[1]!.textContent).toContain('Not used yet');
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('renames by keyboard: focus moves into the field, and back to "Rename" after saving', async () => {
    const { call, notify, container } = await mount();
    const rename = within(screen.getAllByRole('listitem')[1]!).getByRole('button', { name: 'Rename' });
    await act(async () => void fireEvent.click(rename));
    const field = screen.getByRole('textbox', { name: 'Passkey name' });
    expect(document.activeElement).toBe(field);
    await expectNoAxeViolations(container);
    fireEvent.change(field, { target: { value: 'My iPhone' } });
    await act(async () => void fireEvent.submit(field.closest('form')!));
    await act(async () => {});
    expect(call).toHaveBeenCalledWith('POST', PASSKEY_PATHS.rename, { id: 'k2', name: 'My iPhone' });
    expect(screen.getAllByRole('listitem')[1]!.textContent).toContain('My iPhone');
    expect(document.activeElement?.textContent).toBe('Rename');
    expect(notify).toHaveBeenCalledWith('Passkey renamed.');
  });

  it('removes only after the confirmation dialog', async () => {
    const { call, notify } = await mount();
    await act(async () => void fireEvent.click(within(screen.getAllByRole('listitem')[0]!).getByRole('button', { name: 'Remove' })));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove this passkey?' });
    expect(dialog.textContent).toContain('“Chrome · Android”');
    await act(async () => void fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' })));
    expect(call).not.toHaveBeenCalledWith('POST', PASSKEY_PATHS.remove, expect.anything());
    await act(async () => void fireEvent.click(within(screen.getAllByRole('listitem')[0]!).getByRole('button', { name: 'Remove' })));
    await act(async () => void fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' })));
    await act(async () => {});
    expect(call).toHaveBeenCalledWith('POST', PASSKEY_PATHS.remove, { id: 'k1' });
    expect(screen.getAllByRole('listitem').map((item) => item.querySelector('.mp-passkeys__name')?.textContent)).toEqual(['Safari · iOS']);
    expect(notify).toHaveBeenCalledWith('Passkey removed.');
  });
});
