// @vitest-environment jsdom
/**
 * The warm-up the browser entry runs on intent (warm-up.tsx) leaves no trace a visitor who never clicks could notice:
 * no request, no tracking event, nothing in the document (so nothing in the accessibility tree), no focus change,
 * no global; and it never runs once a popup opened.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TRACK_QUEUE } from '../api/tracking.js';
import { scheduleWarmUp, warmUp } from './warm-up.js';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('warmUp', () => {
  it('makes no request, tracks nothing, adds nothing to the document and moves no focus', async () => {
    document.body.innerHTML = '<header><a id="login" href="/login" data-member-login>Log in</a></header><main><h1>Shop</h1></main>';
    const link = document.getElementById('login')!;
    link.focus();
    const fetch = vi.fn(() => Promise.reject(new Error('no request expected')));
    vi.stubGlobal('fetch', fetch);
    const open = vi.spyOn(XMLHttpRequest.prototype, 'open');
    const sendBeacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    const globals = new Set(Object.keys(window));
    const head = document.head.innerHTML;
    const body = document.body.innerHTML;
    const focusEvents: Event[] = [];
    document.addEventListener('focusin', (event) => focusEvents.push(event), true);
    document.addEventListener('focusout', (event) => focusEvents.push(event), true);
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');

    warmUp();
    // Whatever the warm-up might have queued (timers, promises) gets its chance to run.
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(fetch).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
    expect(sendBeacon).not.toHaveBeenCalled();
    expect((window as unknown as Record<string, unknown>)[DEFAULT_TRACK_QUEUE]).toBeUndefined();
    expect(document.head.innerHTML).toBe(head);
    expect(document.body.innerHTML).toBe(body);
    expect(document.querySelector('.mp-root, [role="dialog"], [inert], [aria-hidden]')).toBeNull();
    expect(document.activeElement).toBe(link);
    expect(focusEvents).toEqual([]);
    expect(Object.keys(window).filter((key) => !globals.has(key))).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
  });

  it('never throws', () => {
    vi.stubGlobal('fetch', () => Promise.reject(new Error('offline')));
    expect(() => warmUp()).not.toThrow();
  });
});

describe('scheduleWarmUp', () => {
  it('warms up at the next idle moment while no popup opened', async () => {
    const warm = vi.fn();
    scheduleWarmUp(() => false, warm);
    expect(warm).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(warm).toHaveBeenCalledTimes(1));
  });

  it('does nothing once a popup opened (a click that imported the entry itself is not slowed down)', async () => {
    const warm = vi.fn();
    let opened = false;
    scheduleWarmUp(() => opened, warm);
    opened = true;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(warm).not.toHaveBeenCalled();
  });
});
