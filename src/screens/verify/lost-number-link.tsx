/**
 * "I no longer have this number" (issue 26 part 3): the link from code login (under its form: popup/login-slot.tsx),
 * its Verify and method list to the member
 * page /user/lost-number (PAGE_PATHS['lost-number'], a lazy chunk of the pages entry). Built here, in the lazy
 * screens, so the popup's first screen carries none of it. The number being logged in goes in the fragment (national
 * digits), never in the query: the page fills it in, and no server log nor Referer sees it.
 */
import type { PopupView } from '../../machines/contract.js';
import type { Translator } from '../../i18n/translate.js';

export const LOST_NUMBER_PATH = '/user/lost-number';

/** The page's address on the member host (the host of the popup's member links), with the number in the fragment. */
export function lostNumberUrl(view: Pick<PopupView, 'links' | 'phonePrefix'>, phone: string): string {
  const url = new URL(LOST_NUMBER_PATH, view.links.guestRegister);
  const digits = phone.replace(/\D/g, '');
  const national = phone.trim().startsWith('+') && digits.startsWith(view.phonePrefix) ? digits.slice(view.phonePrefix.length) : digits;
  if (national) url.hash = `phone=${national}`;
  return url.href;
}

/** Code login's Verify (not sign-up's nor a reset's): a phone code for the login form's number. */
export function isCodeLoginVerify(view: PopupView): boolean {
  return view.verify?.identifierType === 'phone' && view.registry === null && view.forgot === null && view.login.mode === 'code';
}

export function LostNumberLink({ view, phone, t }: { view: PopupView; phone: string; t: Translator }) {
  return (
    <p className="mp-screen__switch">
      <a className="mp-link" href={lostNumberUrl(view, phone)}>
        {t('lostNumber.link')}
      </a>
    </p>
  );
}
