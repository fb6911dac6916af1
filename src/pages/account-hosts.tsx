/**
 * The member pages of a login that could not finish by itself, the grocery-brand dialog and staff verification
 * (/user/account-restore, /user/account-auth, /user/close-account-register-fail, /user/grocery-merge,
 * /user/lazadian): a lazy chunk of the pages entry (member-page.tsx loads it only for these routes), so the login
 * and password pages do not carry them.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import type { GroceryAnswer } from '../api/pages.js';
import { createStaffServices } from '../api/staff.js';
import type { PagesKey } from '../i18n/parts/pages/index.js';
import type { StaffKey } from '../i18n/parts/staff/index.js';
import { accountAuthMachine, selectAccountAuthView } from '../machines/account-auth.machine.js';
import { accountRestoreMachine, selectAccountRestoreView } from '../machines/account-restore.machine.js';
import { groceryMergeMachine, selectGroceryMergeView } from '../machines/grocery-merge.machine.js';
import { AccountAuthScreen } from '../screens/member-pages/account-auth.js';
import { AccountRestoreScreen } from '../screens/member-pages/account-restore.js';
import { CloseAccountScreen } from '../screens/member-pages/close-account.js';
import { GroceryMergeScreen } from '../screens/member-pages/grocery-merge.js';
import { LinkIncompleteScreen } from '../screens/member-pages/link-incomplete.js';
import { StaffLinkScreen } from '../screens/member-pages/staff-link.js';
import { staffLinkMachine } from '../machines/staff-link.machine.js';
import { selectStaffLinkView } from '../machines/staff-link.view.js';
import { loginPageUrl } from '../redirect/login-page.js';
import { usePageEnv, type PageEnv } from '../screens/page/index.js';
import { PasswordLinkPage, loginUrlFor, usePagesServices } from './page-hosts.js';
import type { PageRoute } from './routes.js';

/** Leaves for a finished login's next step (its page, carrying the redirect) or the page's redirect. */
function leaveAfterLogin(env: PageEnv<PagesKey>, nextUrl: string | null): void {
  if (!nextUrl) {
    env.navigate(env.redirect);
    return;
  }
  try {
    const next = new URL(nextUrl, env.pageUrl);
    next.searchParams.set('redirect', env.redirect);
    env.navigate(next.href);
  } catch {
    env.navigate(env.redirect);
  }
}

/**
 * /user/account-restore: the token is `deletionCancelToken` (the server's next step) or `token`, in the fragment
 * only (issue 23 finding 7); the server honours it in the browser that logged in.
 */
export function AccountRestorePage() {
  const env = usePageEnv<PagesKey>();
  const services = usePagesServices(env);
  const [token] = useState(() => env.fragment.get('deletionCancelToken') ?? env.fragment.get('token') ?? '');
  const actor = useActorRef(accountRestoreMachine, { input: { services, token } });
  const view = useSelector(actor, selectAccountRestoreView);
  useEffect(() => {
    if (view.status === 'restored') leaveAfterLogin(env, view.nextUrl);
    if (view.status === 'cancelled') env.navigate(env.redirect);
  }, [view.status, view.nextUrl, env]);
  const senders = useMemo(
    () => ({ confirm: () => actor.send({ type: 'CONFIRM' }), cancel: () => actor.send({ type: 'CANCEL' }), retry: () => actor.send({ type: 'RETRY' }) }),
    [actor],
  );
  if (view.status === 'expired') return <PasswordLinkPage variant="expired" />;
  if (view.status === 'incomplete') return <LinkIncompleteScreen t={env.t} homeUrl={env.redirect} />;
  return <AccountRestoreScreen view={view} senders={senders} t={env.t} />;
}

/** /user/account-auth: the OAUTH_BIND token of a social sign-in that needs a password or a phone. */
export function AccountAuthPage() {
  const env = usePageEnv<PagesKey>();
  const services = usePagesServices(env);
  const [token] = useState(() => env.query.get('token') ?? '');
  const site = env.config.site;
  const actor = useActorRef(accountAuthMachine, { input: { services, token, site: site.code, phonePrefixCode: site.phoneCode } });
  const view = useSelector(actor, selectAccountAuthView);
  useEffect(() => {
    if (view.status === 'done') leaveAfterLogin(env, view.nextUrl);
  }, [view.status, view.nextUrl, env]);
  const senders = useMemo(
    () => ({
      submitPassword: (password: string) => actor.send({ type: 'SUBMIT_PASSWORD', password }),
      submitPhone: (phone: string) => actor.send({ type: 'SUBMIT_PHONE', phone }),
      submitCode: (code: string) => actor.send({ type: 'SUBMIT_CODE', code }),
      resend: () => actor.send({ type: 'RESEND' }),
      editPhone: () => actor.send({ type: 'EDIT_PHONE' }),
      input: () => actor.send({ type: 'INPUT' }),
      retry: () => actor.send({ type: 'RETRY' }),
    }),
    [actor],
  );
  if (view.status === 'expired') return <PasswordLinkPage variant="expired" />;
  if (view.status === 'incomplete') return <LinkIncompleteScreen t={env.t} homeUrl={env.redirect} />;
  return <AccountAuthScreen view={view} senders={senders} t={env.t} phonePrefix={site.phoneCode} />;
}

