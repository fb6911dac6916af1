/**
 * Sign-up (spec §2.1 Registry, §4 "Slider check", §5 consent / phone / e-mail, §8 registration errors).
 *
 * - `form` (the Registry screen) runs two regions side by side:
 *   - `slider`: `running` invokes the slider check (slider.machine.ts, child `slider`; SLIDER_DRAGGED and
 *     REFRESH_SLIDER are passed on to it) → `verified`, keeping its proof token (a stale 'error.bot.message' goes).
 *     Inside `running`, `idle` → `completing` while the child says the hand finished and its check runs
 *     (SLIDER_COMPLETED), back to `idle` when it fails (SLIDER_FAILED) or is refreshed. The widget shows the slider's
 *     states itself, so they are not the screen's `pending`.
 *   - `entry`: `editing`; SUBMIT {phone | email} keeps the value, then checks in order: the field (validatePhone for
 *     the site / validateEmail) and the consent box ('validation.consent.required'), then the slider: verified, or
 *     completing (→ `awaitingSlider`, tag `pending`: the submit waits for the check's verdict, then sends, or is
 *     refused with 'error.bot.message' when the check fails), else 'error.bot.message'. Nothing is called until all
 *     pass. Then `sendingPhoneCode` / `sendingEmailCode` (tag `pending`): services.sendPhoneCode / sendEmailCode with
 *     type OTP_REGISTER, the slider token and the promotions opt-in → `verify`. (A keyboard user presses End, then
 *     Enter at once: the check is still under way, held by the server's time floor; refusing that submit showed
 *     "Please complete the verification" beside a slider that turned Verified a moment later.)
 *   SET_CONSENT, SET_PROMOTION and INPUT work on the whole form; SET_METHOD (values are kept per method) and
 *   TO_FORGET_PASSWORD only while editing (not while a code is being sent).
 * - `verify` invokes the shared verify machine (Verify screen). Phone: its submit registers with the code
 *   (loginByPhoneCode OTP_REGISTER) → output `loggedIn` via 'register'. E-mail: its submit checks the code
 *   (verifyEmailCode OTP_REGISTER) → output `loggedIn` with next step COMPLETE_PROFILE and the register token, so the
 *   root opens ProfileComplete. CHANGE_NUMBER or BACK → the form again (values kept, a new slider challenge).
 * - Errors (spec §8): PL-USER-EMAIL-REGISTER-IN-COOLING-PERIOD (on sending or on registering) → output navigate to
 *   the member host's close-account register-fail page; PL-USER-EMAIL-EXIST → the e-mail field's 'error.emailRegistered';
 *   PL-USER-GUEST-EMAIL-HAS-ORDERS → the e-mail field's 'error.guestEmail', and TO_FORGET_PASSWORD (output goto
 *   ForgetPassword) is how the guest sets a password; a traffic limit → the root's busy dialog; anything else → the
 *   server's message. A failed send also fetches a new slider challenge (a proof is good for one request).
 */
import { and, assign, fromPromise, not, setup, stateIn, type SnapshotFrom } from 'xstate';
import type { PromotionsOptIn, Services } from '../api/services.js';
import type { SendCodeResult } from '../api/types.js';
import type { MemberConfig } from '../config/index.js';
import { formatPhoneE164, normalizePhone, validateConsent, validateEmail, validatePhone } from '../validation/index.js';
import type {
  FieldErrors,
  FieldName,
  FlowOutput,
  RegistryView,
  ScreenName,
  SliderTrace,
  ViewMessage,
} from './contract.js';
import {
  clearFieldError,
  errorKey,
  errorParams,
  fieldErrorsOf,
  forwardTo,
  hasFieldErrors,
  NO_FIELD_ERRORS,
  setConsent,
  showError,
  type FlowStatusContext,
} from './shared.js';
import { selectSliderState, sliderMachine, type SliderProgressEvent, type SliderSnapshot } from './slider.machine.js';
import {
  codeSent,
  forwardToVerify,
  normalizeCodeLength,
  selectVerifyChild,
  sentCodeLength,
  VERIFY_SCREEN_EVENTS,
  verifyMachine,
  type VerifyChildView,
  type VerifyEvent,
  type VerifyInput,
  type VerifyOutput,
} from './verify.machine.js';

