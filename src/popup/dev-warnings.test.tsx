// @vitest-environment jsdom
/**
 * Loud in development, quiet in production: each integrator mistake is named by one console warning in a development
 * build (NODE_ENV is not 'production'), and none is in production; a normal logged-out page view logs nothing.
 */
import { act, cleanup, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServices } from '../api/services.js';
import { checkStylesheet } from '../config/dev.js';
import { createConfig, createMemoryCookies, type Environment, type SiteCode } from '../config/index.js';
import type { TextOverrides } from '../i18n/texts.js';
import type { InitialScreen } from '../machines/contract.js';
import { createMockBackend } from '../mocks/index.js';
import { mountMemberPage } from '../pages/mount.js';
import { createPopupSetup } from './member-popup.js';
import { openPopup, type PopupHandle } from './open-popup.js';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  server.resetHandlers();
});

const warnings = (): string[] => warn.mock.calls.map((call: unknown[]) => String(call[0]));
const cookies = () => createMemoryCookies();

/** Each mistake, made the way an integrator (or their JavaScript, past the types) makes it. */
const MISTAKES: ReadonlyArray<[string, () => void, RegExp]> = [
  ['an unknown site', () => createConfig({ site: 'XX', env: 'test', cookies: cookies() }), /unknown site 'XX': showing SG/],
  ["the environment 'prod'", () => createConfig({ env: 'prod' as Environment, cookies: cookies() }), /unknown environment 'prod': using 'production'/],
  ['a language the site has not', () => createConfig({ site: 'SG', env: 'test', language: 'th', cookies: cookies() }), /language 'th' is not one of SG's/],
  ['an unknown screen', () => createPopupSetup({ environment: 'test', screen: 'Signup' as InitialScreen }), /unknown screen 'Signup': opening Login/],
  ['texts in a language with no catalog', () => createPopupSetup({ environment: 'test', texts: { fr: {} } as TextOverrides }), /texts\.fr: no such catalog language/],
  ['a container that is not in the page', () => mountMemberPage(null as unknown as HTMLElement).unmount(), /mountMemberPage: element is null, not an element/],
];

describe('development warnings', () => {
  it.each(MISTAKES)('%s is named once', (_, make, message) => {
    try {
      make();
    } catch {
      /* React refuses a null container itself, after the warning */
    }
    expect(warnings().filter((text) => message.test(text))).toHaveLength(1);
    expect(warnings().every((text) => text.startsWith('[member-popup] '))).toBe(true);
  });

  it.each(MISTAKES)('%s is silent in production', (_, make) => {
    vi.stubEnv('NODE_ENV', 'production');
    try {
      make();
    } catch {
      /* as above */
    }
    expect(warnings()).toEqual([]);
  });

  it('correct options say nothing', () => {
    for (const site of ['SG', 'sg', 'MY'] as SiteCode[]) createConfig({ site, env: 'test', cookies: cookies() });
    createConfig({ site: 'SG', env: 'pre', language: 'en-SG', cookies: cookies() });
    createPopupSetup({ environment: 'test', screen: 'Registry', texts: { en: { 'login.title': 'Hi' }, zh: {} } });
    expect(warnings()).toEqual([]);
  });

  it('a missing stylesheet is named once, a linked one is not', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 Chrome/140');
    const root = document.body.appendChild(Object.assign(document.createElement('div'), { className: 'mp-root' }));
    checkStylesheet(root, 'pages', 'member-popup/pages/styles.css');
    checkStylesheet(root, 'pages', 'member-popup/pages/styles.css');
    expect(warnings()).toEqual([
      "[member-popup] the pages stylesheet is not in the page: import 'member-popup/pages/styles.css' (or link its file) so it is styled.",
    ]);
    root.style.setProperty('--mp-radius', '8px');
    checkStylesheet(root, 'account', 'member-popup/account/styles.css');
    expect(warnings()).toHaveLength(1);
    root.remove();
  });

  it('a second openPopup replaces the first (one dialog, the first closed without a reload) and says so', async () => {
    server.resetHandlers(...createMockBackend().handlers);
    const firstClosed = vi.fn();
    let first: PopupHandle | undefined;
    let second: PopupHandle | undefined;
    await act(async () => {
      first = openPopup({ site: 'SG', environment: 'test', onClose: firstClosed });
    });
    await screen.findByRole('dialog', {}, { timeout: 20_000 });
    await act(async () => {
      second = openPopup({ site: 'SG', environment: 'test', screen: 'Registry', onClose: () => undefined });
    });
    await act(async () => undefined);
    expect(firstClosed).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(document.querySelectorAll('.mp-popup-root')).toHaveLength(1);
    expect(warnings().filter((text) => /a popup is already open/.test(text))).toHaveLength(1);
    first?.close();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await act(async () => second?.close());
  }, 30_000);

  it('a logged-out page view (who is signed in? nobody) logs nothing, in development too', async () => {
    const backend = createMockBackend();
    server.resetHandlers(...backend.handlers);
    const services = createServices(createConfig({ site: 'SG', env: 'test', cookies: cookies() }));
    await expect(services.currentUser()).resolves.toBeNull();
    expect(backend.calls('mtop.member.user.getUser')).toHaveLength(2); // the token cookie, then the answer
    expect(warnings()).toEqual([]);
  });
});
