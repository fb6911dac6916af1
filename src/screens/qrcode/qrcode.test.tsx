// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QR_SIZE } from '../../config/constants.js';
import { expectNoAxeViolations, renderScreen, type ViewOverrides } from '../test-utils.js';
import { QrcodeScreen } from './index.js';
import { qrPath } from './qr-image.js';

afterEach(cleanup);

const setup = (qr: ViewOverrides['qr'], more: ViewOverrides = {}) => renderScreen(QrcodeScreen, { screen: 'Qrcode', canGoBack: true, qr, ...more });
const status = () => screen.getByRole('status').textContent;

describe('Qrcode screen', () => {
  it('draws the login URL as a QR code of QR_SIZE with the scan prompt', async () => {
    const { container } = setup({ status: 'pending', qrLoginUrl: 'https://member.shop.sg/qr?id=1' });
    expect(screen.getByRole('heading', { name: 'QR code login' })).toBeTruthy();
    const image = await screen.findByRole('img', { name: 'QR code to scan with the app' });
    expect(image.getAttribute('width')).toBe(String(QR_SIZE));
    expect(image.querySelector('path')!.getAttribute('d')).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);
    expect(status()).toBe('Scan the QR code with the app');
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('redraws when the URL changes (a regenerated code)', async () => {
    const { rerender } = setup({ status: 'pending', qrLoginUrl: 'https://member.shop.sg/qr?id=1' });
    const first = (await screen.findByRole('img')).querySelector('path')!.getAttribute('d');
    rerender({ qr: { status: 'pending', qrLoginUrl: 'https://member.shop.sg/qr?id=2-another-request' } });
    await screen.findByRole('img');
    await expect.poll(() => screen.getByRole('img').querySelector('path')!.getAttribute('d')).not.toBe(first);
  });

  it('is busy while the code loads', async () => {
    const { container } = setup({ status: 'loading', qrLoginUrl: null });
    expect(container.querySelector('.mp-qrcode__stage')!.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('img')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('after a scan: finish on the phone, with Rescan', async () => {
    const { user, senders, container } = setup({ status: 'scanned', qrLoginUrl: 'https://member.shop.sg/qr?id=1' });
    expect(status()).toBe('Scan completed — finish logging in on your phone');
    await user.click(screen.getByRole('button', { name: 'Rescan' }));
    expect(senders.refreshQr).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });

  it('on an error: check the connection, with Refresh (and the server text in the alert)', async () => {
    const { user, senders, container } = setup(
      { status: 'error', qrLoginUrl: null },
      { error: { server: { displayMessage: 'Login failed' }, fallbackKey: 'error.qr.network' } },
    );
    expect(status()).toBe('Please check your connection and try again');
    expect(screen.getByRole('alert').textContent).toBe('Login failed');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(senders.refreshQr).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });

  it('falls back to the QR network text for a server error without a text', () => {
    setup({ status: 'error', qrLoginUrl: null }, { error: { server: {}, fallbackKey: 'error.qr.network' } });
    expect(screen.getByRole('alert').textContent).toBe('Network Error');
  });

  it('announces a successful login, with no other way to log in offered', async () => {
    const { container } = setup({ status: 'success', qrLoginUrl: null });
    expect(status()).toBe('Login successful');
    expect(screen.queryByRole('button', { name: 'Log in with password or code' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('goes back to the password or code login', async () => {
    const { user, senders } = setup({ status: 'pending', qrLoginUrl: 'x' });
    await user.click(screen.getByRole('button', { name: 'Log in with password or code' }));
    expect(senders.toLogin).toHaveBeenCalledOnce();
  });
});

describe('qrPath', () => {
  it('merges dark runs of a row into one rectangle, offset by the quiet zone', () => {
    const dark = new Set(['0,0', '0,1', '0,3', '2,2']);
    expect(qrPath(4, (r, c) => dark.has(`${r},${c}`))).toBe('M2 2h2v1h-2zM5 2h1v1h-1zM4 4h1v1h-1z');
  });
});
