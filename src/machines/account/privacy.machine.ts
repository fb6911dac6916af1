/**
 * The #privacy section (issue 26): download my data, delete my account. Both pass the account area's identity step
 * (the change machine with kind `identity`, invoked as the child `identity`: password, or a code to the account's
 * e-mail or mobile → an ACCOUNT_CHANGE token).
 *
 * - `idle`: EXPORT → `exportIdentity` → `exporting` (tag pending: services.exportData) → `exported` (the file's URL;
 *   the section starts the download). Once a day: the server's refusal shows in `idle`.
 * - DELETE → `checking` (tag pending: services.deletionCheck) → `blocked` (orders not delivered or still returnable,
 *   a wallet balance; RECHECK asks again) or `acknowledging` (TOGGLE each loss; CONTINUE only when all are ticked)
 *   → `deleteIdentity` → `confirming` (the final confirmation names the grace and cooling periods) → CONFIRM →
 *   `deleting` (tag pending: services.requestDeletion) → `deleted` (final: the sessions ended on the server).
 * - CANCEL from any step goes back to `idle`. A stale session ends in `expired` (final). A refusal on the request sends
 *   the buyer back where it can be fixed: blockers → `checking`, a spent or expired token → the identity step.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { AccountServices, AccountUser } from '../../api/account.js';
import { isApiError } from '../../api/errors.js';
import type { DeletionCheck, LossKind, PrivacyServices } from '../../api/privacy.js';
import type { Site } from '../../config/sites.js';
import type { PrivacyKey } from '../../i18n/parts/privacy/en.js';
import { changeMachine, type ChangeOutput } from './change.machine.js';
import { failureMessage, isSessionExpired, type AccountMessage } from './shared.js';

export interface PrivacyInput {
  readonly services: AccountServices;
  readonly privacy: PrivacyServices;
  readonly user: AccountUser;
  readonly site: Site;
}

interface PrivacyContext extends PrivacyInput {
  readonly check: DeletionCheck | null;
  readonly acknowledged: readonly LossKind[];
  readonly token: string;
  readonly exportUrl: string;
  readonly restoreUntil: number;
  readonly error: AccountMessage | null;
}

export type PrivacyEvent =
  | { type: 'EXPORT' }
  | { type: 'DELETE' }
  | { type: 'RECHECK' }
  | { type: 'TOGGLE'; kind: LossKind }
  | { type: 'CONTINUE' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

export type PrivacyOutput = { type: 'deleted'; restoreUntil: number } | { type: 'sessionExpired' };

const errorOf = (event: unknown): unknown => (event as { error?: unknown }).error;
const outputOf = (event: unknown): ChangeOutput => (event as { output: ChangeOutput }).output;
const isKey = (error: unknown, key: string) => isApiError(error) && error.key === key;
/** The server's once-a-day refusal of an export (the section has its own text for it). */
/** The server's refusals the section words itself (every other one reads the shared server-error texts). */
const REFUSAL_TEXTS: Readonly<Record<string, PrivacyKey>> = {
  'PL-USER-EXPORT-LIMITED': 'privacy.error.exportLimited',
  // Something changed since the checklist (a new order, a new loss): the section checks again and says why.
  'PL-USER-DELETION-BLOCKED': 'privacy.blocked.text',
  'PL-USER-DELETION-NOT-ACKNOWLEDGED': 'privacy.losses.text',
};
function refusalText(error: unknown): PrivacyKey | undefined {
  const server = Object.keys(REFUSAL_TEXTS).find((key) => isKey(error, key));
  return server ? REFUSAL_TEXTS[server] : undefined;
}

/** The identity step as a child: the change machine's identity alone. */
const identity = {
  id: 'identity',
  src: 'identity' as const,
  input: ({ context }: { context: PrivacyContext }) => ({ kind: 'identity' as const, services: context.services, user: context.user, site: context.site }),
};

