/**
 * The member pages that run a page machine: each host starts its machine with the page environment's services,
 * selects the view and hands the screen its senders (screens never import xstate). A lazy chunk of the pages entry
 * (its default export, `HostPage`): none of them is a server-rendered first screen.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useReducer, useState } from 'react';
import type { AnyActorRef } from 'xstate';
import { createPagesServices } from '../api/pages.js';
import { createTrustedDeviceServices, type TrustedDeviceServices } from '../api/trusted-device.js';
import { createVerificationServices, type VerificationResult } from '../api/verification.js';
import type { Services } from '../api/services.js';
import type { SocialProvider } from '../api/social.js';
import { createAccountServices } from '../api/account.js';
import type { AccountKey } from '../i18n/parts/account/en.js';
import { createChangeSenders, selectChangeView } from '../machines/account/change.view.js';
import {
  changePasswordMachine,
  selectChangePasswordView,
  selectPasswordChange,
  type PasswordChangeRef,
} from '../machines/change-password.machine.js';
import { resetVerificationUrl } from '../machines/forgot.steps.js';
import { logoutMachine, selectLogoutView } from '../machines/logout.machine.js';
import { passwordLinkMachine, selectPasswordLinkView } from '../machines/password-link.machine.js';
import { resetLinkMachine, selectResetLinkStatus } from '../machines/reset-link.machine.js';
import { selectTrustedDeviceView, trustedDeviceMachine } from '../machines/trusted-device.machine.js';
import { verificationMachine, type VerificationOutput } from '../machines/verification.machine.js';
import { selectVerificationView } from '../machines/verification.view.js';
import type { PagesKey } from '../i18n/parts/pages/index.js';
import { withFragmentParams } from '../redirect/fragment.js';
import { PageLayout, usePageEnv, type PageEnv } from '../screens/page/index.js';
import { ChangeScreen } from '../screens/account/change.js';
import { ChangePasswordScreen } from '../screens/member-pages/change-password.js';
import { LinkIncompleteScreen } from '../screens/member-pages/link-incomplete.js';
import { LogoutScreen } from '../screens/member-pages/logout.js';
import { PageButton, PageError } from '../screens/member-pages/page-bits.js';
import { PasswordLinkScreen } from '../screens/member-pages/password-link.js';
import { TrustedDeviceScreen, type TrustedDeviceSenders } from '../screens/member-pages/trusted-device.js';
import { VerificationScreen, type VerificationSenders } from '../screens/member-pages/verification.js';
import { FlowPage } from './flow-page.js';
import { PAGE_PATHS } from './routes.js';

/** The pages' own calls on the page's member client, built once per page. */
export function usePagesServices(env: PageEnv<PagesKey>) {
  return useMemo(
    () => ({
      ...createPagesServices(env.member),
      currentUser: env.services.currentUser,
      logout: env.services.logout,
      restoreAccount: env.services.restoreAccount,
    }),
    [env],
  );
}

/** The login page that comes back to this page after login. */
export function loginUrlFor(env: Pick<PageEnv<never>, 'config' | 'pageUrl'>): string {
  const url = new URL(PAGE_PATHS.login, env.config.hosts.member);
  url.searchParams.set('redirect', env.pageUrl);
  return url.href;
}

/** /user/change-password: the account area's password change (and set-password) inside the page. */
export function ChangePasswordPage() {
  const env = usePageEnv<PagesKey | AccountKey>();
  const services = useMemo(
    () => ({ ...createAccountServices(env.member, env.config), currentUser: env.services.currentUser }),
    [env],
  );
  const actor = useActorRef(changePasswordMachine, { input: { services, site: env.config.site } });
  const view = useSelector(actor, selectChangePasswordView);
  const change = useSelector(actor, selectPasswordChange);
  const senders = useMemo(() => ({ retry: () => actor.send({ type: 'RETRY' }) }), [actor]);
  return (
    <ChangePasswordScreen
      view={view}
      senders={senders}
      t={env.t}
      change={change ? <PasswordChange actor={change} env={env} /> : null}
      loginUrl={loginUrlFor(env)}
      doneUrl={env.redirect}
    />
  );
}

function PasswordChange({ actor, env }: { actor: PasswordChangeRef; env: PageEnv<PagesKey | AccountKey> }) {
  const view = useSelector(actor, selectChangeView);
  const senders = useMemo(() => createChangeSenders(actor.send), [actor]);
  return <ChangeScreen view={view} t={env.t} senders={senders} phoneCode={env.config.site.phoneCode} site={env.config.site} />;
}

