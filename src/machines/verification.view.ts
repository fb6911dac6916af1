/**
 * The identity verification page's view (page-contract.ts): a pure selector of the verification machine's snapshot
 * and of its verify child (the code entry), so the screen never reads state values or imports xstate.
 */
import type { ItemOption, VerificationMethod, VerificationMethodType } from '../api/verification.js';
import type { VerifyView } from './contract.js';
import type { PageMessage } from './page-contract.js';
import type { VerifySnapshot } from './verify.machine.js';
import { selectVerifyView } from './verify.view.js';
import type { VerificationSnapshot } from './verification.machine.js';
import { selectNotMine, type NotMineSnapshot } from './verification-not-mine.machine.js';

export type VerificationStage =
  | 'loading'
  | 'failed'
  | 'gone'
  | 'incomplete'
  | 'choosing'
  | 'code'
  | 'device'
  | 'item'
  | 'password'
  | 'approved'
  | 'expired'
  | 'rejected';

export interface VerificationView {
  readonly stage: VerificationStage;
  readonly pending: boolean;
  readonly purpose: 'LOGIN' | 'RESET_PASSWORD';
  readonly methods: readonly VerificationMethod[];
  readonly method: VerificationMethodType | null;
  readonly error: PageMessage | null;
  readonly options: readonly ItemOption[];
  /** The code entry (SMS, VOICE, EMAIL) once the code is out: the popup's verify view, its pending and error. */
  readonly code: { readonly verify: VerifyView; readonly pending: boolean; readonly error: PageMessage | null } | null;
  /** The reject confirmation: closed, open, or its request in flight. */
  readonly dialog: 'closed' | 'open' | 'rejecting';
  readonly dialogError: PageMessage | null;
  readonly rejectedBy: 'me' | 'device' | null;
  /** "This isn't my account": offered (a new device's code login by phone), its confirm dialog and error. */
  readonly notMine: { readonly offered: boolean; readonly dialog: 'closed' | 'open' | 'creating'; readonly error: PageMessage | null };
  /** The approval is a new account of the number's holder, not the verified account's login. */
  readonly ownAccount: boolean;
}

const STEP_STAGE: Readonly<Record<string, VerificationStage>> = Object.freeze({
  choosing: 'choosing',
  sending: 'choosing',
  code: 'code',
  asking: 'choosing',
  waiting: 'device',
  polling: 'device',
  loadingQuestion: 'item',
  question: 'item',
  checkingItem: 'item',
  password: 'password',
  checkingPassword: 'password',
});

function stageOf(snapshot: VerificationSnapshot): VerificationStage {
  const value = snapshot.value as string | { run: { step: string } };
  if (typeof value === 'string') return value === 'start' ? 'loading' : value === 'done' || value === 'restart' ? 'approved' : (value as VerificationStage);
  return STEP_STAGE[value.run.step] ?? 'choosing';
}

export function selectVerificationView(snapshot: VerificationSnapshot): VerificationView {
  const { context } = snapshot;
  const value = snapshot.value as string | { run: { step: string; dialog: VerificationView['dialog'] } };
  const children = snapshot.children as Record<string, { getSnapshot(): unknown } | undefined>;
  const child = children.verify;
  const verifySnapshot = child ? (child.getSnapshot() as VerifySnapshot) : null;
  return {
    stage: stageOf(snapshot),
    pending: snapshot.hasTag('pending'),
    purpose: context.purpose,
    methods: context.methods,
    method: context.method,
    error: context.error,
    options: context.options,
    code:
      verifySnapshot && verifySnapshot.status === 'active'
        ? {
            verify: selectVerifyView(verifySnapshot),
            pending: verifySnapshot.hasTag('pending'),
            error: (verifySnapshot.context.error as PageMessage | null) ?? null,
          }
        : null,
    dialog: typeof value === 'string' ? 'closed' : value.run.dialog,
    dialogError: context.dialogError,
    rejectedBy: context.rejectedBy,
    notMine: { offered: context.notMyAccount, ...selectNotMine((children.notMine?.getSnapshot() as NotMineSnapshot | undefined) ?? null) },
    ownAccount: context.ownAccount,
  };
}
