// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { browserCookies, readHng, readUserId, writeHng, writeUserId, clearUserId } from './cookies.js';

afterEach(() => {
  for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]!.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

describe('cookies in a real document (js-cookie)', () => {
  it('round-trips the hng cookie in both variants', () => {
    writeHng({ site: 'TH', language: 'en' });
    expect(document.cookie).toContain('hng=TH|en');
    expect(readHng(browserCookies)).toEqual({ site: 'TH', language: 'en' });
    writeHng({ site: 'VN', language: 'vi' }, { long: true });
    expect(readHng(browserCookies)).toEqual({ site: 'VN', language: 'vi' });
  });

  it('falls back when the cookie holds broken percent-encoding', () => {
    document.cookie = 'hng=%E0%A4%A; path=/';
    expect(readHng(browserCookies, 'PH')).toEqual({ site: 'PH', language: 'en-PH' });
  });

  it('writes, reads and clears the user id', () => {
    writeUserId('42');
    expect(readUserId()).toBe('42');
    clearUserId();
    expect(readUserId()).toBeUndefined();
  });
});
