// @vitest-environment jsdom
/**
 * The #security connected accounts panel over a stubbed member client and a fake provider (the I/O boundary): the
 * rows (masked e-mail, since when), Link through the provider step, Unlink only after the dialog, the server's
 * last-way-in refusal naming what to add (announced), focus back on the row after a change, axe clean.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors.js';
import { SOCIAL_LAST_WAY_KEY, SOCIAL_LINK_PATHS, type SocialLink } from '../../api/social-link-calls.js';
import { createFakeSocialProvider } from '../../api/social.js';
import { createConfig } from '../../config/index.js';
import { loadPartTranslator, type CatalogPart } from '../../i18n/catalog-parts.js';
import accountPart from '../../i18n/parts/account/index.js';
import socialPart from '../../i18n/parts/social/index.js';
import { expectNoAxeViolations } from '../../screens/test-utils.js';
import type { SectionProps } from '../sections.js';
import ConnectedAccountsPanel from './connected-accounts-panel.js';

afterEach(cleanup);

const FACEBOOK: SocialLink = { provider: 'FACEBOOK', email: 'b***r@example.com', since: Date.UTC(2026, 0, 10) };

async function mount(options: { lastWay?: boolean } = {}) {
  let links: SocialLink[] = [FACEBOOK];
  const call = vi.fn(async (_method: string, path: string, fields: Record<string, string> = {}) => {
    if (path === SOCIAL_LINK_PATHS.list) return { links };
    if (path === SOCIAL_LINK_PATHS.link) {
      const link: SocialLink = { provider: 'GOOGLE', email: 'g***e@example.com', since: Date.UTC(2026, 2, 1) };
      links = [...links, link];
      return { link };
    }
    if (path === SOCIAL_LINK_PATHS.unlink) {
      if (options.lastWay) throw new ApiError('business', SOCIAL_LAST_WAY_KEY, { data: { add: ['password', 'phone', 'email', 'passkey'] } });
      links = links.filter((l) => l.provider !== fields.provider);
      return {};
    }
    throw new Error(`unexpected ${path}`);
  });
  const social = createFakeSocialProvider({ GOOGLE: { oauthCode: 'code-0123456789abcdefghij', redirectUri: 'http://localhost' } });
  const parts = [socialPart, accountPart] as CatalogPart<string>[];
  const t = await loadPartTranslator('en', parts);
  const notify = vi.fn();
  const props = {
    env: {
      config: createConfig({ site: 'SG', language: 'en' }),
      parts,
      t,
      member: { call },
      services: { socialSignIn: (provider: 'GOOGLE' | 'FACEBOOK', o: { signal?: AbortSignal }) => social.signIn(provider, o) },
    },
    t,
    notify,
    sessionExpired: vi.fn(),
  } as unknown as SectionProps;
  const view = render(<ConnectedAccountsPanel {...props} />);
  await act(async () => {});
  return { call, notify, container: view.container };
}

const row = (name: string) => screen.getAllByRole('listitem').find((item) => item.textContent?.includes(name))!;

describe('the connected accounts panel', () => {
  it('lists Google (not linked) and Facebook (linked: masked e-mail, since when)', async () => {
    const { container } = await mount();
    expect(row('Google').textContent).toContain('Not linked');
    expect(row('Facebook').textContent).toContain('Linked as b***r@example.com since 10 January 2026');
    expect(within(row('Google')).getByRole('button', { name: 'Link Google' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('links Google through the provider step; focus stays on the row, the change is announced', async () => {
    const { call, notify } = await mount();
    await act(async () => void fireEvent.click(within(row('Google')).getByRole('button', { name: 'Link Google' })));
    await act(async () => {});
    expect(call).toHaveBeenCalledWith('POST', SOCIAL_LINK_PATHS.link, {
      provider: 'GOOGLE',
      oauthCode: 'code-0123456789abcdefghij',
      redirectUri: 'http://localhost',
    });
    expect(row('Google').textContent).toContain('Linked as g***e@example.com');
    expect(document.activeElement?.textContent).toBe('Unlink Google');
    expect(notify).toHaveBeenCalledWith('Google is linked.');
  });

  it('unlinks only after the dialog', async () => {
    const { call, notify, container } = await mount();
    await act(async () => void fireEvent.click(within(row('Facebook')).getByRole('button', { name: 'Unlink Facebook' })));
    const dialog = screen.getByRole('alertdialog', { name: 'Unlink Facebook?' });
    await expectNoAxeViolations(container);
    await act(async () => void fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' })));
    expect(call).not.toHaveBeenCalledWith('POST', SOCIAL_LINK_PATHS.unlink, expect.anything());
    await act(async () => void fireEvent.click(within(row('Facebook')).getByRole('button', { name: 'Unlink Facebook' })));
    await act(async () => void fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Unlink Facebook' })));
    await act(async () => {});
    expect(call).toHaveBeenCalledWith('POST', SOCIAL_LINK_PATHS.unlink, { provider: 'FACEBOOK' });
    expect(row('Facebook').textContent).toContain('Not linked');
    expect(notify).toHaveBeenCalledWith('Facebook is unlinked.');
  });

  it("the server's refusal of the last way in names what to add first, in an alert", async () => {
    const { container } = await mount({ lastWay: true });
    await act(async () => void fireEvent.click(within(row('Facebook')).getByRole('button', { name: 'Unlink Facebook' })));
    await act(async () => void fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Unlink Facebook' })));
    await act(async () => {});
    const alert = container.querySelector('.mp-connected__problem')!;
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toBe(
      'Facebook is your only way to log in. Add a password, a mobile number, a verified email address or a passkey first, then unlink it.',
    );
    expect(row('Facebook').textContent).toContain('Linked as');
    await expectNoAxeViolations(container);
  });
});
