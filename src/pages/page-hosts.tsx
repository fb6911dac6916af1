/**
 * The member pages that run a page machine: each host starts its machine with the page environment's services,
 * selects the view and hands the screen its senders (screens never import xstate).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { createPagesServices } from '../api/pages.js';
import type { Services } from '../api/services.js';
import type { SocialProvider } from '../api/social.js';
import { changePasswordMachine, selectChangePasswordView } from '../machines/change-password.machine.js';
import { logoutMachine, selectLogoutView } from '../machines/logout.machine.js';
import { passwordLinkMachine, selectPasswordLinkView } from '../machines/password-link.machine.js';
import { resetLinkMachine, selectResetLinkStatus } from '../machines/reset-link.machine.js';
import type { PagesKey } from '../i18n/parts/pages/index.js';
import { PageLayout, usePageEnv, type PageEnv } from '../screens/page/index.js';
import { ChangePasswordScreen } from '../screens/member-pages/change-password.js';
import { LogoutScreen } from '../screens/member-pages/logout.js';
import { PageButton, PageError } from '../screens/member-pages/page-bits.js';
import { PasswordLinkScreen } from '../screens/member-pages/password-link.js';
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

