/**
 * Login screen (spec §2.1): password mode (login name, password, forgot link) or one-time-code mode (phone with
 * the site's fixed prefix, delivery channel, "Send code"); sign-up link; the two social providers; the QR icon with
 * its hint tooltip. Both forms keep their typed values across a mode switch.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Tooltip } from '../../components/index.js';
import type { SocialProviderName } from '../../machines/contract.js';
import {
  CHANNEL_LABEL_KEYS,
  FormError,
  LinkButton,
  PasswordField,
  PhoneField,
  Segmented,
  SubmitButton,
  TextField,
  fieldErrorTexts,
  useFocusFirstError,
  type ScreenProps,
} from '../shared/index.js';

const PROVIDERS: ReadonlyArray<{ provider: SocialProviderName; key: 'login.google' | 'login.facebook' }> = [
  { provider: 'GOOGLE', key: 'login.google' },
  { provider: 'FACEBOOK', key: 'login.facebook' },
];

function QrIcon() {
  return (
    <svg className="mp-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 3h8v8H3zm2 2v4h4V5zm8-2h8v8h-8zm2 2v4h4V5zM3 13h8v8H3zm2 2v4h4v-4zm8-2h2v2h-2zm2 2h2v2h-2zm2-2h2v2h-2zm2 2h2v2h-2zm-6 2h2v2h-2zm2 2h2v2h-2zm2-2h2v2h-2zm2 2h2v2h-2z" />
    </svg>
  );
}

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

export function LoginScreen({ view, senders, t, titleId }: ScreenProps) {
  const { login, pending, phonePrefix } = view;
  const [loginName, setLoginName] = useState(login.values.loginName);
  const [password, setPassword] = useState('');
  const [phone, setPhone] = useState(login.values.phone);
  const container = useRef<HTMLDivElement>(null);
  const errors = fieldErrorTexts(view.fieldErrors, t);
  useFocusFirstError(container, errors);

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    const name = loginName.trim();
    // Spec §5: password login does nothing while the login name or the password is empty.
    if (pending || name === '' || password === '') return;
    senders.submitPasswordLogin({ loginName: name, password });
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    senders.submitCodeLogin({ phone: phone.trim() });
  };

  const socialBusy = login.socialPending !== null;

  return (
    <div className="mp-screen mp-login" ref={container}>
      <div className="mp-login__head">
        <h2 className="mp-screen__title" id={titleId} tabIndex={-1}>
          {t('login.title')}
        </h2>
        <Tooltip open={login.qrHintVisible} content={t('login.qrHint')}>
          <button type="button" className="mp-icon-button mp-login__qr" aria-label={t('login.qr')} onClick={() => senders.toQrcode()}>
            <QrIcon />
          </button>
        </Tooltip>
      </div>

      <Segmented
        label={t('login.mode')}
        value={login.mode}
        options={[
          { value: 'password', label: t('login.mode.password') },
          { value: 'code', label: t('login.mode.code') },
        ]}
        onChange={(mode) => senders.setLoginMode(mode)}
      />

      <FormError message={view.error} t={t} />

      {login.mode === 'password' ? (
        <form className="mp-form mp-login__form" noValidate onSubmit={submitPassword} aria-busy={pending || undefined}>
          <TextField
            name="loginName"
            label={t('popup.field.loginName')}
            placeholder={t('popup.field.loginNamePlaceholder')}
            autoComplete="username"
            value={loginName}
            error={errors.loginName}
            onValueChange={(value) => {
              setLoginName(value);
              senders.input('loginName');
            }}
          />
          <PasswordField
            t={t}
            name="password"
            label={t('popup.field.password')}
            placeholder={t('popup.field.passwordPlaceholder')}
            autoComplete="current-password"
            value={password}
            error={errors.password}
            onValueChange={(value) => {
              setPassword(value);
              senders.input('password');
            }}
          />
          <div className="mp-form__aside">
            <LinkButton onClick={() => senders.toForgetPassword()}>{t('login.forgot')}</LinkButton>
          </div>
          <SubmitButton pending={pending}>{t('login.submit')}</SubmitButton>
        </form>
      ) : (
        <form className="mp-form mp-login__form" noValidate onSubmit={submitCode} aria-busy={pending || undefined}>
          <PhoneField
            t={t}
            name="phone"
            phonePrefix={phonePrefix}
            value={phone}
            error={errors.phone}
            onValueChange={(value) => {
              setPhone(value);
              senders.input('phone');
            }}
          />
          {login.channels.length > 1 && (
            <fieldset className="mp-choice">
              <legend className="mp-choice__legend">{t('login.channel')}</legend>
              {login.channels.map((channel) => (
                <label className="mp-choice__option" key={channel.type}>
                  <input
                    className="mp-choice__input"
                    type="radio"
                    name="channel"
                    value={channel.type}
                    checked={login.channel === channel.type}
                    onChange={() => senders.selectChannel(channel.type)}
                  />
                  <span className="mp-choice__label">{t(CHANNEL_LABEL_KEYS[channel.type])}</span>
                </label>
              ))}
            </fieldset>
          )}
          <SubmitButton pending={pending}>{t('login.sendCode')}</SubmitButton>
        </form>
      )}

      <p className="mp-screen__switch">
        {t('login.noAccount')} <LinkButton onClick={() => senders.toRegistry()}>{t('login.signUp')}</LinkButton>
      </p>

      <div className="mp-social" role="group" aria-labelledby={`${titleId}-social`}>
        <p className="mp-social__title" id={`${titleId}-social`}>
          {t('login.social')}
        </p>
        {PROVIDERS.map(({ provider, key }) => (
          <button
            key={provider}
            type="button"
            className="mp-button mp-button--secondary mp-button--block mp-social__button"
            aria-disabled={socialBusy || undefined}
            aria-busy={login.socialPending === provider || undefined}
            data-pending={login.socialPending === provider || undefined}
            onClick={() => {
              if (!socialBusy) senders.socialLogin(provider);
            }}
          >
            <ProviderIcon provider={provider} />
            <span className="mp-button__label">{t(key)}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
