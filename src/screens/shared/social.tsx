/**
 * The two social providers' buttons (spec §2.1, §4 "Social login"): sign-in from Login, sign-up from Registry (where
 * the consent box above them is the sign-up's consent). While one provider is under way (or the social login's own
 * chunk loads after the press) both are busy; pointer over or focus on one loads that chunk ahead.
 */
import type { SocialProviderName } from '../../machines/contract.js';
import type { ScreenProps } from './types.js';

const PROVIDERS: ReadonlyArray<{ provider: SocialProviderName; key: 'login.google' | 'login.facebook' }> = [
  { provider: 'GOOGLE', key: 'login.google' },
  { provider: 'FACEBOOK', key: 'login.facebook' },
];

function ProviderIcon({ provider }: { provider: SocialProviderName }) {
  return (
    <svg className="mp-icon mp-social__icon" data-provider={provider.toLowerCase()} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {provider === 'GOOGLE' ? (
        <path d="M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.3zM12 22c2.7 0 5-.9 6.6-2.4l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22zm-5.6-8a6 6 0 0 1 0-3.9V7.5H3.1a10 10 0 0 0 0 9zM12 6c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.5l3.3 2.6C7.2 7.8 9.4 6 12 6z" />
      ) : (
        <path d="M22 12a10 10 0 1 0-11.6 9.9v-7H7.9V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.3c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.4 2.9h-2.4v7A10 10 0 0 0 22 12z" />
      )}
    </svg>
  );
}

export function SocialButtons({ view, senders, t, titleId, heading }: ScreenProps & {
  /** The group's heading ("Or log in with", "Or sign up with"). */
  readonly heading: string;
}) {
  const pendingProvider = view.login.socialPending;
  const busy = pendingProvider !== null;
  const headingId = `${titleId}-social`;
  return (
    <div className="mp-social" role="group" aria-labelledby={headingId}>
      <p className="mp-social__title" id={headingId}>
        {heading}
      </p>
      {PROVIDERS.map(({ provider, key }) => (
        <button
          key={provider}
          type="button"
          className="mp-button mp-button--secondary mp-button--block mp-social__button"
          aria-disabled={busy || undefined}
          aria-busy={pendingProvider === provider || undefined}
          data-pending={pendingProvider === provider || undefined}
          // The social login's machine comes from its own chunk: it starts loading on the visitor's intent.
          onPointerEnter={() => senders.intent('socialLogin')}
          onFocus={() => senders.intent('socialLogin')}
          onClick={() => {
            if (!busy) senders.socialLogin(provider);
          }}
        >
          <ProviderIcon provider={provider} />
          <span className="mp-button__label">{t(key)}</span>
        </button>
      ))}
    </div>
  );
}
