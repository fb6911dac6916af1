/**
 * The monitor is one per page: every browser bundle of the package carries its own copy of this module, and a
 * reporter installed through one copy hears the reports of another.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.resetModules());

describe('monitor', () => {
  it('given two copies of the module (two bundles), when one installs a reporter, then the other reports to it', async () => {
    const api = await import('./monitor.js');
    vi.resetModules();
    const popup = await import('./monitor.js');
    expect(popup).not.toBe(api);
    const seen: string[] = [];
    const previous = api.setMonitor((event) => seen.push(`${event.source}: ${event.message}`));
    try {
      popup.report({ source: 'member', message: 'PL-USER-LOGIN-INCORRECT' });
      expect(seen).toEqual(['member: PL-USER-LOGIN-INCORRECT']);
    } finally {
      api.setMonitor(previous);
    }
  });

  it('a reporter that throws never breaks the caller, and null removes it', async () => {
    const { report, setMonitor } = await import('./monitor.js');
    const previous = setMonitor(() => {
      throw new Error('reporter down');
    });
    expect(() => report({ source: 'redirect', message: 'illegal URL' })).not.toThrow();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setMonitor(null);
    report({ source: 'redirect', message: 'URL is empty' });
    expect(warn).toHaveBeenCalledWith('[member-popup] redirect: URL is empty');
    setMonitor(previous);
  });
});
