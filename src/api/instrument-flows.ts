/**
 * Tracking of the flows' calls (a code sent or resent, a code, social, QR, reset or restore login that succeeded or
 * failed, a QR code scanned): the flows' half of instrument.ts, in the flows' chunk (services-flows.ts applies it to
 * the calls it builds), so the first screen carries only Login's tracking. Same events and params as before the split.
 */
import { TRACK_EVENTS, trackOutcome, type TrackMethod } from './instrument.js';
import type { FlowServices } from './services.js';
import type { Tracker } from './tracking.js';
import type { LoginResponse, QrStatusResult } from './types.js';

/** Wraps the flows' services so each step of a flow queues its tracking event; answers and failures pass through. */
export function trackFlowServices(services: FlowServices, tracker: Tracker): FlowServices {
  /** A code send: sent or resent once it went out (a refused send is the flow's error, not a sent code). */
  function codeSend<T>(run: () => Promise<T>, resend: boolean, channel: string, purpose: string): Promise<T> {
    return run().then((value) => {
      tracker.track(resend ? TRACK_EVENTS.codeResend : TRACK_EVENTS.codeSend, { channel: channel.toLowerCase(), purpose });
      return value;
    });
  }

  const scanned = new Set<string>();
  const same = (response: LoginResponse) => response;

  return {
    ...services,
    sendPhoneCode: (input) =>
      codeSend(() => services.sendPhoneCode(input), input.resend, input.deliveryType, input.type === 'OTP_REGISTER' ? 'register' : 'login'),
    loginByPhoneCode: (input) =>
      trackOutcome(
        tracker,
        () => services.loginByPhoneCode(input),
        input.type === 'OTP_REGISTER' ? 'signup' : 'login',
        input.deliveryType.toLowerCase() as TrackMethod,
        same,
      ),
    sendEmailCode: (input) =>
      codeSend(() => services.sendEmailCode(input), input.resend, 'email', input.type === 'OTP_REGISTER' ? 'register' : 'reset'),
    sendResetSms: (input) => codeSend(() => services.sendResetSms(input), input.resend, input.deliveryType ?? 'SMS', 'reset'),
    loginByOAuth: (input) =>
      trackOutcome(
        tracker,
        () => services.loginByOAuth(input),
        input.operateType === 'REGISTER' ? 'signup' : 'login',
        input.provider.toLowerCase() as TrackMethod,
        same,
      ),
    checkQr: (requestId) =>
      services.checkQr(requestId).then((result: QrStatusResult) => {
        if (result.status === 'SCANNED' && !scanned.has(requestId)) {
          scanned.add(requestId);
          tracker.track(TRACK_EVENTS.qrScan, {});
        }
        return result;
      }),
    loginByQr: (token) => trackOutcome(tracker, () => services.loginByQr(token), 'login', 'qr', same),
    resetPassword: (input) => trackOutcome(tracker, () => services.resetPassword(input), 'login', 'reset', (value) => value.loginResponse),
    restoreAccount: (token) => trackOutcome(tracker, () => services.restoreAccount(token), 'login', 'restore', (value) => value),
  };
}
