/**
 * What the account area's statecharts share: the message a view shows (a catalog key of the account part or the
 * popup catalog, or a server answer), turning a failed call into field or form errors, and recognising the stale
 * session that sends the buyer to login with the draft kept.
 */
import type { AccountUser, AccountServices } from '../../api/account.js';
import { isSessionExpired } from '../../api/account.js';
import { isApiError } from '../../api/errors.js';
import { isRecord } from '../../api/transport.js';

export { isSessionExpired };
export type { AccountServices, AccountUser };

/** A text of a view: a catalog key (account part or popup catalog) or a server answer (serverErrorText). */
export type AccountMessage =
  | { readonly key: string; readonly params?: Readonly<Record<string, string | number>> }
  | { readonly server: { readonly key?: string; readonly displayMessage?: string }; readonly fallbackKey?: string };

export type FieldMessages<F extends string> = Readonly<Partial<Record<F, AccountMessage>>>;

/** The field a server verdict names (`data.field`), mapped onto a form's field names. */
export function serverField<F extends string>(error: unknown, fields: Readonly<Record<string, F>>): F | undefined {
  if (!isApiError(error) || !isRecord(error.data) || typeof error.data.field !== 'string') return undefined;
  return fields[error.data.field];
}

/** A failed call as a message: the validator's catalog key when the server sent one, else the server answer. */
export function failureMessage(error: unknown): AccountMessage {
  if (!isApiError(error)) return { key: 'error.network' };
  if (isRecord(error.data) && typeof error.data.messageKey === 'string') return { key: error.data.messageKey };
  return { server: { key: error.key, ...(error.displayMessage ? { displayMessage: error.displayMessage } : {}) } };
}

/** How a panel's failed call reads when the server gave no answer of its own (busy, network, failed) or the session ended. */
export type CallProblem = 'session' | 'network' | 'busy' | 'failed';

/**
 * A panel's failed call as a problem its view words: a server key the panel knows by name (`known`), else the stale
 * session, an unreachable or slow network, a busy server (rate limit), or a plain failure.
 */
export function callProblem<P extends string>(error: unknown, known: Readonly<Record<string, P>> = {}): P | CallProblem {
  if (!isApiError(error)) return 'failed';
  if (isSessionExpired(error)) return 'session';
  const named = Object.hasOwn(known, error.key) ? known[error.key] : undefined;
  if (named) return named;
  if (error.kind === 'network' || error.kind === 'timeout') return 'network';
  if (error.kind === 'traffic' || error.status === 429) return 'busy';
  return 'failed';
}

/** Form and field errors after a failed call: a field verdict goes under its field, anything else to the form. */
export function failureErrors<F extends string>(
  error: unknown,
  fields: Readonly<Record<string, F>>,
  fallbackKey?: string,
): { error: AccountMessage | null; fieldErrors: FieldMessages<F> } {
  const field = serverField(error, fields);
  const message = failureMessage(error);
  if (field) return { error: null, fieldErrors: { [field]: message } as FieldMessages<F> };
  return { error: fallbackKey && !isApiError(error) ? { key: fallbackKey } : message, fieldErrors: {} as FieldMessages<F> };
}

/** Field errors from client-side verdicts (null: valid). */
export function verdicts<F extends string>(entries: ReadonlyArray<readonly [F, string | null]>): FieldMessages<F> {
  const out: Partial<Record<F, AccountMessage>> = {};
  for (const [field, key] of entries) if (key) out[field] = { key };
  return out;
}

export const hasErrors = (errors: FieldMessages<string>): boolean => Object.keys(errors).length > 0;

/** The errors without one field (the text under a field goes once it has a value, §5). */
export function without<F extends string>(errors: FieldMessages<F>, field: F): FieldMessages<F> {
  if (!(field in errors)) return errors;
  const next: Partial<Record<F, AccountMessage>> = { ...errors };
  delete next[field];
  return next;
}
