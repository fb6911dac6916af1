/**
 * The member pages that run a page machine: each host starts its machine with the page environment's services,
 * selects the view and hands the screen its senders (screens never import xstate).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { createPagesServices, type GroceryAnswer } from '../api/pages.js';
import type { Services } from '../api/services.js';
import type { SocialProvider } from '../api/social.js';
import { accountAuthMachine, selectAccountAuthView } from '../machines/account-auth.machine.js';
import { accountRestoreMachine, selectAccountRestoreView } from '../machines/account-restore.machine.js';
import { groceryMergeMachine, selectGroceryMergeView } from '../machines/grocery-merge.machine.js';
import { changePasswordMachine, selectChangePasswordView } from '../machines/change-password.machine.js';
import { logoutMachine, selectLogoutView } from '../machines/logout.machine.js';
import { passwordLinkMachine, selectPasswordLinkView } from '../machines/password-link.machine.js';
import { resetLinkMachine, selectResetLinkStatus } from '../machines/reset-link.machine.js';
import type { PagesKey } from '../i18n/parts/pages/index.js';
import { PageLayout, usePageEnv, type PageEnv } from '../screens/page/index.js';
import { AccountAuthScreen } from '../screens/member-pages/account-auth.js';
import { AccountRestoreScreen } from '../screens/member-pages/account-restore.js';
import { CloseAccountScreen } from '../screens/member-pages/close-account.js';
import { GroceryMergeScreen } from '../screens/member-pages/grocery-merge.js';
import { ChangePasswordScreen } from '../screens/member-pages/change-password.js';
import { LogoutScreen } from '../screens/member-pages/logout.js';
import { PageButton, PageError } from '../screens/member-pages/page-bits.js';
import { PasswordLinkScreen } from '../screens/member-pages/password-link.js';
import { FlowPage } from './flow-page.js';
import { PAGE_PATHS } from './routes.js';

/** The pages' own calls on the page's member client, built once per page. */
function usePagesServices(env: PageEnv<PagesKey>) {
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
export function loginUrlFor(env: PageEnv<PagesKey>): string {
  const url = new URL(PAGE_PATHS.login, env.config.hosts.member);
  url.searchParams.set('redirect', env.pageUrl);
  return url.href;
}

export function ChangePasswordPage() {
  const env = usePageEnv<PagesKey>();
  const services = usePagesServices(env);
  const actor = useActorRef(changePasswordMachine, { input: { services } });
  const view = useSelector(actor, selectChangePasswordView);
  const senders = useMemo(
    () => ({
      submit: (values: { current: string; password: string; retype: string }) => actor.send({ type: 'SUBMIT', ...values }),
      input: (field: 'password' | 'newPassword' | 'retypePassword') => actor.send({ type: 'INPUT', field }),
      retry: () => actor.send({ type: 'RETRY' }),
    }),
    [actor],
  );
  return <ChangePasswordScreen view={view} senders={senders} t={env.t} loginUrl={loginUrlFor(env)} doneUrl={env.redirect} />;
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
 * first; a live one opens ResetPassword (the popup's forgot flow at its reset step), a missing or spent one shows
 * the expired-link page, no answer shows the error with Retry.
 */
export function ResetPasswordPage({ services: given, social }: { services?: Services; social?: SocialProvider }) {
  const env = usePageEnv<PagesKey>();
  const services = usePagesServices(env);
  const [token] = useState(() => env.query.get('token') ?? '');
  const actor = useActorRef(resetLinkMachine, { input: { services, token } });
  const status = useSelector(actor, selectResetLinkStatus);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
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

/** /user/account-restore: the token is `deletionCancelToken` (the server's next step) or `token`. */
export function AccountRestorePage() {
  const env = usePageEnv<PagesKey>();
  const services = usePagesServices(env);
  const [token] = useState(() => env.query.get('deletionCancelToken') ?? env.query.get('token') ?? '');
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
