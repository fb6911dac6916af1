/**
 * The account area tells the page when the buyer changed (an e-mail, mobile or profile change, an opt-in): a
 * `member-account:user` event on window with the new user as `detail`. `mountAccountMenu` listens, so the header
 * shows the change at once.
 */
import type { AccountUser } from '../api/account.js';
import { ACCOUNT_USER_EVENT } from '../api/current-member.js';

export { ACCOUNT_USER_EVENT };

export function announceUser(user: AccountUser): void {
  if (typeof window === 'undefined' || typeof CustomEvent === 'undefined') return;
  window.dispatchEvent(new CustomEvent<AccountUser>(ACCOUNT_USER_EVENT, { detail: user }));
}

export function onUserChange(listener: (user: AccountUser) => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const handler = (event: Event) => listener((event as CustomEvent<AccountUser>).detail);
  window.addEventListener(ACCOUNT_USER_EVENT, handler);
  return () => window.removeEventListener(ACCOUNT_USER_EVENT, handler);
}
