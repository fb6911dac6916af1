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
import type { Address } from '../api/address.js';
import type { CatalogPart } from '../i18n/catalog-parts.js';
import * as enFlows from '../i18n/catalogs/en-flows.js';
import { addEnglishFlows } from '../i18n/catalogs/index.js';
import type { AccountKey } from '../i18n/parts/account/en.js';
import accountPart from '../i18n/parts/account/index.js';
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

/** The services, whose first overview() answers with the page's embedded overview when there is one (issue 28). */
function withEmbeddedOverview(services: AccountServices, embedded: unknown): AccountServices {
  if (embedded === undefined || embedded === null) return services;
  let first: AccountOverview | null;
  try {
    first = parseOverview(embedded);
  } catch {
    // Not an overview (a page of another version): the dashboard asks the server as without one.
    return services;
  }
  return {
    ...services,
    overview() {
      const given = first;
      first = null;
      return given ? Promise.resolve(given) : services.overview();
    },
  };
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

function ProfileRouter({ env, props }: { env: PageEnv<AccountKey>; props: ProfilePageProps }) {
  const t = env.t as AccountT;
  const sections = useMemo(() => ({ ...PROFILE_SECTIONS, ...props.sections }), [props.sections]);
  const [services] = useState(() => withEmbeddedOverview(props.accountServices ?? createAccountServices(env.member, env.config), props.overview));
  const actor = useActorRef(overviewMachine, { input: { services } });
  const overview = useSelector(actor, selectOverviewView);
  const [section, setSection] = useState(() => sectionOf(currentHash(), sections));
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

export function ProfilePage(props: ProfilePageProps) {
  // The sections show some of the popup's flow texts (codes, passwords): their English is built in, so the dashboard
  // waits for no chunk of them (the member pages load it with their texts instead).
  useState(() => addEnglishFlows(enFlows));
  // The address book's sub-page and dashboard summary (profile-sections.ts) use the address part.
  const parts = useMemo(() => [accountPart as CatalogPart<string>, addressPart as CatalogPart<string>, ...(props.parts ?? [])], [props.parts]);
  return <PageRoot options={props} parts={parts}>{(env) => <ProfileRouter env={env as PageEnv<AccountKey>} props={props} />}</PageRoot>;
}
