/**
 * Whether this browser may offer passkeys (issue 25): WebAuthn exists (`PublicKeyCredential`) and the page is not in
 * an in-app web view (config/in-app-browsers.ts), where the platform's passkey sheet is missing or unreliable. Small
 * on purpose: the Login screen asks it to show its button; the ceremonies are passkey-ceremony.ts, loaded on intent.
 */
import { detectInAppBrowser } from '../config/in-app-browsers.js';

export function canUsePasskeys(win: (Window & typeof globalThis) | undefined = typeof window === 'undefined' ? undefined : window): boolean {
  return !!win && typeof win.PublicKeyCredential === 'function' && detectInAppBrowser(win.navigator?.userAgent) === null;
}
