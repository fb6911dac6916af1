/**
 * Tracking at the services boundary (spec §7.3 "tracking events are queued for an analytics script"): every call
 * that marks a step of a flow (a code sent or resent, a login or sign-up that succeeded or failed, a QR code
 * scanned, a next step taken) queues one event. The popup runtime adds the steps no call shows (opened, closed,
 * screen shown, method chosen; see src/machines/popup-tracking.ts). The event names are docs/events.md's "Tracking
 * events" table, kept here as TRACK_EVENTS. Login's calls are wrapped here (first screen); the flows' calls in
 * instrument-flows.ts, which loads with the flows' services chunk (issue 15).
 *
 * Params are built here from a fixed list of safe fields: never a password, code, token or phone number (the tracker's
 * `safeParams` drops such keys again as a second line).
 */
import { isApiError } from './errors.js';
import type { Services } from './services.js';
import type { Tracker } from './tracking.js';
import type { LoginResponse } from './types.js';

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

type TrackParams = Record<string, string | number | boolean>;

/**
 * A login-like call, tracked: success (and its next step) or failure with the error key. Shared by Login's password
 * login here and the flows' calls (instrument-flows.ts).
 */
export function trackOutcome<T>(
  tracker: Tracker,
  run: () => Promise<T>,
  kind: 'login' | 'signup',
  method: TrackMethod,
  responseOf: (value: T) => LoginResponse | undefined,
): Promise<T> {
  const track = (event: string, params: TrackParams) => tracker.track(event, params);
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

/**
 * Wraps Login's own services (password login, the provider's consent step) so each step queues its tracking event;
 * answers and failures pass through unchanged. The flows' calls are wrapped where they load, beside their chunk
 * (instrument-flows.ts `trackFlowServices`).
 */
export function trackLoginServices<S extends Pick<Services, 'login' | 'socialSignIn'>>(services: S, tracker: Tracker): S {
  return {
    ...services,
    login: (input) => trackOutcome(tracker, () => services.login(input), 'login', 'password', (response) => response),
    socialSignIn: (provider, options) => {
      tracker.track(TRACK_EVENTS.methodChoose, { method: provider.toLowerCase() });
      return services.socialSignIn(provider, options);
    },
  };
}
