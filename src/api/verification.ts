/**
 * Identity verification's calls (spec §1, §2.3, §4 "Verification"; the reference server's contract, docs/calls.md), built on `MemberClient.call`: the same CSRF, retry, bot check, deadline and error classification as
 * every member call. The verification is named by its ACCOUNT_SECOND_VERIFICATION token, always in the body. The
 * password travels RSA-encrypted (`member.encryptPassword`), never in clear.
 */
import type { LoginResponse } from './types.js';
import type { MemberClient } from './member.js';
import { isRecord, parseError } from './transport.js';
import { readSmsCode } from './web-otp.js';

export const VERIFICATION_PATHS = Object.freeze({
  methods: 'user/api/verification/methods',
  sendCode: 'user/api/verification/sendCode',
  checkCode: 'user/api/verification/checkCode',
  askDevice: 'user/api/verification/askDevice',
  status: 'user/api/verification/status',
  itemQuestion: 'user/api/verification/itemQuestion',
  checkItem: 'user/api/verification/checkItem',
  checkPassword: 'user/api/verification/checkPassword',
  reject: 'user/api/verification/reject',
  notMyAccount: 'user/api/verification/notMyAccount',
});

export const VERIFICATION_METHODS = Object.freeze(['SMS', 'EMAIL', 'DEVICE', 'VOICE', 'ITEM', 'PASSWORD'] as const);
export type VerificationMethodType = (typeof VERIFICATION_METHODS)[number];
export type CodeMethod = 'SMS' | 'VOICE' | 'EMAIL';

export interface VerificationMethod {
  readonly type: VerificationMethodType;
  /** Where a code goes, masked (SMS, VOICE, EMAIL). */
  readonly target?: string;
}

export interface VerificationInfo {
  readonly purpose: 'LOGIN' | 'RESET_PASSWORD';
  /** Seconds the verification has left (spec §9: 5 minutes from its start). */
  readonly secondsLeft: number;
  readonly methods: readonly VerificationMethod[];
  /**
   * The verification stopped a code login by phone on a browser new to the account (issue 24 part 6): the number's
   * holder may answer "This isn't my account" (`notMyAccount`).
   */
  readonly notMyAccount: boolean;
}

/** A passed verification: the login's result (the session started), or a verified reset token. */
export type VerificationResult =
  | { readonly type: 'login'; readonly login: LoginResponse }
  | { readonly type: 'reset'; readonly token: string };

export interface ItemOption {
  readonly id: string;
  readonly name: string;
  readonly image: string;
}

export interface VerificationServices {
  methods(token: string): Promise<VerificationInfo>;
  sendCode(token: string, method: CodeMethod): Promise<{ codeLength: number; target: string }>;
  checkCode(token: string, code: string): Promise<VerificationResult>;
  askDevice(token: string): Promise<void>;
  /** null while no device has decided; a rejection throws PL-USER-VERIFICATION-REJECTED. */
  status(token: string): Promise<VerificationResult | null>;
  itemQuestion(token: string): Promise<readonly ItemOption[]>;
  checkItem(token: string, option: string): Promise<VerificationResult>;
  checkPassword(token: string, password: string): Promise<VerificationResult>;
  reject(token: string): Promise<void>;
  /** "This isn't my account": a new account for the number, signed in (the result is its login). */
  notMyAccount(token: string): Promise<VerificationResult>;
  /** WebOTP: the code of the SMS that arrives next, or null (api/web-otp.ts); the signal ends the wait. */
  readSmsCode(signal: AbortSignal): Promise<string | null>;
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The server's answer of a passed verification as a result; anything else is a parse error. */
export function toVerificationResult(module: unknown): VerificationResult {
  if (!isRecord(module) || module.status !== 'APPROVED') throw parseError();
  if (typeof module.token === 'string' && module.token) return { type: 'reset', token: module.token };
  if (isRecord(module.loginResponseDTO)) return { type: 'login', login: module.loginResponseDTO as LoginResponse };
  throw parseError();
}

function toMethods(value: unknown): VerificationMethod[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    if (!isRecord(entry) || !(VERIFICATION_METHODS as readonly unknown[]).includes(entry.type)) return [];
    const type = entry.type as VerificationMethodType;
    return [typeof entry.target === 'string' ? { type, target: entry.target } : { type }];
  });
}

export function createVerificationServices(member: MemberClient): VerificationServices {
  const post = (path: string, fields: Record<string, string>) => member.call('POST', path, fields);
  return {
    async methods(token) {
      const module = await post(VERIFICATION_PATHS.methods, { token });
      if (!isRecord(module)) throw parseError();
      return {
        purpose: module.purpose === 'RESET_PASSWORD' ? 'RESET_PASSWORD' : 'LOGIN',
        secondsLeft: typeof module.secondsLeft === 'number' && module.secondsLeft > 0 ? Math.floor(module.secondsLeft) : 0,
        methods: toMethods(module.methods),
        notMyAccount: module.notMyAccount === true,
      };
    },
    async sendCode(token, method) {
      const module = await post(VERIFICATION_PATHS.sendCode, { token, method });
      if (!isRecord(module)) throw parseError();
      return { codeLength: typeof module.codeLength === 'number' ? module.codeLength : 6, target: str(module.target) };
    },
    async checkCode(token, code) {
      return toVerificationResult(await post(VERIFICATION_PATHS.checkCode, { token, code }));
    },
    async askDevice(token) {
      await post(VERIFICATION_PATHS.askDevice, { token });
    },
    async status(token) {
      const module = await post(VERIFICATION_PATHS.status, { token });
      if (isRecord(module) && module.status === 'PENDING') return null;
      return toVerificationResult(module);
    },
    async itemQuestion(token) {
      const module = await post(VERIFICATION_PATHS.itemQuestion, { token });
      if (!isRecord(module) || !Array.isArray(module.options)) throw parseError();
      return module.options.filter(isRecord).map((o) => ({ id: str(o.id), name: str(o.name), image: str(o.image) }));
    },
    async checkItem(token, option) {
      return toVerificationResult(await post(VERIFICATION_PATHS.checkItem, { token, option }));
    },
    async checkPassword(token, password) {
      const encryptPassword = await member.encryptPassword(password);
      return toVerificationResult(await post(VERIFICATION_PATHS.checkPassword, { token, encryptPassword }));
    },
    async reject(token) {
      await post(VERIFICATION_PATHS.reject, { token });
    },
    async notMyAccount(token) {
      return toVerificationResult(await post(VERIFICATION_PATHS.notMyAccount, { token }));
    },
    readSmsCode: (signal) => readSmsCode(signal),
  };
}
