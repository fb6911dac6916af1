// QR login, the code nobody scans: after `expire` polls the popup generates a new one by itself. The server hands
// out a short life here (3 polls, 1 s apart) so the test waits seconds, not two minutes.
import { expect, it } from 'vitest';
import { callsTo, describeE2E, useE2E, waitForScreen, waitForText } from './harness.js';
import { newestQrUrl, openQr } from './qr-helpers.js';

describeE2E('QR login, expired code', () => {
  const e2e = useE2E({ qr: { polls: 3, intervalMs: 1000, tokenTtlMs: 120_000 } });

  it('regenerates the code after its polls run out', async () => {
    const { page, qrLoginUrl } = await openQr(e2e);
    const first = new URL(qrLoginUrl).searchParams.get('requestId')!;
    const second = new URL(await newestQrUrl(e2e, first)).searchParams.get('requestId');
    expect(second).not.toBe(first);
    const qr = await waitForScreen(page, 'Qrcode');
    await waitForText(qr.locator('.mp-qrcode__status'), 'Scan the QR code with the app');
    // Polled the first code, then asked for a new one.
    expect(callsTo(e2e, 'mtop.member.user.checkqrcodestatus').length).toBeGreaterThanOrEqual(3);
    const generated = callsTo(e2e, 'mtop.member.user.generateqrcodeurl').length;
    expect(generated).toBeGreaterThanOrEqual(2);
    // The expired code cannot be used on the phone any more.
    expect(e2e.server.qr.get(first)?.status).toBe('PENDING');
    expect(e2e.server.qr.open().some((s) => s.requestId === first)).toBe(false);
  });
});
