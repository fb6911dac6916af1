'use client';

/**
 * `<MemberPage route>`: one member page of spec §2.2 / §2.3 by its route, inside `PageRoot` (configuration,
 * services, the `pages` catalog part, the query and the guarded redirect). Without `route` the page's path decides
 * (`matchRoute(location.pathname)`); an unknown path shows the not-found page.
 */
import { Suspense, lazy, type ReactNode } from 'react';
import type { SocialProvider } from '../api/social.js';
import type { CatalogPart } from '../i18n/catalog-parts.js';
import accountPart from '../i18n/parts/account/index.js';
import pagesPart, { type PagesKey } from '../i18n/parts/pages/index.js';
import socialPart from '../i18n/parts/social/index.js';
import staffPart from '../i18n/parts/staff/index.js';
import { PageLayout, PageRoot, usePageEnv, type PageRootOptions } from '../screens/page/index.js';
import { FlowPage } from './flow-page.js';
import { ChangePasswordPage, LogoutPage, PasswordLinkPage, ResetPasswordPage, TrustedDevicePage, VerifyPage } from './page-hosts.js';
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

/** The restore, account-auth, close-account and grocery pages: a lazy chunk (account-hosts.tsx). */
const AccountHostPage = lazy(() => import('./account-hosts.js'));
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

function routeOf(props: MemberPageProps): PageRoute | null {
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
      return <FlowPage screen="Login" services={services} social={props.social} />;
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

export function MemberPage(props: MemberPageProps) {
  const route = routeOf(props);
  return (
    <PageRoot options={props} parts={route === 'change-password' ? CHANGE_PASSWORD_PARTS : route === 'lazadian' ? STAFF_PARTS : route === 'social-login' ? SOCIAL_PARTS : PARTS}>
      {() => <Page route={route} props={props} />}
    </PageRoot>
  );
}
