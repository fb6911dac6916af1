/**
 * The CSP nonce of the script now running: its own module, so the popup's first screen (services.ts captures it at
 * creation) does not carry the JSONP fallback (jsonp.ts, which loads with the gateway's client).
 */
/** The CSP nonce of the script now running, if any (only meaningful while a script executes synchronously). */
export function currentScriptNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const script = document.currentScript;
  if (!script) return undefined;
  // Browsers hide the attribute after parsing but keep the property.
  const nonce = script.nonce || script.getAttribute('nonce') || '';
  return nonce || undefined;
}