/** Spec §8: credentials of a recently deleted account cannot register. */
export const COOLING_PERIOD_KEY = 'PL-USER-EMAIL-REGISTER-IN-COOLING-PERIOD';
export const EMAIL_EXIST_KEY = 'PL-USER-EMAIL-EXIST';
export const GUEST_EMAIL_KEY = 'PL-USER-GUEST-EMAIL-HAS-ORDERS';
/** The close-account register-fail page on the member host (spec §2.3, §8). */
export const REGISTER_FAIL_PATH = '/user/close-account-register-fail';

export type RegistryMethod = RegistryView['method'];

export interface RegistryInput {
  readonly services: Services;
  /** The site (phone rule, E.164) and hosts (the register-fail page is on hosts.member). */
  readonly config: Pick<MemberConfig, 'site' | 'hosts'>;
  /** Default 'phone'. */
  readonly method?: RegistryMethod;
  /** Values typed before (kept across screens). */
  readonly values?: Partial<RegistryView['values']>;
}

export interface RegistryContext extends FlowStatusContext {
  readonly services: Services;
  readonly config: Pick<MemberConfig, 'site' | 'hosts'>;
  readonly method: RegistryMethod;
  /** As typed, one per method. */
  readonly values: RegistryView['values'];
  readonly consent: boolean;
  readonly promotions: PromotionsOptIn;
  /** Proof of a passed slider check, sent with the code request. */
  readonly sliderToken: string;
  /** Where the code went: the national phone number or the trimmed e-mail. */
  readonly identifier: string;
  readonly codeLength: number;
  readonly output: FlowOutput | null;
}

export type RegistryEvent =
  | { type: 'SET_METHOD'; method: RegistryMethod }
  | { type: 'SET_CONSENT'; checked: boolean }
  | { type: 'SET_PROMOTION'; channel: 'sms' | 'email'; checked: boolean }
  | { type: 'SLIDER_DRAGGED'; trace: SliderTrace }
  | { type: 'REFRESH_SLIDER' }
  | SliderProgressEvent
  | { type: 'SUBMIT'; phone?: string; email?: string }
  | { type: 'TO_FORGET_PASSWORD' }
  | { type: 'INPUT'; field: FieldName }
  | { type: 'BACK' }
  | VerifyEvent;

/** The value SUBMIT carries for the current method (what was typed, untrimmed). */
function submitted(context: RegistryContext, event: RegistryEvent): string {
  if (event.type !== 'SUBMIT') return context.values[context.method];
  return (context.method === 'phone' ? event.phone : event.email) ?? '';
}

/** Client-side errors of a SUBMIT: the method's field and the consent box. */
function submitErrors(context: RegistryContext, event: RegistryEvent): FieldErrors {
  const value = submitted(context, event);
  return fieldErrorsOf([
    [context.method, context.method === 'phone' ? validatePhone(value, context.config.site) : validateEmail(value)],
    ['consent', validateConsent(context.consent)],
  ]);
}

/** The register-fail page for a cooling-period answer. */
function registerFailOutput(config: RegistryContext['config']): FlowOutput {
  return { type: 'navigate', url: `${config.hosts.member}${REGISTER_FAIL_PATH}` };
}

/** A cooling-period answer ends the flow on the register-fail page; any other failure stays the caller's. */
async function registering(config: RegistryContext['config'], attempt: () => Promise<FlowOutput>): Promise<FlowOutput> {
  try {
    return await attempt();
  } catch (error) {
    if (errorKey(error) === COOLING_PERIOD_KEY) return registerFailOutput(config);
    throw error;
  }
}

type SendInput = Pick<RegistryContext, 'services' | 'identifier' | 'sliderToken' | 'promotions'>;

