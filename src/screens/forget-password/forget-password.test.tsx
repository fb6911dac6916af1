// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderScreen, type ViewOverrides } from '../test-utils.js';
import { ForgetPasswordScreen } from './index.js';

afterEach(cleanup);

const setup = (more: ViewOverrides = {}) => renderScreen(ForgetPasswordScreen, { screen: 'ForgetPassword', canGoBack: true, ...more });
const account = () => screen.getByLabelText('Phone number or email') as HTMLInputElement;

describe('ForgetPassword screen', () => {
  it('renders empty: the account field described by the intro, and Next', async () => {
    const { container } = setup();
    expect(screen.getByRole('heading', { name: 'Forgot password' })).toBeTruthy();
    expect(account().value).toBe('');
    expect(account().autocomplete).toBe('username');
    const intro = document.getElementById(account().getAttribute('aria-describedby')!)!;
    expect(intro.textContent).toMatch(/We will send you a verification code/);
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('starts from the view value and submits the trimmed account', async () => {
    const { user, senders } = setup({ forgot: { values: { account: 'somchai' } } });
    expect(account().value).toBe('somchai');
    await user.type(account(), '@example.com {Enter}');
    expect(senders.submitForgot).toHaveBeenCalledExactlyOnceWith({ account: 'somchai@example.com' });
    // No error under the fields: a keystroke has nothing to clear, and nothing goes to the machine (issue 28).
    expect(senders.input).not.toHaveBeenCalled();
  });

  it('shows a field error, focuses the field, and reports input', async () => {
    const { user, senders, rerender, container } = setup();
    rerender({ fieldErrors: { account: { key: 'validation.required' } } });
    expect(document.activeElement).toBe(account());
    expect(account().getAttribute('aria-invalid')).toBe('true');
    expect(account().getAttribute('aria-describedby')).toMatch(/error/);
    expect(screen.getByText("You can't leave this empty.")).toBeTruthy();
    await expectNoAxeViolations(container);
    await user.type(account(), 'x');
    expect(senders.input).toHaveBeenCalledWith('account');
  });

  it('while pending keeps the value and ignores submit; a server error is announced', async () => {
    const { user, senders, rerender, container } = setup();
    await user.type(account(), 'somchai@example.com');
    rerender({ pending: true });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(senders.submitForgot).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
    rerender({ pending: false, error: { key: 'error.somethingWrong' } });
    expect(account().value).toBe('somchai@example.com');
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong, please try again later');
  });
});
