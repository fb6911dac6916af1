/**
 * Login screen (spec §2.1): password mode (login name, password, forgot link) or one-time-code mode (phone with
 * the site's fixed prefix, delivery channel, "Send code"); sign-up link; the two social providers; the QR icon with
 * its hint tooltip. Both forms keep their typed values across a mode switch. Both forms submit by
 * method="dialog": served by the server before the script runs (member pages), a submit sends nothing (a plain
 * form's GET would put the password or the number in the URL). `slot`: what arrives with its own chunk below the
 * forms (passkey sign-in, issue 25), which may add tokens to the login-name autofill. The login name and the password
 * are kept by their inputs and read on submit: a key typed there renders nothing (issue 28). The phone is the
 * screen's state (the machine checks it as it is typed, and the slot's lost-number link carries it): a key there
 * renders the form and the field; the head, the form's links and button and the parts below are kept while the
 * view, the translator and the number typed are the same.
 */
import { useMemo, useState } from 'react';
import { Tooltip } from '../../components/index.js';
import {
  CHANNEL_LABEL_KEYS,
  FormError,
  LinkButton,
  LoginNameField,
  PasswordField,
  PhoneField,
  Segmented,
  SocialButtons,
  SubmitButton,
  onSubmit,
  useField,
  useFieldErrors,
  useTypedField,
  type ScreenProps,
} from '../shared/index.js';

function QrIcon() {
  return (
    <svg className="mp-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 3h8v8H3zm2 2v4h4V5zm8-2h8v8h-8zm2 2v4h4V5zM3 13h8v8H3zm2 2v4h4v-4zm8-2h2v2h-2zm2 2h2v2h-2zm2-2h2v2h-2zm2 2h2v2h-2zm-6 2h2v2h-2zm2 2h2v2h-2zm2-2h2v2h-2zm2 2h2v2h-2z" />
    </svg>
  );
}

export function LoginScreen({ view, senders, t, titleId, slot }: ScreenProps) {
  const { login, pending, phonePrefix } = view;
  const [autofill, setAutofill] = useState('');
  const loginName = useTypedField('loginName', login.values.loginName, senders, view.fieldErrors);
  const password = useTypedField('password', '', senders, view.fieldErrors);
  const [phone, setPhone] = useField('phone', login.values.phone, senders, view.fieldErrors, true);
  const { container, errors } = useFieldErrors(view.fieldErrors, t);

  // Spec §5: an empty field sends nothing; the machine says "You can't leave this empty." under each empty field.
  const submitPassword = onSubmit(pending, () => senders.submitPasswordLogin({ loginName: loginName.read().trim(), password: password.read() }));
  const submitCode = onSubmit(pending, () => senders.submitCodeLogin({ phone: phone.trim() }));

  const passwordActions = useMemo(
    () => (
      <>
        <div className="mp-form__aside">
          <LinkButton onClick={() => senders.toForgetPassword()}>{t('login.forgot')}</LinkButton>
        </div>
        <SubmitButton pending={pending}>{t('login.submit')}</SubmitButton>
      </>
    ),
    [pending, senders, t],
  );
  const head = useMemo(
    () => (
      <>
        <div className="mp-login__head">
          <h2 className="mp-screen__title" id={titleId} tabIndex={-1}>
            {t('login.title')}
          </h2>
          {/* Beside the icon, over the title: above it, the hint covered Close; below it, the mode switch. */}
          <Tooltip open={login.qrHintVisible} content={t('login.qrHint')} placement="left">
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
          onIntent={login.mode === 'password' ? () => senders.intent('codeLogin') : undefined}
        />

        <FormError message={view.error} t={t} />
      </>
    ),
    [view, senders, t, titleId],
  );
  const tail = useMemo(
    () => (
      <>
        {slot?.(setAutofill, phone)}

        <p className="mp-screen__switch">
          {t('login.noAccount')} <LinkButton onClick={() => senders.toRegistry()}>{t('login.signUp')}</LinkButton>
        </p>

        <SocialButtons view={view} senders={senders} t={t} titleId={titleId} heading={t('login.social')} />
      </>
    ),
    [view, senders, t, titleId, slot, phone],
  );

  return (
    <div className="mp-screen mp-login" ref={container}>
      {head}

      {login.mode === 'password' ? (
        <form className="mp-form mp-login__form" method="dialog" noValidate onSubmit={submitPassword} aria-busy={pending || undefined}>
          <LoginNameField
            t={t}
            name="loginName"
            defaultValue={loginName.defaultValue}
            inputRef={loginName.inputRef}
            error={errors.loginName}
            onValueChange={loginName.onValueChange}
            autofill={autofill}
          />
          <PasswordField
            t={t}
            name="password"
            label={t('popup.field.password')}
            placeholder={t('popup.field.passwordPlaceholder')}
            autoComplete="current-password"
            defaultValue={password.defaultValue}
            inputRef={password.inputRef}
            error={errors.password}
            onValueChange={password.onValueChange}
          />
          {passwordActions}
        </form>
      ) : (
        <form className="mp-form mp-login__form" method="dialog" noValidate onSubmit={submitCode} aria-busy={pending || undefined}>
          <PhoneField
            t={t}
            name="phone"
            phonePrefix={phonePrefix}
            value={phone}
            error={errors.phone}
            onValueChange={setPhone}
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

      {tail}
    </div>
  );
}
