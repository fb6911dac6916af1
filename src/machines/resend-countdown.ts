/**
 * The resend countdown of the member pages that send a code or a link (the staff work e-mail, the social account's
 * phone check, the e-mailed password link): after a send the server says how many seconds until Resend is allowed;
 * the machine's countdown region counts them down once a second and then offers Resend.
 *
 * A machine spreads `countdownGuards` into its guards, `tick`/`zero` (assign of `countdownTick`/`countdownZero`) into
 * its actions, `resendTick: RESEND_TICK_MS` into its delays, and uses `resendCountdownStates(...)` as the states of
 * the region shown while the code or link is out:
 * - `start`: a countdown already run out (back from a failed call) → `ready`; else `waiting`.
 * - `waiting`: ticks (named delay `resendTick`); on the last second → `ready` with zero left.
 * - `ready`: RESEND → the machine's send state, with the machine's own action.
 */
export const RESEND_TICK_MS = 1_000;

export interface Countdown {
  readonly secondsLeft: number;
}

/** Whole seconds until Resend from the server's answer: at least one, so the buyer always sees the countdown. */
export function resendSeconds(resendAfterSeconds: number): number {
  return Math.max(1, Math.round(resendAfterSeconds));
}

export const countdownGuards = {
  isLastSecond: ({ context }: { context: Countdown }) => context.secondsLeft <= 1,
  isCountedDown: ({ context }: { context: Countdown }) => context.secondsLeft <= 0,
};

export const countdownTick = ({ context }: { context: Countdown }): Countdown => ({ secondsLeft: context.secondsLeft - 1 });
export const countdownZero = (): Countdown => ({ secondsLeft: 0 });

/** The countdown region's states; `resendTarget` is the machine's send state (an `#id.state` path). */
export function resendCountdownStates<const Target extends string, const Action extends string>(resendTarget: Target, resendAction: Action) {
  return {
    start: { always: [{ guard: 'isCountedDown', target: 'ready' }, { target: 'waiting' }] },
    waiting: {
      after: {
        resendTick: [
          { guard: 'isLastSecond', target: 'ready', actions: 'zero' },
          { target: 'waiting', reenter: true, actions: 'tick' },
        ],
      },
    },
    ready: { on: { RESEND: { target: resendTarget, actions: resendAction } } },
  } as const;
}
