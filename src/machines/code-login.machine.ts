/**
 * Code login (spec §2.1 Login code mode, Verify, PhoneCall, VerifyMethodList; §4 "Code login", "Resend code"; §8).
 *
 * - On start, `loadChannels` asks services.smsChannels; until it answers (and if it fails) SMS alone is offered.
 * - `phone` (the Login screen in code mode): SELECT_CHANNEL; SUBMIT_CODE_LOGIN {phone} → client check
 *   (validatePhone for the site: field error) → `validating` services.validatePhone on the normalised national number
 *   (false → toast 'validation.phone.invalid') → `sending` services.sendPhoneCode OTP_LOGIN by the chosen channel.
 * - No serial check before the send (issue 15): while the visitor is on the phone entry, a typed number that passes
 *   the client check (INPUT with its value) is checked with the server at once (`precheck`); a submit of that number
 *   uses the answer (sending at once, or the invalid-phone toast) instead of asking again.
 * - PL-USER-RISK on sending → `phoneCall` (PhoneCall screen): REQUEST_VOICE_CALL sends by VOICE → Verify.
 * - `verify` invokes the verify machine; its submit logs in with the code (OTP_LOGIN) and, when the phone is not
 *   registered (PL_USER_LOGIN_PHONE_NOT_EXIST), registers with the same code (OTP_REGISTER) → final output
 *   `loggedIn` via 'code' or 'register'. CHANGE_NUMBER (or BACK) → `phone` with the phone kept.
 * - A risky-phone Verify: TO_METHOD_LIST → `methodList` (voice plus the channels); CHOOSE_METHOD {channel} resends by
 *   that channel → Verify. BACK from the method list → Verify.
 */
import { and, assign, fromPromise, setup, stateIn, type SnapshotFrom } from 'xstate';
import type { Services } from '../api/services.js';
import type { SendCodeResult, SmsChannel, SmsChannelType } from '../api/types.js';
import type { SiteCode } from '../config/sites.js';
import { formatPhoneE164, normalizePhone, validatePhone } from '../validation/index.js';
import type { FieldName, FlowOutput, MethodListView, PhoneCallView, ScreenName } from './contract.js';
import {
  clearFieldError,
  errorKey,
  errorParams,
  NO_FIELD_ERRORS,
  notifyPopup,
  showError,
  type FlowStatusContext,
} from './shared.js';
import {
  forwardToVerify,
  normalizeCodeLength,
  selectVerifyChild,
  VERIFY_SCREEN_EVENTS,
  verifyMachine,
  type VerifyChildView,
  type VerifyDeliveryType,
  type VerifyEvent,
  type VerifyInput,
  type VerifyOutput,
} from './verify.machine.js';

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

