/**
 * Security activity (issue 24 part 2): the account's 90-day timeline, newest first, each row what happened, when
 * (the site's time zone) and from which device; "Show older activity" for the next page; "This wasn't me" on rows
 * that could be someone else's doing, behind a confirmation that leads to the lockdown page.
 */
import { useId } from 'react';
import { ACTIVITY_KINDS, type ActivityEvent, type ActivityKind } from '../../api/security.js';
import { PageDialog } from '../../components/dialog/index.js';
import type { ActivitySenders, ActivityView } from '../../machines/security/activity.machine.js';
import { methodText } from './sessions.js';
import { securityText, type SecurityT } from './text.js';

export interface ActivityPanelProps {
  readonly view: ActivityView;
  readonly t: SecurityT;
  readonly senders: ActivitySenders;
  readonly formatTime: (ms: number) => string;
  readonly dialogContainer?: Element | null;
}

/**
 * Rows a stranger could have caused carry "This wasn't me": every kind but a failed attempt, a lockout, the
 * lockdown itself and a number released to its new holder, which already tell the owner what happened (a lockdown
 * cannot undo the last) (a new kind is disputable unless named here).
 */
const UNDISPUTED: ReadonlySet<ActivityKind> = new Set<ActivityKind>(['signInFailed', 'lockout', 'lockedDown', 'phoneReleased']);
const DISPUTABLE: ReadonlySet<ActivityKind> = new Set(ACTIVITY_KINDS.filter((kind) => !UNDISPUTED.has(kind)));
const PROVIDERS: Readonly<Record<string, string>> = { google: 'Google', facebook: 'Facebook' };

/** What a row says happened. */
export function eventText(event: ActivityEvent, t: SecurityT): string {
  const key = `security.event.${event.kind}` as 'security.event.signIn';
  return t(key, {
    method: event.method ? methodText(event.method, t) : '',
    count: event.count,
    provider: PROVIDERS[event.provider] ?? event.provider,
  });
}

function deviceLine(event: ActivityEvent, t: SecurityT): string {
  const device =
    event.browser && event.system ? t('security.sessions.browserOn', { browser: event.browser, system: event.system }) : event.browser || event.system;
  return [device, event.network].filter(Boolean).join(' · ');
}

export function ActivityPanel({ view, t, senders, formatTime, dialogContainer }: ActivityPanelProps) {
  const titleId = useId();
  return (
    <section className="mp-account-card mp-security-panel" aria-labelledby={titleId}>
      <h2 className="mp-account-card__title" id={titleId} tabIndex={-1}>
        {t('security.activity.title')}
      </h2>
      <p className="mp-security-panel__intro">{t('security.activity.intro')}</p>
      {view.error && !view.confirming && (
        <p className="mp-security-panel__error" role="alert">
          {securityText(view.error, t)}
        </p>
      )}
      {view.status === 'loading' && (
        <p className="mp-account-loading" role="status" aria-busy="true">
          {t('security.activity.loading')}
        </p>
      )}
      {view.status === 'failed' && (
        <div role="alert">
          <p>{t('security.activity.loadFailed')}</p>
          <button type="button" className="mp-button mp-button--primary" onClick={senders.retry}>
            {t('account.retry')}
          </button>
        </div>
      )}
      {view.status === 'ready' && view.events.length === 0 && <p className="mp-security-panel__note">{t('security.activity.empty')}</p>}
      {view.status === 'ready' && view.events.length > 0 && (
        <ol className="mp-security-timeline" aria-busy={view.loadingMore || undefined}>
          {view.events.map((event) => {
            const what = eventText(event, t);
            const device = deviceLine(event, t);
            return (
              <li key={event.id} className="mp-security-event" data-kind={event.kind}>
                <p className="mp-security-event__what">{what}</p>
                <p className="mp-security-event__when">
                  <time dateTime={new Date(event.at).toISOString()}>{formatTime(event.at)}</time>
                  {device && <span dir="auto"> · {device}</span>}
                </p>
                {DISPUTABLE.has(event.kind) && (
                  <button
                    type="button"
                    className="mp-button mp-button--text mp-security-event__not-me"
                    aria-label={t('security.activity.notMeNamed', { event: what })}
                    onClick={() => senders.notMe(event.id)}
                  >
                    {t('security.activity.notMe')}
                  </button>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {view.status === 'ready' && view.hasMore && (
        <button type="button" className="mp-button mp-button--secondary" onClick={senders.more} aria-busy={view.loadingMore || undefined}>
          {t('security.activity.more')}
        </button>
      )}
      <PageDialog
        open={view.confirming !== null}
        role="alertdialog"
        title={t('security.activity.notMeTitle')}
        onClose={() => {
          if (!view.requesting) senders.cancel();
        }}
        onCancel={senders.cancel}
        onConfirm={senders.confirm}
        confirmLabel={t('security.activity.notMeConfirm')}
        cancelLabel={t('common.cancel')}
        closeLabel={t('widget.close')}
        busy={view.requesting}
        error={view.confirming && view.error ? securityText(view.error, t) : undefined}
        container={dialogContainer === undefined ? 'page' : dialogContainer}
        t={t as never}
      >
        {view.confirming && <p className="mp-security-panel__note">{eventText(view.confirming, t)}</p>}
        <p>{t('security.activity.notMeText')}</p>
      </PageDialog>
    </section>
  );
}
