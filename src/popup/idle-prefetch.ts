/**
 * The prefetch of the popup's other parts (its lazy screens and dialogs, lazy-part.tsx, and the flow machines Login
 * does not need, machines/popup.flows.ts), kept out of the buyer's way (issue 28 item 4). What Login's next action
 * needs goes first and apart (next-action.ts); the rest:
 * - waits for a quiet period: `IDLE_PREFETCH_QUIET_MS` without a key press or input in the page (the popup is modal,
 *   a member page is ours), counted again from each one;
 * - waits while a submit's request is in flight (`busy(true)`, Login's `pending`): the first submit goes first;
 * - loads `IDLE_PREFETCH_BATCH_SIZE` parts at a time; the next batch starts when one has settled and no key was
 *   pressed meanwhile (else after the next quiet period);
 * - stops when the popup closes (its close event, or no popup root left in the page), and never runs on Save-Data.
 * Started from Login's slot (login-slot.tsx, its own chunk), so the first screen carries none of it.
 */
import { POPUP_CLOSE_EVENT } from '../api/current-member.js';
import { IDLE_PREFETCH_BATCH_SIZE, IDLE_PREFETCH_QUIET_MS } from '../config/constants.js';
import { LAZY_FLOWS, loadFlow } from '../machines/popup.flows.js';
import { POPUP_PARTS } from './lazy-part.js';

export interface PrefetchSchedule {
  /** A submit's request is in flight (true) or no longer (false: a quiet period starts again). */
  busy(pending: boolean): void;
  stop(): void;
  readonly stopped: boolean;
}

const ACTIVITY = ['keydown', 'input'] as const;

const saveData = () => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/** Loads `loads` in batches once the page is quiet (see above). */
export function schedulePrefetch(loads: ReadonlyArray<() => Promise<unknown>>): PrefetchSchedule {
  const queue = [...loads];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let loading = false;
  let busy = false;
  let stopped = false;

  const arm = () => {
    clearTimeout(timer);
    timer = stopped || busy ? undefined : setTimeout(quiet, IDLE_PREFETCH_QUIET_MS);
  };
  const quiet = () => {
    timer = undefined;
    if (!loading) next();
  };
  const next = () => {
    if (stopped || busy) return;
    const batch = queue.splice(0, IDLE_PREFETCH_BATCH_SIZE);
    // Done, or the popup is gone without its close event (an integrator unmounted it).
    if (!batch.length || !document.querySelector('.mp-root')) return stop();
    loading = true;
    void Promise.all(batch.map((load) => load().catch(() => undefined))).then(() => {
      loading = false;
      // A key pressed meanwhile armed the timer: its quiet period decides. Else (or it already ran) the next batch now.
      if (!timer) next();
    });
  };
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    ACTIVITY.forEach((type) => document.removeEventListener(type, arm, true));
    window.removeEventListener(POPUP_CLOSE_EVENT, stop);
  };

  if (saveData()) stop();
  else {
    ACTIVITY.forEach((type) => document.addEventListener(type, arm, true));
    window.addEventListener(POPUP_CLOSE_EVENT, stop);
    arm();
  }
  return {
    busy(pending) {
      busy = pending;
      arm();
    },
    stop,
    get stopped() {
      return stopped;
    },
  };
}

let running: PrefetchSchedule | undefined;

/** The popup's schedule: started once per popup (Login's slot mounts again on each return to Login, and joins it). */
export function prefetchPopupRest(): PrefetchSchedule {
  if (!running || running.stopped) running = schedulePrefetch([...POPUP_PARTS, ...LAZY_FLOWS.map((name) => () => loadFlow(name))]);
  return running;
}
