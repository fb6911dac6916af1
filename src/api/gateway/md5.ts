/**
 * MD5 (RFC 1321) of a string's UTF-8 bytes, as 32 lowercase hex digits. Used only for the gateway's request
 * signature, which is not a security boundary of ours (the gateway defines it); never use it for secrets.
 */

/** Per-round left-rotation amounts, four per round. */
const SHIFTS = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];

/** K[i] = floor(abs(sin(i + 1)) * 2^32), computed once on first use (no work at import time). */
let table: Int32Array | undefined;
function constants(): Int32Array {
  if (!table) {
    table = new Int32Array(64);
    for (let i = 0; i < 64; i += 1) table[i] = Math.floor(Math.abs(Math.sin(i + 1)) * 0x100000000) | 0;
  }
  return table;
}

export function md5(text: string): string {
  // TextEncoder exists in every engine this package targets; lone surrogates become U+FFFD (as in Node's Buffer).
  const bytes = new TextEncoder().encode(text);
  const k = constants();
  // Message padded to a multiple of 64 bytes: 0x80, zeros, then the bit length as a 64-bit little-endian number.
  const blocks = ((bytes.length + 8) >>> 6) + 1;
  const words = new Int32Array(blocks * 16);
  for (let i = 0; i < bytes.length; i += 1) words[i >> 2]! |= bytes[i]! << ((i % 4) * 8);
  words[bytes.length >> 2]! |= 0x80 << ((bytes.length % 4) * 8);
  const bitLength = bytes.length * 8;
  words[blocks * 16 - 2] = bitLength | 0;
  words[blocks * 16 - 1] = Math.floor(bitLength / 0x100000000) | 0;

  let a0 = 0x67452301;
  let b0 = 0xefcdab89 | 0;
  let c0 = 0x98badcfe | 0;
  let d0 = 0x10325476;

  for (let block = 0; block < words.length; block += 16) {
    let a = a0;
    let b = b0;
    let c = c0;
    let d = d0;
    for (let i = 0; i < 64; i += 1) {
      const round = i >> 4;
      let f: number;
      let g: number;
      if (round === 0) {
        f = (b & c) | (~b & d);
        g = i;
      } else if (round === 1) {
        f = (d & b) | (~d & c);
        g = (5 * i + 1) % 16;
      } else if (round === 2) {
        f = b ^ c ^ d;
        g = (3 * i + 5) % 16;
      } else {
        f = c ^ (b | ~d);
        g = (7 * i) % 16;
      }
      const sum = (a + f + k[i]! + words[block + g]!) | 0;
      const s = SHIFTS[round * 4 + (i % 4)]!;
      a = d;
      d = c;
      c = b;
      b = (b + ((sum << s) | (sum >>> (32 - s)))) | 0;
    }
    a0 = (a0 + a) | 0;
    b0 = (b0 + b) | 0;
    c0 = (c0 + c) | 0;
    d0 = (d0 + d) | 0;
  }

  let hex = '';
  for (const word of [a0, b0, c0, d0]) {
    for (let i = 0; i < 4; i += 1) hex += ((word >>> (i * 8)) & 0xff).toString(16).padStart(2, '0');
  }
  return hex;
}
