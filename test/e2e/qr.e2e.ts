// QR login: the desktop popup shows the code; the phone app simulator (/user/qr-phone) in a second browser context
// (the phone) opens the code's URL, signs in, and confirms or rejects.
import { expect, it } from 'vitest';
import { SEED, callsTo, describeE2E, itFindsNoAxeViolations, useE2E, waitForHeaderUser, waitForPopupClosed, waitForScreen, waitForText } from './harness.js';
import { newestQrUrl, openQr, phoneScans } from './qr-helpers.js';

describeE2E('QR login', () => {
  const e2e = useE2E();

  it('logs in when the phone confirms', async () => {
    const { page, qrLoginUrl } = await openQr(e2e, 'Qrcode');
    const phone = await phoneScans(e2e, qrLoginUrl, SEED.sg.email);

    const qr = await waitForScreen(page, 'Qrcode');
    await waitForText(qr.locator('.mp-qrcode__status'), 'Scan completed — finish logging in on your phone');
    await e2e.capture(page, 'Qrcode-scanned');
    await phone.getByRole('button', { name: 'Confirm login' }).click();

    await waitForPopupClosed(page);
    await waitForHeaderUser(page, SEED.sg.name);
    expect(callsTo(e2e, '/user/api/loginByQrCode')).toHaveLength(1);
  });

  it('shows a new code when the phone rejects', async () => {
    const { page, qrLoginUrl } = await openQr(e2e);
    const first = new URL(qrLoginUrl).searchParams.get('requestId')!;
    const phone = await phoneScans(e2e, qrLoginUrl, SEED.sg.email);
    const qr = await waitForScreen(page, 'Qrcode');
    await waitForText(qr.locator('.mp-qrcode__status'), 'Scan completed');
    await phone.getByRole('button', { name: 'Reject' }).click();

    // FAILURE: the code is generated again and the scan prompt is back; nobody is logged in.
    const second = new URL(await newestQrUrl(e2e, first)).searchParams.get('requestId');
    expect(second).not.toBe(first);
    await waitForText(qr.locator('.mp-qrcode__status'), 'Scan the QR code with the app');
    await qr.getByRole('img', { name: 'QR code to scan with the app' }).waitFor();
    expect(callsTo(e2e, '/user/api/loginByQrCode')).toHaveLength(0);
    expect(await page.locator('#demo-account').getAttribute('data-state')).toBe('guest');
  });

  it("the QR flow's machine (its own chunk) fails to load: the screen says so with Try again, which loads it", async () => {
    // Every request for the flow's chunk fails (the idle prefetch's too) until the network is back.
    let offline = true;
    await e2e.context.route(/\/chunks\/qr\.machine-[^/]+\.js$/, (route) => (offline ? route.abort('internetdisconnected') : route.continue()));
    const page = await e2e.open('/demo/sg');
    await page.getByRole('link', { name: 'Log in' }).click();
    const login = await waitForScreen(page, 'Login');
    await login.getByRole('button', { name: 'Log in with QR code' }).click();
    const qr = await waitForScreen(page, 'Qrcode');
    await waitForText(qr.locator('.mp-screen--loading [role="alert"]'), 'Network error, please try again later');
    offline = false;
    await qr.getByRole('button', { name: 'Try again' }).click();
    await waitForText(qr.locator('.mp-qrcode__status'), 'Scan the QR code with the app');
    await qr.getByRole('img', { name: 'QR code to scan with the app' }).waitFor();
  });

  itFindsNoAxeViolations(e2e);
});