function retryAfterMs(error: unknown): number | null {
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

function asSmsChannel(type: VerifyDeliveryType): SmsChannelType {
  return type === 'EMAIL' ? 'SMS' : type;
}

/** Channels to offer: the server's list (known types only), SMS alone when it gives none. */
function usableChannels(list: unknown): SmsChannel[] {
  if (!Array.isArray(list)) return [SMS_CHANNEL];
  const known = list.filter(
    (c): c is SmsChannel =>
      !!c && typeof c === 'object' && ['SMS', 'WHATSAPP', 'VOICE'].includes((c as SmsChannel).type),
  );
  return known.length ? known : [SMS_CHANNEL];
}

type SendInput = { services: Services; phone: string; deliveryType: SmsChannelType; resend: boolean };

export const codeLoginMachine = setup({
  types: {
    input: {} as CodeLoginInput,
    context: {} as CodeLoginContext,
    events: {} as CodeLoginEvent,
    output: {} as FlowOutput,
  },
  actors: {
    smsChannels: fromPromise<SmsChannel[], { services: Services }>(({ input }) => input.services.smsChannels()),
    validatePhone: fromPromise<boolean, { services: Services; phone: string }>(({ input }) =>
      input.services.validatePhone(input.phone),
    ),
    sendPhoneCode: fromPromise<SendCodeResult, SendInput>(({ input }) =>
      input.services.sendPhoneCode({
        type: 'OTP_LOGIN',
        phone: input.phone,
        deliveryType: input.deliveryType,
        resend: input.resend,
      }),
    ),
    verify: verifyMachine,
  },
  guards: {
    isPhoneInvalid: ({ context, event }) =>
      event.type === 'SUBMIT_CODE_LOGIN' && validatePhone(event.phone, context.site) !== null,
    isPhoneValid: (_, params: { valid: boolean }) => params.valid,
    /** A typed number that passes the client check and was not checked with the server yet. */
    isNewCheckablePhone: ({ context, event }) =>
      event.type === 'INPUT' &&
      event.field === 'phone' &&
      event.value !== undefined &&
      validatePhone(event.value, context.site) === null &&
      normalizePhone(event.value, context.site) !== context.checking,
    /** The server already answered for the submitted number while it was typed. */
    isPhoneTyped: and(['isNewCheckablePhone', stateIn('#codeLogin.active.flow.phone')]),
    isPhoneChecked: ({ context, event }, params: { valid: boolean }) =>
      event.type === 'SUBMIT_CODE_LOGIN' &&
      context.checked !== null &&
      context.checked.valid === params.valid &&
      context.checked.national === normalizePhone(event.phone, context.site),
    isRiskAnswer: (_, params: { error: unknown }) => errorKey(params.error) === RISK_KEY,
    isBackOutput: (_, params: { output: VerifyOutput }) => params.output.type === 'back',
    isMethodListOutput: (_, params: { output: VerifyOutput }) => params.output.type === 'methodList',
    /**
     * "Change phone number", then the same number again before the resend wait is over: the code already received
     * still works, so Verify reopens (with the server's remaining wait) instead of a dead end.
     */
    isSameNumberTooSoon: ({ context }, params: { error: unknown }) =>
      errorKey(params.error) === RESEND_TOO_SOON_KEY &&
      context.sentTo !== null &&
      context.sentTo.national === context.national &&
      context.sentTo.channel === context.channel,
    isOfferedChannel: ({ context, event }) =>
      event.type === 'SELECT_CHANNEL' && context.channels.some((c) => c.type === event.channel),
  },
  actions: {
    setChannels: assign(({ context }, params: { channels: unknown }) => {
      const channels = usableChannels(params.channels);
      const channel = channels.some((c) => c.type === context.channel) ? context.channel : channels[0]!.type;
      return { channels, channel, channelsLoaded: true };
    }),
    selectChannel: assign(({ context, event }) => (event.type === 'SELECT_CHANNEL' ? { channel: event.channel } : { channel: context.channel })),
    showPhoneError: assign(({ context, event }) => {
      if (event.type !== 'SUBMIT_CODE_LOGIN') return {};
      const key = validatePhone(event.phone, context.site);
      return { phone: event.phone, fieldErrors: key ? { ...context.fieldErrors, phone: { key } } : context.fieldErrors };
    }),
    keepPhone: assign(({ context, event }) =>
      event.type === 'SUBMIT_CODE_LOGIN'
        ? {
            phone: event.phone,
            national: normalizePhone(event.phone, context.site) ?? '',
            fieldErrors: NO_FIELD_ERRORS,
            error: null,
          }
        : {},
    ),
    clearFieldError,
    clearError: assign({ error: null }),
    noteChecking: assign(({ context, event }) =>
      event.type === 'INPUT' && event.value !== undefined ? { checking: normalizePhone(event.value, context.site) ?? '' } : {},
    ),
    setChecked: assign(({ context }, params: { valid: boolean }) => ({ checked: { national: context.checking, valid: params.valid } })),
    codeSent: assign(({ context }, params: { deliveryType: SmsChannelType; codeLength: number }) => ({
      deliveryType: params.deliveryType,
      codeLength: normalizeCodeLength(params.codeLength),
      sentTo: { national: context.national, channel: params.deliveryType },
      resendWaitMs: null,
      error: null,
    })),
    reopenVerify: assign((_, params: { error: unknown }) => ({ resendWaitMs: retryAfterMs(params.error), error: null })),
    markRisky: assign({ isRiskPhone: true, error: null }),
    chooseMethod: assign(({ context, event }) => ({
      methodChannel: event.type === 'CHOOSE_METHOD' ? event.channel : context.methodChannel,
      error: null,
    })),
    invalidPhoneToast: ({ system }) =>
      notifyPopup(system, { type: 'SHOW_TOAST', message: { key: 'validation.phone.invalid' }, tone: 'error' }),
    showError,
    forwardToVerify,
    setOutput: assign((_, params: { output: VerifyOutput }) => ({
      output: params.output.type === 'loggedIn' ? params.output : null,
    })),
  },
}).createMachine({
  id: 'codeLogin',
  context: ({ input }) => ({
    services: input.services,
    site: input.site,
    phone: input.phone ?? '',
    national: '',
    channels: [SMS_CHANNEL],
    channelsLoaded: false,
    channel: input.channel ?? 'SMS',
    deliveryType: input.channel ?? 'SMS',
    methodChannel: 'VOICE',
    codeLength: normalizeCodeLength(undefined),
    isRiskPhone: false,
    sentTo: null,
    resendWaitMs: null,
    checking: '',
    checked: null,
    fieldErrors: NO_FIELD_ERRORS,
    error: null,
    output: null,
  }),
  on: {
    INPUT: { actions: 'clearFieldError' },
  },
  initial: 'active',
  states: {
    active: {
      type: 'parallel',
      states: {
        /** The channel check (SMS alone until it answers; a failure keeps SMS). */
        channels: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'smsChannels',
                src: 'smsChannels',
                input: ({ context }) => ({ services: context.services }),
                onDone: {
                  target: 'loaded',
                  actions: { type: 'setChannels', params: ({ event }) => ({ channels: event.output }) },
                },
                // A failure keeps SMS alone.
                onError: { target: 'loaded', actions: { type: 'setChannels', params: () => ({ channels: [SMS_CHANNEL] }) } },
              },
            },
            loaded: {},
          },
        },
        /** The server check of a number while it is typed on the phone entry (see the header). */
        precheck: {
          initial: 'idle',
          states: {
            idle: {
              on: { INPUT: { guard: 'isPhoneTyped', target: 'checking', actions: 'noteChecking' } },
            },
            checking: {
              // Another number: the check starts again for it (the answer for the old one is not kept).
              on: { INPUT: { guard: 'isPhoneTyped', target: 'checking', reenter: true, actions: 'noteChecking' } },
              invoke: {
                id: 'precheckPhone',
                src: 'validatePhone',
                input: ({ context }) => ({ services: context.services, phone: context.checking }),
                onDone: { target: 'idle', actions: { type: 'setChecked', params: ({ event }) => ({ valid: event.output === true }) } },
                // No answer kept: the submit checks again.
                onError: { target: 'idle' },
              },
            },
          },
        },
        flow: {
          initial: 'phone',
          states: {
            /** The Login screen in code mode. */
            phone: {
              on: {
                SELECT_CHANNEL: { guard: 'isOfferedChannel', actions: 'selectChannel' },
                SUBMIT_CODE_LOGIN: [
                  { guard: 'isPhoneInvalid', actions: 'showPhoneError' },
                  { guard: { type: 'isPhoneChecked', params: { valid: true } }, target: 'sending', actions: 'keepPhone' },
                  { guard: { type: 'isPhoneChecked', params: { valid: false } }, actions: ['keepPhone', 'invalidPhoneToast'] },
                  { target: 'validating', actions: 'keepPhone' },
                ],
              },
            },
            validating: {
              tags: ['pending'],
              invoke: {
                id: 'validatePhone',
                src: 'validatePhone',
                input: ({ context }) => ({ services: context.services, phone: context.national }),
                onDone: [
                  { guard: { type: 'isPhoneValid', params: ({ event }) => ({ valid: event.output === true }) }, target: 'sending' },
                  { target: 'phone', actions: 'invalidPhoneToast' },
                ],
                onError: { target: 'phone', actions: { type: 'showError', params: errorParams } },
              },
            },
            sending: {
              tags: ['pending'],
              invoke: {
                id: 'sendPhoneCode',
                src: 'sendPhoneCode',
                input: ({ context }) => ({ services: context.services, phone: context.national, deliveryType: context.channel, resend: false }),
                onDone: {
                  target: 'verify',
                  actions: {
                    type: 'codeSent',
                    params: ({ context, event }) => ({ deliveryType: context.channel, codeLength: event.output.codeLength }),
                  },
                },
                onError: [
                  { guard: { type: 'isRiskAnswer', params: errorParams }, target: 'phoneCall', actions: 'markRisky' },
                  { guard: { type: 'isSameNumberTooSoon', params: errorParams }, target: 'verify', actions: { type: 'reopenVerify', params: errorParams } },
                  { target: 'phone', actions: { type: 'showError', params: errorParams } },
                ],
              },
            },
            /** PhoneCall: a risky phone is offered a voice-call code. */
            phoneCall: {
              on: {
                REQUEST_VOICE_CALL: { target: 'sendingVoice', actions: 'clearError' },
                BACK: { target: 'phone', actions: 'clearError' },
              },
            },
            sendingVoice: {
              tags: ['pending'],
              invoke: {
                id: 'sendPhoneCode',
                src: 'sendPhoneCode',
                input: ({ context }) => ({ services: context.services, phone: context.national, deliveryType: 'VOICE', resend: false }),
                onDone: {
                  target: 'verify',
                  actions: { type: 'codeSent', params: ({ event }) => ({ deliveryType: 'VOICE', codeLength: event.output.codeLength }) },
                },
                onError: { target: 'phoneCall', actions: { type: 'showError', params: errorParams } },
              },
              on: { BACK: { target: 'phone', actions: 'clearError' } },
            },
            verify: {
              invoke: {
                id: 'verify',
                src: 'verify',
                input: ({ context }): VerifyInput => {
                  const { services, national, deliveryType } = context;
                  return {
                    identifier: formatPhoneE164(national, context.site) ?? national,
                    identifierType: 'phone',
                    codeLength: context.codeLength,
                    deliveryType,
                    isRiskPhone: context.isRiskPhone,
                    ...(context.resendWaitMs !== null ? { resendCountdownMs: context.resendWaitMs } : {}),
                    submit: (code) => loginWithCode(services, { phone: national, code, deliveryType }),
                    resend: async (type) =>
                      services.sendPhoneCode({ type: 'OTP_LOGIN', phone: national, deliveryType: asSmsChannel(type), resend: true }),
                  };
                },
                onDone: [
                  { guard: { type: 'isBackOutput', params: ({ event }) => ({ output: event.output }) }, target: 'phone' },
                  { guard: { type: 'isMethodListOutput', params: ({ event }) => ({ output: event.output }) }, target: 'methodList' },
                  { target: '#codeLogin.done', actions: { type: 'setOutput', params: ({ event }) => ({ output: event.output }) } },
                ],
              },
              on: {
                BACK: { target: 'phone' },
                ...VERIFY_SCREEN_EVENTS,
              },
            },
            /** VerifyMethodList: voice plus the channels, for a risky phone. */
            methodList: {
              on: {
                CHOOSE_METHOD: { target: 'resendingMethod', actions: 'chooseMethod' },
                BACK: { target: 'verify', actions: 'clearError' },
              },
            },
            resendingMethod: {
              tags: ['pending'],
              invoke: {
                id: 'sendPhoneCode',
                src: 'sendPhoneCode',
                input: ({ context }) => ({
                  services: context.services,
                  phone: context.national,
                  deliveryType: context.methodChannel,
                  resend: true,
                }),
                onDone: {
                  target: 'verify',
                  actions: {
                    type: 'codeSent',
                    params: ({ context, event }) => ({ deliveryType: context.methodChannel, codeLength: event.output.codeLength }),
                  },
                },
                onError: { target: 'methodList', actions: { type: 'showError', params: errorParams } },
              },
            },
          },
        },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }): FlowOutput => context.output ?? { type: 'back' },
});

