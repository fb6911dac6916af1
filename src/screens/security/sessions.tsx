/**
 * Devices and sessions (issue 24 part 1): every session of the account as a row (browser and system, how it logged
 * in, when, last active, the masked network, a place when the server knows one), "This device" on the current one,
 * "Log out" on each other row, and "Log out of all other devices" behind a confirmation dialog. Renders a view of
 * sessions.machine and calls its senders; the panel (src/account/security/sessions-panel.tsx) moves focus.
 */
import { forwardRef, useId } from 'react';
import type { AccountSession, SignInMethod } from '../../api/security.js';
import { PageDialog } from '../../components/dialog/index.js';
import type { SessionsSenders, SessionsView } from '../../machines/security/sessions.machine.js';
import { securityText, type SecurityT } from './text.js';

export interface SessionsPanelProps {
  readonly view: SessionsView;
  readonly t: SecurityT;
  readonly senders: SessionsSenders;
  /** A time as the site writes it (its locale and time zone). */
  readonly formatTime: (ms: number) => string;
  /** Where the confirmation renders (default the page). */
  readonly dialogContainer?: Element | null;
}

/** Product names are not translated. */
const PROVIDER_NAMES: Partial<Record<SignInMethod, string>> = { google: 'Google', facebook: 'Facebook' };

export function methodText(method: SignInMethod, t: SecurityT): string {
  return PROVIDER_NAMES[method] ?? t(`security.method.${method}` as 'security.method.other');
}

/** The name of a session's device: the phone app, "Chrome 131 on Android 14", or "Unknown browser". */
export function deviceText(session: AccountSession, t: SecurityT): string {
  if (session.kind === 'phoneApp') return t('security.sessions.phoneApp');
  if (session.browser && session.system) return t('security.sessions.browserOn', { browser: session.browser, system: session.system });
  return session.browser || session.system || t('security.sessions.unknownBrowser');
}

function noticeText(view: SessionsView, t: SecurityT): string {
  const { notice } = view;
  if (!notice) return '';
  return notice.kind === 'signedOut'
    ? t('security.sessions.signedOut', { device: deviceText(notice.session, t) })
    : t('security.sessions.othersSignedOut');
}

export const SessionsPanel = forwardRef<HTMLHeadingElement, SessionsPanelProps>(function SessionsPanel(
  { view, t, senders, formatTime, dialogContainer },
  headingRef,
) {
  const titleId = useId();
  const others = view.sessions.filter((s) => !s.current);
  const busy = view.signingOut !== null || view.signingOutOthers;
  return (
    <section className="mp-account-card mp-security-panel" aria-labelledby={titleId} aria-busy={busy || undefined}>
      <h2 className="mp-account-card__title" id={titleId} ref={headingRef} tabIndex={-1}>
        {t('security.sessions.title')}
      </h2>
      <p className="mp-security-panel__intro">{t('security.sessions.intro')}</p>
      <p className="mp-security-panel__status" role="status">
        {noticeText(view, t)}
      </p>
      {view.error && !view.confirmingOthers && (
        <p className="mp-security-panel__error" role="alert">
          {securityText(view.error, t)}
        </p>
      )}
      {view.status === 'loading' && (
        <p className="mp-account-loading" role="status" aria-busy="true">
          {t('security.sessions.loading')}
        </p>
      )}
      {view.status === 'failed' && (
        <div role="alert">
          <p>{t('security.sessions.loadFailed')}</p>
          <button type="button" className="mp-button mp-button--primary" onClick={senders.retry}>
            {t('account.retry')}
          </button>
        </div>
      )}
      {view.status === 'ready' && (
        <>
          <ul className="mp-security-sessions">
            {view.sessions.map((session) => (
              <SessionRow key={session.id} session={session} t={t} formatTime={formatTime} pending={view.signingOut === session.id} disabled={busy} onSignOut={senders.signOut} />
            ))}
          </ul>
          {others.length > 0 ? (
            <button type="button" className="mp-button mp-button--secondary mp-security-panel__all" onClick={senders.askSignOutOthers} disabled={busy}>
              {t('security.sessions.signOutOthers')}
            </button>
          ) : (
            <p className="mp-security-panel__note">{t('security.sessions.onlyThis')}</p>
          )}
        </>
      )}
      <PageDialog
        open={view.confirmingOthers}
        role="alertdialog"
        title={t('security.sessions.confirmTitle')}
        onClose={() => {
          if (!view.signingOutOthers) senders.cancel();
        }}
        onCancel={senders.cancel}
        onConfirm={senders.confirm}
        confirmLabel={t('security.sessions.signOutOthers')}
        cancelLabel={t('common.cancel')}
        closeLabel={t('widget.close')}
        busy={view.signingOutOthers}
        error={view.confirmingOthers && view.error ? securityText(view.error, t) : undefined}
        container={dialogContainer === undefined ? 'page' : dialogContainer}
        t={t as never}
      >
        <p>{t('security.sessions.confirmText')}</p>
      </PageDialog>
    </section>
  );
});

function SessionRow({
  session,
  t,
  formatTime,
  pending,
  disabled,
  onSignOut,
}: {
  session: AccountSession;
  t: SecurityT;
  formatTime: (ms: number) => string;
  pending: boolean;
  disabled: boolean;
  onSignOut: (id: string) => void;
}) {
  const nameId = useId();
  const device = deviceText(session, t);
  const rows: Array<readonly [string, string]> = [
    [t('security.sessions.method'), methodText(session.method, t)],
    [t('security.sessions.started'), formatTime(session.startedAt)],
    ...(session.kind === 'browser' ? [[t('security.sessions.lastActive'), formatTime(session.lastActiveAt)] as const] : []),
    ...(session.network ? [[t('security.sessions.network'), session.network] as const] : []),
    ...(session.place ? [[t('security.sessions.place'), session.place] as const] : []),
  ];
  return (
    <li className="mp-security-session" data-current={session.current || undefined} data-kind={session.kind} aria-labelledby={nameId} aria-busy={pending || undefined}>
      <h3 className="mp-security-session__name" id={nameId}>
        <span>{device}</span>
        {session.current && <span className="mp-security-badge">{t('security.sessions.thisDevice')}</span>}
      </h3>
      <dl className="mp-security-session__facts">
        {rows.map(([label, value]) => (
          <div className="mp-security-session__fact" key={label}>
            <dt>{label}</dt>
            <dd dir={label === t('security.sessions.network') ? 'ltr' : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
      {!session.current && (
        <button
          type="button"
          className="mp-button mp-button--secondary mp-security-session__sign-out"
          aria-label={t('security.sessions.signOutNamed', { device })}
          onClick={() => onSignOut(session.id)}
          disabled={disabled}
        >
          {t('security.sessions.signOut')}
        </button>
      )}
    </li>
  );
}
