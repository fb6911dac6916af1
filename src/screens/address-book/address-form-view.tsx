/**
 * The address form of one market (the view of the form machine): its fields in the description's order, the
 * location levels as type-ahead selects (a level still loading is a disabled select saying so; a level that failed
 * shows its error and a retry button, never an empty select), text fields as the §5 text input. Focus goes to the
 * form's heading when it opens; a failed save is announced and everything typed stays.
 */
import { useLayoutEffect, useRef, type FormEvent } from 'react';
import { Select, TextInput } from '../../components/index.js';
import type { AddressFieldSpec, LocationFieldSpec, TextFieldSpec } from '../../config/address-forms.js';
import type { AddressPartKey } from '../../i18n/parts/address/index.js';
import type { AddressBookSenders, AddressFormView } from '../../machines/address-book.hooks.js';
import type { MessageKey } from '../../i18n/catalogs/en.js';
import type { Translator } from '../../i18n/translate.js';
import { serverErrorKey } from '../../i18n/server-errors.js';

type T = Translator<AddressPartKey | MessageKey>;

/** A message key of a field or a save, else the server's own text, else the generic failure. */
export function messageText(t: T, key: string | undefined | null, fallback: string | null = null): string {
  if (!key) return '';
  const known = t(key as AddressPartKey);
  if (known !== key) return known;
  const mapped = serverErrorKey(key);
  if (mapped) return t(mapped);
  return fallback ?? t('address.saveFailed');
}

function LocationSelect(props: { spec: LocationFieldSpec; view: AddressFormView; senders: AddressBookSenders; t: T }) {
  const { spec, view, senders, t } = props;
  const label = t(`address.level.${spec.label}` as AddressPartKey);
  const status = view.levelStatus[spec.level];
  const id = `mp-address-${spec.name}`;
  if (status === 'failed') {
    return (
      <div className="mp-address-form__failed" role="group" aria-labelledby={`${id}-failed-label`}>
        <p className="mp-address-form__failed-label" id={`${id}-failed-label`}>
          {label}
        </p>
        <p className="mp-address-form__failed-text" role="alert">
          {t('address.select.loadFailed')}
        </p>
        <button type="button" className="mp-button" onClick={senders.retryLevel}>
          {t('address.retry')}
        </button>
      </div>
    );
  }
  const loading = status === 'loading' || status === 'waiting';
  const options = (view.options[spec.level] ?? []).map((node) => ({ value: node.id, label: node.name }));
  return (
    <>
      <Select
        id={id}
        name={spec.name}
        label={label}
        options={options}
        value={view.draft[spec.name]}
        onChange={(value) => senders.pick(spec.name, value)}
        placeholder={loading ? t('address.loading') : t('address.select.placeholder')}
        noMatchText={t('address.select.noMatch')}
        moreText={(count) => t('address.select.more', { count })}
        disabled={loading}
        required
        error={view.errors[spec.name] ? messageText(t, view.errors[spec.name]) : undefined}
      />
    </>
  );
}

/** The browser's autofill token of a field (the recipient is the shipping name, not the buyer's own). */
const AUTOCOMPLETE: Partial<Record<TextFieldSpec['name'], string>> = {
  recipient: 'shipping name',
  serviceNumber: 'shipping tel',
  postcode: 'shipping postal-code',
  line1: 'shipping address-line1',
  line2: 'shipping address-line2',
};

function TextFieldView(props: { spec: TextFieldSpec; view: AddressFormView; senders: AddressBookSenders; t: T }) {
  const { spec, view, senders, t } = props;
  const hintKey = `address.hint.${spec.name}` as AddressPartKey;
  const hint = t(hintKey);
  const error = view.errors[spec.name];
  return (
    <TextInput
      id={`mp-address-${spec.name}`}
      name={spec.name}
      label={t(`address.field.${spec.name}` as AddressPartKey)}
      value={view.draft[spec.name]}
      onValueChange={(value) => senders.change(spec.name, value)}
      required={spec.required}
      optionalText={t('address.optional')}
      integer={spec.integer}
      multiline={spec.multiline}
      maxLength={spec.maxLength}
      counter={spec.multiline || spec.name === 'line1' || spec.name === 'line2' ? 'limit' : undefined}
      counterText={(length, max) => t('address.counter', { length, max: max ?? '' })}
      counterLabel={(length, max) => t('address.counterLabel', { length, max: max ?? '' })}
      hint={hint !== hintKey ? hint : undefined}
      error={error ? messageText(t, error) : undefined}
      autoComplete={AUTOCOMPLETE[spec.name] ?? 'off'}
      inputMode={spec.name === 'serviceNumber' ? 'tel' : undefined}
      dir={spec.name === 'serviceNumber' || spec.name === 'postcode' || spec.name === 'taxId' || spec.name === 'branchId' ? 'ltr' : undefined}
    />
  );
}

const INVOICING = new Set(['taxId', 'branchId', 'notes']);

export function AddressFormPanel({ view, senders, t }: { view: AddressFormView; senders: AddressBookSenders; t: T }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => heading.current?.focus(), []);
  const visible = (field: AddressFieldSpec) => field.kind === 'text' || field.level <= Math.max(1, view.depth);
  const main = view.form.fields.filter((field) => visible(field) && !INVOICING.has(field.name));
  const invoicing = view.form.fields.filter((field) => INVOICING.has(field.name));
  const render = (field: AddressFieldSpec) =>
    field.kind === 'location' ? (
      <LocationSelect key={field.name} spec={field} view={view} senders={senders} t={t} />
    ) : (
      <TextFieldView key={field.name} spec={field} view={view} senders={senders} t={t} />
    );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!view.saving) senders.submit();
  };
  const invalid = Object.keys(view.errors).length > 0;
  return (
    <form className="mp-address-form" noValidate onSubmit={onSubmit} aria-labelledby="mp-address-form-title" aria-busy={view.saving || undefined}>
      <h2 className="mp-address-form__title" id="mp-address-form-title" ref={heading} tabIndex={-1}>
        {view.editing ? t('address.editTitle') : t('address.addTitle')}
      </h2>
      {main.map(render)}
      <fieldset className="mp-address-form__group">
        <legend className="mp-address-form__legend">{t('address.invoicing')}</legend>
        {invoicing.map(render)}
      </fieldset>
      <div className="mp-address-form__status" role="alert">
        {view.saveError ? messageText(t, view.saveError === 'PL-ADDRESS-INVALID' ? 'address.error.fixFields' : view.saveError, view.saveErrorText) : invalid ? t('address.error.fixFields') : ''}
      </div>
      <div className="mp-address-form__actions">
        <button type="button" className="mp-button" onClick={senders.cancelForm}>
          {t('address.cancel')}
        </button>
        <button type="submit" className="mp-button mp-button--primary" aria-disabled={view.saving || undefined}>
          {t('address.save')}
        </button>
      </div>
    </form>
  );
}
