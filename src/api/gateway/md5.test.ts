import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { md5 } from './md5.js';

const nodeMd5 = (text: string): string => createHash('md5').update(text, 'utf8').digest('hex');

describe('md5', () => {
  it('matches the RFC 1321 test suite', () => {
    expect(md5('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(md5('a')).toBe('0cc175b9c0f1b6a831c399e269772661');
    expect(md5('abc')).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(md5('message digest')).toBe('f96b697d7cb7938d525a2f31aaf161d0');
    expect(md5('abcdefghijklmnopqrstuvwxyz')).toBe('c3fcd3d76192e4007dfb496cca67e13b');
    expect(md5('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789')).toBe(
      'd174ab98d277d9f5a5611c2c9f419d9f',
    );
    expect(md5('12345678901234567890123456789012345678901234567890123456789012345678901234567890')).toBe(
      '57edf4a22be3c955ac49da2e2107b67a',
    );
  });

  it('handles every length around the 64-byte block and padding boundaries', () => {
    for (let n = 0; n <= 130; n += 1) {
      const text = 'x'.repeat(n);
      expect(md5(text)).toBe(nodeMd5(text));
    }
  });

  it('hashes UTF-8 bytes (Thai, CJK, emoji, lone surrogates) exactly as node:crypto does', () => {
    const samples = ['สวัสดีครับ', '登录', 'Xin chào', '😀👍🏽🇸🇬', 'token&1700000000000&4272&{"a":"ไทย"}', '\ud800x', 'x\udc00'];
    for (const text of samples) expect(md5(text)).toBe(nodeMd5(text));
  });

  it('agrees with node:crypto on random strings from mixed scripts', () => {
    const pool = ['a', 'Z', '0', ' ', '&', '{', '"', 'é', 'ก', 'ไ', '中', 'ệ', '😀', '🏽', '\n', '\u0000'];
    let seed = 42;
    const rand = (max: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % max;
    };
    for (let i = 0; i < 300; i += 1) {
      let text = '';
      const length = rand(200);
      for (let j = 0; j < length; j += 1) text += pool[rand(pool.length)];
      expect(md5(text)).toBe(nodeMd5(text));
    }
  });
});
