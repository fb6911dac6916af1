/**
 * The code login's parts (see code-login.machine.ts): its keys, input, context and events, the channel list, and the
 * login-or-register step its Verify submits.
 */
import type { Services } from '../api/services.js';
import type { SmsChannel, SmsChannelType } from '../api/types.js';
import type { SiteCode } from '../config/sites.js';
import type { FieldName, FlowOutput } from './contract.js';
import { errorKey, type FlowStatusContext } from './shared.js';
import type { VerifyDeliveryType, VerifyEvent } from './verify.machine.js';

/** Send-code answer for a risky phone (spec §8): the PhoneCall screen instead of an error. */
export const RISK_KEY = 'PL-USER-RISK';
/** Code login of an unknown phone (spec §8): register with the same code. */
export const PHONE_NOT_EXIST_KEY = 'PL_USER_LOGIN_PHONE_NOT_EXIST';

export const SMS_CHANNEL: SmsChannel = Object.freeze({ type: 'SMS', text: 'SMS', icon: '', supportOneClickVerify: false });
export const VOICE_CHANNEL: SmsChannel = Object.freeze({ type: 'VOICE', text: 'Voice', icon: '', supportOneClickVerify: false });

export interface CodeLoginInput {
  readonly services: Services;
  readonly site: SiteCode;
  /** The phone typed before (kept across screens). */
  readonly phone?: string;
  readonly channel?: SmsChannelType;
}

export interface CodeLoginContext extends FlowStatusContext {
  readonly services: Services;
  readonly site: SiteCode;
  /** As typed (shown again on the Login screen). */
  readonly phone: string;
  /** National significant number: what the calls take (the site's prefix travels separately). */
  readonly national: string;
  readonly channels: readonly SmsChannel[];
  /** The channel check answered (or failed). */
  readonly channelsLoaded: boolean;
  readonly channel: SmsChannelType;
  /** The channel the current code went by. */
  readonly deliveryType: SmsChannelType;
  /** The channel picked on the method list. */
  readonly methodChannel: SmsChannelType;
  readonly codeLength: number;
  readonly isRiskPhone: boolean;
  /** The number (national) and channel the last code went to: sending again to them may return to Verify. */
  readonly sentTo: { readonly national: string; readonly channel: SmsChannelType } | null;
  /** Verify's resend countdown when it reopens for a code already on its way (the server's wait); null: the full one. */
  readonly resendWaitMs: number | null;
  /** The national number of the last server check started while typing ('' none). */
  readonly checking: string;
  /** The server's answer for a number checked while typing. */
  readonly checked: { readonly national: string; readonly valid: boolean } | null;
  readonly output: FlowOutput | null;
}

/** The server refuses a new code before the resend wait is over (reference server key; its module has retryAfterMs). */
export const RESEND_TOO_SOON_KEY = 'PL-USER-CODE-RESEND-TOO-SOON';
/** The hourly send limit per number (finding 18: its own text, not "the system is busy"). */
export const SEND_LIMIT_KEY = 'PL-USER-CODE-SEND-LIMIT';

export function retryAfterMs(error: unknown): number | null {
  const data = (error as { data?: unknown } | null)?.data;
  const ms = data && typeof data === 'object' ? (data as { retryAfterMs?: unknown }).retryAfterMs : undefined;
  return typeof ms === 'number' && Number.isFinite(ms) && ms > 0 ? ms : null;
}

export type CodeLoginEvent =
  | { type: 'SELECT_CHANNEL'; channel: SmsChannelType }
  | { type: 'SUBMIT_CODE_LOGIN'; phone: string }
  | { type: 'INPUT'; field: FieldName; value?: string }
  | { type: 'REQUEST_VOICE_CALL' }
  | { type: 'CHOOSE_METHOD'; channel: SmsChannelType }
  | { type: 'BACK' }
  | VerifyEvent;

/** Logs in with the code; an unknown phone registers with the same code (spec §4). */
export async function loginWithCode(
  services: Services,
  input: { phone: string; code: string; deliveryType: SmsChannelType },
): Promise<FlowOutput> {
  try {
    const response = await services.loginByPhoneCode({ type: 'OTP_LOGIN', ...input });
    return { type: 'loggedIn', response, via: 'code' };
  } catch (error) {
    if (errorKey(error) !== PHONE_NOT_EXIST_KEY) throw error;
    const response = await services.loginByPhoneCode({ type: 'OTP_REGISTER', ...input });
    return { type: 'loggedIn', response, via: 'register' };
  }
}

export function asSmsChannel(type: VerifyDeliveryType): SmsChannelType {
  return type === 'EMAIL' ? 'SMS' : type;
}

/** Channels to offer: the server's list (known types only), SMS alone when it gives none. */
export function usableChannels(list: unknown): SmsChannel[] {
  if (!Array.isArray(list)) return [SMS_CHANNEL];
  const known = list.filter(
    (c): c is SmsChannel =>
      !!c && typeof c === 'object' && ['SMS', 'WHATSAPP', 'VOICE'].includes((c as SmsChannel).type),
  );
  return known.length ? known : [SMS_CHANNEL];
}

export type SendInput = { services: Services; phone: string; deliveryType: SmsChannelType; resend: boolean };
