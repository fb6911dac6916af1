/**
 * The member pages' own calls (the reference server's contract, README "Calls"), built on `MemberClient.call`:
 * the same CSRF, retry, bot-check and error classification as every member call. (Changing or setting the password
 * is the account area's call, src/api/account.ts, used by /user/change-password.)
 */
import type { MemberClient } from './member.js';
import { isRecord, parseError } from './transport.js';

export const PAGES_PATHS = Object.freeze({
  checkResetToken: 'user/api/checkResetToken',
  sendPasswordLink: 'user/api/sendPasswordLink',
});

export interface ResetTokenInfo {
  /** The token sets the first password of a guest (the account is created with the guest's e-mail). */
  readonly guest: boolean;
  /** The account's e-mail as the server shows it (masked), if any. */
  readonly email: string | null;
}

export interface PasswordLinkSent {
  /** The address as the server shows it (masked). */
  readonly email: string;
  /** Seconds before another e-mail may be asked for. */
  readonly resendAfterSeconds: number;
}

export interface PagesServices {
  /** Is a reset link's token still live (not spent, not expired, verified)? Throws ApiError when not. */
  checkResetToken(token: string): Promise<ResetTokenInfo>;
  /** E-mails a set-password link (a guest with orders) or a reset link (an account); the same answer otherwise. */
  sendPasswordLink(email: string): Promise<PasswordLinkSent>;
}

const str = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

export function createPagesServices(member: MemberClient): PagesServices {
  return {
    async checkResetToken(token) {
      const module = await member.call('POST', PAGES_PATHS.checkResetToken, { token });
      if (!isRecord(module)) throw parseError();
      return { guest: module.guest === true, email: str(module.email) };
    },
    async sendPasswordLink(email) {
      const module = await member.call('POST', PAGES_PATHS.sendPasswordLink, { email });
      if (!isRecord(module)) throw parseError();
      const seconds = typeof module.resendAfterSeconds === 'number' && module.resendAfterSeconds > 0 ? module.resendAfterSeconds : 60;
      return { email: str(module.email) ?? email, resendAfterSeconds: seconds };
    },
  };
}
