/**
 * The #privacy section's calls (issue 26: delete my account, download my data), built on `MemberClient.call` like
 * the account area's (src/api/account.ts): the same CSRF, retry, bot-check and error classification. Only the
 * section's lazy chunk imports this module. The identity step is the account area's (`verifyIdentity`: an
 * ACCOUNT_CHANGE token of 5 minutes), which the deletion request and the export spend.
 */
import type { MemberClient } from './member.js';
import { isRecord, parseError } from './transport.js';

export const PRIVACY_PATHS = Object.freeze({
  deletionCheck: 'user/api/privacy/deletionCheck',
  requestDeletion: 'user/api/privacy/requestDeletion',
  exportData: 'user/api/privacy/exportData',
  /** GET, not a member call: the file itself (Content-Disposition: attachment), with the one-time id of exportData. */
  download: 'user/api/privacy/download',
});

/** What stops a deletion request until the buyer resolves it. */
export type BlockerKind = 'openOrder' | 'refundableOrder' | 'walletBalance';
/** What a deletion takes away; the buyer acknowledges each before the request. */
export type LossKind = 'orderHistory' | 'addresses' | 'socialAccounts' | 'groceryHistory' | 'staffLink' | 'promotions';

export interface DeletionBlocker {
  readonly kind: BlockerKind;
  /** The order number, or the wallet's currency. */
  readonly ref: string;
  /** The wallet's balance in the currency's major unit (0 for orders). */
  readonly amount: number;
}

export interface DeletionLoss {
  readonly kind: LossKind;
  readonly count: number;
}

export interface DeletionCheck {
  readonly blockers: readonly DeletionBlocker[];
  readonly losses: readonly DeletionLoss[];
  /** Days in which a login offers the restore. */
  readonly graceDays: number;
  /** Days after which the personal data is erased and the e-mail and phone are free again (after the grace). */
  readonly coolingDays: number;
}

export interface PrivacyServices {
  /** Signed in: what blocks a deletion and what it takes away. */
  deletionCheck(): Promise<DeletionCheck>;
  /** Signed in, with the identity step's token and every loss acknowledged: the account enters the grace period. */
  requestDeletion(input: { token: string; acknowledged: readonly LossKind[] }): Promise<{ restoreUntil: number }>;
  /** Signed in, with the identity step's token (once a day): where to download the export. */
  exportData(input: { token: string }): Promise<{ url: string }>;
}

const BLOCKERS: readonly string[] = ['openOrder', 'refundableOrder', 'walletBalance'];
const LOSSES: readonly string[] = ['orderHistory', 'addresses', 'socialAccounts', 'groceryHistory', 'staffLink', 'promotions'];
const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The server's checklist, read defensively (unknown kinds are left out, never guessed). */
export function deletionCheckOf(module: unknown): DeletionCheck {
  if (!isRecord(module) || !Array.isArray(module.blockers) || !Array.isArray(module.losses)) throw parseError();
  return {
    blockers: module.blockers
      .filter(isRecord)
      .filter((b) => typeof b.kind === 'string' && BLOCKERS.includes(b.kind))
      .map((b) => ({ kind: b.kind as BlockerKind, ref: typeof b.ref === 'string' ? b.ref : '', amount: num(b.amount) })),
    losses: module.losses
      .filter(isRecord)
      .filter((l) => typeof l.kind === 'string' && LOSSES.includes(l.kind))
      .map((l) => ({ kind: l.kind as LossKind, count: num(l.count) })),
    graceDays: num(module.graceDays),
    coolingDays: num(module.coolingDays),
  };
}

export function createPrivacyServices(member: MemberClient, memberHost: string): PrivacyServices {
  return {
    async deletionCheck() {
      return deletionCheckOf(await member.call('POST', PRIVACY_PATHS.deletionCheck, {}));
    },
    async requestDeletion({ token, acknowledged }) {
      const module = await member.call('POST', PRIVACY_PATHS.requestDeletion, { token, acknowledged: acknowledged.join(',') });
      if (!isRecord(module)) throw parseError();
      return { restoreUntil: num(module.restoreUntil) };
    },
    async exportData({ token }) {
      const module = await member.call('POST', PRIVACY_PATHS.exportData, { token });
      const id = isRecord(module) && typeof module.downloadId === 'string' ? module.downloadId : '';
      if (!id) throw parseError();
      return { url: `${memberHost.replace(/\/+$/, '')}/${PRIVACY_PATHS.download}?id=${encodeURIComponent(id)}` };
    },
  };
}