export function PasswordLinkPage({ variant }: { variant: 'guest' | 'expired' }) {
  const env = usePageEnv<PagesKey>();
  const services = usePagesServices(env);
  const email = env.query.get('email') ?? '';
  const actor = useActorRef(passwordLinkMachine, { input: { services, email, autoSend: variant === 'guest' && email !== '' } });
  const view = useSelector(actor, selectPasswordLinkView);
  const senders = useMemo(
    () => ({
      submit: (value: string) => actor.send({ type: 'SUBMIT', email: value }),
      input: () => actor.send({ type: 'INPUT' }),
      retry: () => actor.send({ type: 'RETRY' }),
      resend: () => actor.send({ type: 'RESEND' }),
      edit: () => actor.send({ type: 'EDIT' }),
    }),
    [actor],
  );
  return <PasswordLinkScreen variant={variant} view={view} senders={senders} t={env.t} homeUrl={env.redirect} />;
}

export function LogoutPage() {
  const env = usePageEnv<PagesKey>();
  const services = usePagesServices(env);
  const actor = useActorRef(logoutMachine, { input: { services } });
  const view = useSelector(actor, selectLogoutView);
  const finished = useSelector(actor, (snapshot) => snapshot.status === 'done');
  useEffect(() => {
    if (finished) env.navigate(env.redirect);
  }, [finished, env]);
  const senders = useMemo(() => ({ confirm: () => actor.send({ type: 'CONFIRM' }), cancel: () => actor.send({ type: 'CANCEL' }) }), [actor]);
  return <LogoutScreen view={view} senders={senders} t={env.t} doneUrl={env.redirect} />;
}

/**
 * /user/reset-password (and its regional paths): the token of the link or of the verification page is checked
 * first; a live one opens ResetPassword (the popup's forgot flow at its reset step), a step-up account's link goes
 * to its identity verification (back here afterwards), a missing or spent one shows the expired-link page, no answer
 * shows the error with Retry.
 */
export function ResetPasswordPage({ services: given, social }: { services?: Services; social?: SocialProvider }) {
  const env = usePageEnv<PagesKey>();
  const services = usePagesServices(env);
  // A verification's reset token comes in the fragment; an e-mailed link's in the query.
  const [token] = useState(() => env.fragment.get('token') ?? env.query.get('token') ?? '');
  const actor = useActorRef(resetLinkMachine, { input: { services, token } });
  const status = useSelector(actor, selectResetLinkStatus);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const verifyUrl = useSelector(actor, (snapshot) => snapshot.context.info?.verifyUrl ?? null);
  useEffect(() => {
    // A step-up account's link leads into its identity verification, which comes back here with a verified token.
    const next = status === 'verify' ? resetVerificationUrl(verifyUrl ?? undefined, env.config.hosts) : null;
    if (next) env.navigate(next);
  }, [status, verifyUrl, env]);
  if (status === 'valid') return <FlowPage screen="ResetPassword" resetToken={token} services={given} social={social} />;
  if (status === 'expired') return <PasswordLinkPage variant="expired" />;
  return (
    <PageLayout title={env.t('reset.title')} t={env.t} className="mp-page--narrow">
      {status === 'failed' ? (
        <>
          <PageError message={error} t={env.t} />
          <p className="mp-page__actions">
            <PageButton primary onClick={() => actor.send({ type: 'RETRY' })}>
              {env.t('pages.retry')}
            </PageButton>
          </p>
        </>
      ) : (
        <p className="mp-page__status" role="status" aria-busy="true" />
      )}
    </PageLayout>
  );
}

/**
 * A step-up started on the login or sign-up page comes back with that page as `redirect`: the buyer meant the page's
 * own `redirect` (where a plain login there goes), so that one is used (env.navigate guards it again).
 */
export function beyondLoginPage(redirect: string, memberHost: string): string {
  try {
    const url = new URL(redirect);
    const own = new URL(memberHost).origin === url.origin && (url.pathname === PAGE_PATHS.login || url.pathname === PAGE_PATHS.register);
    const inner = own ? url.searchParams.get('redirect') : null;
    return inner ? new URL(inner, url).href : redirect;
  } catch {
    return redirect;
  }
}

/** Where a passed verification goes: a login back to the redirect (or its next step's page), a reset to the reset page. */
export function verifiedUrl(result: VerificationResult, redirect: string): string {
  if (result.type === 'reset') {
    return withFragmentParams(new URL(redirect), { token: result.token, tokenType: 'RESET_PASSWORD' }).href;
  }
  const login = result.login;
  const next = login.loginSuccess === true ? '' : login.loginNextStepActionData?.url;
  if (typeof next !== 'string' || !next) return redirect;
  const url = new URL(next);
  url.searchParams.set('redirect', redirect);
  return url.href;
}

/**
 * /user/verify (spec §1, §2.3, §4 "Verification"): the verification of the page's `token`, by the method the buyer
 * picks. A missing or spent token shows the expired-link page; a passed one leaves for the sanitized redirect (a
 * reset's with the verified reset token); the session-expired dialog's "Start again" leaves for the login page (a
 * login) or the forgot-password page (a reset).
 */
