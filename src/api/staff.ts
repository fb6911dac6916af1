/**
 * The staff verification page's calls (/user/lazadian; docs/pages.md, "Staff verification", says why the page exists), built on
 * `MemberClient.call` like the pages' own calls (src/api/pages.ts): the same CSRF, retry, bot-check and error
 * classification. Only the page's lazy chunk imports this module.
 */
import type { MemberClient } from './member.js';
import { isRecord, parseError } from './transport.js';

/** The staff verification page's calls (/user/lazadian, docs/pages.md, "Staff verification", says why it exists). */
export const STAFF_PATHS = Object.freeze({
  staffStatus: 'user/api/staff/status',
  staffSendCode: 'user/api/staff/sendCode',
  staffConfirm: 'user/api/staff/confirm',
  staffUnlink: 'user/api/staff/unlink',
});

/** The signed-in buyer's staff link: the linked work e-mail (null: none) and the domains a work e-mail may have. */
export interface StaffStatus {
  readonly linked: { readonly email: string; readonly linkedAt: number } | null;
  /** The marketplace's staff e-mail domains (without "@"). */
  readonly domains: readonly string[];
}

export interface StaffCodeSent {
  /** The work e-mail the code went to. */
  readonly email: string;
  readonly codeLength: number;
  /** Seconds before another code may be asked for. */
  readonly resendAfterSeconds: number;
}

export interface StaffServices {
  /** Signed in: the buyer's staff link and the staff domains. */
  staffStatus(): Promise<StaffStatus>;
  /** Signed in: e-mails a code to a work e-mail of a staff domain (the server checks domain, owner and limits). */
  staffSendCode(input: { email: string; resend: boolean }): Promise<StaffCodeSent>;
  /** Signed in: that code links the work e-mail to the account; the new status. */
  staffConfirm(input: { email: string; code: string }): Promise<StaffStatus>;
  /** Signed in: unlinks the account's work e-mail; the new status. */
  staffUnlink(): Promise<StaffStatus>;
}

/** A staff status module of the server, read defensively. */
export function staffStatusOf(module: unknown): StaffStatus {
  if (!isRecord(module) || !Array.isArray(module.domains)) throw parseError();
  const domains = module.domains.filter((d): d is string => typeof d === 'string' && d !== '');
  const linked = isRecord(module.linked) && typeof module.linked.email === 'string' ? module.linked : null;
  return {
    linked: linked ? { email: String(linked.email), linkedAt: typeof linked.linkedAt === 'number' ? linked.linkedAt : 0 } : null,
    domains,
  };
}

const str = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

export function createStaffServices(member: MemberClient): StaffServices {
  return {
    async staffStatus() {
      return staffStatusOf(await member.call('POST', STAFF_PATHS.staffStatus, {}));
    },
    async staffSendCode({ email, resend }) {
      const module = await member.call('POST', STAFF_PATHS.staffSendCode, { email, resend });
      if (!isRecord(module)) throw parseError();
      const seconds = typeof module.resendAfterSeconds === 'number' && module.resendAfterSeconds > 0 ? module.resendAfterSeconds : 60;
      const length = typeof module.codeLength === 'number' && module.codeLength > 0 ? module.codeLength : 6;
      return { email: str(module.email) ?? email, codeLength: length, resendAfterSeconds: seconds };
    },
    async staffConfirm({ email, code }) {
      return staffStatusOf(await member.call('POST', STAFF_PATHS.staffConfirm, { email, code }));
    },
    async staffUnlink() {
      return staffStatusOf(await member.call('POST', STAFF_PATHS.staffUnlink, {}));
    },
  };
}
