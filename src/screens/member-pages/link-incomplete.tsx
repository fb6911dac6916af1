/**
 * A link that reached its page without its token (/user/verify, /user/account-restore, /user/account-auth; issue 27):
 * a mail client cut it or it was copied in part. Not "expired": the page says the link is incomplete, how to open
 * it whole, and offers home.
 */
import { PageLayout } from '../page/index.js';
import { PageLink, type PageT } from './page-bits.js';

export function LinkIncompleteScreen({ t, homeUrl }: { t: PageT; homeUrl: string }) {
  return (
    <PageLayout title={t('pages.incomplete.title')} t={t} className="mp-page--narrow">
      <p className="mp-page__text">{t('pages.incomplete.text')}</p>
      <p className="mp-page__actions">
        <PageLink primary href={homeUrl}>
          {t('pages.backHome')}
        </PageLink>
      </p>
    </PageLayout>
  );
}
