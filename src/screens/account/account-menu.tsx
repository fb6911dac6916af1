'use client';

/**
 * `<AccountMenu>` (spec §2.3 "Account menu"): a menu button with the buyer's name, following the WAI-ARIA menu button
 * pattern through the Popover widget (Enter, Space, ArrowDown open on the first item, ArrowUp on the last; ArrowUp,
 * ArrowDown, Home, End move; Escape closes and gives focus back to the button; Tab or a press outside closes), plus
 * typeahead (a letter moves to the next item starting with it). Positioned by Floating UI without a style attribute.
 *
 * Items: my account, my profile, edit profile, change or add e-mail, change or add mobile, change or set password
 * (by `hasPassword`), feedback, help, policies, settings, and log out, which asks for confirmation in a dialog first.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { PageDialog } from '../../components/dialog/index.js';
import { Popover } from '../../components/popover/index.js';
import type { AccountMenuKey } from '../../i18n/parts/account-menu/en.js';
import type { Translator } from '../../i18n/translate.js';

/**
 * The menu's translator: its own part's keys only (src/i18n/parts/account-menu), so the header's menu entry loads that
 * small part alone; the account area's translator (AccountT) has them all and fits here too.
 */
export type AccountMenuT = Translator<AccountMenuKey>;

/** Where each item goes (absolute or page-relative URLs). */
export interface AccountLinks {
  readonly myAccount: string;
  readonly myProfile: string;
  readonly editProfile: string;
  readonly email: string;
  readonly mobile: string;
  readonly password: string;
  readonly feedback: string;
  readonly help: string;
  readonly policies: string;
  readonly settings: string;
  readonly security: string;
  readonly privacy: string;
}

/** What the menu needs of the buyer. */
export interface AccountMenuUser {
  readonly name?: string;
  readonly nickname?: string;
  readonly email?: string;
  readonly phone?: string;
  readonly hasPassword?: boolean;
}

export interface AccountMenuProps {
  readonly user: AccountMenuUser;
  readonly t: AccountMenuT;
  readonly links: AccountLinks;
  /** Logs out (services.logout); a rejection keeps the dialog open with an error. */
  readonly onLogout: () => Promise<void>;
  /** Where the logout dialog renders (default document.body: the page behind becomes inert). */
  readonly dialogContainer?: Element | null;
  /** `data-mp-theme` on the menu's root (the colorScheme option). */
  readonly theme?: 'light' | 'dark';
}

export type AccountMenuItem = { readonly id: keyof AccountLinks; readonly key: AccountMenuKey } | { readonly id: 'logout'; readonly key: AccountMenuKey };

/** The §2.3 items for a buyer, in order. */
export function accountMenuItems(user: AccountMenuUser): AccountMenuItem[] {
  return [
    { id: 'myAccount', key: 'account.menu.myAccount' },
    { id: 'myProfile', key: 'account.menu.myProfile' },
    { id: 'editProfile', key: 'account.menu.editProfile' },
    { id: 'email', key: user.email ? 'account.menu.changeEmail' : 'account.menu.addEmail' },
    { id: 'mobile', key: user.phone ? 'account.menu.changeMobile' : 'account.menu.addMobile' },
    { id: 'password', key: user.hasPassword === false ? 'account.menu.setPassword' : 'account.menu.changePassword' },
    { id: 'feedback', key: 'account.menu.feedback' },
    { id: 'help', key: 'account.menu.help' },
    { id: 'policies', key: 'account.menu.policies' },
    { id: 'security', key: 'account.menu.security' },
    { id: 'privacy', key: 'account.menu.privacy' },
    { id: 'settings', key: 'account.menu.settings' },
    { id: 'logout', key: 'account.menu.logout' },
  ];
}

/** The name the header shows: the nickname, the name, else the e-mail or the phone (§2.1). */
export function displayName(user: AccountMenuUser): string {
  return [user.nickname, user.name, user.email, user.phone].map((v) => (v ?? '').trim()).find((v) => v !== '') ?? '';
}

/** Typeahead: focus the next item (after the focused one, wrapping) whose text starts with the typed character. */
function typeahead(event: KeyboardEvent<HTMLElement>): void {
  if (event.key.length !== 1 || event.altKey || event.ctrlKey || event.metaKey || event.key === ' ') return;
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]'));
  const start = items.indexOf(event.currentTarget.ownerDocument.activeElement as HTMLElement);
  const wanted = event.key.toLocaleLowerCase();
  for (let step = 1; step <= items.length; step += 1) {
    const item = items[(start + step) % items.length]!;
    if ((item.textContent ?? '').trim().toLocaleLowerCase().startsWith(wanted)) {
      event.preventDefault();
      item.focus();
      return;
    }
  }
}

export function AccountMenu({ user, t, links, onLogout, dialogContainer, theme }: AccountMenuProps) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const button = useRef<HTMLButtonElement>(null);
  const name = displayName(user);

  const logout = async () => {
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      await onLogout();
      setConfirming(false);
    } catch {
      setError(t('account.logout.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mp-root mp-account-menu" lang={t.lang} dir={t.dir} data-mp-theme={theme}>
      <Popover
        role="menu"
        label={t('account.menu.button', { name })}
        placement="bottom-end"
        className="mp-account-menu__panel"
        trigger={
          <button type="button" className="mp-account-menu__button" ref={button}>
            <span className="mp-account-menu__avatar" aria-hidden="true">
              {name.slice(0, 1).toLocaleUpperCase()}
            </span>
            <span className="mp-account-menu__name">{name}</span>
            <svg className="mp-account-menu__chevron" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M7 10l5 5 5-5z" />
            </svg>
          </button>
        }
      >
        {({ close }) => (
          // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- typeahead inside the menu
          <div className="mp-account-menu__items" role="none" onKeyDown={typeahead}>
            {accountMenuItems(user).map((item) =>
              item.id === 'logout' ? (
                <button
                  key={item.id}
                  type="button"
                  role="menuitem"
                  className="mp-account-menu__item mp-account-menu__item--logout"
                  data-item={item.id}
                  onClick={() => {
                    close();
                    setError('');
                    setConfirming(true);
                  }}
                >
                  {t(item.key)}
                </button>
              ) : (
                <a key={item.id} role="menuitem" className="mp-account-menu__item" data-item={item.id} href={links[item.id]} onClick={() => close()}>
                  {t(item.key)}
                </a>
              ),
            )}
          </div>
        )}
      </Popover>
      <PageDialog
        open={confirming}
        role="alertdialog"
        title={t('account.logout.title')}
        onClose={() => {
          if (!busy) setConfirming(false);
        }}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void logout()}
        confirmLabel={t('account.menu.logout')}
        cancelLabel={t('account.logout.stay')}
        closeLabel={t('account.menu.close')}
        busy={busy}
        error={error || undefined}
        container={dialogContainer === undefined ? 'page' : dialogContainer}
        t={t as never}
      >
        <p>{t('account.logout.text')}</p>
      </PageDialog>
    </div>
  );
}

/**
 * In place of the menu when its stylesheet could not be loaded (the plain-DOM mount links it itself): the network
 * error, announced, and "Try again", which loads it again. Readable without the sheet.
 */
export function AccountMenuUnavailable({ t, onRetry }: { readonly t: AccountMenuT; readonly onRetry: () => void }) {
  return (
    <div className="mp-root mp-account-menu mp-account-menu--unavailable" lang={t.lang} dir={t.dir}>
      <span role="alert">{t('account.menu.unavailable')}</span>{' '}
      <button type="button" className="mp-account-menu__retry" onClick={onRetry}>
        {t('account.retry')}
      </button>
    </div>
  );
}
