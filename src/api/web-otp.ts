/**
 * WebOTP (issue 25): the browser reads the one-time code from the SMS as it arrives, when the SMS's last line is
 * `@<member host> #<code>` (the reference server's codes end so). Only where the browser has it (`OTPCredential`,
 * Chrome on Android); elsewhere, or when the buyer dismisses the prompt, the answer is null and the code is typed.
 * The signal aborts the wait (the Verify screen left, or the code was typed). Loaded with the flows' chunk, never
 * with the popup's first screen.
 */

interface OtpCredentialLike {
  readonly code?: unknown;
}

/** Whether the browser can read codes from SMS. */
export function hasWebOtp(scope: object = globalThis): boolean {
  return 'OTPCredential' in scope;
}

/**
 * The code of the next matching SMS, or null: no WebOTP, aborted, refused or nothing usable. Never rejects: a code
 * that cannot be read is simply typed.
 */
export async function readSmsCode(signal: AbortSignal, scope: typeof globalThis = globalThis): Promise<string | null> {
  const credentials = scope.navigator?.credentials;
  if (!hasWebOtp(scope) || !credentials || signal.aborted) return null;
  try {
    const credential = (await credentials.get({ otp: { transport: ['sms'] }, signal } as CredentialRequestOptions)) as
      | OtpCredentialLike
      | null;
    const code = credential?.code;
    return !signal.aborted && typeof code === 'string' && /^\d+$/.test(code) ? code : null;
  } catch {
    return null;
  }
}
