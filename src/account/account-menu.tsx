'use client';
/**
 * `<AccountMenu site>` for React apps: the header's account menu that loads its own data, like a user button. It
 * asks who is signed in through `useMember()` (one get-current-user per page, shared with every other caller),
 * loads the menu's texts (its own small part) in the site's language (with the integrator's `texts` over them), and renders nothing
 * while loading or when nobody is signed in. Logging out goes through the shared store, so every `useMember()` of
 * the page sees it; then `onLoggedOut` runs (default: the page reloads).
 */
import { useEffect, useState } from 'react';
import type { Services } from '../api/services.js';
import { useColorScheme, type ColorScheme } from '../components/internal/color-scheme.js';
import { createConfig, type Environment, type MemberConfigOptions, type SiteCode } from '../config/index.js';
import { loadOwnPartTranslator } from '../i18n/catalog-parts.js';
import accountMenuPart from '../i18n/parts/account-menu/index.js';
import { checkTexts, type TextOverrides } from '../i18n/texts.js';
import { AccountMenu as AccountMenuView, type AccountLinks, type AccountMenuT, type AccountMenuUser } from '../screens/account/account-menu.js';
import { useMember } from '../screens/shared/use-member.js';
import { accountLinks } from './links.js';

export interface AccountMenuProps {
  /** Site code ('SG', 'MY', …); default SG. */
  readonly site?: SiteCode;
  readonly environment?: Environment;
  readonly language?: string;
  /** Your own wording for any text, by catalog language (docs/texts.md). */
  readonly texts?: TextOverrides;
  /** 'dark', 'light', or 'auto' (the reader's prefers-color-scheme, followed live). */
  readonly colorScheme?: ColorScheme;
  readonly config?: Omit<MemberConfigOptions, 'site' | 'env' | 'language'>;
  /** Replaces the services (logout, current user): tests, stories. */
  readonly services?: Pick<Services, 'logout' | 'currentUser'>;
  /** Replaces any item's address. */
  readonly links?: Partial<AccountLinks>;
  /** After a confirmed logout (default: the page reloads). */
  readonly onLoggedOut?: () => void;
}

export function AccountMenu(props: AccountMenuProps) {
  const { site, environment, services } = props;
  const [setup] = useState(() => {
    checkTexts(props.texts);
    const config = createConfig({ ...props.config, site, env: environment, language: props.language });
    return { config, links: accountLinks(config, props.links), texts: props.texts };
  });
  const theme = useColorScheme(props.colorScheme);
  const member = useMember({ site, environment, config: props.config, services });
  const [t, setT] = useState<AccountMenuT | null>(null);
  const tag = setup.config.language;
  useEffect(() => {
    let live = true;
    void loadOwnPartTranslator(tag, [accountMenuPart], setup.texts).then((translator) => {
      if (live) setT(() => translator);
    });
    return () => {
      live = false;
    };
  }, [tag, setup]);

  if (!t || !member.user) return null;
  return (
    <AccountMenuView
      user={member.user as AccountMenuUser}
      t={t}
      links={setup.links}
      theme={theme}
      onLogout={async () => {
        await member.signOut();
        (props.onLoggedOut ?? (() => window.location.reload()))();
      }}
    />
  );
}
