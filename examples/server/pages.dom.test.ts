// The pages' own scripts (public/forms.js, qr-phone.js, oauth-consent.js) running in a DOM (jsdom) against the
// real server: what a person does in the browser, click by click. WebCrypto is Node's, so the RSA-OAEP the
// scripts send is the real thing.
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QR_CLIENT_ID } from '../../src/api/services.js';
import { memberPagesModule } from './member-pages.js';
import { oauthProviderModule } from './oauth-provider.js';
import { qrPhoneModule } from './qr-phone.js';
import { SEED_PASSWORD, SITE_BUYERS, SPECIAL_ACCOUNTS } from './seed.js';
import { getPage, openBrowser, startTestServer, type Browser, type TestServer } from './testing.js';

type DomWindow = Window & typeof globalThis;
interface JsdomModule {
  JSDOM: new (html: string, options: Record<string, unknown>) => { window: DomWindow };
  VirtualConsole: new () => { on(event: 'jsdomError', listener: (error: Error) => void): void };
}
const { JSDOM, VirtualConsole } = createRequire(import.meta.url)('jsdom') as JsdomModule;

let t: TestServer;
const windows: DomWindow[] = [];

beforeAll(async () => {
  t = await startTestServer({ modules: [qrPhoneModule(), oauthProviderModule(), memberPagesModule()] });
});
afterAll(async () => {
  for (const w of windows) w.close();
  await t.dispose();
});

/** Loads a page of the server into a DOM with its scripts, fetch going through the browser's cookie jar. */
async function openPage(b: Browser, path: string, setup?: (w: DomWindow) => void): Promise<{ w: DomWindow; errors: string[] }> {
  const page = await getPage(b, path);
  const errors: string[] = [];
  const virtualConsole = new VirtualConsole();
  virtualConsole.on('jsdomError', (error) => void errors.push(error.message));
  const { window: w } = new JSDOM(page.html, { url: `${t.url}${path}`, runScripts: 'outside-only', pretendToBeVisual: true, virtualConsole });
  windows.push(w);
  w.fetch = ((input: RequestInfo | URL, init?: RequestInit) => b.fetch(new URL(String(input), `${t.url}${path}`).href, init)) as typeof fetch;
  Object.defineProperty(w, 'crypto', { value: globalThis.crypto, configurable: true });
  Object.defineProperty(w, 'TextEncoder', { value: TextEncoder, configurable: true });
  setup?.(w);
  for (const [, src] of page.html.matchAll(/<script src="([^"]+)" defer><\/script>/g)) {
    w.eval(await (await fetch(`${t.url}${src}`)).text());
  }
  return { w, errors };
}

