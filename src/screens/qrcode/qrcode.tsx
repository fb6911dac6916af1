/**
 * Qrcode screen (spec §2.1, §4 QR login): the code with its scan prompt; after a scan, "finish on your phone"
 * with Rescan; on failure, "check your connection" with Refresh; then the login-success notice. The status line
 * is a live region so each change is announced.
 */
import { LoadingOverlay } from '../../components/index.js';
import { FormError, LinkButton, type ScreenProps } from '../shared/index.js';
import { QrImage } from './qr-image.js';

function StatusIcon({ kind }: { kind: 'done' | 'error' }) {
  return (
    <svg className="mp-icon mp-qrcode__icon" data-kind={kind} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {kind === 'done' ? (
        <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1.2 14.2-4-4 1.4-1.4 2.6 2.6 5.6-5.6 1.4 1.4z" />
      ) : (
        <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-2h2zm0-4h-2V7h2z" />
      )}
    </svg>
  );
}

export function QrcodeScreen({ view, senders, t, titleId }: ScreenProps) {
  const qr = view.qr ?? { status: 'loading' as const, qrLoginUrl: null };
  const { status } = qr;
  const showCode = (status === 'pending' || status === 'loading') && qr.qrLoginUrl !== null;

  let message = '';
  if (status === 'pending') message = t('qr.scan');
  else if (status === 'scanned') message = t('qr.scanned');
  else if (status === 'success') message = t('qr.success');
  else if (status === 'error') message = t('error.qr.connection');

  return (
    <div className="mp-screen mp-qrcode" data-status={status}>
      <h2 className="mp-screen__title" id={titleId} tabIndex={-1}>
        {t('qr.title')}
      </h2>
      <FormError message={view.error} t={t} />
      <div className="mp-qrcode__stage" aria-busy={status === 'loading' || undefined}>
        {showCode && qr.qrLoginUrl !== null ? (
          <QrImage url={qr.qrLoginUrl} label={t('qr.image')} />
        ) : status === 'loading' ? (
          <div className="mp-qrcode__placeholder" />
        ) : (
          <StatusIcon kind={status === 'error' ? 'error' : 'done'} />
        )}
        <LoadingOverlay active={status === 'loading'} t={t} label={t('popup.loading')} />
      </div>
      <p className="mp-qrcode__status" role="status" data-status={status}>
        {message}
      </p>
      {status === 'scanned' && (
        <button type="button" className="mp-button mp-button--secondary mp-button--block" onClick={() => senders.refreshQr()}>
          {t('qr.rescan')}
        </button>
      )}
      {status === 'error' && (
        <button type="button" className="mp-button mp-button--primary mp-button--block" onClick={() => senders.refreshQr()}>
          {t('qr.refresh')}
        </button>
      )}
      {status !== 'success' && (
        <p className="mp-screen__switch">
          <LinkButton onClick={() => senders.toLogin()}>{t('qr.otherWays')}</LinkButton>
        </p>
      )}
    </div>
  );
}
