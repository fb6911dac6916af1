/**
 * ProfileComplete screen (spec §2.1, §4): step 1 full name and password, step 2 gender and birthday (today back
 * 100 years). On each step "Fill in later" skips the step and "Go shopping" leaves for the shop without saving.
 */
import { useId, useMemo } from 'react';
import { DateColumnPicker } from '../../components/index.js';
import { BIRTHDAY_RANGE_YEARS } from '../../config/constants.js';
import { daysInMonth, formatBirthday } from '../../validation/date.js';
import { GENDERS, type Gender } from '../../validation/text.js';
import {
  FormError,
  SubmitButton,
  TextField,
  joinIds,
  onSubmit,
  useField,
  useFieldErrors,
  type ScreenProps,
} from '../shared/index.js';
import { NewPasswordField } from '../shared/new-password-field.js';

const STEPS = 2;
/** Where the birthday columns start when nothing is chosen yet: 1 January, this many years ago. */
const BIRTHDAY_START_YEARS_AGO = 20;

/** The popup's birthday range (spec §5): today back BIRTHDAY_RANGE_YEARS years, as 'YYYY-MM-DD'. */
export function birthdayRange(now: Date = new Date()): { min: string; max: string; start: string } {
  const year = now.getFullYear();
  const month = now.getMonth() + 1;
  const day = now.getDate();
  const earliestYear = year - BIRTHDAY_RANGE_YEARS;
  return {
    min: formatBirthday(earliestYear, month, Math.min(day, daysInMonth(earliestYear, month))),
    max: formatBirthday(year, month, day),
    start: formatBirthday(year - BIRTHDAY_START_YEARS_AGO, 1, 1),
  };
}

const GENDER_KEYS = { male: 'profile.male', female: 'profile.female' } as const;

function StepOne({ view, senders, t, titleId }: ScreenProps) {
  const profile = view.profile!;
  const { pending } = view;
  const [name, setName] = useField('name', profile.values.name, senders, view.fieldErrors);
  const [password, setPassword] = useField('password', '', senders, view.fieldErrors);
  const { container, errors } = useFieldErrors(view.fieldErrors, t);

  const submit = onSubmit(pending, () => senders.submitProfileStep1({ name: name.trim(), password }));

  return (
    <div className="mp-screen mp-profile" data-step="1" ref={container}>
      <ProfileHeading t={t} titleId={titleId} step={1} />
      <FormError message={view.error} t={t} />
      <form className="mp-form mp-profile__form" noValidate onSubmit={submit} aria-busy={pending || undefined}>
        <TextField
          name="name"
          label={t('profile.name')}
          autoComplete="name"
          value={name}
          error={errors.name}
          onValueChange={setName}
        />
        <NewPasswordField
          t={t}
          name="password"
          label={t('profile.password')}
          value={password}
          error={errors.password}
          onValueChange={setPassword}
        />
        <SubmitButton pending={pending}>{t('popup.next')}</SubmitButton>
        <ProfileActions senders={senders} t={t} />
      </form>
    </div>
  );
}