async function until(check: () => boolean, what: string, timeoutMs = 4000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const el = <T extends HTMLElement = HTMLElement>(w: DomWindow, id: string) => w.document.getElementById(id) as T;
const shown = (w: DomWindow, id: string) => !el(w, id).hidden;

describe('QR phone simulator page', () => {
  it('signs in with a password (RSA-OAEP by WebCrypto), scans the code it was opened for, confirms, then rejects one from the list', async () => {
    const computer = openBrowser(t.url);
    const qr = await computer.calls.generateQrCodeUrl({ clientId: QR_CLIENT_ID });
    const phone = openBrowser(t.url);
    const { w } = await openPage(phone, new URL(qr.qrLoginUrl).pathname + new URL(qr.qrLoginUrl).search);

    await until(() => shown(w, 'signin'), 'the sign-in form');
    expect(el<HTMLSelectElement>(w, 'demo-account').options.length).toBeGreaterThan(10);
    el<HTMLInputElement>(w, 'login-name').value = SITE_BUYERS.SG.email;
    el<HTMLInputElement>(w, 'password').value = SEED_PASSWORD;
    el<HTMLFormElement>(w, 'signin-form').requestSubmit();
    await until(() => shown(w, 'account') && shown(w, 'current-actions'), 'the signed-in view with the scanned code');
    expect(el(w, 'account-name').textContent).toContain(SITE_BUYERS.SG.email);
    expect(el(w, 'current-text').textContent).toContain(qr.requestId.slice(0, 6));
    expect(await computer.calls.checkQrCodeStatus({ clientId: QR_CLIENT_ID, requestId: qr.requestId })).toEqual({ status: 'SCANNED' });

    el<HTMLButtonElement>(w, 'confirm').click();
    await until(() => /Login confirmed/.test(el(w, 'current').textContent ?? ''), 'the confirmation');
    const success = await computer.calls.checkQrCodeStatus({ clientId: QR_CLIENT_ID, requestId: qr.requestId });
    expect(success.status).toBe('SUCCESS');
    expect(await computer.member.loginByQrCode({ token: success.token! })).toMatchObject({ loginSuccess: true });

    // A second computer: its code appears in the list (refreshed every 2 s); open it there and reject.
    const other = await openBrowser(t.url).calls.generateQrCodeUrl({ clientId: QR_CLIENT_ID });
    const short = other.requestId.slice(0, 6);
    await until(() => (el(w, 'pending-list').textContent ?? '').includes(short), 'the new code in the list', 5000);
    const open = [...el(w, 'pending-list').querySelectorAll('button')].find((b) => b.getAttribute('aria-label')?.includes(short))!;
    open.click();
    await until(() => shown(w, 'current-actions') && (el(w, 'current-text').textContent ?? '').includes(short), 'the opened code');
    el<HTMLButtonElement>(w, 'reject').click();
    await until(() => /Login rejected/.test(el(w, 'current').textContent ?? ''), 'the rejection');
    expect((await openBrowser(t.url).calls.checkQrCodeStatus({ clientId: QR_CLIENT_ID, requestId: other.requestId })).status).toBe('FAILURE');

    el<HTMLButtonElement>(w, 'signout').click();
    await until(() => shown(w, 'signin'), 'the sign-in form after signing out');
  }, 15_000);

  it('signs in as a demo account without a password (dev mode), and shows a wrong password', async () => {
    const { w } = await openPage(openBrowser(t.url), '/user/qr-phone');
    await until(() => shown(w, 'signin') && shown(w, 'demo'), 'the demo accounts');
    el<HTMLInputElement>(w, 'login-name').value = SITE_BUYERS.MY.email;
    el<HTMLInputElement>(w, 'password').value = 'Wr0ng!pass';
    el<HTMLFormElement>(w, 'signin-form').requestSubmit();
    await until(() => /Incorrect/.test(el(w, 'signin').textContent ?? ''), 'the error');
    expect(w.document.querySelector('#signin [data-status]')!.getAttribute('role')).toBe('alert');

    el<HTMLSelectElement>(w, 'demo-account').value = SPECIAL_ACCOUNTS.noPassword.email;
    el<HTMLButtonElement>(w, 'demo-signin').click();
    await until(() => shown(w, 'account'), 'the signed-in view');
    expect(el(w, 'account-name').textContent).toContain(SPECIAL_ACCOUNTS.noPassword.email);
  });
});

describe('identity provider consent page', () => {
  const path = (state: string) => `/oauth/authorize?provider=GOOGLE&scope=profile%20email&redirect_uri=${encodeURIComponent(t.url)}&state=${state}`;

  function withOpener(messages: Array<[unknown, string]>, closed: { value: boolean }) {
    return (w: DomWindow) => {
      Object.defineProperty(w, 'opener', { value: { closed: false, postMessage: (message: unknown, origin: string) => void messages.push([message, origin]) }, configurable: true });
      Object.defineProperty(w, 'close', { value: () => void (closed.value = true), configurable: true });
    };
  }

  it('Allow posts { code, state } to the opener’s origin and closes; the code registers the account', async () => {
    const messages: Array<[unknown, string]> = [];
    const closed = { value: false };
    const b = openBrowser(t.url);
    const { w } = await openPage(b, path('st-1'), withOpener(messages, closed));
    expect(el<HTMLInputElement>(w, 'new-name').disabled).toBe(true);
    const radio = w.document.querySelector<HTMLInputElement>('input[name="identity"][value="new"]')!;
    radio.click();
    expect(el<HTMLInputElement>(w, 'new-name').disabled).toBe(false);
    el<HTMLInputElement>(w, 'new-name').value = 'Dom Tester';
    el<HTMLInputElement>(w, 'new-email').value = 'dom.tester@example.com';
    el<HTMLInputElement>(w, 'new-email-verified').checked = true;
    el<HTMLFormElement>(w, 'consent-form').requestSubmit();
    await until(() => messages.length > 0, 'the answer to the opener');
    const [message, origin] = messages[0]!;
    expect(origin).toBe(t.url);
    expect(message).toEqual({ code: expect.any(String), state: 'st-1' });
    expect(closed.value).toBe(true);
    const result = await b.member.loginByOAuthCode({
      oauthType: 'GOOGLE',
      oauthCode: (message as { code: string }).code,
      operateType: 'REGISTER',
      bizScene: 'popup',
      redirectUri: t.url,
    });
    expect(result).toMatchObject({ loginSuccess: true });
    expect(await b.calls.getUser()).toMatchObject({ email: 'dom.tester@example.com', name: 'Dom Tester' });
  });

  it('Cancel posts access_denied; without an opener the page says so', async () => {
    const messages: Array<[unknown, string]> = [];
    const closed = { value: false };
    const { w } = await openPage(openBrowser(t.url), path('st-2'), withOpener(messages, closed));
    el<HTMLButtonElement>(w, 'cancel').click();
    expect(messages).toEqual([[{ error: 'access_denied', state: 'st-2' }, t.url]]);
    expect(closed.value).toBe(true);

    const alone = await openPage(openBrowser(t.url), path('st-3'));
    el<HTMLButtonElement>(alone.w, 'cancel').click();
    expect(alone.w.document.querySelector('[data-status]')!.textContent).toContain('Cancelled');
  });
});

