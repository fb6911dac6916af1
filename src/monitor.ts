/**
 * The monitoring hook (spec §8): refused redirects, empty API names and server error keys that are reported but
 * never shown. A host page installs its reporter once; the default writes a console warning in development only.
 */
export interface MonitorEvent {
  /** What happened, e.g. "illegal URL", "URL is empty", "api can not be empty", or a server error key. */
  message: string;
  /** Where it happened: "redirect", "gateway", "member". */
  source: 'redirect' | 'gateway' | 'member' | 'image';
  /** Extra context (never a password or code). */
  detail?: Record<string, unknown>;
}

export type Monitor = (event: MonitorEvent) => void;

/**
 * One reporter per page, whichever bundle installed it: the browser builds (popup, lite, API, pages, account) each
 * carry their own copy of this module, so the reporter lives in the page's global scope under a registered symbol, and
 * a host that calls `setMonitor` through one bundle hears the reports of all of them.
 */
const SLOT = Symbol.for('member-popup.monitor');
type MonitorSlot = { [SLOT]?: Monitor | null };
const slot = globalThis as typeof globalThis & MonitorSlot;

/** Installs the reporter (null removes it). Returns the previous one so callers can restore it. */
export function setMonitor(monitor: Monitor | null): Monitor | null {
  const previous = slot[SLOT] ?? null;
  slot[SLOT] = monitor;
  return previous;
}

/** Reports to the installed reporter; a reporter that throws never breaks the caller. */
export function report(event: MonitorEvent): void {
  try {
    const current = slot[SLOT];
    if (current) current(event);
    else if (process.env.NODE_ENV !== 'production' && typeof console !== 'undefined') {
      console.warn(`[member-popup] ${event.source}: ${event.message}`);
    }
  } catch {
    /* monitoring must never break a flow */
  }
}