function StepTwo({ view, senders, t, titleId }: ScreenProps) {
  const profile = view.profile!;
  const { pending } = view;
  const range = useMemo(() => birthdayRange(), []);
  const [gender, setGender] = useField<Gender | ''>('gender', profile.values.gender, senders, view.fieldErrors);
  /** '' until the user moves the columns (or the view brings a saved birthday). */
  const [birthday, setBirthday] = useField('birthday', profile.values.birthday, senders, view.fieldErrors);
  const base = useId();
  const genderErrorId = `${base}-gender-error`;
  const birthdayLabelId = `${base}-birthday-label`;
  const birthdayErrorId = `${base}-birthday-error`;
  const { container, errors } = useFieldErrors(view.fieldErrors, t);

  // The machine checks the gender (none chosen: the rule's message) and a chosen birthday. An untouched birthday is
  // no birthday: the columns' starting position (a placeholder, maybe scrolled out of view on a phone) is never saved,
  // and the gender alone is (the birthday is optional).
  const submit = onSubmit(pending, () => senders.submitProfileStep2({ gender, birthday }));

  return (
    <div className="mp-screen mp-profile" data-step="2" ref={container}>
      <ProfileHeading t={t} titleId={titleId} step={2} />
      <FormError message={view.error} t={t} />
      <form className="mp-form mp-profile__form" noValidate onSubmit={submit} aria-busy={pending || undefined}>
        <fieldset className="mp-choice mp-profile__gender" data-invalid={errors.gender ? true : undefined}>
          <legend className="mp-choice__legend">{t('profile.gender')}</legend>
          <div className="mp-choice__row">
            {GENDERS.map((value) => (
              <label className="mp-choice__option" key={value}>
                <input
                  className="mp-choice__input"
                  type="radio"
                  name="gender"
                  value={value}
                  checked={gender === value}
                  aria-invalid={errors.gender ? true : undefined}
                  aria-describedby={errors.gender ? genderErrorId : undefined}
                  onChange={() => setGender(value)}
                />
                <span className="mp-choice__label">{t(GENDER_KEYS[value])}</span>
              </label>
            ))}
          </div>
          {errors.gender && (
            <p className="mp-field__error" id={genderErrorId}>
              {errors.gender}
            </p>
          )}
        </fieldset>
        <div
          className="mp-field mp-profile__birthday"
          role="group"
          aria-labelledby={birthdayLabelId}
          aria-describedby={joinIds(errors.birthday && birthdayErrorId)}
          data-invalid={errors.birthday ? true : undefined}
          data-mp-invalid={errors.birthday ? '' : undefined}
        >
          <span className="mp-field__label" id={birthdayLabelId}>
            {t('profile.birthday')}
          </span>
          <DateColumnPicker
            mode="date"
            value={birthday}
            placeholderValue={range.start}
            min={range.min}
            max={range.max}
            t={t}
            locale={t.lang}
            onValueChange={setBirthday}
          />
          {errors.birthday && (
            <p className="mp-field__error" id={birthdayErrorId}>
              {errors.birthday}
            </p>
          )}
        </div>
        <SubmitButton pending={pending}>{t('profile.save')}</SubmitButton>
        <ProfileActions senders={senders} t={t} />
      </form>
    </div>
  );
}

/** "Fill in later" (skip this step) and "Go shopping" (leave without saving), on both steps. */
function ProfileActions({ senders, t }: Pick<ScreenProps, 'senders' | 't'>) {
  return (
    <div className="mp-profile__actions">
      <button type="button" className="mp-button mp-button--secondary mp-button--block" onClick={() => senders.skipProfileStep()}>
        {t('profile.later')}
      </button>
      <button type="button" className="mp-button mp-button--text mp-button--block" onClick={() => senders.goShopping()}>
        {t('profile.shopping')}
      </button>
    </div>
  );
}

function ProfileHeading({ t, titleId, step }: Pick<ScreenProps, 't' | 'titleId'> & { step: 1 | 2 }) {
  return (
    <div className="mp-profile__head">
      {/* The step is part of the heading, which takes the focus on each step: "Step 2 of 2" is read out with it. */}
      <h2 className="mp-screen__title" id={titleId} tabIndex={-1}>
        <span className="mp-profile__title">{t('profile.title')}</span>{' '}
        <span className="mp-profile__step">{t('profile.step', { step, total: STEPS })}</span>
      </h2>
    </div>
  );
}

export function ProfileCompleteScreen(props: ScreenProps) {
  const profile = props.view.profile ?? { step: 1 as const, values: { name: '', gender: '' as const, birthday: '' } };
  const view = props.view.profile ? props.view : { ...props.view, profile };
  // A new key per step: each step's form starts from the view's values.
  return profile.step === 1 ? <StepOne key="1" {...props} view={view} /> : <StepTwo key="2" {...props} view={view} />;
}
