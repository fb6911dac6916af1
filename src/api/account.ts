/**
 * The account area's services (`member-popup/account`): every call of the dashboard, the profile pages and the
 * e-mail / mobile / password changes, on `member.call` (CSRF, app-version field, CSRF retry, bot-check resend) and
 * `member.encryptPassword` (RSA, like login). The spec does not show these calls (§7.3 "Calls behind the profile
 * page, dashboard and address book are not shown"); the paths below are this package's, documented in docs/calls.md
 * and implemented by the reference server (examples/server/account-routes.ts).
 *
 * Every call needs a session: a stale one answers PL-USER-SESSION-EXPIRED (`isSessionExpired`), which the account
 * machines turn into the §2.4 login redirect with the typed draft kept.
 */
import type { MemberConfig } from '../config/index.js';
import { parseAddress, type Address } from './address.js';
import { ApiError, isApiError } from './errors.js';
import { normaliseUser, type MemberClient } from './member.js';
import { isRecord, parseCodeLength, parseError } from './transport.js';
import type { User } from './types.js';

export const ACCOUNT_PATHS = Object.freeze({
  overview: 'user/api/account/overview',
  updateProfile: 'user/api/account/updateProfile',
  updatePromotions: 'user/api/account/updatePromotions',
  sendIdentityCode: 'user/api/account/sendIdentityCode',
  verifyIdentity: 'user/api/account/verifyIdentity',
  sendContactCode: 'user/api/account/sendContactCode',
  changeContact: 'user/api/account/changeContact',
  changePassword: 'user/api/account/changePassword',
});

/** errorCode.key of a call made without a live session. */
export const SESSION_EXPIRED_KEY = 'PL-USER-SESSION-EXPIRED';
/** Member-side session keys and the gateway's session-gone ret codes (spec §8). */
const SESSION_KEYS: readonly string[] = Object.freeze([SESSION_EXPIRED_KEY, 'SESSION_EXPIRED', 'SID_INVALID', 'AUTH_REJECT', 'NEED_LOGIN']);

/** True when a call failed because the buyer is no longer logged in. */
export function isSessionExpired(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'session') return true;
  return SESSION_KEYS.includes((error.key.split('::')[0] ?? '').trim().toUpperCase());
}

/** The signed-in buyer as the account area reads it: the §3.2 user plus the member form fields of §3.4. */
export interface AccountUser extends User {
  readonly id: string;
  readonly name: string;
  readonly nickname: string;
  readonly email: string;
  readonly phone: string;
  readonly phonePrefixCode: string;
  readonly gender: string;
  readonly birthday: string;
  readonly taxId: string;
  readonly branchId: string;
  readonly hasPassword: boolean;
  readonly hasPinCode: boolean;
  readonly enableNewsletter: boolean;
  readonly enableSmsNewsletter: boolean;
}

export interface OrderItem {
  readonly name: string;
  /** The thumbnail as stored (a CDN URL the page rewrites with `rewriteImageUrl`). */
  readonly image: string;
  readonly quantity: number;
}

/** §3.4 order list item. */
export interface OrderSummary {
  readonly orderNo: string;
  /** ms since the epoch. */
  readonly placedAt: number;
  /** In the currency's major unit. */
  readonly total: number;
  readonly currency: string;
  readonly items: readonly OrderItem[];
  /** Where "Manage" goes (the orders area of the `my` host). */
  readonly manageUrl: string;
}

export interface AccountOverview {
  readonly user: AccountUser;
  /** Newest first, at most a handful. */
  readonly orders: readonly OrderSummary[];
  /** The site's default shipping and billing addresses (the dashboard's summary; none set: empty). */
  readonly addresses: readonly Address[];
}

export type ContactKind = 'email' | 'phone';

export interface ProfileUpdate {
  readonly name: string;
  /** Empty: the server shows the phone number instead (§2.1). */
  readonly nickname: string;
  readonly gender: string;
  /** YYYY-MM-DD, or '' for no birthday. */
  readonly birthday: string;
  readonly taxId?: string;
  readonly branchId?: string;
  /** A new messaging pin (digits); omitted or '' keeps the current one. */
  readonly messagingPin?: string;
}

export type IdentityProof =
  | { readonly method: 'PASSWORD'; readonly password: string }
  | { readonly method: 'CODE'; readonly channel: ContactKind; readonly code: string };

export interface AccountServices {
  /** The buyer, the recent orders. */
  overview(): Promise<AccountOverview>;
  updateProfile(input: ProfileUpdate): Promise<AccountUser>;
  /** The promotion opt-ins (SMS, e-mail); a missing one is left as it is. */
  updatePromotions(input: { sms?: boolean; email?: boolean }): Promise<AccountUser>;
  /** A one-time code to the account's current e-mail or phone (the identity step when there is no password). */
  sendIdentityCode(input: { channel: ContactKind; resend: boolean }): Promise<{ codeLength: number; identifier: string }>;
  /** Proves the buyer (password, or the code of `sendIdentityCode`): a change token valid for 5 minutes. */
  verifyIdentity(proof: IdentityProof): Promise<{ token: string }>;
  /** A one-time code to the new e-mail or phone (it must differ from the current one and be free). */
  sendContactCode(input: { kind: ContactKind; value: string; token: string; resend: boolean }): Promise<{ codeLength: number }>;
  /** Changes (or adds) the e-mail or mobile with the new address's code. */
  changeContact(input: { kind: ContactKind; value: string; code: string; token: string }): Promise<AccountUser>;
  /**
   * Changes the password (current one given) or sets one (an account without: the change token of a code). Both
   * travel RSA-encrypted. The server ends every other session of the account.
   */
  changePassword(input: { currentPassword?: string; token?: string; newPassword: string }): Promise<void>;
}

