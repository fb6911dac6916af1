/** ForgetPassword screen (spec §2.1, §4 forgot password): the account's phone or e-mail, then a code is sent. */
import { useRef, useState, type FormEvent } from 'react';
import { FormError, SubmitButton, TextField, fieldErrorTexts, useFocusFirstError, type ScreenProps } from '../shared/index.js';

export function ForgetPasswordScreen({ view, senders, t, titleId }: ScreenProps) {
  const { pending } = view;
  const [account, setAccount] = useState(view.forgot?.values.account ?? '');
  const container = useRef<HTMLDivElement>(null);
  const introId = `${titleId}-intro`;
  const errors = fieldErrorTexts(view.fieldErrors, t);
  useFocusFirstError(container, errors);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    senders.submitForgot({ account: account.trim() });
  };

  return (
    <div className="mp-screen mp-forgot" ref={container}>
      <h2 className="mp-screen__title" id={titleId} tabIndex={-1}>
        {t('forgot.title')}
      </h2>
      <p className="mp-screen__intro" id={introId}>
        {t('forgot.intro')}
      </p>
      <FormError message={view.error} t={t} />
      <form className="mp-form mp-forgot__form" noValidate onSubmit={submit} aria-busy={pending || undefined}>
        <TextField
          name="account"
          label={t('popup.field.loginName')}
          placeholder={t('popup.field.loginNamePlaceholder')}
          autoComplete="username"
          hintIds={[introId]}
          value={account}
          error={errors.account}
          onValueChange={(value) => {
            setAccount(value);
            senders.input('account');
          }}
        />
        <SubmitButton pending={pending}>{t('popup.next')}</SubmitButton>
      </form>
    </div>
  );
}
