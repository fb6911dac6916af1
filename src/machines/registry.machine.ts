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
 *
 * Parts: registry.steps.ts (keys, types, checks, the code-sending step), registry.view.ts (the view selectors).
 */
import { and, assign, fromPromise, not, setup, stateIn, type SnapshotFrom } from 'xstate';
import type { SendCodeResult } from '../api/types.js';
import { formatPhoneE164, normalizePhone } from '../validation/index.js';
import type { FieldErrors, FlowOutput, ViewMessage } from './contract.js';
import {
  COOLING_PERIOD_KEY,
  EMAIL_EXIST_KEY,
  GUEST_EMAIL_KEY,
  registerFailOutput,
  registering,
  sendingCode,
  submitErrors,
  submitted,
  type RegistryContext,
  type RegistryEvent,
  type RegistryInput,
  type SendInput,
} from './registry.steps.js';
import {
  clearFieldError,
  hasErrorUnderField,
  errorKey,
  forwardTo,
  hasFieldErrors,
  NO_FIELD_ERRORS,
  setConsent,
  showError,
} from './shared.js';
import { sliderMachine } from './slider.machine.js';
import {
  codeSent,
  forwardToVerify,
  normalizeCodeLength,
  VERIFY_SCREEN_EVENTS,
  verifyMachine,
  type VerifyInput,
  type VerifyOutput,
} from './verify.machine.js';

export {
  COOLING_PERIOD_KEY,
  EMAIL_EXIST_KEY,
  GUEST_EMAIL_KEY,
  REGISTER_FAIL_PATH,
  type RegistryContext,
  type RegistryEvent,
  type RegistryInput,
  type RegistryMethod,
} from './registry.steps.js';
export { selectRegistryFlowView, selectRegistryView, type RegistryFlowView } from './registry.view.js';

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
    hasErrorUnderField,
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
    INPUT: { guard: 'hasErrorUnderField', actions: 'clearFieldError' },
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
              readSmsCode: (signal) => services.readSmsCode(signal),
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
