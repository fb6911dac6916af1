/** What went wrong in a passkey flow, as a view shows it (a key of the passkey catalog part: `passkey.error.<problem>`). */
import { PASSKEY_FAILED_KEY, PASSKEY_NOT_FOUND_KEY } from '../../api/passkey-calls.js';
import { isPasskeyCeremonyError } from '../../api/passkey-errors.js';
import { callProblem } from '../account/shared.js';

export type PasskeyProblem = 'failed' | 'exists' | 'unsupported' | 'notFound' | 'busy' | 'network' | 'session';

const KNOWN = { [PASSKEY_FAILED_KEY]: 'failed', [PASSKEY_NOT_FOUND_KEY]: 'notFound' } as const;

export function passkeyProblem(error: unknown): PasskeyProblem {
  return isPasskeyCeremonyError(error) ? error.reason : callProblem(error, KNOWN);
}