export type CodeLoginSnapshot = SnapshotFrom<typeof codeLoginMachine>;

/** What the code login shows: which screen, and the slices of the view it owns. */
export interface CodeLoginView extends VerifyChildView {
  readonly screen: Extract<ScreenName, 'Login' | 'Verify' | 'PhoneCall' | 'VerifyMethodList'>;
  readonly values: { readonly phone: string };
  readonly channels: readonly SmsChannel[];
  readonly channel: SmsChannelType;
  readonly methods: MethodListView | null;
  readonly phoneCall: PhoneCallView | null;
}

/** Voice first, then the other channels (spec §2.1 VerifyMethodList). */
export function methodChannels(channels: readonly SmsChannel[]): SmsChannel[] {
  return [VOICE_CHANNEL, ...channels.filter((c) => c.type !== 'VOICE')];
}

type FlowState = 'phone' | 'validating' | 'sending' | 'phoneCall' | 'sendingVoice' | 'verify' | 'methodList' | 'resendingMethod';
const inFlow = (snapshot: CodeLoginSnapshot, state: FlowState) => snapshot.matches({ active: { flow: state } });

export function selectCodeLoginView(snapshot: CodeLoginSnapshot): CodeLoginView {
  const { context } = snapshot;
  const screen: CodeLoginView['screen'] = inFlow(snapshot, 'verify')
    ? 'Verify'
    : inFlow(snapshot, 'phoneCall') || inFlow(snapshot, 'sendingVoice')
      ? 'PhoneCall'
      : inFlow(snapshot, 'methodList') || inFlow(snapshot, 'resendingMethod')
        ? 'VerifyMethodList'
        : 'Login';
  return {
    screen,
    values: { phone: context.phone },
    channels: context.channels,
    channel: context.channel,
    ...selectVerifyChild(screen === 'Verify' ? snapshot.children.verify : undefined),
    methods: screen === 'VerifyMethodList' ? { channels: methodChannels(context.channels) } : null,
    phoneCall: screen === 'PhoneCall' ? { phone: formatPhoneE164(context.national, context.site) ?? context.national } : null,
  };
}
