/**
 * The member pages' own calls (the reference server's contract, README "Calls"), built on `MemberClient.call`:
 * the same CSRF, retry, bot-check and error classification as every member call. (Changing or setting the password
 * is the account area's call, src/api/account.ts, used by /user/change-password.)
 */
import { withFragmentParams } from '../redirect/fragment.js';
import type { MemberClient } from './member.js';
import { isRecord, parseError } from './transport.js';

export const PAGES_PATHS = Object.freeze({
  checkResetToken: 'user/api/checkResetToken',
  sendPasswordLink: 'user/api/sendPasswordLink',
  checkRestoreToken: 'user/api/checkRestoreToken',
  checkAccountAuth: 'user/api/checkAccountAuth',
  accountAuthPassword: 'user/api/accountAuthPassword',
  accountAuthSendCode: 'user/api/accountAuthSendCode',
  accountAuthRegister: 'user/api/accountAuthRegister',
});

export interface ResetTokenInfo {
  /** The token sets the first password of a guest (the account is created with the guest's e-mail). */
  readonly guest: boolean;
  /** The account's e-mail as the server shows it (masked), if any. */
  readonly email: string | null;
  /**
   * A step-up account's e-mailed link proves the mailbox only: the server spent it for the identity verification,
   * whose page this is (as the forgot-password code answers); null when the token sets the password as it is.
   */
  readonly verifyUrl: string | null;
}

export interface PasswordLinkSent {
  /** The address as the server shows it (masked). */
  readonly email: string;
  /** Seconds before another e-mail may be asked for. */
  readonly resendAfterSeconds: number;
}

/** The grocery-brand dialog's calls (spec §2.3). */
export const GROCERY_PATHS = Object.freeze({
  groceryHistory: 'user/api/groceryHistory',
  groceryDecide: 'user/api/groceryDecide',
});

export type GroceryAnswer = 'OPT_IN' | 'CREATE_NEW' | 'COMBINE';

export interface GroceryOrder {
  readonly orderNo: string;
  readonly placedAt: number;
  readonly currency: string;
  readonly total: number;
  readonly item: string;
  readonly quantity: number;
}

export interface GroceryHistory {
  readonly id: number;
  /** The grocery login (masked e-mail, else the name). */
  readonly account: string;
  readonly orders: readonly GroceryOrder[];
}

export interface RestoreTokenInfo {
  /** The account's e-mail or phone as the server shows it (masked), if any. */
  readonly account: string | null;
}

export type SocialProviderName = 'GOOGLE' | 'FACEBOOK';

export interface AccountAuthInfo {
  /** `password`: an account already uses the social e-mail; `phone`: no e-mail was shared, a phone creates one. */
  readonly mode: 'password' | 'phone';
  readonly provider: SocialProviderName;
  /** The existing account's e-mail (masked) in `password` mode. */
  readonly email: string | null;
}

export interface AuthCodeSent {
  /** The number as the server shows it (masked). */
  readonly phone: string;
  readonly voice: boolean;
  readonly resendAfterSeconds: number;
}

/** Where a login that the page finished goes: null = logged in (the page's redirect), else the next step's page. */
export interface PageLogin {
  readonly nextUrl: string | null;
}

export interface PagesServices {
  /** Is a reset link's token still live (not spent, not expired, verified)? Throws ApiError when not. */
  checkResetToken(token: string): Promise<ResetTokenInfo>;
  /** E-mails a set-password link (a guest with orders) or a reset link (an account); the same answer otherwise. */
  sendPasswordLink(email: string): Promise<PasswordLinkSent>;
  /** Is a deletion-cancel token (DELETION_COOL_CONFIRM) still live? Throws ApiError when not. */
  checkRestoreToken(token: string): Promise<RestoreTokenInfo>;
  /** Is an account-auth token (OAUTH_VERIFY_EMAIL_PASSWORD / OAUTH_COMPLETE_PHONE_FOR_REGISTER) live, and which? */
  checkAccountAuth(token: string): Promise<AccountAuthInfo>;
  /** The existing account's password (RSA-encrypted here) links the social identity and logs in. */
  accountAuthPassword(input: { token: string; password: string }): Promise<PageLogin>;
  /** Sends a code to the phone that will create the account. */
  accountAuthSendCode(input: { token: string; phone: string; phonePrefixCode: string }): Promise<AuthCodeSent>;
  /** The phone and its code create the account linked to the social identity, and log in. */
  accountAuthRegister(input: { token: string; phone: string; phonePrefixCode: string; code: string }): Promise<PageLogin>;
  /** Signed in: the buyer's grocery-brand order history waiting for an answer, or null. */
  groceryHistory(): Promise<GroceryHistory | null>;
  /** Signed in: the buyer's answer for that history; `account` is the new account (masked) of CREATE_NEW. */
  groceryDecide(input: { id: number; answer: GroceryAnswer }): Promise<{ answer: GroceryAnswer; account: string | null }>;
}

