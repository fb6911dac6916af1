// WebOTP (issue 25): every code SMS the server sends (login, sign-up, reset, second verification, account changes)
// ends with the line `@<member host> #<code>`, so a browser on the member host can read it; WhatsApp, voice and
// e-mail codes do not carry it. The flows run over real HTTP with the package's own clients.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccountServices } from '../../src/api/account.js';
import { createVerificationServices } from '../../src/api/verification.js';
import { accountModule } from './account-routes.js';
import { webOtpLine } from './accounts.js';
import { pagesCallsModule } from './pages-calls.js';
import { SEED_PASSWORD, SITE_BUYERS, SPECIAL_ACCOUNTS } from './seed.js';
import { openBrowser, outbox, passSlider, startTestServer, type TestServer } from './testing.js';
import { verifyModule } from './verify-routes.js';

let t: TestServer;
vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  t = await startTestServer({ modules: [verifyModule(), pagesCallsModule(), accountModule()] });
});
afterAll(async () => {
  await t.dispose();
});

const lastLine = (text: string) => text.split('\n').at(-1);

describe('WebOTP line', () => {
  it('ends every code SMS with @<member host> #<code>, and no other channel', async () => {
    const host = new URL(t.url).hostname;
    const sg = SITE_BUYERS.SG.phone;

    // Code login by SMS, WhatsApp and voice.
    const login = openBrowser(t.url, { site: 'SG' });
    for (const deliveryType of ['SMS', 'WHATSAPP', 'VOICE'] as const) {
      await login.member.sendCode({ type: 'OTP_LOGIN', phone: sg, deliveryType, resend: false, checkRisk: false });
      t.clock.advance(61_000);
    }
    // Code sign-up.
    const signup = openBrowser(t.url, { site: 'SG' });
    const sliderToken = await passSlider(signup);
    await signup.member.sendCode({ type: 'OTP_REGISTER', phone: '91239911', deliveryType: 'SMS', resend: false, checkRisk: true, sliderToken });
    // Forgot password by phone.
    const reset = openBrowser(t.url, { site: 'MY' });
    const { token: resetToken } = await reset.calls.applyResetPasswordWithSecurity({ loginName: SITE_BUYERS.MY.phone });
    await reset.calls.sendVerificationSms({ phone: SITE_BUYERS.MY.phone, token: resetToken, type: 'RESET_PASSWORD', deliveryType: 'SMS' });
    // Second verification by SMS.
    const stepUp = openBrowser(t.url, { site: 'SG' });
    const stepped = await stepUp.member.login({ loginName: SPECIAL_ACCOUNTS.stepUp.email, password: SEED_PASSWORD });
    await createVerificationServices(stepUp.member).sendCode(stepped.loginNextStepActionData!.token!, 'SMS');
    // An account change: proving the current phone.
    const owner = openBrowser(t.url, { site: 'TH' });
    await owner.member.login({ loginName: SITE_BUYERS.TH.email, password: SEED_PASSWORD });
    await createAccountServices(owner.member, owner.config).sendIdentityCode({ channel: 'phone', resend: false });

    const messages = await outbox(t.url);
    const sms = messages.filter((m) => m.channel === 'SMS');
    // The account change's identity code goes out as a SECOND_VERIFICATION message (to the TH buyer's phone).
    expect(sms.map((m) => `${m.purpose} ${m.destination}`).sort()).toEqual([
      'OTP_LOGIN +6591234567',
      'OTP_REGISTER +6591239911',
      'RESET_PASSWORD +60123456789',
      'SECOND_VERIFICATION +6591230003',
      'SECOND_VERIFICATION +66812345678',
    ]);
    for (const message of sms) {
      expect(message.code).toMatch(/^\d{6}$/);
      expect(lastLine(message.text)).toBe(webOtpLine(host, message.code!));
      expect(lastLine(message.text)).toBe(`@${host} #${message.code}`);
    }
    const others = messages.filter((m) => m.channel !== 'SMS');
    expect(others.map((m) => m.channel).sort()).toEqual(['VOICE', 'WHATSAPP']);
    for (const message of others) expect(message.text).not.toContain('#');
  });
});
