/**
 * The account area's data (spec §2.3 dashboard): the signed-in buyer and the recent orders, loaded once for
 * /user/profile, and the promotion opt-ins (SMS, e-mail) the buyer switches on the dashboard.
 *
 * `start` → `ready` at once with an overview given in the input (`initial`), else `loading` → `ready` (idle; SET_PROMOTION → `saving` → idle with the server's user) | `failed` (RETRY) | final
 * `expired` (stale session: the page goes to login). USER_UPDATED { user } (after an e-mail, mobile or profile change)
 * replaces the buyer, ADDRESSES_UPDATED { addresses } (the address book's list) the default addresses. A failed switch leaves the opt-in as it was and says so (role=alert); nothing else is lost.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { AccountOverview, AccountServices, AccountUser, OrderSummary } from '../../api/account.js';
import type { Address } from '../../api/address.js';
import { failureMessage, isSessionExpired, type AccountMessage } from './shared.js';

export type PromotionChannel = 'sms' | 'email';

export interface OverviewInput {
  readonly services: AccountServices;
  /**
   * The overview already at hand (the one the server embedded in, and rendered into, /user/profile): the machine
   * starts `ready` with it, so the first render (the server's and the hydration's) already shows the dashboard.
   */
  readonly initial?: AccountOverview | null;
}

interface OverviewContext {
  readonly services: AccountServices;
  /** The overview given at the start, until it is taken (once: a retry asks the server). */
  readonly initial: AccountOverview | null;
  readonly user: AccountUser | null;
  readonly orders: readonly OrderSummary[];
  /** The default shipping and billing addresses. */
  readonly addresses: readonly Address[];
  /** The switch being saved. */
  readonly switching: { readonly channel: PromotionChannel; readonly enabled: boolean } | null;
  readonly error: AccountMessage | null;
  readonly promotionError: AccountMessage | null;
  readonly promotionSaved: boolean;
}

export type OverviewEvent =
  | { type: 'RETRY' }
  | { type: 'SET_PROMOTION'; channel: PromotionChannel; enabled: boolean }
  | { type: 'USER_UPDATED'; user: AccountUser }
  | { type: 'ADDRESSES_UPDATED'; addresses: readonly Address[] };

export const overviewMachine = setup({
  types: {
    input: {} as OverviewInput,
    context: {} as OverviewContext,
    events: {} as OverviewEvent,
    tags: {} as 'pending',
  },
  actors: {
    overview: fromPromise<AccountOverview, { services: AccountServices }>(({ input }) => input.services.overview()),
    updatePromotions: fromPromise<AccountUser, { services: AccountServices; channel: PromotionChannel; enabled: boolean }>(({ input }) =>
      input.services.updatePromotions({ [input.channel]: input.enabled }),
    ),
  },
  guards: {
    hasInitial: ({ context }) => context.initial !== null,
    isSessionExpired: ({ event }) => isSessionExpired((event as { error?: unknown }).error),
  },
  actions: {
    keepInitial: assign(({ context }) => ({
      user: context.initial?.user ?? null,
      orders: context.initial?.orders ?? [],
      addresses: context.initial?.addresses ?? [],
      initial: null,
    })),
    keepOverview: assign(({ event }) => {
      const output = (event as unknown as { output: AccountOverview }).output;
      return { user: output.user, orders: output.orders, addresses: output.addresses, error: null };
    }),
    showLoadError: assign(({ event }) => ({ error: failureMessage((event as { error?: unknown }).error) })),
    startSwitch: assign(({ event }) =>
      event.type === 'SET_PROMOTION'
        ? { switching: { channel: event.channel, enabled: event.enabled }, promotionError: null, promotionSaved: false }
        : {},
    ),
    switchSaved: assign(({ event }) => ({
      user: (event as unknown as { output: AccountUser }).output,
      switching: null,
      promotionSaved: true,
    })),
    switchFailed: assign(({ event }) => ({
      switching: null,
      promotionError: failureMessage((event as { error?: unknown }).error),
    })),
    replaceUser: assign(({ event }) => (event.type === 'USER_UPDATED' ? { user: event.user } : {})),
    replaceAddresses: assign(({ event }) => (event.type === 'ADDRESSES_UPDATED' ? { addresses: event.addresses } : {})),
  },
}).createMachine({
  id: 'overview',
  context: ({ input }) => ({
    services: input.services,
    initial: input.initial ?? null,
    user: null,
    orders: [],
    addresses: [],
    switching: null,
    error: null,
    promotionError: null,
    promotionSaved: false,
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'hasInitial', target: 'ready', actions: 'keepInitial' }, { target: 'loading' }],
    },
    loading: {
      tags: ['pending'],
      invoke: {
        id: 'overview',
        src: 'overview',
        input: ({ context }) => ({ services: context.services }),
        onDone: { target: 'ready', actions: 'keepOverview' },
        onError: [
          { guard: 'isSessionExpired', target: 'expired' },
          { target: 'failed', actions: 'showLoadError' },
        ],
      },
    },
    failed: {
      on: { RETRY: 'loading' },
    },
    ready: {
      initial: 'idle',
      on: { USER_UPDATED: { actions: 'replaceUser' }, ADDRESSES_UPDATED: { actions: 'replaceAddresses' } },
      states: {
        idle: {
          on: { SET_PROMOTION: { target: 'saving', actions: 'startSwitch' } },
        },
        saving: {
          invoke: {
            id: 'updatePromotions',
            src: 'updatePromotions',
            input: ({ context }) => ({
              services: context.services,
              channel: context.switching?.channel ?? 'sms',
              enabled: context.switching?.enabled ?? false,
            }),
            onDone: { target: 'idle', actions: 'switchSaved' },
            onError: [
              { guard: 'isSessionExpired', target: '#overview.expired' },
              { target: 'idle', actions: 'switchFailed' },
            ],
          },
        },
      },
    },
    expired: { type: 'final' },
  },
});

export type OverviewSnapshot = SnapshotFrom<typeof overviewMachine>;

export interface OverviewView {
  readonly status: 'loading' | 'failed' | 'ready' | 'expired';
  readonly user: AccountUser | null;
  readonly orders: readonly OrderSummary[];
  /** The default shipping and billing addresses (the dashboard's summary). */
  readonly addresses: readonly Address[];
  readonly error: AccountMessage | null;
  /** The opt-ins as shown (a switch being saved shows its new value). */
  readonly promotions: { readonly sms: boolean; readonly email: boolean };
  readonly promotionPending: PromotionChannel | null;
  readonly promotionError: AccountMessage | null;
  readonly promotionSaved: boolean;
}

export function selectOverviewView(snapshot: OverviewSnapshot): OverviewView {
  const { context } = snapshot;
  const status = snapshot.matches('loading') ? 'loading' : snapshot.matches('failed') ? 'failed' : snapshot.matches('expired') ? 'expired' : 'ready';
  const sms = context.user?.enableSmsNewsletter ?? false;
  const email = context.user?.enableNewsletter ?? false;
  const s = context.switching;
  return {
    status,
    user: context.user,
    orders: context.orders,
    addresses: context.addresses,
    error: context.error,
    promotions: { sms: s?.channel === 'sms' ? s.enabled : sms, email: s?.channel === 'email' ? s.enabled : email },
    promotionPending: s?.channel ?? null,
    promotionError: context.promotionError,
    promotionSaved: context.promotionSaved,
  };
}