export const privacyMachine = setup({
  types: { input: {} as PrivacyInput, context: {} as PrivacyContext, events: {} as PrivacyEvent, output: {} as PrivacyOutput, tags: {} as 'pending' },
  actors: {
    identity: changeMachine,
    deletionCheck: fromPromise<DeletionCheck, { privacy: PrivacyServices }>(({ input }) => input.privacy.deletionCheck()),
    requestDeletion: fromPromise<{ restoreUntil: number }, { privacy: PrivacyServices; token: string; acknowledged: readonly LossKind[] }>(({ input }) =>
      input.privacy.requestDeletion({ token: input.token, acknowledged: input.acknowledged }),
    ),
    exportData: fromPromise<{ url: string }, { privacy: PrivacyServices; token: string }>(({ input }) => input.privacy.exportData({ token: input.token })),
  },
  guards: {
    isSessionExpired: ({ event }) => isSessionExpired(errorOf(event)),
    isIdentified: ({ event }) => outputOf(event).type === 'identified',
    hasBlockers: ({ event }) => (event as unknown as { output: DeletionCheck }).output.blockers.length > 0,
    allAcknowledged: ({ context }) => (context.check?.losses ?? []).every((loss) => context.acknowledged.includes(loss.kind)),
    isBlockedRefusal: ({ event }) => ['PL-USER-DELETION-BLOCKED', 'PL-USER-DELETION-NOT-ACKNOWLEDGED'].some((key) => isKey(errorOf(event), key)),
    isTokenRefusal: ({ event }) => isKey(errorOf(event), 'PL-USER-VERIFICATION-EXPIRED'),
  },
  actions: {
    clearError: assign({ error: null }),
    showFailure: assign(({ event }) => {
      const error = errorOf(event);
      const key = refusalText(error);
      return { error: key ? { key } : failureMessage(error) };
    }),
    keepCheck: assign(({ event }) => ({ check: (event as unknown as { output: DeletionCheck }).output, acknowledged: [] as LossKind[] })),
    keepToken: assign(({ event }) => {
      const output = outputOf(event);
      return { token: output.type === 'identified' ? output.token : '' };
    }),
    toggle: assign(({ context, event }) => {
      if (event.type !== 'TOGGLE') return {};
      const on = context.acknowledged.includes(event.kind);
      return { acknowledged: on ? context.acknowledged.filter((k) => k !== event.kind) : [...context.acknowledged, event.kind], error: null };
    }),
    askAll: assign({ error: { key: 'privacy.delete.ackAll' } }),
    keepUrl: assign(({ event }) => ({ exportUrl: (event as unknown as { output: { url: string } }).output.url })),
    keepRestore: assign(({ event }) => ({ restoreUntil: (event as unknown as { output: { restoreUntil: number } }).output.restoreUntil })),
    tokenSpent: assign({ token: '', error: { key: 'privacy.identityAgain' } }),
  },
}).createMachine({
  id: 'privacy',
  context: ({ input }) => ({ ...input, check: null, acknowledged: [], token: '', exportUrl: '', restoreUntil: 0, error: null }),
  initial: 'idle',
  on: { CANCEL: { target: '.idle', actions: 'clearError' } },
  states: {
    idle: {
      on: {
        EXPORT: { target: 'exportIdentity', actions: 'clearError' },
        DELETE: { target: 'checking', actions: 'clearError' },
      },
    },
    exportIdentity: {
      invoke: {
        ...identity,
        onDone: [{ guard: 'isIdentified', target: 'exporting', actions: 'keepToken' }, { target: 'expired' }],
      },
    },
    exporting: {
      tags: ['pending'],
      invoke: {
        id: 'exportData',
        src: 'exportData',
        input: ({ context }) => ({ privacy: context.privacy, token: context.token }),
        onDone: { target: 'exported', actions: 'keepUrl' },
        onError: [{ guard: 'isSessionExpired', target: 'expired' }, { target: 'idle', actions: 'showFailure' }],
      },
    },
    exported: {
      on: { EXPORT: { target: 'idle', actions: 'clearError' } },
    },
    checking: {
      tags: ['pending'],
      invoke: {
        id: 'deletionCheck',
        src: 'deletionCheck',
        input: ({ context }) => ({ privacy: context.privacy }),
        onDone: [
          { guard: 'hasBlockers', target: 'blocked', actions: 'keepCheck' },
          { target: 'acknowledging', actions: 'keepCheck' },
        ],
        onError: [{ guard: 'isSessionExpired', target: 'expired' }, { target: 'idle', actions: 'showFailure' }],
      },
    },
    blocked: {
      on: { RECHECK: { target: 'checking', actions: 'clearError' } },
    },
    acknowledging: {
      on: {
        TOGGLE: { actions: 'toggle' },
        CONTINUE: [{ guard: 'allAcknowledged', target: 'deleteIdentity', actions: 'clearError' }, { actions: 'askAll' }],
      },
    },
    deleteIdentity: {
      invoke: {
        ...identity,
        onDone: [{ guard: 'isIdentified', target: 'confirming', actions: 'keepToken' }, { target: 'expired' }],
      },
    },
    confirming: {
      on: { CONFIRM: { target: 'deleting', actions: 'clearError' } },
    },
    deleting: {
      tags: ['pending'],
      invoke: {
        id: 'requestDeletion',
        src: 'requestDeletion',
        input: ({ context }) => ({ privacy: context.privacy, token: context.token, acknowledged: context.acknowledged }),
        onDone: { target: 'deleted', actions: 'keepRestore' },
        onError: [
          { guard: 'isSessionExpired', target: 'expired' },
          { guard: 'isBlockedRefusal', target: 'checking', actions: 'showFailure' },
          { guard: 'isTokenRefusal', target: 'deleteIdentity', actions: 'tokenSpent' },
          { target: 'confirming', actions: 'showFailure' },
        ],
      },
    },
    deleted: { type: 'final' },
    expired: { type: 'final' },
  },
  output: ({ context }): PrivacyOutput => (context.restoreUntil > 0 ? { type: 'deleted', restoreUntil: context.restoreUntil } : { type: 'sessionExpired' }),
});