const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** The `user` of a module as an AccountUser (missing fields read as empty), or a parse error. */
export function parseAccountUser(value: unknown): AccountUser {
  const user = normaliseUser(value);
  if (!user || !isRecord(value)) throw parseError();
  return {
    ...user,
    id: str(user.id),
    name: str(user.name),
    nickname: str(value.nickname),
    email: str(user.email),
    phone: str(user.phone),
    phonePrefixCode: str(user.phonePrefixCode),
    gender: str(user.gender),
    birthday: str(user.birthday),
    taxId: str(user.taxId),
    branchId: str(user.branchId),
    hasPassword: user.hasPassword === true,
    hasPinCode: user.hasPinCode === true,
    enableNewsletter: user.enableNewsletter === true,
    enableSmsNewsletter: user.enableSmsNewsletter === true,
  };
}

function parseOrder(value: unknown): OrderSummary | undefined {
  if (!isRecord(value) || typeof value.orderNo !== 'string') return undefined;
  const items = Array.isArray(value.items) ? value.items : [];
  return {
    orderNo: value.orderNo,
    placedAt: typeof value.placedAt === 'number' ? value.placedAt : 0,
    total: typeof value.total === 'number' ? value.total : 0,
    currency: str(value.currency),
    manageUrl: str(value.manageUrl),
    items: items.filter(isRecord).map((item) => ({
      name: str(item.name),
      image: str(item.image),
      quantity: typeof item.quantity === 'number' ? item.quantity : 1,
    })),
  };
}

const userOf = (module: unknown): AccountUser => parseAccountUser(isRecord(module) ? module.user : undefined);

/**
 * The overview module (the GET call's, or the same module embedded by the server in /user/profile as
 * `<script type="application/json">`): the buyer, the recent orders, the default addresses.
 */
export function parseOverview(module: unknown): AccountOverview {
  const list = (name: string): unknown[] => (isRecord(module) && Array.isArray(module[name]) ? (module[name] as unknown[]) : []);
  return {
    user: userOf(module),
    orders: list('orders').map(parseOrder).filter((o): o is OrderSummary => o !== undefined),
    addresses: list('addresses').map(parseAddress),
  };
}

export function createAccountServices(member: MemberClient, config: Pick<MemberConfig, 'site'>): AccountServices {
  const post = (path: string, fields: Record<string, string | number | boolean | undefined>) => member.call('POST', path, fields);
  return {
    async overview() {
      return parseOverview(await member.call('GET', ACCOUNT_PATHS.overview, { country: config.site.code }));
    },
    async updateProfile(input) {
      return userOf(await post(ACCOUNT_PATHS.updateProfile, { ...input }));
    },
    async updatePromotions(input) {
      return userOf(await post(ACCOUNT_PATHS.updatePromotions, { sms: input.sms, email: input.email }));
    },
    async sendIdentityCode({ channel, resend }) {
      const module = await post(ACCOUNT_PATHS.sendIdentityCode, { channel, resend });
      return {
        codeLength: parseCodeLength(isRecord(module) ? module.codeLength : undefined),
        identifier: isRecord(module) ? str(module.identifier) : '',
      };
    },
    async verifyIdentity(proof) {
      const fields =
        proof.method === 'PASSWORD'
          ? { method: 'PASSWORD', encryptPassword: await member.encryptPassword(proof.password) }
          : { method: 'CODE', channel: proof.channel, code: proof.code };
      const module = await post(ACCOUNT_PATHS.verifyIdentity, fields);
      const token = isRecord(module) ? str(module.token) : '';
      if (!token) throw parseError();
      return { token };
    },
    async sendContactCode({ kind, value, token, resend }) {
      const module = await post(ACCOUNT_PATHS.sendContactCode, {
        kind,
        value,
        token,
        resend,
        phonePrefixCode: kind === 'phone' ? config.site.phoneCode : undefined,
      });
      return { codeLength: parseCodeLength(isRecord(module) ? module.codeLength : undefined) };
    },
    async changeContact({ kind, value, code, token }) {
      return userOf(
        await post(ACCOUNT_PATHS.changeContact, {
          kind,
          value,
          code,
          token,
          phonePrefixCode: kind === 'phone' ? config.site.phoneCode : undefined,
        }),
      );
    },
    async changePassword({ currentPassword, token, newPassword }) {
      if (currentPassword === undefined && token === undefined) {
        throw new ApiError('config', 'PASSWORD_CHANGE_NEEDS_PROOF', { displayMessage: 'Give the current password or a change token.' });
      }
      await post(ACCOUNT_PATHS.changePassword, {
        encryptPassword: currentPassword !== undefined ? await member.encryptPassword(currentPassword) : undefined,
        token,
        encryptNewPassword: await member.encryptPassword(newPassword),
      });
    },
  };
}
