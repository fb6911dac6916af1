// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderMessage } from '../../i18n/index.js';
import { loadTranslator } from '../../i18n/translate.js';
import { t } from '../test-utils.js';
import { fieldErrorTexts } from './errors.js';
import { PasswordField, TextField } from './fields.js';
import { RichText } from './rich-text.js';

afterEach(cleanup);

describe('renderMessage', () => {
  it('translates a key with its params', () => {
    expect(renderMessage({ key: 'validation.required' }, t)).toBe("You can't leave this empty.");
    expect(renderMessage({ key: 'common.resendIn', params: { count: 1 } }, t)).toBe('Resend in 1 second');
  });

  it('gives a known server key its localized text', async () => {
    const th = await loadTranslator('th');
    expect(renderMessage({ server: { key: 'PL-USER-CODE-EXPIRED', displayMessage: 'expired!' } }, t)).toBe(
      'The code has expired. Please request a new one.',
    );
    expect(renderMessage({ server: { key: 'FAIL_SYS_SERVICE_DOWN' } }, th)).toBe(th('error.network'));
  });

  it("falls back to the server's plain text, then to the fallback key, then to the network error", () => {
    expect(renderMessage({ server: { key: 'X-UNKNOWN', displayMessage: '<b>Account locked</b>' } }, t)).toBe('Account locked');
    expect(renderMessage({ server: { key: 'X-UNKNOWN' }, fallbackKey: 'error.qr.network' }, t)).toBe('Network Error');
    expect(renderMessage({ server: {} }, t)).toBe('Network error, please try again later');
  });

  it('fills a mapped text only from the params the machine gives', () => {
    expect(renderMessage({ server: { key: 'PL-USER-SOCIAL-LOGIN-SUSPENDED' }, params: { provider: 'Google' } }, t)).toMatch(
      /login with Google is suspended/,
    );
    expect(renderMessage({ server: { key: 'PL-USER-SOCIAL-LOGIN-SUSPENDED' } }, t)).toBe(
      'We detected a security risk, so this login method is suspended for this account. Please use another login method.',
    );
  });
});

describe('fieldErrorTexts', () => {
  it("renders the view's errors over the screen's own", () => {
    expect(
      fieldErrorTexts({ phone: { key: 'validation.phone.invalid' } }, t, { phone: 'local', gender: 'Please select your gender.' }),
    ).toEqual({ phone: 'Please enter a valid phone number.', gender: 'Please select your gender.' });
  });
});

describe('RichText', () => {
  it('puts nodes where the placeholders are, as text (never markup)', () => {
    render(
      <p data-testid="p">
        <RichText template="I agree to the {terms} and {privacy}. <b>{missing}</b>" parts={{ terms: <a href="/t">Terms</a>, privacy: <a href="/p">Privacy</a> }} />
      </p>,
    );
    const p = screen.getByTestId('p');
    expect(p.textContent).toBe('I agree to the Terms and Privacy. <b>{missing}</b>');
    expect(p.querySelectorAll('a')).toHaveLength(2);
    expect(p.querySelector('b')).toBeNull();
  });

  it('works for a language that puts the parts in another order', () => {
    render(
      <p data-testid="p">
        <RichText template="ฉันได้อ่านและยอมรับ{terms}และ{privacy}แล้ว" parts={{ privacy: <i>P</i>, terms: <i>T</i> }} />
      </p>,
    );
    expect(screen.getByTestId('p').textContent).toBe('ฉันได้อ่านและยอมรับTและPแล้ว');
  });
});

describe('a secret field (a password, a PIN)', () => {
  // React writes a controlled input's value into its `value` attribute on every render, where a CSS attribute
  // selector (input[value$="a"] { background: url(…) }, the "CSS keylogger") reads a password key by key.
  function Controlled({ reset }: { reset: number }) {
    const [value, setValue] = useState('');
    const [seen, setSeen] = useState(reset);
    if (seen !== reset) {
      setSeen(reset);
      setValue('');
    }
    return (
      <>
        <PasswordField t={t} name="password" label="Password" autoComplete="new-password" value={value} onValueChange={setValue} />
        <TextField name="pin" label="PIN" type="password" value={value} onValueChange={setValue} />
        <TextField name="shown" label="Shown" value={value} onValueChange={setValue} />
        <output>{value.length}</output>
      </>
    );
  }

  it('keeps a typed password out of the value attribute, and takes the value the screen sets', async () => {
    const user = userEvent.setup();
    const { rerender, container } = render(<Controlled reset={0} />);
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    await user.type(password, 'Tr0pical!');
    expect(container.querySelector('output')!.textContent).toBe('9');
    expect(password.value).toBe('Tr0pical!');
    expect((screen.getByLabelText('PIN') as HTMLInputElement).value).toBe('Tr0pical!');
    expect(container.querySelector('[value*="Tr0p"]:not([name="shown"])')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    await user.type(password, '9');
    expect(password.value).toBe('Tr0pical!9');
    expect(container.querySelector('[value*="Tr0p"]:not([name="shown"])')).toBeNull();
    // The screen clears the value (a reset): the inputs show it.
    rerender(<Controlled reset={1} />);
    expect(password.value).toBe('');
    expect((screen.getByLabelText('PIN') as HTMLInputElement).value).toBe('');
  });
});
