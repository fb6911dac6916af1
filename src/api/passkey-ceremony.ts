/**
 * Passkey ceremonies in the browser (issue 25), a lazy chunk: loaded when the buyer shows intent (the Login screen's
 * passkey button or its login-name field, the offer to create one, the #security panel), never with the popup's first
 * screen. @simplewebauthn/browser turns the server's JSON options into navigator.credentials calls and back.
 *
 * Outcomes: a login or a passkey; `null` when the buyer closed the browser's sheet or the ceremony was aborted (the
 * screen went away: `signal`); a `PasskeyCeremonyError` with `reason: 'exists'` when the authenticator already
 * holds a passkey of this account; server refusals are the member client's ApiErrors.
 */
import { startAuthentication, startRegistration, WebAuthnAbortService, type PublicKeyCredentialCreationOptionsJSON, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { Passkey, PasskeyCalls } from './passkey-calls.js';
import { PasskeyCeremonyError } from './passkey-errors.js';
import type { LoginResponse } from './types.js';

/** The buyer closed the sheet, or it timed out or was aborted: not an error to show. */
function isDismissal(error: unknown): boolean {
  const name = (error as { name?: string; cause?: { name?: string } } | null)?.name;
  const cause = (error as { cause?: { name?: string } } | null)?.cause?.name;
  return name === 'NotAllowedError' || name === 'AbortError' || cause === 'NotAllowedError' || cause === 'AbortError';
}

function classify(error: unknown): null {
  if (isDismissal(error)) return null;
  const name = (error as { name?: string; code?: string } | null)?.name;
  const code = (error as { code?: string } | null)?.code;
  if (name === 'InvalidStateError' || code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') throw new PasskeyCeremonyError('exists');
  if (name === 'NotSupportedError' || name === 'SecurityError') throw new PasskeyCeremonyError('unsupported');
  throw error;
}

/** Ends the browser's ceremony when `signal` aborts (the screen that started it went away). */
function tieTo(signal: AbortSignal | undefined): () => void {
  if (!signal) return () => {};
  const cancel = () => WebAuthnAbortService.cancelCeremony();
  signal.addEventListener('abort', cancel, { once: true });
  return () => signal.removeEventListener('abort', cancel);
}

/**
 * Signs in with a passkey: the modal sheet, or (`conditional`) the login-name field's autofill, which waits until the
 * buyer picks a passkey there or `signal` aborts. null when dismissed, aborted, or autofill is not available.
 */
export async function signInWithPasskey(calls: PasskeyCalls, options: { conditional?: boolean; signal?: AbortSignal } = {}): Promise<LoginResponse | null> {
  const { conditional = false, signal } = options;
  if (conditional) {
    const pkc = globalThis.PublicKeyCredential as { isConditionalMediationAvailable?: () => Promise<boolean> } | undefined;
    if (!(await pkc?.isConditionalMediationAvailable?.().catch(() => false))) return null;
  }
  if (signal?.aborted) return null;
  const optionsJSON = (await calls.loginOptions()) as unknown as PublicKeyCredentialRequestOptionsJSON;
  if (signal?.aborted) return null;
  const untie = tieTo(signal);
  try {
    // The autofill wait is not the buyer's act: a browser that refuses it (the popup closed and opened again before
    // the browser let the last wait go: "A request is already pending") leaves the button, with nothing to apologise for.
    const credential = await startAuthentication({ optionsJSON, useBrowserAutofill: conditional }).catch(conditional ? () => null : classify);
    return credential ? await calls.login(credential) : null;
  } finally {
    untie();
  }
}

/** Creates a passkey for the signed-in buyer; null when the buyer closed the sheet. */
export async function createPasskey(calls: PasskeyCalls, signal?: AbortSignal): Promise<Passkey | null> {
  const optionsJSON = (await calls.registerOptions()) as unknown as PublicKeyCredentialCreationOptionsJSON;
  const untie = tieTo(signal);
  try {
    const credential = await startRegistration({ optionsJSON }).catch(classify);
    return credential ? await calls.register(credential) : null;
  } finally {
    untie();
  }
}
