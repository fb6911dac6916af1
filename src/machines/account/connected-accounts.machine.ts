/**
 * The #security section's connected accounts panel (issue 24 part 5): Google and Facebook, linked (masked e-mail,
 * since when) or not. "Link" runs the provider flow of social login (services.signIn: the provider's window, or the
 * same tab in an in-app browser) and links the code to the signed-in account; "Unlink" asks first (CONFIRM/CANCEL),
 * and the server refuses it while the link is the last way in (problem 'lastWay' with what to add). One change at a
 * time; a failed call keeps the list and says why; a stale session ends the machine (the section sends the buyer to
 * login and back).
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { isApiError } from '../../api/errors.js';
import { errorKey } from '../shared.js';
import { callProblem } from './shared.js';
import {
  SOCIAL_ALREADY_LINKED_KEY,
  SOCIAL_LAST_WAY_KEY,
  SOCIAL_LINKED_ELSEWHERE_KEY,
  SOCIAL_NOT_LINKED_KEY,
  WAYS_IN,
  type SocialLink,
  type WayIn,
} from '../../api/social-link-calls.js';
import { SOCIAL_CANCELLED_KEY, SOCIAL_IN_APP_KEY, type SocialSignIn } from '../../api/social-keys.js';
import type { SocialProviderName } from '../../api/types.js';

export interface ConnectedAccountsServices {
  links(): Promise<SocialLink[]>;
  /** The provider's consent step (the social login's provider): a code, no member I/O. */
  signIn(provider: SocialProviderName, signal: AbortSignal): Promise<SocialSignIn>;
  link(provider: SocialProviderName, signIn: SocialSignIn): Promise<SocialLink>;
  unlink(provider: SocialProviderName): Promise<void>;
}

export type ConnectedProblem = 'elsewhere' | 'already' | 'lastWay' | 'notLinked' | 'inApp' | 'busy' | 'network' | 'failed' | 'session';

const KNOWN = {
  [SOCIAL_LINKED_ELSEWHERE_KEY]: 'elsewhere',
  [SOCIAL_ALREADY_LINKED_KEY]: 'already',
  [SOCIAL_LAST_WAY_KEY]: 'lastWay',
  [SOCIAL_NOT_LINKED_KEY]: 'notLinked',
  // An in-app browser cannot open the provider's window, and a link never takes the tab away (social.ts sameTab).
  [SOCIAL_IN_APP_KEY]: 'inApp',
} as const;

export function connectedProblem(error: unknown): ConnectedProblem {
  return callProblem(error, KNOWN);
}

/** What the server says to add first (the refusal's data.add), in the product's order. */
function waysToAdd(error: unknown): WayIn[] {
  const data = isApiError(error) ? (error.data as { add?: unknown } | undefined) : undefined;
  const add = Array.isArray(data?.add) ? data.add : [];
  return WAYS_IN.filter((way) => add.includes(way));
}

interface Context {
  readonly services: ConnectedAccountsServices;
  readonly links: readonly SocialLink[];
  readonly target: SocialProviderName | null;
  readonly problem: ConnectedProblem | null;
  readonly add: readonly WayIn[];
  readonly done: 'linked' | 'unlinked' | null;
}

export type ConnectedAccountsEvent =
  | { type: 'RETRY' }
  | { type: 'LINK'; provider: SocialProviderName }
  | { type: 'UNLINK'; provider: SocialProviderName }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