export type PrivacySnapshot = SnapshotFrom<typeof privacyMachine>;

export type PrivacyStep = 'idle' | 'identity' | 'exported' | 'checking' | 'blocked' | 'acknowledging' | 'confirming' | 'done';

/** The section's view (screens never read state values). */
export interface PrivacyView {
  readonly step: PrivacyStep;
  /** Which flow the identity step serves. */
  readonly purpose: 'export' | 'delete' | null;
  readonly pending: boolean;
  readonly check: DeletionCheck | null;
  readonly acknowledged: readonly LossKind[];
  readonly exportUrl: string;
  readonly restoreUntil: number;
  readonly error: AccountMessage | null;
}

export function selectPrivacyView(snapshot: PrivacySnapshot): PrivacyView {
  const { context } = snapshot;
  const m = (s: string) => snapshot.matches(s as never);
  const step: PrivacyStep =
    m('exportIdentity') || m('deleteIdentity')
      ? 'identity'
      : m('exported')
        ? 'exported'
        : m('checking')
          ? 'checking'
          : m('blocked')
            ? 'blocked'
            : m('acknowledging')
              ? 'acknowledging'
              : m('confirming') || m('deleting')
                ? 'confirming'
                : m('deleted') || m('expired')
                  ? 'done'
                  : 'idle';
  return {
    step,
    purpose: m('exportIdentity') || m('exporting') || m('exported') ? 'export' : m('idle') ? null : 'delete',
    pending: snapshot.hasTag('pending'),
    check: context.check,
    acknowledged: context.acknowledged,
    exportUrl: context.exportUrl,
    restoreUntil: context.restoreUntil,
    error: context.error,
  };
}

/** What the privacy screen may do, as events of the privacy machine. */
export interface PrivacySenders {
  exportData(): void;
  deleteAccount(): void;
  recheck(): void;
  toggle(kind: LossKind): void;
  continue(): void;
  confirm(): void;
  cancel(): void;
}

export function createPrivacySenders(send: (event: PrivacyEvent) => void): PrivacySenders {
  return {
    exportData: () => send({ type: 'EXPORT' }),
    deleteAccount: () => send({ type: 'DELETE' }),
    recheck: () => send({ type: 'RECHECK' }),
    toggle: (kind) => send({ type: 'TOGGLE', kind }),
    continue: () => send({ type: 'CONTINUE' }),
    confirm: () => send({ type: 'CONFIRM' }),
    cancel: () => send({ type: 'CANCEL' }),
  };
}