const sendInput = ({ context }: { context: RegistryContext }): SendInput => ({
  services: context.services,
  identifier: context.identifier,
  sliderToken: context.sliderToken,
  promotions: context.promotions,
});

/** A failed send: the form again, with a new slider challenge (a proof is good for one request). */
const backToForm = ['editing', '#registry.form.slider.running'] as const;

/**
 * Sending the sign-up code by `src` (tag `pending`) → Verify. A cooling-period answer ends on the register-fail
 * page; an e-mail that is taken (or a guest's) marks the e-mail field; anything else shows the server's message.
 */
function sendingCode(src: 'sendPhoneCode' | 'sendEmailCode') {
  const coolingPeriod = { guard: { type: 'isCoolingPeriod', params: errorParams }, target: '#registry.done', actions: 'registerFailed' } as const;
  const emailField = { guard: { type: 'isEmailField', params: errorParams }, target: backToForm, actions: { type: 'showEmailFieldError', params: errorParams } } as const;
  const failed = { target: backToForm, actions: { type: 'showError', params: errorParams } } as const;
  return {
    tags: ['pending'],
    invoke: {
      id: src,
      src,
      input: sendInput,
      onDone: {
        target: '#registry.verify',
        actions: { type: 'codeSent', params: sentCodeLength },
      },
      onError: src === 'sendEmailCode' ? [coolingPeriod, emailField, failed] : [coolingPeriod, failed],
    },
  } as const;
}

