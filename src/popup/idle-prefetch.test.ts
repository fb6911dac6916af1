// @vitest-environment jsdom
// The popup's idle prefetch keeps out of the buyer's way (issue 28 item 4): nothing loads before a quiet period,
// typing postpones it, a submit in flight holds it, it loads a few parts at a time, closing the popup cancels it,
// and Save-Data skips it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POPUP_CLOSE_EVENT } from '../api/current-member.js';
import { IDLE_PREFETCH_BATCH_SIZE, IDLE_PREFETCH_QUIET_MS } from '../config/constants.js';
import { schedulePrefetch } from './idle-prefetch.js';

/** `count` loads that resolve at once, and the number started so far. */
function parts(count: number) {
  const started: number[] = [];
  const loads = Array.from({ length: count }, (_, index) => () => {
    started.push(index);
    return Promise.resolve();
  });
  return { loads, started };
}

const type = () => document.querySelector('input')!.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'a' }));

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<div class="mp-root"><input></div>';
});

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
  Reflect.deleteProperty(navigator, 'connection');
});

describe('schedulePrefetch', () => {
  it('loads nothing before a quiet period, then every part in batches', async () => {
    const { loads, started } = parts(IDLE_PREFETCH_BATCH_SIZE * 2 + 1);
    const schedule = schedulePrefetch(loads);
    await vi.advanceTimersByTimeAsync(IDLE_PREFETCH_QUIET_MS - 1);
    expect(started).toEqual([]);
    // The first batch starts alone; the next ones once it settled.
    vi.advanceTimersByTime(1);
    expect(started).toEqual([0, 1, 2].slice(0, IDLE_PREFETCH_BATCH_SIZE));
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual(loads.map((_, index) => index));
    expect(schedule.stopped).toBe(true);
  });

  it('typing postpones it: each key press starts the quiet period again', async () => {
    const { loads, started } = parts(4);
    schedulePrefetch(loads);
    for (let key = 0; key < 10; key += 1) {
      await vi.advanceTimersByTimeAsync(IDLE_PREFETCH_QUIET_MS - 100);
      type();
    }
    expect(started).toEqual([]);
    await vi.advanceTimersByTimeAsync(IDLE_PREFETCH_QUIET_MS);
    expect(started).toEqual([0, 1, 2, 3]);
  });

  it('a key press while a batch loads holds the next batch until the page is quiet again', async () => {
    let finish = () => {};
    const started: number[] = [];
    const loads = Array.from({ length: IDLE_PREFETCH_BATCH_SIZE + 1 }, (_, index) => () => {
      started.push(index);
      return index === 0 ? new Promise<void>((resolve) => (finish = resolve)) : Promise.resolve();
    });
    schedulePrefetch(loads);
    await vi.advanceTimersByTimeAsync(IDLE_PREFETCH_QUIET_MS);
    expect(started).toHaveLength(IDLE_PREFETCH_BATCH_SIZE);
    type();
    finish();
    await vi.advanceTimersByTimeAsync(IDLE_PREFETCH_QUIET_MS - 1);
    expect(started).toHaveLength(IDLE_PREFETCH_BATCH_SIZE);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toHaveLength(IDLE_PREFETCH_BATCH_SIZE + 1);
  });

  it('a submit in flight holds it however long, and a quiet period after the answer lets it run', async () => {
    const { loads, started } = parts(2);
    const schedule = schedulePrefetch(loads);
    schedule.busy(true);
    await vi.advanceTimersByTimeAsync(IDLE_PREFETCH_QUIET_MS * 10);
    expect(started).toEqual([]);
    schedule.busy(false);
    await vi.advanceTimersByTimeAsync(IDLE_PREFETCH_QUIET_MS - 1);
    expect(started).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toEqual([0, 1]);
  });

  it("the popup's close event cancels it, and so does a popup removed from the page", async () => {
    const closed = parts(2);
    const schedule = schedulePrefetch(closed.loads);
    window.dispatchEvent(new CustomEvent(POPUP_CLOSE_EVENT));
    await vi.advanceTimersByTimeAsync(IDLE_PREFETCH_QUIET_MS * 2);
    expect(closed.started).toEqual([]);
    expect(schedule.stopped).toBe(true);

    const removed = parts(2);
    const gone = schedulePrefetch(removed.loads);
    document.body.replaceChildren();
    await vi.advanceTimersByTimeAsync(IDLE_PREFETCH_QUIET_MS * 2);
    expect(removed.started).toEqual([]);
    expect(gone.stopped).toBe(true);
  });

  it('Save-Data skips it, and adds no listener', async () => {
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } });
    const listen = vi.spyOn(document, 'addEventListener');
    const { loads, started } = parts(2);
    const schedule = schedulePrefetch(loads);
    await vi.advanceTimersByTimeAsync(IDLE_PREFETCH_QUIET_MS * 2);
    expect(started).toEqual([]);
    expect(schedule.stopped).toBe(true);
    expect(listen).not.toHaveBeenCalled();
    listen.mockRestore();
  });
});
