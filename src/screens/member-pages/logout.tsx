/** /user/logout (spec §2.2): the confirm dialog over the page; "not logged in" when nobody is. */
import type { LogoutView } from '../../machines/logout.machine.js';
import { PageLayout } from '../page/index.js';
import { PageLink, PageQuestionDialog, PageStatus, type PageT } from './page-bits.js';

export interface LogoutSenders {
  confirm(): void;
  cancel(): void;
}

export function LogoutScreen({ view, senders, t, doneUrl }: { view: LogoutView; senders: LogoutSenders; t: PageT; doneUrl: string }) {
  return (
    <PageLayout title={t('pages.logout.title')} t={t} className="mp-page--narrow">
      <div>
        {view.status === 'signedOut' ? (
          <>
            <p className="mp-page__text">{t('pages.logout.signedOut')}</p>
            <p className="mp-page__actions">
              <PageLink primary href={doneUrl}>
                {t('pages.continue')}
              </PageLink>
            </p>
          </>
        ) : (
          <PageStatus>{view.status === 'checking' ? '' : t('pages.logout.question')}</PageStatus>
        )}
      </div>
      {view.status === 'asking' ? (
        <PageQuestionDialog
          title={t('pages.logout.title')}
          text={t('pages.logout.question')}
          cancelLabel={t('pages.logout.cancel')}
          confirmLabel={t('pages.logout.confirm')}
          onCancel={() => senders.cancel()}
          onConfirm={() => senders.confirm()}
          busy={view.pending}
          error={view.error}
          t={t}
        />
      ) : null}
    </PageLayout>
  );
}
