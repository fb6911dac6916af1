/**
 * "I no longer have this number" (issue 26 part 3): the calls behind the member page /user/lost-number. The server
 * side is examples/server/lost-number-routes.ts; every call carries the recovery's token, which the server honours
 * only from the browser that started it.
 */
import type { MemberClient } from './member.js';
import { isRecord, parseError } from './transport.js';
import type { ItemOption } from './verification.js';
import { readSmsCode } from './web-otp.js';

export const LOST_NUMBER_PATHS = Object.freeze({
  start: 'user/api/lostNumber/start',
  sendEmailCode: 'user/api/lostNumber/sendEmailCode',
  checkEmailCode: 'user/api/lostNumber/checkEmailCode',
  itemQuestion: 'user/api/lostNumber/itemQuestion',
  checkItem: 'user/api/lostNumber/checkItem',
  sendPhoneCode: 'user/api/lostNumber/sendPhoneCode',
  finish: 'user/api/lostNumber/finish',
  askDevice: 'user/api/lostNumber/askDevice',
  deviceStatus: 'user/api/lostNumber/deviceStatus',
});

/**
 * The answer to naming the old number: a recovery, by e-mail (its address masked, '' when the account has none)
 * and/or by a trusted device's approval; or none (customer care).
 */
export type LostNumberStart =
  | { readonly kind: 'recover'; readonly token: string; readonly maskedEmail: string; readonly device: boolean }
  | { readonly kind: 'care' };

/** A trusted device's answer so far: none yet, approved, or none before the request ended (ask again). */
export type DeviceAnswer = 'PENDING' | 'APPROVED' | 'TIMED_OUT';

export interface LostNumberServices {
  start(phone: string, phonePrefixCode: string): Promise<LostNumberStart>;
  sendEmailCode(token: string, resend: boolean): Promise<{ codeLength: number; target: string }>;
  checkEmailCode(token: string, code: string): Promise<void>;
  itemQuestion(token: string): Promise<readonly ItemOption[]>;
  checkItem(token: string, option: string): Promise<void>;
  sendPhoneCode(token: string, phone: string, phonePrefixCode: string, resend: boolean): Promise<{ codeLength: number }>;
  finish(token: string, phone: string, phonePrefixCode: string, code: string): Promise<void>;
  /** Asks the account's signed-in devices to approve (their trusted-device page lists it). */
  askDevice(token: string): Promise<void>;
  /** The device's answer; a rejection is PL-USER-VERIFICATION-REJECTED. */
  deviceStatus(token: string): Promise<DeviceAnswer>;
  /** WebOTP: the code of the SMS that arrives next, or null (api/web-otp.ts); the signal ends the wait. */
  readSmsCode(signal: AbortSignal): Promise<string | null>;
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const codeLength = (module: unknown) => (isRecord(module) && typeof module.codeLength === 'number' ? module.codeLength : 6);

export function createLostNumberServices(member: MemberClient): LostNumberServices {
  const post = (path: string, fields: Record<string, string | boolean>) => member.call('POST', path, fields);
  return {
    async start(phone, phonePrefixCode) {
      const module = await post(LOST_NUMBER_PATHS.start, { phone, phonePrefixCode });
      if (!isRecord(module)) throw parseError();
      const token = str(module.token);
      const methods = Array.isArray(module.methods) ? module.methods : [];
      const email = methods.includes('EMAIL');
      const device = methods.includes('DEVICE');
      if (!token || (!email && !device)) return { kind: 'care' };
      return { kind: 'recover', token, maskedEmail: email ? str(module.maskedEmail) : '', device };
    },
    async sendEmailCode(token, resend) {
      const module = await post(LOST_NUMBER_PATHS.sendEmailCode, { token, resend });
      return { codeLength: codeLength(module), target: isRecord(module) ? str(module.target) : '' };
    },
    async checkEmailCode(token, code) {
      await post(LOST_NUMBER_PATHS.checkEmailCode, { token, code });
    },
    async itemQuestion(token) {
      const module = await post(LOST_NUMBER_PATHS.itemQuestion, { token });
      if (!isRecord(module) || !Array.isArray(module.options)) throw parseError();
      return module.options.filter(isRecord).map((o) => ({ id: str(o.id), name: str(o.name), image: str(o.image) }));
    },
    async checkItem(token, option) {
      await post(LOST_NUMBER_PATHS.checkItem, { token, option });
    },
    async sendPhoneCode(token, phone, phonePrefixCode, resend) {
      return { codeLength: codeLength(await post(LOST_NUMBER_PATHS.sendPhoneCode, { token, phone, phonePrefixCode, resend })) };
    },
    async finish(token, phone, phonePrefixCode, code) {
      await post(LOST_NUMBER_PATHS.finish, { token, phone, phonePrefixCode, code });
    },
    async askDevice(token) {
      await post(LOST_NUMBER_PATHS.askDevice, { token });
    },
    async deviceStatus(token) {
      const module = await post(LOST_NUMBER_PATHS.deviceStatus, { token });
      const status = isRecord(module) ? module.status : undefined;
      if (status !== 'PENDING' && status !== 'APPROVED' && status !== 'TIMED_OUT') throw parseError();
      return status;
    },
    readSmsCode: (signal) => readSmsCode(signal),
  };
}
