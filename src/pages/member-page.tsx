'use client';

/**
 * `<MemberPage route>`: one member page of spec §2.2 / §2.3 by its route, inside `PageRoot` (configuration,
 * services, the `pages` catalog part, the query and the guarded redirect). Without `route` the page's path decides
 * (`matchRoute(location.pathname)`); an unknown path shows the not-found page.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import type { Services } from '../api/services.js';
import type { SocialProvider } from '../api/social.js';
import { readUserId } from '../config/cookies.js';
import type { CatalogPart } from '../i18n/catalog-parts.js';
import type { Translator } from '../i18n/translate.js';
import pagesPart, { type PagesKey } from '../i18n/parts/pages/index.js';
import { signedInCheckMachine } from '../machines/signed-in-check.machine.js';
import { PageLayout, PageRoot, usePageEnv, type PageRootOptions } from '../screens/page/index.js';
import { FlowPage } from './flow-page.js';
import { matchRoute, type PageRoute } from './routes.js';

export interface MemberPageProps extends PageRootOptions {
  /** The page to show; default the one `location.pathname` (or `url`) names. */
  readonly route?: PageRoute;
  /** The social sign-in provider of the login and sign-up pages. */
  readonly social?: SocialProvider;
}

/** The catalog parts of the server-rendered pages, and of every page without parts of its own. */
export const PARTS: readonly CatalogPart<string>[] = [pagesPart];
/** The routes whose pages show a catalog part besides `pages` (route-parts.ts, a lazy chunk). */
const PARTS_ROUTES = ['change-password', 'lazadian', 'lost-number', 'social-login'] as const satisfies readonly PageRoute[];
export type PartsRoute = (typeof PARTS_ROUTES)[number];
const isPartsRoute = (route: PageRoute | null): route is PartsRoute => (PARTS_ROUTES as readonly (PageRoute | null)[]).includes(route);

/**
 * The pages other than the server-rendered first screens (reset, change password, logout, guest link, verify,
 * trusted device, expired link): a lazy chunk (page-hosts.tsx), so the entry carries Login's screen only (issue 28).
 */
const loadHostPages = () => import('./page-hosts.js');
const HostPage = lazy(loadHostPages);
/** The restore, account-auth, close-account and grocery pages: a lazy chunk (account-hosts.tsx). */
const loadAccountHostPages = () => import('./account-hosts.js');
const AccountHostPage = lazy(loadAccountHostPages);
/** "I no longer have this number" (issue 26 part 3): a lazy chunk (lost-number-host.tsx). */
const loadLostNumberPage = () => import('./lost-number-host.js');
const LostNumberPage = lazy(loadLostNumberPage);
/** The social-login return path (issue 25 part 3): a lazy chunk with its catalog part. */
const loadSocialReturnPage = () => import('./social-return.js');
const SocialReturnPage = lazy(loadSocialReturnPage);

/** The chunk of each lazily loaded page, started beside the page's texts (PageRoot), not after them. */
const PAGE_CHUNKS: Partial<Record<PageRoute, () => Promise<unknown>>> = {
  ...Object.fromEntries(
    (['reset-password', 'change-password', 'logout', 'guest-register', 'verify', 'trusted-device', 'link-expired'] as const).map((route) => [route, loadHostPages]),
  ),
  ...Object.fromEntries(
    (['account-restore', 'account-auth', 'close-account-register-fail', 'grocery-merge', 'lazadian'] as const).map((route) => [route, loadAccountHostPages]),
  ),
  'lost-number': loadLostNumberPage,
  'social-login': loadSocialReturnPage,
};

/** While a lazy page loads: an empty busy status in the page's layout. */
function PageLoading() {
  const env = usePageEnv<PagesKey>();
  return (
    <PageLayout title={env.t('pages.landmark')} t={env.t} className="mp-page--narrow">
      <p className="mp-page__status" role="status" aria-busy="true" />
    </PageLayout>
  );
}

/**
 * /user/login: a buyer already signed in leaves for the page's redirect (guarded; else the site's home page) instead
 * of meeting an empty login form (issue 27); everyone else gets the login flow (signed-in-check.machine.ts).
 */
