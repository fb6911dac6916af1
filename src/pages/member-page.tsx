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
import accountPart from '../i18n/parts/account/index.js';
import pagesPart, { type PagesKey } from '../i18n/parts/pages/index.js';
import lostNumberPart from '../i18n/parts/lost-number/index.js';
import socialPart from '../i18n/parts/social/index.js';
import staffPart from '../i18n/parts/staff/index.js';
import { signedInCheckMachine } from '../machines/signed-in-check.machine.js';
import { PageLayout, PageRoot, usePageEnv, type PageRootOptions } from '../screens/page/index.js';
import { FlowPage } from './flow-page.js';
import { ChangePasswordPage, LogoutPage, PasswordLinkPage, ResetPasswordPage, TrustedDevicePage, VerifyPage, usePagesServices } from './page-hosts.js';
import { matchRoute, type PageRoute } from './routes.js';

export interface MemberPageProps extends PageRootOptions {
  /** The page to show; default the one `location.pathname` (or `url`) names. */
  readonly route?: PageRoute;
  /** The social sign-in provider of the login and sign-up pages. */
  readonly social?: SocialProvider;
}

const PARTS: readonly CatalogPart<string>[] = [pagesPart];
/** /user/change-password shows the account area's password change: its texts are in the account part. */
const CHANGE_PASSWORD_PARTS: readonly CatalogPart<string>[] = [pagesPart, accountPart];
/** /user/lazadian's own texts are the staff part (a lazy chunk, like the page itself). */
const STAFF_PARTS: readonly CatalogPart<string>[] = [pagesPart, staffPart];
/** /user/lost-number's own texts are the lost-number part (a lazy chunk, like the page itself). */
const LOST_NUMBER_PARTS: readonly CatalogPart<string>[] = [pagesPart, lostNumberPart];

/** The restore, account-auth, close-account and grocery pages: a lazy chunk (account-hosts.tsx). */
const AccountHostPage = lazy(() => import('./account-hosts.js'));
/** "I no longer have this number" (issue 26 part 3): a lazy chunk (lost-number-host.tsx). */
const LostNumberPage = lazy(() => import('./lost-number-host.js'));
/** The social-login return path (issue 25 part 3): a lazy chunk with its catalog part. */
const SocialReturnPage = lazy(() => import('./social-return.js'));
const SOCIAL_PARTS: readonly CatalogPart<string>[] = [pagesPart, socialPart];

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
  const pageServices = usePagesServices(env);
  const [mayBeSignedIn] = useState(() => readUserId(env.config.cookies) !== undefined);
  const actor = useActorRef(signedInCheckMachine, { input: { services: given ?? pageServices, mayBeSignedIn } });
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
      return <ResetPasswordPage services={services} social={props.social} />;
    case 'change-password':
      return <ChangePasswordPage />;
    case 'logout':
      return <LogoutPage />;
    case 'guest-register':
      return <PasswordLinkPage variant="guest" />;
    case 'verify':
      return <VerifyPage />;
    case 'trusted-device':
      return <TrustedDevicePage />;
    case 'link-expired':
      return <PasswordLinkPage variant="expired" />;
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

/** The catalog parts a route needs besides the popup's catalogs. */
export function partsOf(route: PageRoute | null): readonly CatalogPart<string>[] {
  if (route === 'change-password') return CHANGE_PASSWORD_PARTS;
  if (route === 'lazadian') return STAFF_PARTS;
  if (route === 'lost-number') return LOST_NUMBER_PARTS;
  if (route === 'social-login') return SOCIAL_PARTS;
  return PARTS;
}

/**
 * The page with its translator already loaded (`translator`): what the server renders and the browser hydrates
 * (first-screen.ts), so both first renders are the same.
 */
export function MemberPageRoot({ props, translator }: { props: MemberPageProps; translator?: Translator<string> }) {
  const route = routeOf(props);
  return (
    <PageRoot options={props} parts={partsOf(route)} translator={translator}>
      {() => <Page route={route} props={props} />}
    </PageRoot>
  );
}

export function MemberPage(props: MemberPageProps) {
  return <MemberPageRoot props={props} />;
}
