/**
 * A new password with the live hint lines of spec §5 (8 or more characters; the whole rule met), each announced as
 * met or not and linked to the field: the reset screen, the change-password page and the profile's set-password use
 * it. Its own module (not in ./index.ts, which Login imports): it and the new-password rules stay out of the popup's
 * first screen.
 */
import { useId } from 'react';
import type { Translator } from '../../i18n/translate.js';
import { getNewPasswordHints } from '../../validation/new-password.js';
import { PasswordField, type TextFieldProps } from './fields.js';

export function NewPasswordField(
  props: Omit<TextFieldProps, 'type' | 'inputMode' | 'trailing' | 'autoComplete' | 'hint' | 'hintIds' | 'name'> & {
    readonly t: Translator;
    readonly value: string;
  },
) {
  const { t, value, ...rest } = props;
  const base = useId();
  const hints = getNewPasswordHints(value);
  const lengthId = `${base}-hint-length`;
  const ruleId = `${base}-hint-rule`;
  return (
    <PasswordField
      {...rest}
      t={t}
      name="newPassword"
      autoComplete="new-password"
      value={value}
      hintIds={[lengthId, ruleId]}
      hint={
        <ul className="mp-hints">
          <PasswordHint id={lengthId} met={hints.length} text={t('validation.newPassword.hintLength')} t={t} />
          <PasswordHint id={ruleId} met={hints.rule} text={t('validation.newPassword.hintRule')} t={t} />
        </ul>
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