export const registryMachine = setup({
  types: {
    input: {} as RegistryInput,
    context: {} as RegistryContext,
    events: {} as RegistryEvent,
    output: {} as FlowOutput,
    tags: {} as 'pending',
  },
  actors: {
    slider: sliderMachine,
    sendPhoneCode: fromPromise<SendCodeResult, SendInput>(({ input }) =>
      input.services.sendPhoneCode({
        type: 'OTP_REGISTER',
        phone: input.identifier,
        deliveryType: 'SMS',
        resend: false,
        sliderToken: input.sliderToken,
        promotions: input.promotions,
      }),
    ),
    sendEmailCode: fromPromise<SendCodeResult, SendInput>(({ input }) =>
      input.services.sendEmailCode({
        type: 'OTP_REGISTER',
        email: input.identifier,
        resend: false,
        sliderToken: input.sliderToken,
        promotions: input.promotions,
      }),
    ),
    verify: verifyMachine,
  },
  guards: {
    hasInputErrors: ({ context, event }) => hasFieldErrors(submitErrors(context, event)),
    isSliderVerified: stateIn('#registry.form.slider.verified'),
    /** The hand finished the slider and its check is under way (or held for the server's time floor). */
    isSliderCompleting: stateIn('#registry.form.slider.running.completing'),
    isPhoneMethod: ({ context }) => context.method === 'phone',
    isCoolingPeriod: (_, params: { error: unknown }) => errorKey(params.error) === COOLING_PERIOD_KEY,
    isEmailField: (_, params: { error: unknown }) =>
      errorKey(params.error) === EMAIL_EXIST_KEY || errorKey(params.error) === GUEST_EMAIL_KEY,
    /** Verify ended with a result for the root (logged in, or the register-fail page). */
    isFlowResult: (_, params: { output: VerifyOutput }) =>
      params.output.type === 'loggedIn' || params.output.type === 'navigate',
  },
  actions: {
    setMethod: assign(({ context, event }) =>
      event.type === 'SET_METHOD' && event.method !== context.method
        ? { method: event.method, fieldErrors: NO_FIELD_ERRORS, error: null }
        : {},
    ),
    setConsent,
    setPromotion: assign(({ context, event }) =>
      event.type === 'SET_PROMOTION' ? { promotions: { ...context.promotions, [event.channel]: event.checked } } : {},
    ),
    clearFieldError,
    /** Keeps the typed value of the current method; shows the client-side errors of the submit (none when valid). */
    checkSubmit: assign(({ context, event }) => ({
      values: { ...context.values, [context.method]: submitted(context, event) },
      fieldErrors: submitErrors(context, event),
      error: null,
    })),
    askForSlider: assign({ error: { key: 'error.bot.message' } as ViewMessage }),
    /** A passed slider takes away the message that asked for it. */
    forgetSliderAsk: assign(({ context }) =>
      context.error && 'key' in context.error && context.error.key === 'error.bot.message' ? { error: null } : {},
    ),
    /** The number or address the code goes to. */
    keepIdentifier: assign(({ context }) => {
      const value = context.values[context.method].trim();
      return {
        identifier: context.method === 'phone' ? (normalizePhone(value, context.config.site) ?? value) : value,
      };
    }),
    forgetSlider: assign({ sliderToken: '' }),
    setSliderToken: assign((_, params: { token: string }) => ({ sliderToken: params.token })),
    codeSent,
    /** The e-mail field's own message for an already-registered or guest e-mail. */
    showEmailFieldError: assign(({ context }, params: { error: unknown }) => ({
      fieldErrors: {
        ...context.fieldErrors,
        email: { key: errorKey(params.error) === GUEST_EMAIL_KEY ? 'error.guestEmail' : 'error.emailRegistered' },
      } satisfies FieldErrors,
    })),
    showError,
    registerFailed: assign(({ context }) => ({ output: registerFailOutput(context.config) })),
    toForgetPassword: assign({ output: { type: 'goto', screen: 'ForgetPassword' } satisfies FlowOutput }),
    setOutput: assign((_, params: { output: VerifyOutput }) => ({
      output: params.output.type === 'loggedIn' || params.output.type === 'navigate' ? params.output : null,
    })),
    forwardToSlider: forwardTo('slider'),
    forwardToVerify,
  },
}).createMachine({
  id: 'registry',
  context: ({ input }) => ({
    services: input.services,
    config: input.config,
    method: input.method ?? 'phone',
    values: { phone: input.values?.phone ?? '', email: input.values?.email ?? '' },
    consent: false,
    promotions: { sms: false, email: false },
    sliderToken: '',
    identifier: '',
    codeLength: normalizeCodeLength(undefined),
    error: null,
    fieldErrors: NO_FIELD_ERRORS,
    output: null,
  }),
  on: {
    INPUT: { actions: 'clearFieldError' },
  },
  initial: 'form',
  states: {
    /** The Registry screen. */
    form: {
      type: 'parallel',
      on: {
        SET_CONSENT: { actions: 'setConsent' },
        SET_PROMOTION: { actions: 'setPromotion' },
      },
      states: {
        slider: {
          initial: 'running',
          states: {
            running: {
              entry: 'forgetSlider',
              invoke: {
                id: 'slider',
                src: 'slider',
                input: ({ context }) => ({ services: context.services }),
                onDone: {
                  target: 'verified',
                  actions: [{ type: 'setSliderToken', params: ({ event }) => ({ token: event.output.token }) }, 'forgetSliderAsk'],
                },
              },
              on: {
                SLIDER_DRAGGED: { actions: 'forwardToSlider' },
                REFRESH_SLIDER: { actions: 'forwardToSlider' },
              },
              initial: 'idle',
              states: {
                idle: { on: { SLIDER_COMPLETED: { target: 'completing' } } },
                completing: {
                  on: {
                    SLIDER_FAILED: { target: 'idle' },
                    REFRESH_SLIDER: { target: 'idle', actions: 'forwardToSlider' },
                  },
                },
              },
            },
            verified: {},
          },
        },
        entry: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                SUBMIT: [
                  { guard: 'hasInputErrors', actions: 'checkSubmit' },
                  { guard: 'isSliderCompleting', target: 'awaitingSlider', actions: ['checkSubmit', 'keepIdentifier'] },
                  { guard: not('isSliderVerified'), actions: ['checkSubmit', 'askForSlider'] },
                  { guard: 'isPhoneMethod', target: 'sendingPhoneCode', actions: ['checkSubmit', 'keepIdentifier'] },
                  { target: 'sendingEmailCode', actions: ['checkSubmit', 'keepIdentifier'] },
                ],
                // Only here: the method must not change while its code is being sent.
                SET_METHOD: { actions: 'setMethod' },
                TO_FORGET_PASSWORD: { target: '#registry.done', actions: 'toForgetPassword' },
              },
            },
            /** Submitted while the slider's check runs: sent once it passes, refused when it fails. */
            awaitingSlider: {
              tags: ['pending'],
              always: [
                { guard: and(['isSliderVerified', 'isPhoneMethod']), target: 'sendingPhoneCode' },
                { guard: 'isSliderVerified', target: 'sendingEmailCode' },
                { guard: not('isSliderCompleting'), target: 'editing', actions: 'askForSlider' },
              ],
            },
            sendingPhoneCode: sendingCode('sendPhoneCode'),
            sendingEmailCode: sendingCode('sendEmailCode'),
          },
        },
      },
    },
    /** The Verify screen. */
    verify: {
      invoke: {
        id: 'verify',
        src: 'verify',
        input: ({ context }): VerifyInput => {
          const { services, config, identifier, promotions } = context;
          if (context.method === 'phone') {
            return {
              identifier: formatPhoneE164(identifier, config.site) ?? identifier,
              identifierType: 'phone',
              codeLength: context.codeLength,
              deliveryType: 'SMS',
              isRiskPhone: false,
              submit: (code) =>
                registering(config, async () => ({
                  type: 'loggedIn',
                  response: await services.loginByPhoneCode({ type: 'OTP_REGISTER', phone: identifier, code, deliveryType: 'SMS' }),
                  via: 'register',
                })),
              resend: () =>
                services.sendPhoneCode({ type: 'OTP_REGISTER', phone: identifier, deliveryType: 'SMS', resend: true, promotions }),
            };
          }
          return {
            identifier,
            identifierType: 'email',
            codeLength: context.codeLength,
            deliveryType: 'EMAIL',
            isRiskPhone: false,
            submit: (code) =>
              registering(config, async () => {
                const result = await services.verifyEmailCode({ type: 'OTP_REGISTER', email: identifier, code });
                return {
                  type: 'loggedIn',
                  response: { loginNextStepAction: 'COMPLETE_PROFILE', toRegisterToken: result.token },
                  via: 'register',
                };
              }),
            resend: () => services.sendEmailCode({ type: 'OTP_REGISTER', email: identifier, resend: true, promotions }),
          };
        },
        onDone: [
          {
            guard: { type: 'isFlowResult', params: ({ event }) => ({ output: event.output }) },
            target: 'done',
            actions: { type: 'setOutput', params: ({ event }) => ({ output: event.output }) },
          },
          // CHANGE_NUMBER: back to the form.
          { target: 'form' },
        ],
      },
      on: {
        BACK: { target: 'form' },
        ...VERIFY_SCREEN_EVENTS,
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }): FlowOutput => context.output ?? { type: 'back' },
});

export type RegistryMachine = typeof registryMachine;
export type RegistrySnapshot = SnapshotFrom<typeof registryMachine>;

/** The Registry screen's slice of the view. */
export function selectRegistryView(snapshot: RegistrySnapshot): RegistryView {
  const { context } = snapshot;
  return {
    method: context.method,
    values: context.values,
    consent: context.consent,
    promotions: context.promotions,
    slider: snapshot.matches({ form: { slider: 'verified' } })
      ? 'verified'
      : selectSliderState(snapshot.children.slider?.getSnapshot() as SliderSnapshot | undefined),
  };
}

/** Everything the root needs from the flow: the screen on top, its slices, and the verify child while it runs. */
export interface RegistryFlowView extends VerifyChildView {
  readonly screen: Extract<ScreenName, 'Registry' | 'Verify'>;
  readonly registry: RegistryView;
}

export function selectRegistryFlowView(snapshot: RegistrySnapshot): RegistryFlowView {
  const onVerify = snapshot.matches('verify');
  return {
    screen: onVerify ? 'Verify' : 'Registry',
    registry: selectRegistryView(snapshot),
    ...selectVerifyChild(onVerify ? snapshot.children.verify : undefined),
  };
}
