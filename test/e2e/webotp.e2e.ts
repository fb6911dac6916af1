// WebOTP (issue 25): Chromium has no SMS here, so the page's navigator.credentials.get is stubbed (an init script
// that defines OTPCredential and answers the OTP request with the code on the last line, `@<host> #<code>`, of the
// newest SMS in the dev outbox). Code login then completes with no typing, in the popup and on /user/login.
import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { SEED, describeE2E, useE2E, waitForHeaderUser, waitForPageScreen, waitForPopupClosed, waitForScreen } from './harness.js';

interface WebOtpLog {
  requests: number;
  answered: string[];
  aborted: number;
}

/** Stubs WebOTP in every page of the context: the SMS to `to` is "received" once it is in the outbox. */
async function stubWebOtp(context: BrowserContext, to: string): Promise<void> {
  await context.addInitScript((phone: string) => {
    const log: WebOtpLog = { requests: 0, answered: [], aborted: 0 };
    Object.assign(window, { OTPCredential: class OTPCredential {}, __webOtp: log });
    const credentials = navigator.credentials;
    const original = credentials.get.bind(credentials);
    const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
    credentials.get = async (options?: CredentialRequestOptions & { otp?: { transport: string[] } }) => {
      if (!options?.otp) return original(options);
      log.requests += 1;
      const { signal } = options;
      for (;;) {
        if (signal?.aborted) {
          log.aborted += 1;
          throw new DOMException('The request was aborted.', 'AbortError');
        }
        const response = await fetch(`/__dev/outbox?to=${encodeURIComponent(phone)}`);
        const { messages } = (await response.json()) as { messages: Array<{ channel: string; text: string }> };
        const sms = messages.find((m) => m.channel === 'SMS');
        // What the browser does: the last line names the origin's host and carries the code.
        const line = sms ? /^@([^\s]+) #(\d+)$/.exec(sms.text.split('\n').at(-1) ?? '') : null;
        if (line && line[1] === location.hostname) {
          log.answered.push(line[2]!);
          return { type: 'otp', id: 'otp', code: line[2] } as unknown as Credential;
        }
        await sleep(100);
      }
    };
  }, to);
}

const webOtpLog = (page: Page) => page.evaluate(() => (window as unknown as { __webOtp: WebOtpLog }).__webOtp);

describeE2E('WebOTP: codes that fill themselves', () => {
  const e2e = useE2E();

  it('in the popup: the SMS code is read, filled and submitted with no typing', async () => {
    await stubWebOtp(e2e.context, SEED.sg.e164);
    // A browser the account has used (the new-device check is new-device.e2e.ts's).
    await e2e.knownDevice(SEED.sg.e164);
    const page = await e2e.open('/demo/sg');
    await page.getByRole('link', { name: 'Log in' }).click();
    const dialog = await waitForScreen(page, 'Login');
    await dialog.getByRole('radio', { name: 'Verification code' }).click();
    await dialog.getByLabel('Phone number').fill(SEED.sg.phone);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    // No wait for Verify: it can come and go within a frame (the code is read as soon as the SMS is out).
    await waitForPopupClosed(page);
    await waitForHeaderUser(page, SEED.sg.name);
    const message = await e2e.readMessage(SEED.sg.e164, { channel: 'SMS' });
    expect(message.text.split('\n').at(-1)).toBe(`@127.0.0.1 #${message.code}`);
    expect(await webOtpLog(page)).toEqual({ requests: 1, answered: [message.code], aborted: 0 });
  });

  it('on /user/login in code mode: the code fills itself and the page leaves for its redirect', async () => {
    await stubWebOtp(e2e.context, SEED.my.e164);
    await e2e.knownDevice(SEED.my.e164);
    const page = e2e.page;
    const redirect = `${e2e.url}/demo/my`;
    await page.goto(`${e2e.url}/user/login?site=my&redirect=${encodeURIComponent(redirect)}`);
    const login = await waitForPageScreen(page, 'Login');
    await login.getByRole('radio', { name: 'Verification code' }).click();
    await login.getByLabel('Phone number').fill(SEED.my.phone);
    await login.getByRole('button', { name: 'Send code' }).click();
    // Verify may come and go within a frame, and the page then leaves (its log goes with it): the redirect is the proof.
    await page.waitForURL(redirect);
    const message = await e2e.readMessage(SEED.my.e164, { channel: 'SMS' });
    expect(message.text.split('\n').at(-1)).toBe(`@127.0.0.1 #${message.code}`);
  });
});
