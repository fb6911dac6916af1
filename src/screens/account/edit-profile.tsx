/**
 * Edit profile (spec §2.2 #edit-profile): name, nickname, gender, birthday, tax id and branch id where the market has
 * them, and the messaging pin. The form keeps its own values (the machine checks them on submit); a failed save
 * leaves them as typed with the verdict under its field (focused) or announced above the form, and Save retries.
 * The birthday stays empty until the buyer chooses to set one (an untouched birthday is no birthday): "Choose your
 * birthday" opens the picker with nothing selected, standing on the range's start (issue 27 #5).
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { DateColumnPicker } from '../../components/date-column-picker/index.js';
import type { ProfileEditView, ProfileField, ProfileValues } from '../../machines/account/profile-edit.machine.js';
import { birthdayRange } from '../profile-complete/index.js';
import { joinIds, SubmitButton, TextField, onSubmit, useFocusFirstError } from '../shared/index.js';
import { accountText, fieldTexts, type AccountT } from './text.js';

export interface EditProfileProps {
  readonly view: ProfileEditView;
  readonly t: AccountT;
  readonly onSubmit: (values: ProfileValues) => void;
  readonly onInput: (field: ProfileField) => void;
  readonly cancelHref: string;
}

const GENDERS = [
  ['', 'account.field.genderNone'],
  ['male', 'profile.male'],
  ['female', 'profile.female'],
] as const;

export function EditProfile({ view, t, onSubmit: submitValues, onInput, cancelHref }: EditProfileProps) {
  const [values, setValues] = useState<ProfileValues>(view.values);
  /** The picker is open with nothing chosen yet ("Choose your birthday" pressed, no date picked). */
  const [picking, setPicking] = useState(false);
  const picker = useRef<HTMLDivElement>(null);
  // The button that opened the picker is gone: focus goes to the picker's first column, not to <body>.
  useEffect(() => {
    if (picking) picker.current?.querySelector<HTMLElement>('[role="listbox"]')?.focus();
  }, [picking]);
  const container = useRef<HTMLDivElement>(null);
  const errors = fieldTexts(view.fieldErrors, t);
  useFocusFirstError(container, errors);
  const range = useMemo(() => birthdayRange(), []);
  const ids = { gender: useId(), birthday: useId(), error: useId() };
  const set = (field: ProfileField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (view.fieldErrors[field]) onInput(field);
  };
  const submit = onSubmit(view.pending, () => submitValues(values));

  return (
    <div className="mp-account-form" ref={container}>
      <p className="mp-form-error" role="alert" id={ids.error}>
        {view.error ? `${t('account.saveFailed')} ${accountText(view.error, t)}` : ''}
      </p>
      <form className="mp-form" noValidate onSubmit={submit} aria-busy={view.pending || undefined}>
        <TextField name="name" label={t('account.field.name')} value={values.name} onValueChange={set('name')} autoComplete="name" error={errors.name} />
        <TextField
          name="nickname"
          label={t('account.field.nickname')}
          value={values.nickname}
          onValueChange={set('nickname')}
          autoComplete="nickname"
          error={errors.nickname}
          hint={<p className="mp-field__hint" id={`${ids.error}-nick`}>{t('account.field.nicknameHint')}</p>}
          hintIds={[`${ids.error}-nick`]}
        />
        <fieldset className="mp-choice" data-invalid={errors.gender ? true : undefined}>
          <legend className="mp-choice__legend">{t('account.field.gender')}</legend>
          <div className="mp-choice__row">
            {GENDERS.map(([value, key]) => (
              <label className="mp-choice__option" key={value || 'none'}>
                <input
                  className="mp-choice__input"
                  type="radio"
                  name="gender"
                  value={value}
                  checked={values.gender === value}
                  aria-invalid={errors.gender ? true : undefined}
                  aria-describedby={errors.gender ? ids.gender : undefined}
                  onChange={() => set('gender')(value)}
                />
                <span className="mp-choice__label">{t(key)}</span>
              </label>
            ))}
          </div>
          {errors.gender && (
            <p className="mp-field__error" id={ids.gender}>
              {errors.gender}
            </p>
          )}
        </fieldset>
        <div
          className="mp-field mp-account-birthday"
          role="group"
          aria-labelledby={`${ids.birthday}-label`}
          aria-describedby={joinIds(errors.birthday && `${ids.birthday}-error`)}
          data-mp-invalid={errors.birthday ? '' : undefined}
        >
          <span className="mp-field__label" id={`${ids.birthday}-label`}>
            {t('account.field.birthday')}
          </span>
          {values.birthday === '' && !picking ? (
            <p className="mp-account-birthday__empty">
              <span>{t('account.notSet')}</span>{' '}
              <button type="button" className="mp-button mp-button--secondary" onClick={() => setPicking(true)}>
                {t('account.field.birthdayChoose')}
              </button>
            </p>
          ) : (
            <>
              <DateColumnPicker
                ref={picker}
                mode="date"
                value={values.birthday}
                placeholderValue={range.start}
                min={range.min}
                max={range.max}
                locale={t.lang}
                t={t as never}
                onValueChange={set('birthday')}
              />
              <button
                type="button"
                className="mp-link"
                onClick={() => {
                  setPicking(false);
                  set('birthday')('');
                }}
              >
                {t('account.field.birthdayClear')}
              </button>
            </>
          )}
          {errors.birthday && (
            <p className="mp-field__error" id={`${ids.birthday}-error`}>
              {errors.birthday}
            </p>
          )}
        </div>
        {view.taxId && <TextField name="taxId" label={t('account.field.taxId')} value={values.taxId} onValueChange={set('taxId')} error={errors.taxId} maxLength={100} />}
        {view.branchId && (
          <TextField name="branchId" label={t('account.field.branchId')} value={values.branchId} onValueChange={set('branchId')} error={errors.branchId} maxLength={100} />
        )}
        <TextField
          name="messagingPin"
          label={t('account.field.pin')}
          value={values.messagingPin}
          onValueChange={set('messagingPin')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          error={errors.messagingPin}
          hint={<p className="mp-field__hint" id={`${ids.error}-pin`}>{t('account.field.pinHint')}</p>}
          hintIds={[`${ids.error}-pin`]}
        />
        <div className="mp-account-actions">
          <SubmitButton pending={view.pending}>{t('account.profile.save')}</SubmitButton>
          <a className="mp-button mp-button--secondary" href={cancelHref}>
            {t('account.cancel')}
          </a>
        </div>
      </form>
    </div>
  );
}
