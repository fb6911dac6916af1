/**
 * Helpers every popup statechart shares: turning a failed call into a `ViewMessage`, recognising the busy
 * (traffic-limit) answer, telling the root popup machine about a toast or a busy answer, and the actions every flow
 * machine lists the same way (showing a failure, clearing a field's error, passing an event on to a child).
 *
 * A flow machine reaches the root only through the actor system (`system.get(POPUP_SYSTEM_ID)`), and only when a
 * root is there: the same machine runs alone in its tests, where the notice is simply dropped.
 */
import { assign, enqueueActions, type ActionFunction, type ActorSystem, type ParameterizedObject } from 'xstate';
import { isApiError } from '../api/errors.js';
import type { MessageKey } from '../i18n/catalogs/en.js';
import type { ValidationResult } from '../validation/index.js';
import type { FieldErrors, FieldName, SocialProviderName, ViewMessage } from './contract.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyActorSystem = ActorSystem<any>;

/** The root popup actor's system id. */
export const POPUP_SYSTEM_ID = 'popup';

export type ToastTone = 'error' | 'success' | 'info';

/** What a flow may tell the root. */
export type PopupNotice =
  /** Show a toast (one at a time; a new one replaces the old). */
  | { readonly type: 'SHOW_TOAST'; readonly message: ViewMessage; readonly tone: ToastTone }
  /** A call of the flow answered with a traffic limit: the root shows the busy dialog (once per answer). */
  | { readonly type: 'FLOW_BUSY'; readonly error: unknown };

/** Sends a notice to the root popup actor when there is one (a flow tested alone has none). */
export function notifyPopup(system: AnyActorSystem | undefined, notice: PopupNotice): void {
  const root = system?.get(POPUP_SYSTEM_ID);
  if (root) root.send(notice);
}

/** A traffic-limit answer opens the root's busy dialog; true when the error was one. */
export function notifyBusy(system: AnyActorSystem | undefined, error: unknown): boolean {
  if (!isBusyError(error)) return false;
  notifyPopup(system, { type: 'FLOW_BUSY', error });
  return true;
}

/** A failed call shown as a toast (spec §8), or the busy dialog for a traffic limit. */
export function toastFailure(system: AnyActorSystem | undefined, error: unknown, fallbackKey?: MessageKey): void {
  if (!notifyBusy(system, error)) notifyPopup(system, { type: 'SHOW_TOAST', message: toViewMessage(error, fallbackKey), tone: 'error' });
}

/** Spec §8: the traffic-limit codes. */
/** A refusal of the server (a business or validation answer: spent, unknown, not allowed), not a missing answer. */
export const isServerRefusal = (error: unknown): boolean =>
  isApiError(error) && (error.kind === 'business' || error.kind === 'validate');

export const BUSY_KEYS: readonly string[] = Object.freeze(['FAIL_SYS_TRAFFIC_LIMIT', 'FAIL_SYS_FLOWLIMIT']);

/** The busy answer: the gateway's 'traffic' kind, or a traffic-limit key from any client. */
export function isBusyError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'traffic') return true;
  const code = (error.key.split('::')[0] ?? '').trim().toUpperCase();
  return BUSY_KEYS.includes(code);
}

/** The error's server key (member errorCode.key or gateway ret code), or undefined. */
export function errorKey(error: unknown): string | undefined {
  return isApiError(error) ? error.key : undefined;
}

/** The catalog key (and plain params) a server verdict names in its data (`{ messageKey, params }`), if any. */
function serverMessage(data: unknown): { messageKey: string; messageParams?: Record<string, string | number> } | undefined {
  if (data === null || typeof data !== 'object') return undefined;
  const { messageKey, params } = data as { messageKey?: unknown; params?: unknown };
  if (typeof messageKey !== 'string') return undefined;
  if (params === null || typeof params !== 'object' || Array.isArray(params)) return { messageKey };
  const messageParams = Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number'),
  );
  return { messageKey, messageParams };
}

/**
 * A failed call as a `ViewMessage`: an ApiError becomes `{ server: { key, displayMessage, messageKey? } }` (rendered through
 * `serverErrorText`), anything else the fallback key (default: the generic network error).
 */
export function toViewMessage(error: unknown, fallbackKey?: MessageKey): ViewMessage {
  if (isApiError(error)) {
    const server: { key?: string; displayMessage?: string; messageKey?: string; messageParams?: Record<string, string | number> } = {
      key: error.key,
    };
    if (error.displayMessage) server.displayMessage = error.displayMessage;
    const named = serverMessage(error.data);
    if (named) Object.assign(server, named);
    return fallbackKey ? { server, fallbackKey } : { server };
  }
  return { key: fallbackKey ?? 'error.network' };
}

/** Field errors without one field (spec §5: the error under a field clears once it has a value). */
export function withoutField(errors: FieldErrors, field: FieldName): FieldErrors {
  if (!(field in errors)) return errors;
  const next: Partial<Record<FieldName, ViewMessage>> = { ...errors };
  delete next[field];
  return next;
}

/** The context fields every popup flow keeps: the screen's error and its field errors (read by the facade). */
export interface FlowStatusContext {
  readonly error: ViewMessage | null;
  readonly fieldErrors: FieldErrors;
}

/**
 * What the facade reads from any flow's snapshot besides its own view: the `pending` tag, and the `error` and
 * `fieldErrors` context fields when the machine has them (every popup flow but Verify keeps both: FlowStatusContext).
 */
