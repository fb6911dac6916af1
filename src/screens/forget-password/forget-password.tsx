/** ForgetPassword screen (spec §2.1, §4 forgot password): the account's phone or e-mail, then a code is sent. */
import { FormError, LoginNameField, SubmitButton, onSubmit, useField, useFieldErrors, type ScreenProps } from '../shared/index.js';

export function ForgetPasswordScreen({ view, senders, t, titleId }: ScreenProps) {
  const { pending } = view;
  const [account, setAccount] = useField('account', view.forgot?.values.account ?? '', senders, view.fieldErrors);
  const introId = `${titleId}-intro`;
  const { container, errors } = useFieldErrors(view.fieldErrors, t);

  const submit = onSubmit(pending, () => senders.submitForgot({ account: account.trim() }));

  return (
    <div className="mp-screen mp-forgot" ref={container}>
      <h2 className="mp-screen__title" id={titleId} tabIndex={-1}>
        {t('forgot.title')}
      </h2>
      <p className="mp-screen__intro" id={introId}>
        {t('forgot.intro')}
      </p>
      <FormError message={view.error} t={t} />
      <form className="mp-form mp-forgot__form" method="dialog" noValidate onSubmit={submit} aria-busy={pending || undefined}>
        <LoginNameField
          t={t}
          name="account"
          hintIds={[introId]}
          value={account}
          error={errors.account}
          onValueChange={setAccount}
        />
        <SubmitButton pending={pending}>{t('popup.next')}</SubmitButton>
      </form>
    </div>
  );
}
