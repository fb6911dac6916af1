/**
 * A new password with the live hint lines of spec §5 (8 or more characters; the whole rule met), each announced as
 * met or not and linked to the field: the reset screen, profile completion, and the account area's change or set
 * password (/user/change-password too) use it, so the lines light the same way everywhere (issue 27: the account's
 * own copy drew classes no sheet styled). Its own module (not in ./index.ts, which Login imports): it and the
 * new-password rules stay out of the popup's first screen.
 */
import { useId } from 'react';
import type { Translator } from '../../i18n/translate.js';
import { getNewPasswordHints } from '../../validation/new-password.js';
import { PasswordField, type TextFieldProps } from './fields.js';

export function NewPasswordField(
  props: Omit<TextFieldProps, 'type' | 'inputMode' | 'trailing' | 'autoComplete' | 'hint' | 'hintIds' | 'name'> & {
    readonly t: Translator;
    readonly value: string;
    /** The form field's name (default newPassword). */
    readonly name?: string;
    /** A line above the hint lines ("Your new password needs:"). */
    readonly title?: string;
  },
) {
  const { t, value, name = 'newPassword', title, ...rest } = props;
  const base = useId();
  const hints = getNewPasswordHints(value);
  const titleId = `${base}-hint-title`;
  const lengthId = `${base}-hint-length`;
  const ruleId = `${base}-hint-rule`;
  return (
    <PasswordField
      {...rest}
      t={t}
      name={name}
      autoComplete="new-password"
      value={value}
      hintIds={title ? [titleId, lengthId, ruleId] : [lengthId, ruleId]}
      hint={
        <>
          {title ? (
            <p className="mp-field__hint" id={titleId}>
              {title}
            </p>
          ) : null}
          <ul className="mp-hints">
            <PasswordHint id={lengthId} met={hints.length} text={t('validation.newPassword.hintLength')} t={t} />
            <PasswordHint id={ruleId} met={hints.rule} text={t('validation.newPassword.hintRule')} t={t} />
          </ul>
        </>
      }
    />
  );
}

function PasswordHint({ met, text, id, t }: { met: boolean; text: string; id: string; t: Translator }) {
  return (
    <li className="mp-hint" id={id} data-state={met ? 'met' : 'unmet'}>
      <span className="mp-visually-hidden">{t(met ? 'popup.hint.met' : 'popup.hint.unmet')} </span>
      {text}
    </li>
  );
}