export const connectedAccountsMachine = setup({
  types: {} as {
    context: Context;
    input: { services: ConnectedAccountsServices };
    events: ConnectedAccountsEvent;
    output: { sessionExpired: true };
  },
  actors: {
    links: fromPromise<SocialLink[], ConnectedAccountsServices>(({ input }) => input.links()),
    link: fromPromise<SocialLink, { services: ConnectedAccountsServices; provider: SocialProviderName }>(async ({ input, signal }) =>
      input.services.link(input.provider, await input.services.signIn(input.provider, signal)),
    ),
    unlink: fromPromise<void, { services: ConnectedAccountsServices; provider: SocialProviderName }>(({ input }) =>
      input.services.unlink(input.provider),
    ),
  },
  guards: {
    sessionGone: ({ context }) => context.problem === 'session',
    cancelled: (_, params: { error: unknown }) => errorKey(params.error) === SOCIAL_CANCELLED_KEY,
  },
  actions: {
    clear: assign({ problem: null, add: [], done: null }),
    keepProblem: assign((_, params: { error: unknown }) => ({ problem: connectedProblem(params.error), add: waysToAdd(params.error) })),
  },
}).createMachine({
  id: 'connectedAccounts',
  context: ({ input }) => ({ services: input.services, links: [], target: null, problem: null, add: [], done: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['pending'],
      invoke: {
        src: 'links',
        input: ({ context }) => context.services,
        onDone: { target: 'ready', actions: assign({ links: ({ event }) => event.output, problem: null }) },
        onError: { target: 'loadFailed', actions: { type: 'keepProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: {
      always: { guard: 'sessionGone', target: 'sessionExpired' },
      on: { RETRY: 'loading' },
    },
    ready: {
      always: { guard: 'sessionGone', target: 'sessionExpired' },
      on: {
        LINK: { target: 'linking', actions: ['clear', assign({ target: ({ event }) => event.provider })] },
        UNLINK: { target: 'confirmingUnlink', actions: ['clear', assign({ target: ({ event }) => event.provider })] },
      },
    },
    linking: {
      tags: ['pending'],
      invoke: {
        src: 'link',
        input: ({ context }) => ({ services: context.services, provider: context.target ?? 'GOOGLE' }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            links: [...context.links.filter((l) => l.provider !== event.output.provider), event.output],
            done: 'linked' as const,
          })),
        },
        onError: [
          // The buyer closed the provider's window: nothing to say.
          { guard: { type: 'cancelled', params: ({ event }) => ({ error: event.error }) }, target: 'ready', actions: assign({ target: null }) },
          { target: 'ready', actions: { type: 'keepProblem', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    confirmingUnlink: {
      on: { CONFIRM: 'unlinking', CANCEL: { target: 'ready', actions: assign({ target: null }) } },
    },
    unlinking: {
      tags: ['pending'],
      invoke: {
        src: 'unlink',
        input: ({ context }) => ({ services: context.services, provider: context.target ?? 'GOOGLE' }),
        onDone: {
          target: 'ready',
          actions: assign(({ context }) => ({ links: context.links.filter((l) => l.provider !== context.target), done: 'unlinked' as const })),
        },
        onError: { target: 'ready', actions: { type: 'keepProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    sessionExpired: { type: 'final' },
  },
  output: () => ({ sessionExpired: true }),
});

export interface ConnectedAccountsView {
  readonly status: 'loading' | 'loadFailed' | 'ready';
  readonly pending: boolean;
  /** Google then Facebook, each linked or not. */
  readonly rows: readonly { provider: SocialProviderName; link: SocialLink | null }[];
  /** The provider of the change under way or asked about (the dialog, the problem, the status). */
  readonly target: SocialProviderName | null;
  readonly confirmingUnlink: boolean;
  readonly problem: ConnectedProblem | null;
  /** With 'lastWay': what to add first. */
  readonly add: readonly WayIn[];
  readonly done: 'linked' | 'unlinked' | null;
}

export const CONNECTED_PROVIDERS: readonly SocialProviderName[] = Object.freeze(['GOOGLE', 'FACEBOOK']);

export function selectConnectedAccountsView(snapshot: SnapshotFrom<typeof connectedAccountsMachine>): ConnectedAccountsView {
  const { context } = snapshot;
  return {
    status: snapshot.matches('loading') ? 'loading' : snapshot.matches('loadFailed') ? 'loadFailed' : 'ready',
    pending: snapshot.hasTag('pending'),
    rows: CONNECTED_PROVIDERS.map((provider) => ({ provider, link: context.links.find((l) => l.provider === provider) ?? null })),
    target: context.target,
    confirmingUnlink: snapshot.matches('confirmingUnlink') || snapshot.matches('unlinking'),
    problem: context.problem,
    add: context.add,
    done: context.done,
  };
}
