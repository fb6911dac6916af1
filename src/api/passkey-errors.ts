/** A ceremony the browser refused for a reason worth saying (shared by the ceremony chunk and the machines). */
export class PasskeyCeremonyError extends Error {
  override readonly name = 'PasskeyCeremonyError';
  constructor(readonly reason: 'exists' | 'unsupported') {
    super(`passkey ceremony: ${reason}`);
  }
}

export function isPasskeyCeremonyError(error: unknown): error is PasskeyCeremonyError {
  return error instanceof Error && error.name === 'PasskeyCeremonyError' && 'reason' in error;
}
