// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MessageKey } from '../../i18n/catalogs/en.js';
import type { TranslateParams, Translator } from '../../i18n/translate.js';
import { calledSenders, expectNoAxeViolations as noViolations, renderScreen, t, type ViewOverrides } from '../test-utils.js';
import { LoginScreen } from './index.js';

afterEach(cleanup);

const setup = (overrides: ViewOverrides = {}) => renderScreen(LoginScreen, { screen: 'Login', ...overrides });

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe('Login screen, password mode', () => {
  it('renders empty: title, labelled fields, forgot link, login button, sign-up and social buttons', async () => {
    const { container } = setup();
    expect(screen.getByRole('heading', { name: 'Log in' }).id).toBe('popup-title');
    expect(field('Phone number or email').value).toBe('');
    const password = field('Password');
    expect(password.type).toBe('password');
    expect(password.autocomplete).toBe('current-password');
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Password', checked: true })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Verification code', checked: false })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('');
    await noViolations(container);
  });

  it('starts from the login name the view keeps', () => {
    setup({ login: { values: { loginName: 'somchai@example.com', phone: '' } } });
    expect(field('Phone number or email').value).toBe('somchai@example.com');
  });

  it('submits the trimmed login name and the password typed, with Enter', async () => {
    const { user, senders } = setup();
    await user.type(field('Phone number or email'), '  somchai@example.com ');
    await user.type(field('Password'), 'Secret#123{Enter}');
    expect(senders.submitPasswordLogin).toHaveBeenCalledExactlyOnceWith({ loginName: 'somchai@example.com', password: 'Secret#123' });
  });

  it('submits with a click on the login button', async () => {
    const { user, senders } = setup({ login: { values: { loginName: '81234567', phone: '' } } });
    await user.type(field('Password'), 'pw-12345');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(senders.submitPasswordLogin).toHaveBeenCalledWith({ loginName: '81234567', password: 'pw-12345' });
  });

  it.each([
    ['both empty', '', ''],
    ['no password', 'somchai@example.com', ''],
    ['only spaces as login name', '   ', 'Secret#123'],
  ])('hands %s to the machine, which shows the empty-field messages and sends nothing (spec §5)', async (_, name, password) => {
    const { user, senders } = setup();
    if (name) await user.type(field('Phone number or email'), name);
    if (password) await user.type(field('Password'), password);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(senders.submitPasswordLogin).toHaveBeenCalledWith({ loginName: name.trim(), password });
    expect(calledSenders(senders).filter((name) => name !== 'input')).toEqual(['submitPasswordLogin']);
  });

  it('shows and hides the password without losing it', async () => {
    const { user } = setup();
    await user.type(field('Password'), 'Secret#123');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    await user.click(toggle);
    expect(field('Password').type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await user.click(toggle);
    expect(field('Password').type).toBe('password');
    expect(field('Password').value).toBe('Secret#123');
  });

  it('sends nothing while the buyer types in fields without an error (issue 28: a key renders the form alone)', async () => {
    const { user, senders } = setup();
    await user.type(field('Phone number or email'), 'buyer@example.com');
    await user.type(field('Password'), 'Secret123');
    expect(senders.input).not.toHaveBeenCalled();
    expect(field('Password').value).toBe('Secret123');
  });

  it('renders nothing while the buyer types the login name and the password (issue 28: the inputs keep them)', async () => {
    // Every render of the screen asks its translator for texts: a counting one tells whether a key rendered it.
    let asked = 0;
    const counting = Object.assign((key: MessageKey, params?: TranslateParams) => (asked++, t(key, params)), t) as Translator;
    const { user } = renderScreen(LoginScreen, { screen: 'Login' }, { t: counting });
    await user.click(field('Phone number or email'));
    const before = asked;
    expect(before).toBeGreaterThan(0);
    await user.keyboard('buyer@example.com');
    await user.tab();
    await user.keyboard('Secret123');
    expect(asked).toBe(before);
    expect(field('Phone number or email').value).toBe('buyer@example.com');
    expect(field('Password').value).toBe('Secret123');
  });

  it('shows field errors tied to their fields, focuses the first, and reports input so they clear', async () => {
    const { user, senders, rerender, container } = setup();
    rerender({
      fieldErrors: { password: { key: 'validation.password.length' }, loginName: { key: 'validation.loginName.length' } },
    });
    const name = field('Phone number or email');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const described = name.getAttribute('aria-describedby')!;
    expect(document.getElementById(described)!.textContent).toBe('The length of Phone or Email should be 6 - 60 characters.');
    expect(field('Password').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    await noViolations(container);

    await user.type(name, 'a');
    expect(senders.input).toHaveBeenCalledWith('loginName');
    await user.type(field('Password'), 'b');
    expect(senders.input).toHaveBeenCalledWith('password');
  });

  it('does not move the focus when an error clears while the user types', async () => {
    const { user, rerender } = setup({
      fieldErrors: { loginName: { key: 'validation.required' }, password: { key: 'validation.required' } },
    });
    await user.click(field('Password'));
    rerender({ fieldErrors: { loginName: { key: 'validation.required' } } });
    expect(document.activeElement).toBe(field('Password'));
  });

  it('announces a server error in an alert', async () => {
    const { container } = setup({ error: { server: { key: 'PL-USER-LOGIN-INCORRECT' } } });
    expect(screen.getByRole('alert').textContent).toBe('Incorrect phone number, email or password.');
    await noViolations(container);
  });

  it('while pending: busy, submit ignored, typed values kept', async () => {
    const { user, senders, rerender, container } = setup();
    await user.type(field('Phone number or email'), 'somchai@example.com');
    await user.type(field('Password'), 'Secret#123');
    rerender({ pending: true });
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.closest('form')!.getAttribute('aria-busy')).toBe('true');
    await user.click(button);
    expect(senders.submitPasswordLogin).not.toHaveBeenCalled();
    expect(field('Phone number or email').value).toBe('somchai@example.com');
    expect(field('Password').value).toBe('Secret#123');
    await noViolations(container);
    rerender({ pending: false, error: { key: 'error.network' } });
    expect(field('Password').value).toBe('Secret#123');
  });

  it('goes to forgot password, sign-up and QR login', async () => {
    const { user, senders } = setup();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await user.click(screen.getByRole('button', { name: 'Log in with QR code' }));
    expect(senders.toForgetPassword).toHaveBeenCalledOnce();
    expect(senders.toRegistry).toHaveBeenCalledOnce();
    expect(senders.toQrcode).toHaveBeenCalledOnce();
  });

  it('shows the QR hint tooltip when the view says so', async () => {
    const { rerender, container } = setup();
    expect(screen.queryByText('Log in faster: scan the QR code with the app')).toBeNull();
    rerender({ login: { qrHintVisible: true } });
    expect(screen.getByText('Log in faster: scan the QR code with the app')).toBeTruthy();
    await noViolations(container);
  });

  it('starts a social login, and marks the provider busy while it runs', async () => {
    const { user, senders, rerender } = setup();
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await user.click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    expect(senders.socialLogin.mock.calls).toEqual([['GOOGLE'], ['FACEBOOK']]);
    rerender({ login: { socialPending: 'GOOGLE' } });
    const google = screen.getByRole('button', { name: 'Continue with Google' });
    expect(google.getAttribute('aria-busy')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    expect(senders.socialLogin).toHaveBeenCalledTimes(2);
  });

  it('pointer over or focus on a social button asks for the social login ahead (its chunk loads on intent)', async () => {
    const { user, senders } = setup();
    await user.hover(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(senders.intent.mock.calls).toEqual([['socialLogin']]);
    screen.getByRole('button', { name: 'Continue with Facebook' }).focus();
    expect(senders.intent.mock.calls).toEqual([['socialLogin'], ['socialLogin']]);
    expect(senders.socialLogin).not.toHaveBeenCalled();
  });

  it('the login method is a radio group: one Tab stop, the arrow keys move and choose (WAI-ARIA radio group)', async () => {
    const { user, senders } = setup();
    const group = screen.getByRole('radiogroup', { name: 'Login method' });
    const password = screen.getByRole('radio', { name: 'Password' });
    const code = screen.getByRole('radio', { name: 'Verification code' });
    expect([password.tabIndex, code.tabIndex]).toEqual([0, -1]);
    expect(group.contains(password)).toBe(true);
    password.focus();
    await user.keyboard('{ArrowRight}');
    expect(senders.setLoginMode).toHaveBeenCalledExactlyOnceWith('code');
    expect(document.activeElement).toBe(code);
    code.focus();
    await user.keyboard(' ');
    expect(senders.setLoginMode).toHaveBeenLastCalledWith('code');
  });

  it('in right-to-left text, ArrowLeft goes to the next option', async () => {
    const { user, senders } = setup({ language: 'ur' } as never);
    const radios = screen.getAllByRole('radio');
    radios[0]!.closest('.mp-segmented')!.parentElement!.setAttribute('dir', 'rtl');
    radios[0]!.focus();
    await user.keyboard('{ArrowLeft}');
    expect(senders.setLoginMode).toHaveBeenCalledExactlyOnceWith('code');
  });
});

describe('Login screen, code mode', () => {
  const channels = [
    { type: 'SMS' as const, text: 'SMS', icon: '', supportOneClickVerify: false },
    { type: 'WHATSAPP' as const, text: 'WhatsApp', icon: '', supportOneClickVerify: true },
  ];

  it('renders a phone field with the site prefix outside the input', async () => {
    const { container } = setup({ login: { mode: 'code' }, phonePrefix: '66', site: 'TH' });
    const phone = field('Phone number');
    expect(phone.type).toBe('tel');
    expect(phone.inputMode).toBe('tel');
    expect(phone.autocomplete).toBe('tel-national');
    const prefix = document.getElementById(phone.getAttribute('aria-describedby')!.split(' ')[0]!)!;
    expect(prefix.textContent).toBe('+66');
    expect(phone.contains(prefix)).toBe(false);
    expect(screen.getByRole('button', { name: 'Send code' })).toBeTruthy();
    // One channel only: no choice to make.
    expect(screen.queryByRole('group', { name: 'Receive the code by' })).toBeNull();
    expect(screen.getAllByRole('radio').map((radio) => radio.textContent)).toEqual(['Password', 'Verification code']);
    await noViolations(container);
  });

  it('offers the channels as a radio group and reports the choice', async () => {
    const { user, senders, container } = setup({ login: { mode: 'code', channels, channel: 'SMS' } });
    const group = screen.getByRole('group', { name: 'Receive the code by' });
    const sms = within(group).getByRole('radio', { name: 'Text message (SMS)' }) as HTMLInputElement;
    expect(sms.checked).toBe(true);
    await user.click(within(group).getByRole('radio', { name: 'WhatsApp message' }));
    expect(senders.selectChannel).toHaveBeenCalledExactlyOnceWith('WHATSAPP');
    await noViolations(container);
  });

  it('sends the code for the typed phone, keeping it from the view', async () => {
    const { user, senders } = setup({ login: { mode: 'code', values: { loginName: '', phone: '8123' } } });
    await user.type(field('Phone number'), '4567 ');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(senders.submitCodeLogin).toHaveBeenCalledExactlyOnceWith({ phone: '81234567' });
    // The phone's value goes along (trimmed): the machine checks a complete number with the server while it is typed.
    expect(senders.input).toHaveBeenLastCalledWith('phone', '81234567');
  });

  it('shows a phone error and focuses the field', async () => {
    const { rerender, container } = setup({ login: { mode: 'code' } });
    rerender({ login: { mode: 'code' }, fieldErrors: { phone: { key: 'validation.phone.invalid' } } });
    const phone = field('Phone number');
    expect(document.activeElement).toBe(phone);
    expect(phone.getAttribute('aria-describedby')).toContain('error');
    expect(screen.getByText('Please enter a valid phone number.')).toBeTruthy();
    await noViolations(container);
  });

  it('keeps the password across a mode switch and a render, in the input only (never in its value attribute)', async () => {
    const { user, rerender } = setup();
    await user.type(field('Password'), 'Secret#123');
    rerender({ fieldErrors: { loginName: { key: 'validation.required' } } });
    expect(field('Password').getAttribute('value') ?? '').toBe('');
    rerender({ fieldErrors: {}, login: { mode: 'code' } });
    rerender({ login: { mode: 'password' } });
    expect(field('Password').value).toBe('Secret#123');
    expect(field('Password').getAttribute('value') ?? '').toBe('');
    expect(document.body.innerHTML).not.toContain('Secret#123');
  });

  it('keeps both forms typed values across a mode switch', async () => {
    const { user, rerender } = setup();
    await user.type(field('Phone number or email'), 'somchai@example.com');
    rerender({ login: { mode: 'code' } });
    await user.type(field('Phone number'), '81234567');
    rerender({ login: { mode: 'password' } });
    expect(field('Phone number or email').value).toBe('somchai@example.com');
    rerender({ login: { mode: 'code' } });
    expect(field('Phone number').value).toBe('81234567');
  });

  it('ignores Send code while pending', async () => {
    const { user, senders } = setup({ login: { mode: 'code' }, pending: true });
    await user.type(field('Phone number'), '81234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(senders.submitCodeLogin).not.toHaveBeenCalled();
    expect(field('Phone number').value).toBe('81234567');
  });
});

describe('Login screen, its slot (issue 25: passkey sign-in arrives there with its own chunk)', () => {
  it('without a slot, the login-name field autofills usernames only', () => {
    setup();
    expect(field('Phone number or email').autocomplete).toBe('username');
  });

  it('renders what the slot gives below the forms, and the tokens it asks for join the login-name autofill', async () => {
    let setAutofill: ((tokens: string) => void) | undefined;
    const { container } = renderScreen(LoginScreen, { screen: 'Login' }, {
      slot: (autofill) => {
        setAutofill = autofill;
        return <button type="button">Slot</button>;
      },
    });
    expect(screen.getByRole('button', { name: 'Slot' })).toBeTruthy();
    await act(async () => setAutofill!(' webauthn'));
    expect(field('Phone number or email').autocomplete).toBe('username webauthn');
    await act(async () => setAutofill!(''));
    expect(field('Phone number or email').autocomplete).toBe('username');
    await noViolations(container);
  });
});
