'use client';

/**
 * The account menu's plain-DOM mount for a header without React: `mountAccountMenu(element, options)` renders with the
 * bundled React into the element and returns a handle to update or unmount it. Its own module (issue 28): the header's
 * account-menu browser entry (src/browser/account-menu.ts) takes this and never the profile page.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createServices, type Services } from '../api/services.js';
import { loadPackageStyles } from '../api/stylesheets.js';
import { themeAttribute, watchColorScheme, type ColorScheme } from '../components/internal/color-scheme.js';
import { STYLESHEET_VERSION } from '../config/constants.js';
import { checkContainer } from '../config/dev.js';
import type { User } from '../api/types.js';
import { createConfig, type Environment, type MemberConfigOptions, type SiteCode } from '../config/index.js';
import { loadPartTranslator } from '../i18n/catalog-parts.js';
import accountPart from '../i18n/parts/account/index.js';
import { checkTexts, type TextOverrides } from '../i18n/texts.js';
import { AccountMenu, AccountMenuUnavailable, type AccountLinks, type AccountMenuUser } from '../screens/account/account-menu.js';
import type { AccountT } from '../screens/account/text.js';
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
  /** Replaces the popup's services (logout, current user). */
  readonly services?: Pick<Services, 'logout' | 'currentUser'>;
  /** Replaces any item's address. */
  readonly links?: Partial<AccountLinks>;
  /** After a confirmed logout (default: the page reloads). */
  readonly onLoggedOut?: () => void;
  /**
   * The menu's stylesheets (the popup's two and the account sheet, versioned): linked by the menu itself when the
   * page has not (issue 27), beside the page's popup sheet, else from `base` (default: dist/styles/ beside this
   * build), with `nonce` under a strict CSP (default: the popup sheet's). `false`: the page bundles them itself.
   */
  readonly stylesheets?: false | { readonly base?: string; readonly nonce?: string };
}

/** The sheets the menu is drawn with, in cascade order: tokens and dialogs, the popover, the menu. */
export const ACCOUNT_MENU_SHEETS = Object.freeze(['popup', 'popup-flows', 'account']);

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
  return loadPackageStyles(ACCOUNT_MENU_SHEETS, STYLESHEET_VERSION, { base: option?.base ?? ownStylesFolder(), nonce: option?.nonce });
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
  const services = options.services ?? createServices(config);
  const links = accountLinks(config, options.links);
  let theme = themeAttribute(options.colorScheme);
  const root = createRoot(element);
  let t: AccountT | null = null;
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
      loadPartTranslator(config.language, [accountPart], options.texts),
      options.user ? Promise.resolve(options.user) : services.currentUser().then((u: User | null) => u as AccountMenuUser | null),
      styles(),
    ]);
    t = translator as AccountT;
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
