// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderScreen, type ViewOverrides } from '../test-utils.js';
import { VerifyScreen } from './index.js';

afterEach(cleanup);

const setup = (verify: ViewOverrides['verify'] = {}, more: ViewOverrides = {}) =>
  renderScreen(VerifyScreen, { screen: 'Verify', canGoBack: true, verify, ...more });
const cells = () => screen.getAllByRole('textbox') as HTMLInputElement[];
/** A phone number as formatPhone writes it: inside a left-to-right isolate (LRI U+2066 … PDI U+2069, issue 27 #7). */
const ltr = (text: string) => `\u2066${text}\u2069`;

describe('Verify screen', () => {
  it('renders where the code went, codeLength cells, the countdown and change number', async () => {
    const { container } = setup({ identifier: '+6581234567', codeLength: 6, secondsLeft: 42, canResend: false });
    expect(screen.getByRole('heading', { name: 'Enter verification code' })).toBeTruthy();
    expect(screen.getByText(/We sent a 6-digit code by SMS to/).textContent).toBe(`We sent a 6-digit code by SMS to ${ltr('+65 8123 4567')}.`);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeTruthy();
    expect(cells()).toHaveLength(6);
    expect(cells()[0]!.getAttribute('aria-describedby')).toContain('sent');
    const resend = screen.getByRole('button', { name: 'Resend in 42 seconds' });
    expect(resend.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Change phone number' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try another verification method' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('uses the server code length and the delivery channel in its text', () => {
    setup({ codeLength: 4, deliveryType: 'WHATSAPP', secondsLeft: 1 });
    expect(cells()).toHaveLength(4);
    expect(screen.getByText(/on WhatsApp/).textContent).toBe(`We sent a 4-digit code on WhatsApp to ${ltr('+65 8123 4567')}.`);
    expect(screen.getByRole('button', { name: 'Resend in 1 second' })).toBeTruthy();
  });

  it('for an e-mail: the e-mail text and "Change email"', () => {
    setup({ identifier: 'somchai@example.com', identifierType: 'email', deliveryType: 'EMAIL' });
    expect(screen.getByText(/We sent a 6-digit code to/).textContent).toBe('We sent a 6-digit code to somchai@example.com.');
    expect(screen.getByRole('button', { name: 'Change email' })).toBeTruthy();
  });

  it('submits the code when the last cell is filled, reporting input on the way', async () => {
    const { user, senders } = setup();
    cells()[0]!.focus();
    await user.keyboard('123456');
    expect(senders.submitCode).toHaveBeenCalledExactlyOnceWith('123456');
    expect(senders.input).toHaveBeenCalledWith('code');
  });

  it('ignores resend during the countdown, then resends', async () => {
    const { user, senders, rerender } = setup({ secondsLeft: 5, canResend: false });
    await user.click(screen.getByRole('button', { name: 'Resend in 5 seconds' }));
    expect(senders.resendCode).not.toHaveBeenCalled();
    rerender({ verify: { secondsLeft: 0, canResend: true } });
    const resend = screen.getByRole('button', { name: 'Resend code' });
    expect(resend.getAttribute('aria-disabled')).toBeNull();
    await user.click(resend);
    expect(senders.resendCode).toHaveBeenCalledOnce();
  });

  it('changes the number and, for a risky phone, offers the other methods', async () => {
    const { user, senders, container } = setup({ isRiskPhone: true });
    await user.click(screen.getByRole('button', { name: 'Change phone number' }));
    await user.click(screen.getByRole('button', { name: 'Try another verification method' }));
    expect(senders.changeNumber).toHaveBeenCalledOnce();
    expect(senders.toMethodList).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });

  it('a wrong code: the error on the cells, the cells cleared by the reset token, focus on the first cell', async () => {
    const { user, rerender, container } = setup();
    cells()[0]!.focus();
    await user.keyboard('111111');
    rerender({ verify: { resetToken: 1 }, error: { server: { key: 'PL-USER-CODE-INCORRECT' } } });
    expect(cells().map((c) => c.value).join('')).toBe('');
    expect(document.activeElement).toBe(cells()[0]);
    expect(screen.getByRole('alert').textContent).toBe('The code is incorrect. Please try again.');
    expect(cells()[0]!.getAttribute('aria-invalid')).toBe('true');
    const describedBy = cells()[0]!.getAttribute('aria-describedby')!.split(' ');
    expect(describedBy.some((id) => document.getElementById(id)?.getAttribute('role') === 'alert')).toBe(true);
    await expectNoAxeViolations(container);
  });

  it('a code field error: shown under the cells, which take the focus', async () => {
    const { rerender, container } = setup();
    (document.activeElement as HTMLElement).blur();
    rerender({ fieldErrors: { code: { key: 'validation.smsCode.invalid', params: { count: 6 } } } });
    expect(screen.getByText('Please enter the 6-digit code.')).toBeTruthy();
    expect(document.activeElement).toBe(cells()[0]);
    await expectNoAxeViolations(container);
  });

  it('while pending: busy and the cells read-only, keeping the focus (it never drops to the page)', async () => {
    const { container, rerender, user, senders } = setup();
    await user.keyboard('123456');
    expect(senders.submitCode).toHaveBeenCalledWith('123456');
    const focusedCell = document.activeElement;
    expect(cells()).toContain(focusedCell);
    rerender({ pending: true });
    expect(container.querySelector('.mp-verify__code')!.getAttribute('aria-busy')).toBe('true');
    expect(cells().every((c) => c.readOnly && !c.disabled)).toBe(true);
    expect(document.activeElement).toBe(focusedCell);
    await user.keyboard('{Backspace}9');
    expect(cells().map((c) => c.value).join('')).toBe('123456');
    expect(screen.getByRole('button', { name: /Resend/ }).getAttribute('aria-disabled')).toBe('true');
    await expectNoAxeViolations(container);
  });

  it('keeps the phone number left-to-right inside right-to-left text', () => {
    setup();
    // The number's text is isolated left to right (it travels so into any message), and its element says so too.
    const identifier = screen.getByText(ltr('+65 8123 4567'));
    expect(identifier.tagName).toBe('BDI');
    expect(identifier.getAttribute('dir')).toBe('ltr');
  });
});
