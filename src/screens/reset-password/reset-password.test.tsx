// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadTranslator } from '../../i18n/translate.js';
import { expectNoAxeViolations, renderScreen, type ViewOverrides } from '../test-utils.js';
import { ResetPasswordScreen } from './index.js';

afterEach(cleanup);

const setup = (more: ViewOverrides = {}) => renderScreen(ResetPasswordScreen, { screen: 'ResetPassword', canGoBack: true, ...more });
const newPassword = () => screen.getByLabelText('New password') as HTMLInputElement;
const retype = () => screen.getByLabelText('Re-enter new password') as HTMLInputElement;
const hintStates = () => Array.from(document.querySelectorAll('.mp-hint')).map((li) => li.getAttribute('data-state'));

describe('ResetPassword screen, form', () => {
  it('renders empty: two new-password fields described by the two unlit hint lines', async () => {
    const { container } = setup();
    expect(screen.getByRole('heading', { name: 'Set a new password' })).toBeTruthy();
    expect(newPassword().type).toBe('password');
    expect(newPassword().autocomplete).toBe('new-password');
    expect(retype().autocomplete).toBe('new-password');
    expect(hintStates()).toEqual(['unmet', 'unmet']);
    const described = newPassword().getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)!.textContent);
    expect(described).toEqual(['Not yet: 8 - 20 characters', 'Not yet: Letters, numbers and special characters (~.!@#$%^&*<>)']);
    await expectNoAxeViolations(container);
  });

  it('lights the hint lines as the password grows', async () => {
    const { user } = setup();
    await user.type(newPassword(), 'abcdefgh');
    expect(hintStates()).toEqual(['met', 'unmet']);
    await user.type(newPassword(), '1!');
    expect(hintStates()).toEqual(['met', 'met']);
    expect(screen.getByText(/8 - 20 characters/).textContent).toBe('Done: 8 - 20 characters');
    await user.type(newPassword(), ' ');
    expect(hintStates()).toEqual(['met', 'unmet']);
  });

  it('submits both values, and reports input where an error shows', async () => {
    const { user, senders } = setup({ fieldErrors: { newPassword: { key: 'validation.required' }, retypePassword: { key: 'validation.required' } } });
    await user.type(newPassword(), 'Abcdef1!');
    await user.type(retype(), 'Abcdef1!{Enter}');
    expect(senders.submitReset).toHaveBeenCalledExactlyOnceWith({ password: 'Abcdef1!', retype: 'Abcdef1!' });
    expect(senders.input).toHaveBeenCalledWith('newPassword');
    expect(senders.input).toHaveBeenCalledWith('retypePassword');
  });

  it('shows a mismatch on the retyped field and focuses it', async () => {
    const { rerender, container } = setup();
    rerender({ fieldErrors: { retypePassword: { key: 'validation.newPassword.mismatch' } } });
    expect(document.activeElement).toBe(retype());
    expect(retype().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText("The passwords you entered don't match.")).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('focuses the new password first when both have errors', () => {
    const { rerender } = setup();
    rerender({
      fieldErrors: { retypePassword: { key: 'validation.required' }, newPassword: { key: 'validation.newPassword.rule' } },
    });
    expect(document.activeElement).toBe(newPassword());
  });

  it('while pending: busy, submit ignored, values kept; then a server error', async () => {
    const { user, senders, rerender, container } = setup();
    await user.type(newPassword(), 'Abcdef1!');
    await user.type(retype(), 'Abcdef1!');
    rerender({ pending: true });
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(senders.submitReset).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
    rerender({ pending: false, error: { server: { key: 'FAIL_SYS_TIMEOUT' } } });
    expect(screen.getByRole('alert').textContent).toBe('Network error, please try again later');
    expect(newPassword().value).toBe('Abcdef1!');
    expect(retype().value).toBe('Abcdef1!');
  });
});

describe('ResetPassword screen, success', () => {
  it('shows the success view with four shortcuts and the countdown, focusing its title', async () => {
    const { container, rerender } = setup();
    rerender({ reset: { success: { secondsLeft: 5, stopped: false } } });
    const title = screen.getByRole('heading', { name: 'Password changed' });
    expect(document.activeElement).toBe(title);
    const nav = screen.getByRole('navigation', { name: 'Shortcuts' });
    expect(Array.from(nav.querySelectorAll('button')).map((b) => b.textContent)).toEqual([
      'Continue shopping',
      'Cart',
      'Wishlist',
      'My account',
    ]);
    expect(screen.getByText('Closing in 5 seconds')).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
    await expectNoAxeViolations(container);
    rerender({ reset: { success: { secondsLeft: 1, stopped: false } } });
    expect(screen.getByText('Closing in 1 second')).toBeTruthy();
  });

  it('the countdown can be turned off (WCAG 2.2.1): then it is gone and focus is on the first shortcut', async () => {
    const { user, senders, rerender, container } = setup({ reset: { success: { secondsLeft: 4, stopped: false } } });
    await user.click(screen.getByRole('button', { name: 'Keep this window open' }));
    expect(senders.stopCountdown).toHaveBeenCalledTimes(1);
    rerender({ reset: { success: { secondsLeft: 3, stopped: true } } });
    expect(screen.queryByText(/Closing in/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Keep this window open' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Continue shopping' }));
    await expectNoAxeViolations(container);
  });

  it('goes where the shortcut says', async () => {
    const { user, senders } = setup({ reset: { success: { secondsLeft: 4, stopped: false } } });
    for (const name of ['Continue shopping', 'Cart', 'Wishlist', 'My account']) {
      await user.click(screen.getByRole('button', { name }));
    }
    expect(senders.goTo.mock.calls).toEqual([['shopping'], ['cart'], ['wishlist'], ['account']]);
  });

  it('counts down in Thai with its one plural form', async () => {
    const th = await loadTranslator('th');
    renderScreen(ResetPasswordScreen, { screen: 'ResetPassword', reset: { success: { secondsLeft: 1, stopped: false } } }, { t: th });
    expect(screen.getByText('จะปิดใน 1 วินาที')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'รถเข็น' })).toBeTruthy();
  });
});
