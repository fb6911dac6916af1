/**
 * /user/trusted-device (spec §4 "Verification" by a trusted device): the requests waiting for this device's answer
 * (what for, when it was asked and ends, from which browser, system and address), each with "Yes, it's me" and
 * "This wasn't me" (the product's confirm dialog); the result, the ended-request state, the signed-out state (log in,
 * then back here) and the load or answer failure with Retry. A view and senders only (trusted-device.machine.ts).
 */
import { useId } from 'react';
import type { DeviceRequest } from '../../api/trusted-device.js';
import type { Translator } from '../../i18n/translate.js';
import type { TrustedDeviceView } from '../../machines/trusted-device.machine.js';
import { PageLayout } from '../page/index.js';
import { PageButton, PageError, PageLink, PageLoadFailed, PageLoading, PageRejectDialog, type PageT } from './page-bits.js';

export interface TrustedDeviceSenders {
  approve(requestId: string): void;
  notMe(requestId: string): void;
  confirm(): void;
  cancel(): void;
  retry(): void;
  refresh(): void;
}

export interface TrustedDeviceScreenProps {
  readonly view: TrustedDeviceView;
  readonly senders: TrustedDeviceSenders;
  readonly t: PageT;
  /** The login page that comes back here; the change-password page. */
  readonly loginUrl: string;
  readonly changePasswordUrl: string;
  /** Where the dialog renders (default document.body). */
  readonly dialogContainer?: Element | null;
}

const PURPOSE_TEXT = {
  LOGIN: 'pages.device.purpose.login',
  RESET_PASSWORD: 'pages.device.purpose.reset',
  LOST_NUMBER: 'pages.device.purpose.lostNumber',
} as const satisfies Record<DeviceRequest['purpose'], string>;

function RequestCard({ request, props }: { request: DeviceRequest; props: TrustedDeviceScreenProps }) {
  const { view, senders, t } = props;
  const headingId = useId();
  const time = (ms: number) => new Intl.DateTimeFormat((t as Translator).lang, { hour: 'numeric', minute: '2-digit' }).format(new Date(ms));
  const answering = view.requestId === request.requestId;
  const failed = answering && view.error !== null && view.dialog === 'closed';
  return (
    <li className="mp-device__request" aria-labelledby={headingId}>
      <h2 className="mp-device__what" id={headingId}>
        {t(PURPOSE_TEXT[request.purpose])}
      </h2>
      <ul className="mp-device__facts">
        <li>{t('pages.device.asked', { time: time(request.requestedAt) })}</li>
        <li>{t('pages.device.ends', { time: time(request.expiresAt) })}</li>
        <li>
          {request.browser && request.system
            ? t('pages.device.from', { browser: request.browser, system: request.system, address: request.address })
            : t('pages.device.fromUnknown', { address: request.address })}
        </li>
      </ul>
      {failed ? <PageError message={view.error} t={t} /> : null}
      <p className="mp-page__actions">
        {failed ? (
          <PageButton primary onClick={() => senders.retry()}>
            {t('pages.retry')}
          </PageButton>
        ) : (
          <PageButton primary pending={answering && view.pending && view.decision === 'APPROVED'} onClick={() => senders.approve(request.requestId)}>
            {t('pages.device.approve')}
          </PageButton>
        )}
        <PageButton onClick={() => (failed ? senders.cancel() : senders.notMe(request.requestId))}>
          {failed ? (t as Translator)('common.cancel') : t('pages.verify.notMe')}
        </PageButton>
      </p>
    </li>
  );
}

export function TrustedDeviceScreen(props: TrustedDeviceScreenProps) {
  const { view, senders, t } = props;
  const container = props.dialogContainer === undefined ? 'page' : props.dialogContainer;

  if (view.stage === 'loading') {
    return <PageLoading title={t('pages.device.title')} t={t} />;
  }
  if (view.stage === 'failed') {
    return <PageLoadFailed title={t('pages.device.title')} error={view.error} t={t} onRetry={() => senders.retry()} />;
  }
  if (view.stage === 'signedOut') {
    return (
      <PageLayout title={t('pages.signIn.title')} t={t} className="mp-page--narrow">
        <p className="mp-page__text">{t('pages.device.signInText')}</p>
        <p className="mp-page__actions">
          <PageLink primary href={props.loginUrl}>
            {t('pages.signIn.action')}
          </PageLink>
        </p>
      </PageLayout>
    );
  }
  if (view.stage === 'decided' || view.stage === 'gone') {
    const approved = view.stage === 'decided' && view.decision === 'APPROVED';
    const title = view.stage === 'gone' ? 'pages.device.goneTitle' : approved ? 'pages.device.approvedTitle' : 'pages.device.rejectedTitle';
    const text = view.stage === 'gone' ? 'pages.device.goneText' : approved ? 'pages.device.approvedText' : 'pages.device.rejectedText';
    return (
      <PageLayout title={t(title)} t={t} className="mp-page--narrow">
        <p className="mp-page__text" role="status">
          {t(text)}
        </p>
        <p className="mp-page__actions">
          {view.stage === 'decided' && !approved ? (
            <PageLink primary href={props.changePasswordUrl}>
              {t('pages.device.changePassword')}
            </PageLink>
          ) : null}
          <PageButton primary={view.stage === 'gone' || approved} onClick={() => senders.refresh()}>
            {t('pages.device.refresh')}
          </PageButton>
        </p>
      </PageLayout>
    );
  }
  return (
    <PageLayout title={t('pages.device.title')} t={t} className="mp-page--narrow mp-device">
      <p className="mp-page__text">{t('pages.device.intro')}</p>
      {view.requests.length > 0 ? (
        <ul className="mp-device__requests">
          {view.requests.map((request) => (
            <RequestCard key={request.requestId} request={request} props={props} />
          ))}
        </ul>
      ) : (
        <p className="mp-page__text" role="status">
          {t('pages.device.empty')}
        </p>
      )}
      <p className="mp-page__actions">
        <PageButton onClick={() => senders.refresh()}>{t('pages.device.refresh')}</PageButton>
      </p>
      <PageRejectDialog
        open={view.dialog !== 'closed'}
        title={t('pages.device.reject.title')}
        text={t('pages.device.reject.text')}
        confirmLabel={t('pages.device.reject.confirm')}
        onCancel={() => senders.cancel()}
        onConfirm={() => senders.confirm()}
        busy={view.dialog === 'busy'}
        error={view.dialog !== 'closed' ? view.error : null}
        container={container}
        t={t}
      />
    </PageLayout>
  );
}
