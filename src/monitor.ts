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

let current: Monitor | null = null;

/** Installs the reporter (null removes it). Returns the previous one so callers can restore it. */
export function setMonitor(monitor: Monitor | null): Monitor | null {
  const previous = current;
  current = monitor;
  return previous;
}

/** Reports to the installed reporter; a reporter that throws never breaks the caller. */
export function report(event: MonitorEvent): void {
  try {
    if (current) current(event);
    else if (typeof console !== 'undefined') console.warn(`[member-popup] ${event.source}: ${event.message}`);
  } catch {
    /* monitoring must never break a flow */
  }
}
