/** /user/lazadian's view (staff-link.machine.ts): what the screen reads from a snapshot, nothing else. */
import type { StaffLinkSnapshot } from './staff-link.machine.js';
import type { PageFieldErrors, PageMessage } from './page-contract.js';

export interface StaffLinkView {
  readonly status: 'loading' | 'loadFailed' | 'signedOut' | 'form' | 'code' | 'linked';
  /** The linked work e-mail (status `linked`). */
  readonly linkedEmail: string | null;
  readonly domains: readonly string[];
  /** The work e-mail as typed; the address the code went to in `code`. */
  readonly email: string;
  readonly codeLength: number;
  readonly secondsLeft: number;
  readonly canResend: boolean;
  /** The unlink confirmation dialog is open. */
  readonly asking: boolean;
  readonly notice: 'linked' | 'unlinked' | null;
  /** RETRY repeats the call that got no answer. */
  readonly canRetry: boolean;
  readonly pending: boolean;
  readonly fieldErrors: PageFieldErrors;
  readonly error: PageMessage | null;
}

export function selectStaffLinkView(snapshot: StaffLinkSnapshot): StaffLinkView {
  const { context } = snapshot;
  const status: StaffLinkView['status'] = snapshot.matches('form')
    ? 'form'
    : snapshot.matches('code') || snapshot.matches('resending') || snapshot.matches('confirming')
      ? 'code'
      : snapshot.matches('linked')
        ? 'linked'
        : (snapshot.value as StaffLinkView['status']);
  return {
    status,
    linkedEmail: context.status?.linked?.email ?? null,
    domains: context.status?.domains ?? [],
    email: context.sent?.email && status === 'code' ? context.sent.email : context.email,
    codeLength: context.sent?.codeLength ?? 6,
    secondsLeft: context.secondsLeft,
    canResend: snapshot.matches({ code: 'ready' }),
    asking: snapshot.matches({ linked: 'asking' }) || snapshot.matches({ linked: 'unlinking' }),
    notice: context.notice,
    canRetry: context.failed !== null,
    pending: snapshot.hasTag('pending'),
    fieldErrors: context.fieldErrors,
    error: context.error,
  };
}
