'use client';

/**
 * `<ProfilePage>`: /user/profile (spec §2.2) with its hash-routed sub-pages (profile-sections.ts). The hash is the
 * route: a deep link opens its sub-page, back and forward move between them (each change is a history entry), focus
 * goes to the heading on every change (PageLayout). The buyer and orders load once (overview machine); a logged-out
 * visit, or a session that ends mid-edit, goes to the §2.4 login page (`loginPageUrl`) with this address as the
 * redirect, the typed draft kept in sessionStorage and given back on return.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { loginPageUrl } from '../../loader/login-redirect.js';
import { createAccountServices, parseOverview, type AccountOverview, type AccountServices, type AccountUser } from '../api/account.js';
import { createConfig } from '../config/index.js';
import type { Address } from '../api/address.js';
import { loadPartTranslator, type CatalogPart } from '../i18n/catalog-parts.js';
import * as enFlows from '../i18n/catalogs/en-flows.js';
import { addEnglishFlows } from '../i18n/catalogs/index.js';
import type { AccountKey } from '../i18n/parts/account/en.js';
import accountPart from '../i18n/parts/account/index.js';
import type { Translator } from '../i18n/translate.js';
import { addressPart } from '../i18n/parts/address/index.js';
import { overviewMachine, selectOverviewView } from '../machines/account/overview.machine.js';
import { accountText, type AccountT } from '../screens/account/text.js';
import { PageLayout, PageRoot, type PageEnv, type PageRootOptions } from '../screens/page/index.js';
import { saveDraft, takeDraft } from './drafts.js';
import { announceUser } from './events.js';
import { DASHBOARD_SLOTS, PROFILE_SECTIONS, sectionOf, type ProfileSection } from './profile-sections.js';

export interface ProfilePageProps extends PageRootOptions {
  /** Replaces the account services (tests, stories). */
  readonly accountServices?: AccountServices;
  /** More sub-pages, or replacements (hash → section). */
  readonly sections?: Readonly<Record<string, ProfileSection>>;
  /** More catalog parts the extra sections use. */
  readonly parts?: readonly CatalogPart<string>[];
  /** Whether this is the mobile site (the login page variant, §2.4); default: a narrow viewport. */
  readonly mobile?: boolean;
  /**
   * The overview the server already put in the page (the GET overview call's module, embedded in /user/profile as
   * `<script type="application/json">`): the dashboard shows it without a call of its own. Used once; a retry or a
   * later load asks the server.
   */
  readonly overview?: unknown;
}

/**
 * The overview the page embedded, parsed; null when there is none or it is not an overview (a page of another
 * version: the dashboard asks the server as without one).
 */
function embeddedOverview(embedded: unknown): AccountOverview | null {
  if (embedded === undefined || embedded === null) return null;
  try {
    return parseOverview(embedded);
  } catch {
    return null;
  }
}

const EMPTY_USER: AccountUser = {
  id: '',
  name: '',
  nickname: '',
  email: '',
  phone: '',
  phonePrefixCode: '',
  gender: '',
  birthday: '',
  taxId: '',
  branchId: '',
  hasPassword: true,
  hasPinCode: false,
  enableNewsletter: false,
  enableSmsNewsletter: false,
};

const currentHash = () => (typeof location === 'undefined' ? '' : location.hash);
const narrow = () => typeof matchMedia === 'function' && matchMedia('(max-width: 767px)').matches;

