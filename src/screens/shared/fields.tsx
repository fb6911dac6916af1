/**
 * Labelled form fields of the popup screens. An input's value is the screen's state (`value`, controlled) or the
 * input's own (`defaultValue`, uncontrolled: useTypedField, read on submit). Each input is tied to its
 * error text with `aria-invalid` and `aria-describedby`, and reports changes so the machine can clear the error.
 * The named fields are memoized: a key typed into one renders that field, not its neighbours (issue 28).
 */
import { memo, useCallback, useId, useLayoutEffect, useRef, useState, type ChangeEvent, type ReactNode, type Ref } from 'react';
import type { Translator } from '../../i18n/translate.js';

const joinIds = (...ids: ReadonlyArray<string | false | null | undefined>): string | undefined => {
  const list = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return list.length ? list.join(' ') : undefined;
};

export interface TextFieldProps {
  readonly name: string;
  readonly label: string;
  /** The value (controlled); or give `defaultValue` (the input keeps what is typed; never both). */
  readonly value?: string;
  readonly defaultValue?: string;
  readonly onValueChange: (value: string) => void;
  readonly type?: 'text' | 'email' | 'tel' | 'password';
  readonly autoComplete?: string;
  readonly inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  readonly placeholder?: string;
  readonly error?: string | undefined;
  /** A fixed text shown before the input (the phone country code), read with the input as its description. */
  readonly prefix?: string;
  /** Hint elements below the input; give their ids in `hintIds` so the input is described by them. */
  readonly hint?: ReactNode;
  readonly hintIds?: readonly string[];
  /** A control after the input (the show-password toggle). */
  readonly trailing?: ReactNode;
  readonly inputId?: string;
  readonly inputRef?: Ref<HTMLInputElement>;
  readonly maxLength?: number;
  /** A password or a PIN (implied by type="password"; the show-password toggle keeps it): see useInputValue. */
  readonly secret?: boolean;
}

/**
 * The input's value props and ref. A secret is never in the input's `value` attribute: React writes a controlled
 * input's value there on every render, where a CSS attribute selector (the "CSS keylogger") or anything that reads
 * the markup finds it key by key. A controlled secret is therefore left to the input, and a value the screen sets (a
 * reset, a clear) is written to its property after the render; the first render leaves the input as it is (a value
 * typed before hydration stays for the page's replay). Only one of `value` and `defaultValue` is given: preact/compat
 * reads a `defaultValue` beside `value: undefined` as the value, and would write it over what was typed.
 */
function useInputValue(props: TextFieldProps) {
  const own = useRef<HTMLInputElement | null>(null);
  const secret = props.secret ?? props.type === 'password';
  const controlled = props.value !== undefined;
  const [first] = useState(props.value ?? props.defaultValue ?? '');
  const mounted = useRef(false);
  useLayoutEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    if (secret && controlled && own.current && own.current.value !== props.value) own.current.value = props.value!;
  });
  const { inputRef } = props;
  const ref = useCallback(
    (input: HTMLInputElement | null) => {
      own.current = input;
      if (typeof inputRef === 'function') inputRef(input);
      else if (inputRef) inputRef.current = input;
    },
    [inputRef],
  );
  const value = controlled && !secret ? { value: props.value } : { defaultValue: controlled ? first : (props.defaultValue ?? '') };
  return { value, ref };
}

export function TextField(props: TextFieldProps) {
  const generated = useId();
  const id = props.inputId ?? `${generated}-input`;
  const errorId = `${id}-error`;
  const prefixId = `${id}-prefix`;
  const invalid = Boolean(props.error);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => props.onValueChange(event.target.value);
  const input = useInputValue(props);
  return (
    <div className="mp-field" data-invalid={invalid || undefined}>
      <label className="mp-field__label" htmlFor={id}>
        {props.label}
      </label>
      <div className="mp-field__control">
        {props.prefix !== undefined && (
          // The prefix box follows the popup's direction (its divider sits between it and the input, on the left in
          // right-to-left Urdu); only the number inside is isolated left-to-right, so "+92" never reads "92+".
          <span className="mp-field__prefix" id={prefixId}>
            <bdi dir="ltr">{props.prefix}</bdi>
          </span>
        )}
        <input
          ref={input.ref}
          className="mp-field__input"
          id={id}
          name={props.name}
          type={props.type ?? 'text'}
          {...input.value}
          onChange={onChange}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          placeholder={props.placeholder}
          maxLength={props.maxLength}
          spellCheck={false}
          autoCapitalize="off"
          aria-invalid={invalid || undefined}
          aria-describedby={joinIds(props.prefix !== undefined && prefixId, ...(props.hintIds ?? []), invalid && errorId)}
        />
        {props.trailing}
      </div>
      {props.hint}
      {invalid && (
        <p className="mp-field__error" id={errorId}>
          {props.error}
        </p>
      )}
    </div>
  );
}

/**
 * A login name field: a phone number or an e-mail address of an existing account (username autofill). `autofill`
 * adds tokens to it (' webauthn': the browser lists saved passkeys there, issue 25).
 */
export const LoginNameField = memo(function LoginNameField(
  props: Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete' | 'label' | 'placeholder'> & { readonly t: Translator; readonly autofill?: string },
) {
  const { t, autofill = '', ...rest } = props;
  return <TextField {...rest} label={t('popup.field.loginName')} placeholder={t('popup.field.loginNamePlaceholder')} autoComplete={'username' + autofill} />;
});

/** A phone number field: the site's `+<code>` outside the input, digits keyboard, national-number autofill. */
export const PhoneField = memo(function PhoneField(
  props: Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete' | 'prefix' | 'label' | 'placeholder'> & {
    readonly phonePrefix: string;
    readonly t: Translator;
  },
) {
  const { phonePrefix, t, ...rest } = props;
  return (
    <TextField
      {...rest}
      label={t('popup.field.phone')}
      placeholder={t('popup.field.phonePlaceholder')}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      prefix={`+${phonePrefix}`}
    />
  );
});

/** An e-mail field. */
export const EmailField = memo(function EmailField(
  props: Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete' | 'label' | 'placeholder'> & { readonly t: Translator },
) {
  const { t, ...rest } = props;
  return (
    <TextField
      {...rest}
      label={t('popup.field.email')}
      placeholder={t('popup.field.emailPlaceholder')}
      type="email"
      inputMode="email"
      autoComplete="email"
    />
  );
});

/** A password field with a show/hide toggle (a pressed button; the input keeps its value and focus stays put). */
export const PasswordField = memo(function PasswordField(
  props: Omit<TextFieldProps, 'type' | 'inputMode' | 'trailing' | 'autoComplete'> & {
    readonly autoComplete: 'current-password' | 'new-password';
    readonly t: Translator;
  },
) {
  const { t, ...rest } = props;
  const generated = useId();
  const id = props.inputId ?? `${generated}-password`;
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...rest}
      inputId={id}
      secret
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className="mp-field__toggle"
          aria-controls={id}
          aria-pressed={visible}
          aria-label={t('popup.field.showPassword')}
          data-state={visible ? 'on' : 'off'}
          onClick={() => setVisible((v) => !v)}
        >
          <svg className="mp-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M12 5C6.5 5 2.7 9.1 1.5 12c1.2 2.9 5 7 10.5 7s9.3-4.1 10.5-7C21.3 9.1 17.5 5 12 5zm0 11a4 4 0 1 1 0-8 4 4 0 0 1 0 8z" />
            {visible ? null : <path d="M3.3 2.3 2 3.6l18.7 18.7 1.3-1.3z" />}
          </svg>
        </button>
      }
    />
  );
});

export { joinIds };
