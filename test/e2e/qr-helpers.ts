/** QR login helpers: the desktop's Qrcode screen and the phone (the app simulator in its own browser context). */
import type { Page } from 'playwright-core';
import { waitForScreen, waitForText, type E2E } from './harness.js';

/** Opens the Qrcode screen and returns the URL the code encodes (as the phone's camera would read it). */
export async function openQr(e2e: E2E, capture?: string): Promise<{ page: Page; qrLoginUrl: string }> {
  const page = await e2e.open('/demo/sg');
  await page.getByRole('link', { name: 'Log in' }).click();
  const login = await waitForScreen(page, 'Login');
  await login.getByRole('button', { name: 'Log in with QR code' }).click();
  const qr = await waitForScreen(page, 'Qrcode');
  await waitForText(qr.locator('.mp-qrcode__status'), 'Scan the QR code with the app');
  await qr.getByRole('img', { name: 'QR code to scan with the app' }).waitFor();
  if (capture) await e2e.capture(page, capture);
  return { page, qrLoginUrl: await newestQrUrl(e2e) };
}

/** The newest waiting QR session's URL (what the code shows). */
export async function newestQrUrl(e2e: E2E, after?: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const [newest] = e2e.server.qr.open();
    if (newest && newest.requestId !== after && newest.status === 'PENDING') {
      return `${e2e.url}/user/qr-phone?requestId=${encodeURIComponent(newest.requestId)}`;
    }
    if (Date.now() > deadline) throw new Error('no new QR session');
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** The phone: opens the scanned URL and signs in as a seed account (dev-mode demo sign-in). */
export async function phoneScans(e2e: E2E, qrLoginUrl: string, loginName: string): Promise<Page> {
  const phone = await (await e2e.newContext()).newPage();
  await phone.setViewportSize({ width: 390, height: 800 });
  await phone.goto(qrLoginUrl);
  await phone.locator('#demo-account').selectOption(loginName);
  await phone.getByRole('button', { name: 'Sign in as this account' }).click();
  await phone.getByRole('heading', { name: 'Log in on the computer?' }).waitFor();
  return phone;
}

