'use client';

/**
 * The account menu's plain-DOM mount for a header without React: `mountAccountMenu(element, options)` renders with the
 * bundled React into the element and returns a handle to update or unmount it. Its own module (issue 28): the header's
 * account-menu browser entry (src/browser/account-menu.ts) takes this and never the profile page.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createSessionServices } from '../api/current-user.js';
import type { Services } from '../api/services.js';
import { loadPackageStyles } from '../api/stylesheets.js';
import { themeAttribute, watchColorScheme, type ColorScheme } from '../components/internal/color-scheme.js';
import { STYLESHEET_VERSION } from '../config/constants.js';
import { checkContainer } from '../config/dev.js';
import type { User } from '../api/types.js';
import { createConfig, type Environment, type MemberConfigOptions, type SiteCode } from '../config/index.js';
import { loadOwnPartTranslator } from '../i18n/catalog-parts.js';
import accountMenuPart from '../i18n/parts/account-menu/index.js';
import { checkTexts, type TextOverrides } from '../i18n/texts.js';
import { AccountMenu, AccountMenuUnavailable, type AccountLinks, type AccountMenuT, type AccountMenuUser } from '../screens/account/account-menu.js';
import { onUserChange } from './events.js';
import { accountLinks } from './links.js';

export interface AccountMenuMountOptions {
  /** Site code ('SG', 'MY', …); default SG. */
  readonly site?: SiteCode;
  readonly environment?: Environment;
  readonly language?: string;
  /** Your own wording for any text, by catalog language (docs/texts.md); it wins over the built-in catalogs. */
  readonly texts?: TextOverrides;
  /** 'dark', 'light', or 'auto' (the reader's prefers-color-scheme, followed live). */
  readonly colorScheme?: ColorScheme;
  readonly config?: Omit<MemberConfigOptions, 'site' | 'env' | 'language'>;
  /** The buyer; default: asked from the member server (get-current-user). */
  readonly user?: AccountMenuUser;
  /** Replaces the menu's two calls (logout, current user; default: createSessionServices, without the popup's services). */
  readonly services?: Pick<Services, 'logout' | 'currentUser'>;
  /** Replaces any item's address. */
  readonly links?: Partial<AccountLinks>;
  /** After a confirmed logout (default: the page reloads). */
  readonly onLoggedOut?: () => void;
  /**
   * The menu's stylesheet (its own small sheet, member-account-menu-<version>.css, issue 28; on a page that links the
   * account area's sheets, those): linked by the menu itself when the page has not (issue 27), beside the page's
   * popup sheet, else from `base` (default: dist/styles/ beside this build), with `nonce` under a strict CSP (default:
   * the popup sheet's). `false`: the page bundles them itself (`member-popup/account/menu.css`).
   */
  readonly stylesheets?: false | { readonly base?: string; readonly nonce?: string };
}

/**
 * The sheet the menu is drawn with (issue 28): only the rules of the menu, its popover and its "Log out?" dialog, with
 * the tokens they read (styles/build.mjs ACCOUNT_MENU_BLOCKS), cut from the popup's and the account area's sheets.
 */
export const ACCOUNT_MENU_SHEETS = Object.freeze(['account-menu']);
/** The account area's sheets in cascade order: a page that links them (/user/profile) already has every menu rule. */
const ACCOUNT_AREA_SHEETS = Object.freeze(['popup', 'popup-flows', 'account']);

/** Whether the page links the account area's sheet (member-account-<version>.css), so the menu needs no sheet of its own. */
const pageLinksAccountArea = (): boolean =>
  typeof document !== 'undefined' &&
  document.querySelector(`link[rel~="stylesheet"][href*="member-account-${STYLESHEET_VERSION}.css"]`) !== null;

/** dist/styles/ beside this build (dist/browser/member-account.js and dist/esm/account.js both sit one folder down). */
const ownStylesFolder = (): string | undefined => {
  try {
    return new URL('../styles/', import.meta.url).href;
  } catch {
    return undefined;
  }
};

/** Links the menu's sheets unless the page bundles them; rejects when one cannot be loaded. */
function loadMenuStyles(option: AccountMenuMountOptions['stylesheets']): Promise<void> {
  if (option === false) return Promise.resolve();
  const sheets = pageLinksAccountArea() ? ACCOUNT_AREA_SHEETS : ACCOUNT_MENU_SHEETS;
  return loadPackageStyles(sheets, STYLESHEET_VERSION, { base: option?.base ?? ownStylesFolder(), nonce: option?.nonce });
}

export interface AccountMenuHandle {
  /** Resolves once the menu is shown, with the buyer (null: nobody is logged in, nothing is shown). */
  readonly ready: Promise<AccountMenuUser | null>;
  update(user: AccountMenuUser): void;
  unmount(): void;
}

export function mountAccountMenu(element: Element, options: AccountMenuMountOptions = {}): AccountMenuHandle {
  checkContainer(element, 'mountAccountMenu: element');
  checkTexts(options.texts);
  const config = createConfig({ ...options.config, site: options.site, env: options.environment, language: options.language });
  const services = options.services ?? createSessionServices(config);
  const links = accountLinks(config, options.links);
  let theme = themeAttribute(options.colorScheme);
  const root = createRoot(element);
  let t: AccountMenuT | null = null;
  let user: AccountMenuUser | null = null;
  let mounted = true;
  let styled = false;
  /**
   * The first render is synchronous, so the button exists once `ready` resolves (a header moves focus to it). A user
   * change renders as usual: it is announced from inside the account area's React work (an effect), where flushSync
   * cannot flush and React warns.
   */
  const render = (sync = false) => {
    if (!mounted || !t || !user) return;
    const menuUser = user;
    const translator = t;
    // A sheet could not be loaded: the network error and "Try again" (never an unstyled menu).
    const draw = () => root.render(!styled ? (
      <AccountMenuUnavailable t={translator} onRetry={() => void styles().then(() => render(true), () => render(true))} />
    ) : (
      <AccountMenu
        user={menuUser}
        t={translator}
        links={links}
        onLogout={async () => {
          await services.logout();
          (options.onLoggedOut ?? (() => window.location.reload()))();
        }}
        theme={theme}
      />
    ));
    if (sync) flushSync(draw);
    else draw();
  };
  const stop = onUserChange((next) => {
    user = { ...user, ...next };
    render();
  });
  const unwatch = watchColorScheme(options.colorScheme, (next) => {
    theme = next;
    render();
  });
  const styles = () =>
    loadMenuStyles(options.stylesheets).then(
      () => void (styled = true),
      () => void (styled = false),
    );
  const ready = (async () => {
    const [translator, current] = await Promise.all([
      loadOwnPartTranslator(config.language, [accountMenuPart], options.texts),
      options.user ? Promise.resolve(options.user) : services.currentUser().then((u: User | null) => u as AccountMenuUser | null),
      styles(),
    ]);
    t = translator;
    user = current;
    render(true);
    return current;
  })();
  return {
    ready,
    update(next) {
      user = next;
      render(true);
    },
    unmount() {
      mounted = false;
      stop();
      unwatch();
      root.unmount();
    },
  };
}