export function VerifyPage({ services: given }: { services?: ReturnType<typeof createVerificationServices> }) {
  const env = usePageEnv<PagesKey>();
  // The token is in the fragment only (issue 23 finding 7); the server answers it to the browser that started it.
  const [input] = useState(() => ({ services: given ?? createVerificationServices(env.member), token: env.fragment.get('token') ?? '' }));
  const actor = useActorRef(verificationMachine, { input });
  useSelector(actor, (snapshot) => snapshot);
  // The code entry is the verify child's, the "This isn't my account" dialog the notMine child's: they re-render the page too.
  const child = useSelector(actor, (snapshot) => (snapshot.children as Record<string, AnyActorRef | undefined>).verify);
  const notMine = useSelector(actor, (snapshot) => (snapshot.children as Record<string, AnyActorRef | undefined>).notMine);
  const [, bump] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const subscriptions = [child, notMine].flatMap((c) => (c ? [c.subscribe(() => bump())] : []));
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [child, notMine]);
  const view = selectVerificationView(actor.getSnapshot());
  const output = useSelector(actor, (snapshot) => (snapshot.status === 'done' ? (snapshot.output as VerificationOutput) : null));
  useEffect(() => {
    if (!output) return;
    const back = beyondLoginPage(env.redirect, env.config.hosts.member);
    if (output.type === 'verified') {
      env.navigate(verifiedUrl(output.result, back));
      return;
    }
    const start = new URL(PAGE_PATHS[view.purpose === 'RESET_PASSWORD' ? 'forget-password' : 'login'], env.config.hosts.member);
    if (view.purpose !== 'RESET_PASSWORD') start.searchParams.set('redirect', back);
    env.navigate(start.href);
  }, [output, env, view.purpose]);
  const senders = useMemo<VerificationSenders>(
    () => ({
      retry: () => actor.send({ type: 'RETRY' }),
      choose: (method) => actor.send({ type: 'CHOOSE', method }),
      otherMethod: () => actor.send({ type: 'OTHER_METHOD' }),
      submitCode: (code) => actor.send({ type: 'SUBMIT_CODE', code }),
      resend: () => actor.send({ type: 'RESEND' }),
      pick: (option) => actor.send({ type: 'PICK', option }),
      submitPassword: (password) => actor.send({ type: 'SUBMIT_PASSWORD', password }),
      notMe: () => actor.send({ type: 'NOT_ME' }),
      cancelReject: () => actor.send({ type: 'CANCEL_REJECT' }),
      confirmReject: () => actor.send({ type: 'CONFIRM_REJECT' }),
      notMyAccount: () => actor.send({ type: 'NOT_MY_ACCOUNT' }),
      cancelNotMine: () => actor.send({ type: 'CANCEL_NOT_MINE' }),
      confirmNotMine: () => actor.send({ type: 'CONFIRM_NOT_MINE' }),
      continue: () => actor.send({ type: 'CONTINUE' }),
      startAgain: () => actor.send({ type: 'START_AGAIN' }),
    }),
    [actor],
  );
  if (view.stage === 'gone') return <PasswordLinkPage variant="expired" />;
  if (view.stage === 'incomplete') return <LinkIncompleteScreen t={env.t} homeUrl={env.redirect} />;
  return <VerificationScreen view={view} senders={senders} t={env.t} site={env.config.site.code} homeUrl={env.redirect} />;
}

/**
 * /user/trusted-device: this browser's signed-in account's verification requests, approved or rejected here (the
 * verify page of the other browser notices by itself). Signed out, the login page comes back here.
 */
export function TrustedDevicePage({ services: given }: { services?: TrustedDeviceServices }) {
  const env = usePageEnv<PagesKey>();
  const [input] = useState(() => ({ services: given ?? createTrustedDeviceServices(env.member) }));
  const actor = useActorRef(trustedDeviceMachine, { input });
  const view = useSelector(actor, selectTrustedDeviceView);
  const senders = useMemo<TrustedDeviceSenders>(
    () => ({
      approve: (requestId) => actor.send({ type: 'APPROVE', requestId }),
      notMe: (requestId) => actor.send({ type: 'NOT_ME', requestId }),
      confirm: () => actor.send({ type: 'CONFIRM' }),
      cancel: () => actor.send({ type: 'CANCEL' }),
      retry: () => actor.send({ type: 'RETRY' }),
      refresh: () => actor.send({ type: 'REFRESH' }),
    }),
    [actor],
  );
  return (
    <TrustedDeviceScreen
      view={view}
      senders={senders}
      t={env.t}
      loginUrl={loginUrlFor(env)}
      changePasswordUrl={new URL(PAGE_PATHS['change-password'], env.config.hosts.member).href}
    />
  );
}

/** The routes of this chunk. */
export type HostRoute = 'reset-password' | 'change-password' | 'logout' | 'guest-register' | 'verify' | 'trusted-device' | 'link-expired';

/** The page of `route` (member-page.tsx loads this chunk for these routes only). */
export default function HostPage({ route, services, social }: { route: HostRoute; services?: Services; social?: SocialProvider }) {
  switch (route) {
    case 'reset-password':
      return <ResetPasswordPage services={services} social={social} />;
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
  }
}
