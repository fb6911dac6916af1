/**
 * Helpers every popup statechart shares: turning a failed call into a `ViewMessage`, recognising the busy
 * (traffic-limit) answer, and telling the root popup machine about a toast or a busy answer.
 *
 * A flow machine reaches the root only through the actor system (`system.get(POPUP_SYSTEM_ID)`), and only when a
 * root is there: the same machine runs alone in its tests, where the notice is simply dropped.
 */
import type { ActorSystem } from 'xstate';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyActorSystem = ActorSystem<any>;
import { isApiError } from '../api/errors.js';
import type { MessageKey } from '../i18n/catalogs/en.js';
import type { FieldErrors, FieldName, ViewMessage } from './contract.js';

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

/** Spec §8: the traffic-limit codes. */
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

/**
 * A failed call as a `ViewMessage`: an ApiError becomes `{ server: { key, displayMessage } }` (rendered through
 * `serverErrorText`), anything else the fallback key (default: the generic network error).
 */
export function toViewMessage(error: unknown, fallbackKey?: MessageKey): ViewMessage {
  if (isApiError(error)) {
    const server: { key?: string; displayMessage?: string } = { key: error.key };
    if (error.displayMessage) server.displayMessage = error.displayMessage;
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

/**
 * What the facade reads from any flow's snapshot besides its own view: the `pending` tag, and the `error` and
 * `fieldErrors` context fields when the machine has them (every popup flow machine keeps these two names).
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

const EMPTY_FIELD_ERRORS: FieldErrors = Object.freeze({});

export function selectFlowStatus(snapshot: SnapshotLike | undefined): FlowStatus {
  if (!snapshot) return { pending: false, error: null, fieldErrors: EMPTY_FIELD_ERRORS };
  const context = (snapshot.context ?? {}) as { error?: ViewMessage | null; fieldErrors?: FieldErrors };
  return {
    pending: snapshot.hasTag('pending'),
    error: context.error ?? null,
    fieldErrors: context.fieldErrors ?? EMPTY_FIELD_ERRORS,
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

/** A validation result (null or a catalog key) as a field error message. */
export function keyMessage(key: MessageKey): ViewMessage {
  return { key };
}