export interface FlowStatus {
  readonly pending: boolean;
  readonly error: ViewMessage | null;
  readonly fieldErrors: FieldErrors;
}

interface SnapshotLike {
  hasTag(tag: string): boolean;
  readonly context: unknown;
}

export const NO_FIELD_ERRORS: FieldErrors = Object.freeze({});

export function selectFlowStatus(snapshot: SnapshotLike | undefined): FlowStatus {
  if (!snapshot) return { pending: false, error: null, fieldErrors: NO_FIELD_ERRORS };
  const context = (snapshot.context ?? {}) as Partial<FlowStatusContext>;
  return {
    pending: snapshot.hasTag('pending'),
    error: context.error ?? null,
    fieldErrors: context.fieldErrors ?? NO_FIELD_ERRORS,
  };
}

/** An actor's invoked child by id, read from its last snapshot (undefined when there is none, e.g. in a model walk). */
export function childOf(self: { getSnapshot(): unknown }, id: string): AnyActorRefLike | undefined {
  const snapshot = self.getSnapshot() as { children?: Record<string, AnyActorRefLike | undefined> } | undefined;
  return snapshot?.children?.[id];
}

export interface AnyActorRefLike {
  send(event: { type: string }): void;
  getSnapshot(): unknown;
}

/** How the providers are named in messages (spec §8 "…check the connection with Facebook/Google"). */
export const PROVIDER_LABELS: Readonly<Record<SocialProviderName, string>> = Object.freeze({
  GOOGLE: 'Google',
  FACEBOOK: 'Facebook',
});

/** "Third-party login failed, please check the connection with {provider}" (spec §8). */
export function socialFailedMessage(provider: SocialProviderName): ViewMessage {
  return { key: 'error.social.failed', params: { provider: PROVIDER_LABELS[provider] } };
}

/** A validation result (null or a catalog key) as a field error message. */
export function keyMessage(key: MessageKey): ViewMessage {
  return { key };
}

/** The field errors of a form check: each field with a failed rule, by its rule's message. */
export function fieldErrorsOf(entries: ReadonlyArray<readonly [FieldName, ValidationResult]>): FieldErrors {
  const errors: Partial<Record<FieldName, ViewMessage>> = {};
  for (const [field, key] of entries) if (key) errors[field] = { key };
  return errors;
}

export const hasFieldErrors = (errors: FieldErrors): boolean => Object.keys(errors).length > 0;

/* ------------------------------------------------------------------------------------------------------------ */
/* Actions every flow machine lists the same way                                                                */

/**
 * An action a flow machine lists in its `setup({ actions })`. Typed loosely on purpose: each works on the context
 * fields every popup flow keeps (`error`, `fieldErrors`) and on the events every flow shares (INPUT, a child's
 * events), whatever the rest of the machine's types. Beside one of these, an inline `enqueueActions` in the same
 * setup loses TypeScript's inference of the actions' params: use `assign` plus `reportBusy` there (see social-login).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FlowAction<TParams extends ParameterizedObject['params'] | undefined> = ActionFunction<any, any, any, TParams, any, any, any, any, any>;

/** The params of an action that takes the error of a failed invocation. */
export const errorParams = ({ event }: { event: { error: unknown } }): { error: unknown } => ({ error: event.error });

/** A failed call: its message for the screen, or (a traffic limit) the root's busy dialog and no message. */
export const showError: FlowAction<{ error: unknown }> = enqueueActions(({ enqueue, system }, params: { error: unknown }) => {
  const busy = isBusyError(params.error);
  enqueue.assign({ error: busy ? null : toViewMessage(params.error) });
  if (busy) enqueue(() => notifyPopup(system, { type: 'FLOW_BUSY', error: params.error }));
});

/** A failed call whose message the machine shows its own way: a traffic limit also opens the root's busy dialog. */
export const reportBusy: FlowAction<{ error: unknown }> = ({ system }, params: { error: unknown }) => {
  notifyBusy(system, params.error);
};

/**
 * Whether an INPUT {field} has an error to clear under its field: the guard of every `clearFieldError`. A keystroke
 * in a field without an error takes no transition, so the flow's snapshot stays the same object and nothing above the
 * screen re-renders (issue 28: typing costs no more than a plain form's handler).
 */
export const hasErrorUnderField = ({ context, event }: { context: Pick<FlowStatusContext, 'fieldErrors'>; event: { type: string; field?: unknown } }): boolean =>
  event.type === 'INPUT' && typeof event.field === 'string' && event.field in context.fieldErrors;

/** INPUT {field}: the error under that field clears (spec §5). */
export const clearFieldError: FlowAction<undefined> = assign(({ context, event }) =>
  event.type === 'INPUT' ? { fieldErrors: withoutField(context.fieldErrors as FieldErrors, event.field as FieldName) } : {},
);

/** SET_CONSENT {checked}: the consent box's state; ticking it clears its error. */
export const setConsent: FlowAction<undefined> = assign(({ context, event }) =>
  event.type === 'SET_CONSENT'
    ? {
        consent: event.checked as boolean,
        fieldErrors: event.checked ? withoutField(context.fieldErrors as FieldErrors, 'consent') : context.fieldErrors,
      }
    : {},
);

/** Passes the current event on to the invoked child `id`, when it runs (a screen's event meant for a child flow). */
export function forwardTo(id: string): FlowAction<undefined> {
  return enqueueActions(({ enqueue, self, event }) => {
    const child = childOf(self, id);
    if (child) enqueue.sendTo(child as never, event as never);
  });
}