function ProfileRouter({ env, props, section: first }: { env: PageEnv<AccountKey>; props: ProfilePageProps; section?: string }) {
  const t = env.t as AccountT;
  const sections = useMemo(() => ({ ...PROFILE_SECTIONS, ...props.sections }), [props.sections]);
  const [services] = useState(() => props.accountServices ?? createAccountServices(env.member, env.config));
  // The embedded overview is the machine's start: the first render (the server's, the hydration's) shows it.
  const [initial] = useState(() => embeddedOverview(props.overview));
  const actor = useActorRef(overviewMachine, { input: { services, initial } });
  const overview = useSelector(actor, selectOverviewView);
  const [section, setSection] = useState(() => first ?? sectionOf(currentHash(), sections));
  const [status, setStatus] = useState('');
  /**
   * The sub-page a status line was said on, until the sub-page change it leads to (then null): the line belongs to
   * the sub-page it was said on and the one it leads to, and the change after that takes it away (issue 27: a
   * "Your profile is saved." stayed on every later section).
   */
  const said = useRef<string | null>(null);
  const shownOn = useRef(section);
  const notify = useCallback((text: string) => {
    said.current = shownOn.current;
    setStatus(text);
  }, []);
  useEffect(() => {
    if (shownOn.current === section) return;
    if (said.current !== shownOn.current) setStatus('');
    said.current = null;
    shownOn.current = section;
  }, [section]);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    const follow = () => {
      setSection(sectionOf(currentHash(), sections));
    };
    window.addEventListener('hashchange', follow);
    window.addEventListener('popstate', follow);
    // A hydrated page starts on the server's sub-page: a link followed before hydration is followed now.
    follow();
    return () => {
      window.removeEventListener('hashchange', follow);
      window.removeEventListener('popstate', follow);
    };
  }, [sections]);

  // A draft kept for this sub-page before a login redirect: given back once.
  const draft = useMemo(() => takeDraft(section), [section]);
  useEffect(() => {
    if (draft) notify(t('account.draft.restored'));
  }, [draft, t, notify]);

  const sessionExpired = useCallback(
    (kept?: Readonly<Record<string, string>>) => {
      if (kept) saveDraft(section, kept);
      setLeaving(true);
      const here = typeof location === 'undefined' ? env.pageUrl : location.href;
      env.navigate(
        loginPageUrl({
          site: env.config.site.code,
          env: env.config.env,
          mobile: props.mobile ?? narrow(),
          redirect: here,
          hosts: env.config.hostOptions,
        }),
      );
    },
    [env, section, props.mobile],
  );

  useEffect(() => {
    if (overview.status === 'expired') sessionExpired();
  }, [overview.status, sessionExpired]);

  const href = (name: string) => `#${name}`;
  const go = (name: string) => {
    if (typeof location !== 'undefined') location.hash = name;
    setSection(sectionOf(`#${name}`, sections));
  };
  const addressesChanged = useCallback((addresses: readonly Address[]) => actor.send({ type: 'ADDRESSES_UPDATED', addresses }), [actor]);
  const userChanged = (user: AccountUser) => {
    actor.send({ type: 'USER_UPDATED', user });
    announceUser(user);
  };

  const user = overview.user ?? EMPTY_USER;
  const current = sections[section]!;
  const title = t(current.title(user) as AccountKey);
  useEffect(() => {
    if (typeof document !== 'undefined') document.title = title;
  }, [title]);
  const Section = current.component;
  const navEntries = Object.entries(sections).filter(([, s]) => s.nav !== false);
  return (
    <PageLayout
      title={title}
      t={t}
      className="mp-account-page"
      before={
        <nav className="mp-account-nav" aria-label={t('account.nav.label')}>
          <ul className="mp-account-nav__list">
            {navEntries.map(([name, s]) => (
              <li key={name}>
                <a className="mp-account-nav__link" href={href(name)} aria-current={name === section ? 'page' : undefined}>
                  {t(s.title(user) as AccountKey)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      }
    >
      <p className="mp-account-status" role="status">
        {leaving ? t('account.session.expired') : status}
      </p>
      {overview.status === 'loading' || overview.status === 'expired' ? (
        <p className="mp-account-loading">{t('account.loading')}</p>
      ) : overview.status === 'failed' ? (
        <div className="mp-account-card" role="alert">
          <p>
            {t('account.loadFailed')} {accountText(overview.error, t)}
          </p>
          <button type="button" className="mp-button mp-button--primary" onClick={() => actor.send({ type: 'RETRY' })}>
            {t('account.retry')}
          </button>
        </div>
      ) : (
        <Section
          key={section}
          env={env}
          t={t}
          user={user}
          overview={overview}
          services={services}
          href={href}
          go={go}
          userChanged={userChanged}
          addressesChanged={addressesChanged}
          setPromotion={(channel, enabled) => actor.send({ type: 'SET_PROMOTION', channel, enabled })}
          sessionExpired={sessionExpired}
          draft={draft}
          notify={notify}
          addressSummary={DASHBOARD_SLOTS.addressSummary}
        />
      )}
    </PageLayout>
  );
}

/**
 * The sections show some of the popup's flow texts (codes, passwords): their English is built in, so the dashboard
 * waits for no chunk of them (the member pages load it with their texts instead). Added by a call, not at the top
 * level (the ESM build marks top-level calls pure).
 */
const withEnglishFlows = () => addEnglishFlows(enFlows);

/** The page's catalog parts: the account's, the address part (the address book and the dashboard's summary), the host's. */
const pageParts = (props: ProfilePageProps): CatalogPart<string>[] => [
  accountPart as CatalogPart<string>,
  addressPart as CatalogPart<string>,
  ...(props.parts ?? []),
];

/**
 * Loads the translator of the page's parts in its language (as `PageRoot` would after its first render): what the
 * server renders with and the browser hydrates with, so both first renders are the same tree.
 */
export function prepareProfilePage(props: ProfilePageProps): Promise<Translator<string>> {
  withEnglishFlows();
  const config = createConfig({ ...props.config, site: props.site, env: props.environment, language: props.language });
  return loadPartTranslator(config.language, pageParts(props), props.texts, false) as Promise<Translator<string>>;
}

/**
 * The page with its translator already loaded and the sub-page it starts on (`section`, default the location's
 * hash): the server renders, and the browser hydrates, the dashboard this way (server.tsx, mount.tsx).
 */
export function ProfilePageRoot({ props, translator, section }: { props: ProfilePageProps; translator?: Translator<string>; section?: string }) {
  useState(withEnglishFlows);
  // The parts of a page are fixed for its lifetime.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const parts = useMemo(() => pageParts(props), [props.parts]);
  return (
    <PageRoot options={props} parts={parts} translator={translator}>
      {(env) => <ProfileRouter env={env as PageEnv<AccountKey>} props={props} section={section} />}
    </PageRoot>
  );
}

export function ProfilePage(props: ProfilePageProps) {
  return <ProfilePageRoot props={props} />;
}