function LoginPage({ services: given, social }: { services?: Services; social?: SocialProvider }) {
  const env = usePageEnv<PagesKey>();
  const [mayBeSignedIn] = useState(() => readUserId(env.config.cookies) !== undefined);
  const actor = useActorRef(signedInCheckMachine, { input: { services: given ?? env.services, mayBeSignedIn } });
  const state = useSelector(actor, (snapshot) => snapshot.value);
  useEffect(() => {
    if (state === 'signedIn') env.navigate(env.redirect);
  }, [state, env]);
  if (state !== 'signedOut') return <PageLoading />;
  return <FlowPage screen="Login" services={given} social={social} />;
}

function NotFoundPage() {
  const env = usePageEnv<PagesKey>();
  return (
    <PageLayout title={env.t('pages.notFound.title')} t={env.t} className="mp-page--narrow">
      <p className="mp-page__text">{env.t('pages.notFound.text')}</p>
      <p className="mp-page__actions">
        <a className="mp-button mp-button--primary" href={env.redirect}>
          <span className="mp-button__label">{env.t('pages.backHome')}</span>
        </a>
      </p>
    </PageLayout>
  );
}

export function routeOf(props: MemberPageProps): PageRoute | null {
  if (props.route) return props.route;
  const address = props.url ?? (typeof location === 'undefined' ? '' : location.href);
  try {
    return matchRoute(new URL(address, 'http://localhost/').pathname);
  } catch {
    return null;
  }
}

function Page({ route, props }: { route: PageRoute | null; props: MemberPageProps }): ReactNode {
  const services = props.services;
  switch (route) {
    case 'login':
      return <LoginPage services={services} social={props.social} />;
    case 'register':
      return <FlowPage screen="Registry" services={services} social={props.social} />;
    case 'forget-password':
      return <FlowPage screen="ForgetPassword" services={services} social={props.social} />;
    case 'reset-password':
    case 'change-password':
    case 'logout':
    case 'guest-register':
    case 'verify':
    case 'trusted-device':
    case 'link-expired':
      return (
        <Suspense fallback={<PageLoading />}>
          <HostPage route={route} services={services} social={props.social} />
        </Suspense>
      );
    case 'account-restore':
    case 'account-auth':
    case 'close-account-register-fail':
    case 'grocery-merge':
    case 'lazadian':
      return (
        <Suspense fallback={<PageLoading />}>
          <AccountHostPage route={route} />
        </Suspense>
      );
    case 'lost-number':
      return (
        <Suspense fallback={<PageLoading />}>
          <LostNumberPage />
        </Suspense>
      );
    case 'social-login':
      return (
        <Suspense fallback={<PageLoading />}>
          <SocialReturnPage />
        </Suspense>
      );
    default:
      return <NotFoundPage />;
  }
}

/**
 * The parts of a route: `pages` at once, a route's own parts (route-parts.ts) once their chunk is in (null until
 * then). A chunk that cannot load leaves the `pages` part alone: the page's own chunk then says it could not load.
 */
function useRouteParts(route: PageRoute | null): readonly CatalogPart<string>[] | null {
  const own = isPartsRoute(route) ? route : null;
  const [parts, setParts] = useState<readonly CatalogPart<string>[] | null>(own ? null : PARTS);
  useEffect(() => {
    if (!own || parts) return undefined;
    let live = true;
    import('./route-parts.js').then(
      (module) => live && setParts(module.ROUTE_PARTS[own]),
      () => live && setParts(PARTS),
    );
    return () => {
      live = false;
    };
  }, [own, parts]);
  return parts;
}

/**
 * The page with its translator already loaded (`translator`): what the server renders and the browser hydrates
 * (first-screen.ts), so both first renders are the same.
 */
export function MemberPageRoot({ props, translator }: { props: MemberPageProps; translator?: Translator<string> }) {
  const route = routeOf(props);
  // A failed load is the lazy page's to show (its Suspense asks again).
  useState(() => route && PAGE_CHUNKS[route]?.().catch(() => undefined));
  const parts = useRouteParts(route);
  if (!parts) return null;
  return (
    <PageRoot options={props} parts={parts} translator={translator}>
      {() => <Page route={route} props={props} />}
    </PageRoot>
  );
}

export function MemberPage(props: MemberPageProps) {
  return <MemberPageRoot props={props} />;
}
