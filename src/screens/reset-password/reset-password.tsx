/**
 * ResetPassword screen (spec §2.1, §4, §5): the new password with its two hint lines (8-20 characters; letters,
 * digits and symbols) lit as the user types, the re-typed password, then the success view with four shortcuts and
 * the countdown before the popup closes.
 */
import { useLayoutEffect, useRef } from 'react';
import type { MessageKey } from '../../i18n/catalogs/en.js';
import type { ShortcutTarget } from '../../machines/contract.js';
import { FormError, LinkButton, PasswordField, SubmitButton, onSubmit, useField, useFieldErrors, type ScreenProps } from '../shared/index.js';
import { NewPasswordField } from '../shared/new-password-field.js';

const SHORTCUTS: ReadonlyArray<{ target: ShortcutTarget; key: MessageKey }> = [
  { target: 'shopping', key: 'reset.shopping' },
  { target: 'cart', key: 'reset.cart' },
  { target: 'wishlist', key: 'reset.wishlist' },
  { target: 'account', key: 'reset.account' },
];

function ResetSuccess({ view, senders, t, titleId, secondsLeft, stopped }: ScreenProps & { secondsLeft: number; stopped: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shortcuts = useRef<HTMLElement>(null);
  // The form is gone: move focus to the new heading so the success is read and Tab starts from it. Layout effects
  // (here and below): the move happens in the commit that removed the focused element, on both runtimes (see
  // popup-frame.tsx: preact/compat runs passive effects only after the next paint).
  useLayoutEffect(() => heading.current?.focus(), []);
  // The countdown turned off: its button goes away, focus goes to the first shortcut (never to the page).
  useLayoutEffect(() => {
    if (stopped) shortcuts.current?.querySelector<HTMLElement>('button')?.focus();
  }, [stopped]);
  return (
    <div className="mp-screen mp-reset mp-reset--success">
      <h2 className="mp-screen__title" id={titleId} tabIndex={-1} ref={heading}>
        {t('reset.successTitle')}
      </h2>
      <p className="mp-screen__intro">{t('reset.successText')}</p>
      <nav className="mp-reset__shortcuts" aria-label={t('reset.shortcuts')} ref={shortcuts}>
        <ul className="mp-reset__shortcut-list">
          {SHORTCUTS.map(({ target, key }) => (
            <li key={target} className="mp-reset__shortcut">
              <button
                type="button"
                className={`mp-button mp-button--block ${target === 'shopping' ? 'mp-button--primary' : 'mp-button--secondary'}`}
                data-target={target}
                onClick={() => senders.goTo(target)}
              >
                <span className="mp-button__label">{t(key)}</span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {stopped ? null : (
        // WCAG 2.2.1: the time limit can be turned off; then the popup stays until the buyer chooses or closes it.
        <div className="mp-reset__countdown-row">
          <p className="mp-reset__countdown" data-seconds={secondsLeft}>
            {t('reset.closing', { count: secondsLeft })}
          </p>
          <LinkButton className="mp-reset__stay" onClick={() => senders.stopCountdown()}>
            {t('reset.stay')}
          </LinkButton>
        </div>
      )}
      <FormError message={view.error} t={t} />
    </div>
  );
}

export function ResetPasswordScreen(props: ScreenProps) {
  const { view, senders, t, titleId } = props;
  const success = view.reset?.success ?? null;
  const { pending } = view;
  const [password, setPassword] = useField('newPassword', '', senders, view.fieldErrors);
  const [retype, setRetype] = useField('retypePassword', '', senders, view.fieldErrors);
  const { container, errors } = useFieldErrors(view.fieldErrors, t);

  if (success) return <ResetSuccess {...props} secondsLeft={success.secondsLeft} stopped={success.stopped} />;

  const submit = onSubmit(pending, () => senders.submitReset({ password, retype }));

  return (
    <div className="mp-screen mp-reset" ref={container}>
      <h2 className="mp-screen__title" id={titleId} tabIndex={-1}>
        {t('reset.title')}
      </h2>
      <FormError message={view.error} t={t} />
      <form className="mp-form mp-reset__form" noValidate onSubmit={submit} aria-busy={pending || undefined}>
        <NewPasswordField t={t} label={t('reset.newPassword')} value={password} error={errors.newPassword} onValueChange={setPassword} />
        <PasswordField
          t={t}
          name="retypePassword"
          label={t('reset.retype')}
          autoComplete="new-password"
          value={retype}
          error={errors.retypePassword}
          onValueChange={setRetype}
        />
        <SubmitButton pending={pending}>{t('reset.submit')}</SubmitButton>
      </form>
    </div>
  );
}
