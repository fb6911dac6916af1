/** PhoneCall screen (spec §2.1, §8 PL-USER-RISK): a risky phone is offered a voice call that reads out the code. */
import { formatPhone } from '../../i18n/format.js';
import { FormError, RichText, type ScreenProps } from '../shared/index.js';

export function PhoneCallScreen({ view, senders, t, titleId }: ScreenProps) {
  const phone = view.phoneCall?.phone ?? '';
  const { pending } = view;
  return (
    <div className="mp-screen mp-phone-call">
      <h2 className="mp-screen__title" id={titleId} tabIndex={-1}>
        {t('phoneCall.title')}
      </h2>
      <p className="mp-screen__intro">
        <RichText
          template={t('phoneCall.text')}
          parts={{
            phone: (
              <bdi className="mp-phone-call__phone" dir="ltr">
                {formatPhone(phone, view.site)}
              </bdi>
            ),
          }}
        />
      </p>
      <FormError message={view.error} t={t} />
      <button
        type="button"
        className="mp-button mp-button--primary mp-button--block"
        aria-disabled={pending || undefined}
        aria-busy={pending || undefined}
        data-pending={pending || undefined}
        onClick={() => {
          if (!pending) senders.requestVoiceCall();
        }}
      >
        <span className="mp-button__label">{t('phoneCall.call')}</span>
      </button>
    </div>
  );
}
