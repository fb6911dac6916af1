import { describe, expect, it, vi } from 'vitest';
import { hasWebOtp, readSmsCode } from './web-otp.js';

/** A window-like scope whose navigator.credentials.get answers as the test says. */
function scope(get: ((options: unknown) => Promise<unknown>) | null) {
  const credentials = { get: vi.fn(get ?? (() => Promise.resolve(null))) };
  const value = { navigator: { credentials }, ...(get ? { OTPCredential: class {} } : {}) } as unknown as typeof globalThis;
  return { value, credentials };
}

describe('readSmsCode (WebOTP)', () => {
  it('asks for an SMS code with the signal and answers the code the browser read', async () => {
    const s = scope(() => Promise.resolve({ type: 'otp', code: '123456' }));
    const controller = new AbortController();
    await expect(readSmsCode(controller.signal, s.value)).resolves.toBe('123456');
    expect(s.credentials.get).toHaveBeenCalledWith({ otp: { transport: ['sms'] }, signal: controller.signal });
  });

  it('answers null without asking where the browser has no WebOTP', async () => {
    const s = scope(null);
    expect(hasWebOtp(s.value)).toBe(false);
    await expect(readSmsCode(new AbortController().signal, s.value)).resolves.toBeNull();
    expect(s.credentials.get).not.toHaveBeenCalled();
  });

  it('answers null, never rejects, when the buyer dismisses it or the screen aborts it', async () => {
    const refused = scope(() => Promise.reject(new DOMException('no', 'NotAllowedError')));
    await expect(readSmsCode(new AbortController().signal, refused.value)).resolves.toBeNull();
    const controller = new AbortController();
    const aborted = scope(() => {
      controller.abort();
      return Promise.resolve({ code: '123456' });
    });
    await expect(readSmsCode(controller.signal, aborted.value)).resolves.toBeNull();
  });

  it('ignores anything that is not digits', async () => {
    const s = scope(() => Promise.resolve({ code: '12ab56' }));
    await expect(readSmsCode(new AbortController().signal, s.value)).resolves.toBeNull();
  });
});
