// The integrations of spec §7.1-§7.3 in Chromium against the reference server: tracking events in the queue in order
// (taken by the demo's analytics stub), the user-id cookie written by the client, a server error key on the monitor,
// the anti-fraud headers on the wire, the JSONP backup answering a failing check-SMS-channel, and the app bridge
// present (`?app=1`) and absent.
import { expect, it } from 'vitest';
import {
  PASSWORDS,
  SEED,
  callsTo,
  describeE2E,
  typeCode,
  useE2E,
  waitForHeaderUser,
  waitForPopupClosed,
  waitForScreen,
  waitForText,
} from './harness.js';
import type { Page } from 'playwright-core';

type Taken = Array<{ event: string; params: Record<string, unknown> }>;
const taken = (page: Page) => page.evaluate(() => (window as unknown as { __memberTrackQueue: { taken: Taken } }).__memberTrackQueue.taken);

describeE2E('integrations (spec §7.3)', () => {
  const e2e = useE2E();

  async function passwordLogin(page: Page, password: string = SEED.password) {
    await page.getByRole('link', { name: 'Log in' }).click();
    const dialog = await waitForScreen(page, 'Login');
    await dialog.getByLabel('Phone number or email').fill(SEED.sg.email);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    return dialog;
  }

  it('queues the steps in order for the analytics script, never a secret; the client writes the user-id cookie', async () => {
    const page = await e2e.open('/demo/sg');
    await passwordLogin(page);
    await waitForPopupClosed(page);
    await waitForHeaderUser(page, SEED.sg.name);
    const events = (await taken(page)).map((e) => [e.event, e.params]);
    expect(events).toEqual([
      ['popup_open', { screen: 'Login' }],
      ['screen_view', { screen: 'Login' }],
      ['login_success', { method: 'password' }],
      ['popup_close', { how: 'loggedIn' }],
    ]);
    const text = JSON.stringify(events);
    for (const secret of [SEED.password, SEED.sg.email, SEED.sg.phone]) expect(text).not.toContain(secret);
    // The server no longer sets member_uid: get-current-user on the client wrote it, before the header refreshed.
    const uid = (await e2e.context.cookies()).find((c) => c.name === 'member_uid');
    expect(uid?.value).toMatch(/^\d+$/);
    expect(await page.locator('#demo-dev-analytics li').count()).toBe(4);
  });

  it('reports the server error key of a refused login to the monitor, and tracks the failure with it', async () => {
    const page = await e2e.open('/demo/sg');
    const dialog = await passwordLogin(page, PASSWORDS.wrong);
    await waitForText(dialog.locator('.mp-form-error[role="alert"]').first(), /Incorrect/);
    await waitForText(page.locator('#demo-dev-monitor'), 'member: PL-USER-LOGIN-INCORRECT');
    const events = await taken(page);
    expect(events.find((e) => e.event === 'login_fail')?.params).toEqual({ method: 'password', errorKey: 'PL-USER-LOGIN-INCORRECT' });
  });

  it('sends the anti-fraud tokens as headers when the host script has them, and leaves them out when not', async () => {
    const headers: Array<Record<string, string>> = [];
    e2e.context.on('request', (request) => {
      if (request.url().includes('mtop.member.user.checksmschannel')) headers.push(request.headers());
    });
    const open = async () => {
      const page = await e2e.open('/demo/sg');
      await page.getByRole('link', { name: 'Log in' }).click();
      const dialog = await waitForScreen(page, 'Login');
      await dialog.getByRole('radio', { name: 'Verification code' }).click();
      await dialog.getByRole('radio', { name: 'WhatsApp message' }).waitFor();
    };
    await open();
    const before = headers.length;
    expect(before).toBeGreaterThan(0);
    for (const sent of headers) {
      expect(sent['x-ua']).toBeUndefined();
      expect(sent['x-umt']).toBeUndefined();
    }
    await e2e.context.addInitScript(() => {
      (window as unknown as { MemberAntiFraud: unknown }).MemberAntiFraud = {
        getTokens: () => new Promise((resolve) => setTimeout(() => resolve({ ua: 'ua-token-e2e', umid: 'device-token-e2e' }), 100)),
      };
    });
    await open();
    expect(headers.length).toBeGreaterThan(before);
    for (const sent of headers.slice(before)) {
      expect(sent['x-ua']).toBe('ua-token-e2e');
      expect(sent['x-umt']).toBe('device-token-e2e');
    }
  });

  it('uses the JSONP backup file when check-SMS-channel fails (dev switch)', async () => {
    const page = await e2e.open('/demo/sg');
    const status = await page.evaluate(async () => {
      const response = await fetch('/__dev/faults', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ checkSmsChannel: true }),
      });
      return response.status;
    });
    expect(status).toBe(200);
    try {
      await page.getByRole('link', { name: 'Log in' }).click();
      const dialog = await waitForScreen(page, 'Login');
      await dialog.getByRole('radio', { name: 'Verification code' }).click();
      // WhatsApp is offered although the live call failed: the channels came from the static file.
      await dialog.getByRole('radio', { name: 'WhatsApp message' }).waitFor();
      expect(callsTo(e2e, 'mtop.member.user.checksmschannel').some((r) => r.url.includes('/h5/'))).toBe(true);
      expect(callsTo(e2e, '/member-fallback/mtop.member.user.checkSmsChannel/1.0/sg_').length).toBe(1);
      await waitForText(page.locator('#demo-dev-monitor'), 'gateway: FAIL_SYS_SERVICE_UNAVAILABLE');
    } finally {
      await page.evaluate(() =>
        fetch('/__dev/faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ checkSmsChannel: false }) }),
      );
    }
  });

  it('inside the app (?app=1) gateway calls go through the bridge; without it, over HTTP', async () => {
    const page = await e2e.open('/demo/sg?app=1');
    await page.locator('#demo-dev-bridge').waitFor({ state: 'attached' });
    await passwordLogin(page);
    await waitForPopupClosed(page);
    await waitForHeaderUser(page, SEED.sg.name);
    // The client's get-current-user went through the app: listed in the bridge panel, never as a page request.
    await waitForText(page.locator('#demo-dev-bridge'), 'request mtop.member.user.getUser');
    expect(await page.locator('#demo-dev-bridge li', { hasText: 'mtop.member.user.getUser' }).count()).toBeGreaterThan(0);

    // Without the app: the page's own HTTP calls.
    const plain = await e2e.open('/demo/sg?app=0');
    await plain.locator('#demo-dev-analytics').waitFor({ state: 'attached' });
    expect(await plain.locator('#demo-dev-bridge').count()).toBe(0);
    expect(await plain.evaluate(() => 'MemberAppBridge' in window)).toBe(false);
  });

  // §8's two bridge texts, each where it belongs. "Sorry, you have not login": the app has no session of its own and
  // refuses its login, so a call that needs a login (the profile save after a phone sign-up) fails with it; the
  // calls that need none still go through the app. "runtime error": the app's bridge throws on every call.
  it('inside an app that refuses or breaks, the §8 bridge texts appear: "Sorry, you have not login", "runtime error"', async () => {
    const refusing = await e2e.open('/demo/sg?app=1&bridge=refuse');
    const bridgeLog = refusing.locator('#demo-dev-bridge');
    await bridgeLog.waitFor({ state: 'attached' });
    await refusing.getByRole('link', { name: 'Log in' }).click();
    const login = await waitForScreen(refusing, 'Login');
    await login.getByRole('radio', { name: 'Verification code' }).click();
    const phone = '98762345';
    await login.getByLabel('Phone number').fill(phone);
    await login.getByRole('button', { name: 'Send code' }).click();
    await waitForScreen(refusing, 'Verify');
    await typeCode(refusing, await e2e.readCode(`+65${phone}`));
    const profile = await waitForScreen(refusing, 'ProfileComplete');
    await profile.getByLabel('Full name').fill('Arif Rahman');
    await profile.getByLabel('Set a password').fill(PASSWORDS.profile);
    await profile.getByRole('button', { name: 'Next' }).click();
    // Step 1's call needs no login: the app passed it on.
    await waitForText(profile, 'Step 2 of 2');
    await waitForText(bridgeLog, 'request mtop.member.user.completeProfileByRegisterToken');
    await profile.getByRole('radio', { name: 'Female' }).check();
    const year = profile.getByRole('group', { name: 'Birthday' }).getByRole('listbox', { name: 'Year' });
    await year.focus();
    await refusing.keyboard.press('ArrowUp');
    await profile.getByRole('button', { name: 'Save' }).click();
    // The save needs the app's session: the app answers "no session", its login refuses, and the buyer reads why.
    await waitForText(refusing.locator('.mp-popup-root'), 'Sorry, you have not login');
    await waitForText(bridgeLog, 'request mtop.member.user.updateUserProfile');
    await bridgeLog.locator('li', { hasText: /^login$/ }).first().waitFor();
    expect(callsTo(e2e, 'mtop.member.user.updateuserprofile')).toEqual([]);

    // The app's bridge throws: "runtime error" on the forgot flow's first call, and nothing went over HTTP either.
    const broken = await e2e.open('/demo/sg?app=1&bridge=broken');
    await broken.locator('#demo-dev-bridge').waitFor({ state: 'attached' });
    await broken.getByRole('link', { name: 'Log in' }).click();
    const again = await waitForScreen(broken, 'Login');
    await again.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = await waitForScreen(broken, 'ForgetPassword');
    await forgot.getByLabel('Phone number or email').fill(SEED.sg.email);
    await forgot.getByRole('button', { name: 'Next' }).click();
    await waitForText(forgot, 'runtime error');
    expect(callsTo(e2e, 'applyResetPasswordWithSecurity')).toEqual([]);
    await broken.goto(`${e2e.url}/demo/sg?app=0&bridge=ok`);
  });
});
