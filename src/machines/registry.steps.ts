/**
 * The sign-up flow's parts (see registry.machine.ts): its keys, input, context and events, the submit's checks, the
 * register-fail page, and the code-sending step.
 */
import type { PromotionsOptIn, Services } from '../api/services.js';
import type { MemberConfig } from '../config/index.js';
import { validateConsent, validateEmail, validatePhone } from '../validation/index.js';
import type { FieldErrors, FieldName, FlowOutput, RegistryView, SliderTrace } from './contract.js';
import { errorKey, errorParams, fieldErrorsOf, type FlowStatusContext } from './shared.js';
import type { SliderProgressEvent } from './slider.machine.js';
import { sentCodeLength, type VerifyEvent } from './verify.machine.js';

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
export function submitted(context: RegistryContext, event: RegistryEvent): string {
  if (event.type !== 'SUBMIT') return context.values[context.method];
  return (context.method === 'phone' ? event.phone : event.email) ?? '';
}

/** Client-side errors of a SUBMIT: the method's field and the consent box. */
export function submitErrors(context: RegistryContext, event: RegistryEvent): FieldErrors {
  const value = submitted(context, event);
  return fieldErrorsOf([
    [context.method, context.method === 'phone' ? validatePhone(value, context.config.site) : validateEmail(value)],
    ['consent', validateConsent(context.consent)],
  ]);
}

/** The register-fail page for a cooling-period answer. */
export function registerFailOutput(config: RegistryContext['config']): FlowOutput {
  return { type: 'navigate', url: `${config.hosts.member}${REGISTER_FAIL_PATH}` };
}

/** A cooling-period answer ends the flow on the register-fail page; any other failure stays the caller's. */
export async function registering(config: RegistryContext['config'], attempt: () => Promise<FlowOutput>): Promise<FlowOutput> {
  try {
    return await attempt();
  } catch (error) {
    if (errorKey(error) === COOLING_PERIOD_KEY) return registerFailOutput(config);
    throw error;
  }
}

export type SendInput = Pick<RegistryContext, 'services' | 'identifier' | 'sliderToken' | 'promotions'>;

export const sendInput = ({ context }: { context: RegistryContext }): SendInput => ({
  services: context.services,
  identifier: context.identifier,
  sliderToken: context.sliderToken,
  promotions: context.promotions,
});

/** A failed send: the form again, with a new slider challenge (a proof is good for one request). */
export const backToForm = ['editing', '#registry.form.slider.running'] as const;

/**
 * Sending the sign-up code by `src` (tag `pending`) → Verify. A cooling-period answer ends on the register-fail
 * page; an e-mail that is taken (or a guest's) marks the e-mail field; anything else shows the server's message.
 */
export function sendingCode(src: 'sendPhoneCode' | 'sendEmailCode') {
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
