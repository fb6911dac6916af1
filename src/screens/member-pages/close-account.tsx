/**
 * /user/close-account-register-fail (spec §2.3, §8 PL-USER-EMAIL-REGISTER-IN-COOLING-PERIOD): a sign-up refused
 * because the e-mail or phone belongs to a recently deleted account. It says so, and offers customer care and home.
 */
import { PageLayout } from '../page/index.js';
import { PageLink, type PageT } from './page-bits.js';

export function CloseAccountScreen({ t, homeUrl, helpUrl }: { t: PageT; homeUrl: string; helpUrl: string }) {
  return (
    <PageLayout title={t('pages.closeAccount.title')} t={t} className="mp-page--narrow">
      <p className="mp-page__text">{t('error.coolingPeriod')}</p>
      <p className="mp-page__text">{t('pages.closeAccount.help')}</p>
      <p className="mp-page__actions">
        <PageLink primary href={homeUrl}>
          {t('pages.backHome')}
        </PageLink>
        <PageLink href={helpUrl}>{t('pages.closeAccount.contact')}</PageLink>
      </p>
    </PageLayout>
  );
}
