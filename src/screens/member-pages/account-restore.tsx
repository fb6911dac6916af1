/**
 * /user/account-restore (spec §2.3 "Restore-account dialog": title, notice, Cancel and Confirm): the dialog over the
 * page; the check of the link's token before it, "Account restored" while the page leaves.
 */
import type { AccountRestoreView } from '../../machines/account-restore.machine.js';
import { PageLayout } from '../page/index.js';
import { PageQuestionDialog, PageRetry, PageStatus, type PageT } from './page-bits.js';

export interface AccountRestoreSenders {
  confirm(): void;
  cancel(): void;
  retry(): void;
}

export function AccountRestoreScreen({ view, senders, t }: { view: AccountRestoreView; senders: AccountRestoreSenders; t: PageT }) {
  const restored = view.status === 'restored';
  return (
    <PageLayout title={t(restored ? 'pages.restore.doneTitle' : 'popup.restore.title')} t={t} className="mp-page--narrow">
      <div>
        {view.status === 'failed' ? (
          <PageRetry error={view.error} t={t} onRetry={() => senders.retry()} />
        ) : (
          <>
            {view.account ? <p className="mp-page__text">{t('pages.restore.account', { account: view.account })}</p> : null}
            <PageStatus>{restored ? t('restore.success') : view.status === 'asking' ? t('popup.restore.notice') : ''}</PageStatus>
          </>
        )}
      </div>
      {view.status === 'asking' ? (
        <PageQuestionDialog
          title={t('popup.restore.title')}
          text={t('popup.restore.notice')}
          cancelLabel={t('popup.restore.cancel')}
          confirmLabel={t('popup.restore.confirm')}
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