/** /user/close-account-register-fail: customer care is the main host's help center (account topic). */
export function CloseAccountPage() {
  const env = usePageEnv<PagesKey>();
  const helpUrl = `${env.config.hosts.main.replace(/\/+$/, '')}/helpcenter/account`;
  return <CloseAccountScreen t={env.t} homeUrl={env.redirect} helpUrl={helpUrl} />;
}

/** /user/grocery-merge: the signed-in buyer's grocery-brand order history and their answer. */
export function GroceryMergePage() {
  const env = usePageEnv<PagesKey>();
  const services = usePagesServices(env);
  const actor = useActorRef(groceryMergeMachine, { input: { services } });
  const view = useSelector(actor, selectGroceryMergeView);
  const senders = useMemo(
    () => ({
      choose: (answer: GroceryAnswer) => actor.send({ type: 'CHOOSE', answer }),
      submit: () => actor.send({ type: 'SUBMIT' }),
      retry: () => actor.send({ type: 'RETRY' }),
    }),
    [actor],
  );
  return <GroceryMergeScreen view={view} senders={senders} t={env.t} loginUrl={loginUrlFor(env)} doneUrl={env.redirect} />;
}

/** The §2.4 login page (the mobile variant on a narrow viewport) that comes back to this page. */
function signInUrl(env: Pick<PageEnv<never>, 'config' | 'pageUrl'>): string {
  const mobile = typeof matchMedia === 'function' && matchMedia('(max-width: 767px)').matches;
  return loginPageUrl({ site: env.config.site.code, env: env.config.env, mobile, redirect: env.pageUrl, hosts: env.config.hostOptions });
}

/**
 * /user/lazadian: staff verification (docs/pages.md, "Staff verification", says why): the signed-in buyer links a verified work
 * e-mail of the marketplace's staff domains to their shopping account. A logged-out visit goes to the §2.4 login
 * page and comes back here.
 */
export function StaffLinkPage() {
  const env = usePageEnv<PagesKey | StaffKey>();
  const services = useMemo(() => createStaffServices(env.member), [env]);
  const actor = useActorRef(staffLinkMachine, { input: { services } });
  const view = useSelector(actor, selectStaffLinkView);
  const loginUrl = useMemo(() => signInUrl(env), [env]);
  useEffect(() => {
    if (view.status === 'signedOut') env.navigate(loginUrl);
  }, [view.status, env, loginUrl]);
  const senders = useMemo(
    () => ({
      input: (email: string) => actor.send({ type: 'INPUT', email }),
      submit: (email: string) => actor.send({ type: 'SUBMIT', email }),
      submitCode: (code: string) => actor.send({ type: 'SUBMIT_CODE', code }),
      inputCode: () => actor.send({ type: 'INPUT_CODE' }),
      resend: () => actor.send({ type: 'RESEND' }),
      edit: () => actor.send({ type: 'EDIT' }),
      unlink: () => actor.send({ type: 'UNLINK' }),
      confirm: () => actor.send({ type: 'CONFIRM' }),
      cancel: () => actor.send({ type: 'CANCEL' }),
      retry: () => actor.send({ type: 'RETRY' }),
    }),
    [actor],
  );
  return <StaffLinkScreen view={view} senders={senders} t={env.t} loginUrl={loginUrl} doneUrl={env.redirect} />;
}

/** The page of one of this chunk's routes. */
export default function AccountHostPage({
  route,
}: {
  route: Extract<PageRoute, 'account-restore' | 'account-auth' | 'close-account-register-fail' | 'grocery-merge' | 'lazadian'>;
}) {
  switch (route) {
    case 'lazadian':
      return <StaffLinkPage />;
    case 'account-restore':
      return <AccountRestorePage />;
    case 'account-auth':
      return <AccountAuthPage />;
    case 'close-account-register-fail':
      return <CloseAccountPage />;
    default:
      return <GroceryMergePage />;
  }
}
