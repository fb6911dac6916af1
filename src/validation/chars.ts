/**
 * Character classes the password rules share (./password.ts, ./new-password.ts). "Letter" means an ASCII letter, as
 * the spec's charset lists only ASCII symbols and the server receives the password RSA-encrypted as typed.
 */
export const LETTER = /[A-Za-z]/;
export const DIGIT = /[0-9]/;
