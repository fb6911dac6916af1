/**
 * VerifyMethodList screen (spec §2.1): for a risky phone, the other ways to get the code (voice plus the
 * channels). Choosing one sends the code through it.
 */
import { CHANNEL_LABEL_KEYS, FormError, type ScreenProps } from '../shared/index.js';
import { LostNumberLink } from '../verify/lost-number-link.js';

export function VerifyMethodListScreen({ view, senders, t, titleId }: ScreenProps) {
  const channels = view.methods?.channels ?? [];
  const { pending } = view;
  return (
    <div className="mp-screen mp-methods">
      <h2 className="mp-screen__title" id={titleId} tabIndex={-1}>
        {t('methods.title')}
      </h2>
      <p className="mp-screen__intro">{t('methods.intro')}</p>
      <FormError message={view.error} t={t} />
      <ul className="mp-methods__list" aria-busy={pending || undefined}>
        {channels.map((channel) => (
          <li className="mp-methods__item" key={channel.type}>
            <button
              type="button"
              className="mp-button mp-button--secondary mp-button--block mp-methods__option"
              data-channel={channel.type.toLowerCase()}
              aria-disabled={pending || undefined}
              onClick={() => {
                if (!pending) senders.chooseMethod(channel.type);
              }}
            >
              <span className="mp-button__label">{t(CHANNEL_LABEL_KEYS[channel.type])}</span>
            </button>
          </li>
        ))}
      </ul>
      <LostNumberLink view={view} phone={view.login.values.phone} t={t} />
    </div>
  );
}
