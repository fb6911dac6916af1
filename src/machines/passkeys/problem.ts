/** What went wrong in a passkey flow, as a view shows it (a key of the passkey catalog part: `passkey.error.<problem>`). */
import { isApiError } from '../../api/errors.js';
import { PASSKEY_FAILED_KEY, PASSKEY_NOT_FOUND_KEY } from '../../api/passkey-calls.js';
import { isPasskeyCeremonyError } from '../../api/passkey-errors.js';
import { isSessionExpired } from '../../api/account.js';

export type PasskeyProblem = 'failed' | 'exists' | 'unsupported' | 'notFound' | 'busy' | 'network' | 'session';

export function passkeyProblem(error: unknown): PasskeyProblem {
  if (isPasskeyCeremonyError(error)) return error.reason;
  if (!isApiError(error)) return 'failed';
  if (isSessionExpired(error)) return 'session';
  if (error.key === PASSKEY_FAILED_KEY) return 'failed';
  if (error.key === PASSKEY_NOT_FOUND_KEY) return 'notFound';
  if (error.kind === 'network' || error.kind === 'timeout') return 'network';
  if (error.kind === 'traffic' || error.status === 429) return 'busy';
  return 'failed';
}
