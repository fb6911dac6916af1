/**
 * Tracking at the services boundary (spec §7.3 "tracking events are queued for an analytics script"): every call
 * that marks a step of a flow (a code sent or resent, a login or sign-up that succeeded or failed, a QR code
 * scanned, a next step taken) queues one event. The popup runtime adds the steps no call shows (opened, closed,
 * screen shown, method chosen; see src/machines/popup-tracking.ts). The event names are the README's "Tracking
 * events" table, kept here as TRACK_EVENTS.
 *
 * Params are built here from a fixed list of safe fields: never a password, code, token or phone number (the tracker's
 * `safeParams` drops such keys again as a second line).
 */
import { isApiError } from './errors.js';
import type { Services } from './services.js';
import type { Tracker } from './tracking.js';
import type { LoginResponse, QrStatusResult } from './types.js';

/** Every tracking event the package queues, by name. */
export const TRACK_EVENTS = Object.freeze({
  popupOpen: 'popup_open',
  popupClose: 'popup_close',
  screenView: 'screen_view',
  methodChoose: 'method_choose',
  codeSend: 'code_send',
  codeResend: 'code_resend',
  loginSuccess: 'login_success',
  loginFail: 'login_fail',
  signupSuccess: 'signup_success',
  signupFail: 'signup_fail',
  qrScan: 'qr_scan',
  nextStep: 'next_step',
});

/** How a login or sign-up was made, as tracking names it. */
export type TrackMethod = 'password' | 'sms' | 'whatsapp' | 'voice' | 'email' | 'google' | 'facebook' | 'qr' | 'reset' | 'restore';

function nextStep(response: LoginResponse | undefined): string | undefined {
  let current = response;
  while (current && !current.loginNextStepAction && current.loginResponseDTO) current = current.loginResponseDTO;
  return current?.loginNextStepAction || undefined;
}

/** The error's key for tracking: a server or client key ('' when the failure carries none). */
export function errorKeyOf(error: unknown): string {
  return isApiError(error) ? error.key : '';
}

/** Wraps `services` so each step of a flow queues its tracking event; answers and failures pass through unchanged. */
export function trackServices(services: Services, tracker: Tracker): Services {
  const track = (event: string, params: Record<string, string | number | boolean> = {}) => tracker.track(event, params);

  /** A login-like call: success (and its next step) or failure with the error key. */
  function outcome<T>(
    run: () => Promise<T>,
    kind: 'login' | 'signup',
    method: TrackMethod,
    responseOf: (value: T) => LoginResponse | undefined,
  ): Promise<T> {
    return run().then(
      (value) => {
        const step = nextStep(responseOf(value));
        track(kind === 'login' ? TRACK_EVENTS.loginSuccess : TRACK_EVENTS.signupSuccess, step ? { method, nextStep: step } : { method });
        if (step) track(TRACK_EVENTS.nextStep, { step, method });
        return value;
      },
      (error: unknown) => {
        track(kind === 'login' ? TRACK_EVENTS.loginFail : TRACK_EVENTS.signupFail, { method, errorKey: errorKeyOf(error) });
        throw error;
      },
    );
  }

  /** A code send: sent or resent once it went out (a refused send is the flow's error, not a sent code). */
  function codeSend<T>(run: () => Promise<T>, resend: boolean, channel: string, purpose: string): Promise<T> {
    return run().then((value) => {
      track(resend ? TRACK_EVENTS.codeResend : TRACK_EVENTS.codeSend, { channel: channel.toLowerCase(), purpose });
      return value;
    });
  }

  const scanned = new Set<string>();
  const same = (response: LoginResponse) => response;

  return {
    ...services,
    login: (input) => outcome(() => services.login(input), 'login', 'password', same),
    sendPhoneCode: (input) =>
      codeSend(() => services.sendPhoneCode(input), input.resend, input.deliveryType, input.type === 'OTP_REGISTER' ? 'register' : 'login'),
    loginByPhoneCode: (input) =>
      outcome(
        () => services.loginByPhoneCode(input),
        input.type === 'OTP_REGISTER' ? 'signup' : 'login',
        input.deliveryType.toLowerCase() as TrackMethod,
        same,
      ),
    sendEmailCode: (input) =>
      codeSend(() => services.sendEmailCode(input), input.resend, 'email', input.type === 'OTP_REGISTER' ? 'register' : 'reset'),
    sendResetSms: (input) => codeSend(() => services.sendResetSms(input), input.resend, input.deliveryType ?? 'SMS', 'reset'),
    socialSignIn: (provider, options) => {
      track(TRACK_EVENTS.methodChoose, { method: provider.toLowerCase() });
      return services.socialSignIn(provider, options);
    },
    loginByOAuth: (input) =>
      outcome(
        () => services.loginByOAuth(input),
        input.operateType === 'REGISTER' ? 'signup' : 'login',
        input.provider.toLowerCase() as TrackMethod,
        same,
      ),
    checkQr: (requestId) =>
      services.checkQr(requestId).then((result: QrStatusResult) => {
        if (result.status === 'SCANNED' && !scanned.has(requestId)) {
          scanned.add(requestId);
          track(TRACK_EVENTS.qrScan);
        }
        return result;
      }),
    loginByQr: (token) => outcome(() => services.loginByQr(token), 'login', 'qr', same),
    resetPassword: (input) => outcome(() => services.resetPassword(input), 'login', 'reset', (value) => value.loginResponse),
    restoreAccount: (token) => outcome(() => services.restoreAccount(token), 'login', 'restore', (value) => value),
  };
}