function groceryOrder(value: unknown): GroceryOrder | null {
  if (!isRecord(value) || typeof value.orderNo !== 'string') return null;
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  return {
    orderNo: value.orderNo,
    placedAt: num(value.placedAt),
    currency: typeof value.currency === 'string' ? value.currency : '',
    total: num(value.total),
    item: typeof value.item === 'string' ? value.item : '',
    quantity: num(value.quantity),
  };
}

/** The page a login module leads to next (its next step's URL), or null when it logged in. */
export function pageLoginOf(module: unknown): PageLogin {
  if (!isRecord(module)) throw parseError();
  if (module.loginSuccess === true) return { nextUrl: null };
  const data = isRecord(module.loginNextStepActionData) ? module.loginNextStepActionData : {};
  const url = str(data.url);
  if (!url) return { nextUrl: null };
  if (module.loginNextStepAction === 'SECOND_VERIFICATION' && str(data.token)) {
    try {
      const next = new URL(url);
      next.searchParams.set('type', 'SECOND_VERIFICATION');
      // The token in the fragment: never sent to a server, never in a Referer (issue 23 finding 7).
      return { nextUrl: withFragmentParams(next, { token: String(data.token) }).href };
    } catch {
      return { nextUrl: url };
    }
  }
  return { nextUrl: url };
}

const str = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

export function createPagesServices(member: MemberClient): PagesServices {
  return {
    async checkResetToken(token) {
      const module = await member.call('POST', PAGES_PATHS.checkResetToken, { token });
      if (!isRecord(module)) throw parseError();
      const verifyUrl = module.tokenType === 'ACCOUNT_SECOND_VERIFICATION' ? str(module.verifyUrl) : null;
      return { guest: module.guest === true, email: str(module.email), verifyUrl };
    },
    async sendPasswordLink(email) {
      const module = await member.call('POST', PAGES_PATHS.sendPasswordLink, { email });
      if (!isRecord(module)) throw parseError();
      const seconds = typeof module.resendAfterSeconds === 'number' && module.resendAfterSeconds > 0 ? module.resendAfterSeconds : 60;
      return { email: str(module.email) ?? email, resendAfterSeconds: seconds };
    },
    async checkRestoreToken(token) {
      const module = await member.call('POST', PAGES_PATHS.checkRestoreToken, { token });
      if (!isRecord(module)) throw parseError();
      return { account: str(module.account) };
    },
    async checkAccountAuth(token) {
      const module = await member.call('POST', PAGES_PATHS.checkAccountAuth, { token });
      if (!isRecord(module) || (module.mode !== 'password' && module.mode !== 'phone')) throw parseError();
      const provider = module.provider === 'FACEBOOK' ? 'FACEBOOK' : 'GOOGLE';
      return { mode: module.mode, provider, email: str(module.email) };
    },
    async accountAuthPassword({ token, password }) {
      const encryptPassword = await member.encryptPassword(password);
      return pageLoginOf(await member.call('POST', PAGES_PATHS.accountAuthPassword, { token, encryptPassword }));
    },
    async accountAuthSendCode({ token, phone, phonePrefixCode }) {
      const module = await member.call('POST', PAGES_PATHS.accountAuthSendCode, { token, phone, phonePrefixCode });
      if (!isRecord(module)) throw parseError();
      const seconds = typeof module.resendAfterSeconds === 'number' && module.resendAfterSeconds > 0 ? module.resendAfterSeconds : 60;
      return { phone: str(module.phone) ?? phone, voice: module.voice === true, resendAfterSeconds: seconds };
    },
    async accountAuthRegister(input) {
      return pageLoginOf(await member.call('POST', PAGES_PATHS.accountAuthRegister, { ...input }));
    },
    async groceryHistory() {
      const module = await member.call('POST', GROCERY_PATHS.groceryHistory, {});
      if (!isRecord(module)) throw parseError();
      const history = module.history;
      if (history === null || history === undefined) return null;
      if (!isRecord(history) || typeof history.id !== 'number' || !Array.isArray(history.orders)) throw parseError();
      return {
        id: history.id,
        account: str(history.account) ?? '',
        orders: history.orders.map(groceryOrder).filter((o): o is GroceryOrder => o !== null),
      };
    },
    async groceryDecide({ id, answer }) {
      const module = await member.call('POST', GROCERY_PATHS.groceryDecide, { id: String(id), answer });
      if (!isRecord(module)) throw parseError();
      return { answer, account: str(module.account) };
    },
  };
}
