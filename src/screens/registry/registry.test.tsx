// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderScreen, type ViewOverrides } from '../test-utils.js';
import { RegistryScreen } from './index.js';

afterEach(cleanup);

const setup = (registry: ViewOverrides['registry'] = {}, more: ViewOverrides = {}) =>
  renderScreen(RegistryScreen, { screen: 'Registry', canGoBack: true, registry, ...more });
const input = (name: string | RegExp) => screen.getByLabelText(name) as HTMLInputElement;
const consent = () => screen.getByRole('checkbox', { name: /I have read and agree/ }) as HTMLInputElement;

describe('Registry screen, phone', () => {
  it('renders empty: phone with prefix, consent with linked terms and privacy, SMS opt-in, slider, submit', async () => {
    const { container } = setup();
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Use phone number', checked: true })).toBeTruthy();
    const phone = input('Phone number');
    expect(phone.type).toBe('tel');
    expect(phone.autocomplete).toBe('tel-national');
    expect(screen.getByText('+65')).toBeTruthy();
    expect(consent().checked).toBe(false);
    const terms = screen.getByRole('link', { name: 'Terms of Use' }) as HTMLAnchorElement;
    const privacy = screen.getByRole('link', { name: 'Privacy Policy' }) as HTMLAnchorElement;
    expect(terms.href).toBe('https://www.shop.sg/terms-of-use/');
    expect(privacy.href).toBe('https://www.shop.sg/privacy-policy/');
    expect(terms.target).toBe('_blank');
    expect(terms.rel).toBe('noopener noreferrer');
    expect(document.getElementById(terms.getAttribute('aria-describedby')!)!.textContent).toBe('(opens in a new tab)');
    expect(screen.getByRole('checkbox', { name: 'Send me offers and promotions by SMS' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Send me offers and promotions by email' })).toBeNull();
    expect(screen.getByRole('slider', { name: 'Slide to verify' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('links to the pages the view gives (test and pre-production environments)', () => {
    setup({}, { links: { terms: 'https://pre-www.shop.co.th/terms-of-use/', privacy: 'https://pre-www.shop.co.th/privacy-policy/', guestRegister: 'https://pre-member.shop.co.th/user/guest-register' } });
    expect((screen.getByRole('link', { name: 'Terms of Use' }) as HTMLAnchorElement).href).toBe('https://pre-www.shop.co.th/terms-of-use/');
    expect((screen.getByRole('link', { name: 'Privacy Policy' }) as HTMLAnchorElement).href).toBe('https://pre-www.shop.co.th/privacy-policy/');
  });

  it('signs up with a social provider, under the same consent box', async () => {
    const { user, senders, container } = setup();
    const group = screen.getByRole('group', { name: 'Or sign up with' });
    await user.click(within(group).getByRole('button', { name: 'Continue with Google' }));
    await user.click(within(group).getByRole('button', { name: 'Continue with Facebook' }));
    expect(senders.socialLogin.mock.calls).toEqual([['GOOGLE'], ['FACEBOOK']]);
    await expectNoAxeViolations(container);
  });

  it('while a social sign-up is under way both providers are busy and ignore clicks', async () => {
    const { user, senders } = setup({}, { login: { socialPending: 'FACEBOOK' } });
    const facebook = screen.getByRole('button', { name: 'Continue with Facebook' });
    expect(facebook.getAttribute('aria-busy')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(senders.socialLogin).not.toHaveBeenCalled();
  });

  it('reports consent, promotions and the method switch', async () => {
    const { user, senders } = setup();
    await user.click(consent());
    expect(senders.setConsent).toHaveBeenCalledWith(true);
    expect(senders.input).toHaveBeenCalledWith('consent');
    await user.click(screen.getByRole('checkbox', { name: 'Send me offers and promotions by SMS' }));
    expect(senders.setPromotion).toHaveBeenCalledWith('sms', true);
    await user.click(screen.getByRole('radio', { name: 'Use email' }));
    expect(senders.setRegistryMethod).toHaveBeenCalledExactlyOnceWith('email');
  });

  it('shows what the view says is ticked, and reports unticking', async () => {
    const { user, senders } = setup({ consent: true, promotions: { sms: true, email: false } });
    expect(consent().checked).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Send me offers and promotions by SMS' }));
    expect(senders.setPromotion).toHaveBeenCalledWith('sms', false);
  });

  it('submits the typed phone', async () => {
    const { user, senders } = setup({ values: { phone: '', email: 'kept@example.com' } });
    await user.type(input('Phone number'), ' 81234567{Enter}');
    expect(senders.submitRegistry).toHaveBeenCalledExactlyOnceWith({ phone: '81234567' });
    // No error under the fields: a keystroke has nothing to clear, and nothing goes to the machine (issue 28).
    expect(senders.input).not.toHaveBeenCalled();
  });

  it('reports a finished slider drag (keyboard) and a refresh', async () => {
    const { user, senders, rerender } = setup();
    screen.getByRole('slider').focus();
    await user.keyboard('{End}');
    expect(senders.sliderDragged).toHaveBeenCalledOnce();
    expect(senders.sliderDragged.mock.calls[0]![0].distance).toBe(1);
    rerender({ registry: { slider: 'notVerified' } });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(senders.refreshSlider).toHaveBeenCalledOnce();
  });

  it('shows consent and phone errors, focusing the phone field first', async () => {
    const { rerender, container } = setup();
    rerender({
      fieldErrors: { consent: { key: 'validation.consent.required' }, phone: { key: 'validation.phone.invalid' } },
    });
    expect(document.activeElement).toBe(input('Phone number'));
    expect(consent().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(consent().getAttribute('aria-describedby')!)!.textContent).toBe(
      'You should agree to our Terms of Use and Privacy Policy.',
    );
    await expectNoAxeViolations(container);
  });

  it('focuses the consent box when it is the only error', () => {
    const { rerender } = setup();
    rerender({ fieldErrors: { consent: { key: 'validation.consent.required' } } });
    expect(document.activeElement).toBe(consent());
  });

  it('while pending: busy, submit ignored, the phone kept; then a server error in the alert', async () => {
    const { user, senders, rerender, container } = setup();
    await user.type(input('Phone number'), '81234567');
    rerender({ pending: true });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(senders.submitRegistry).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign up' }).getAttribute('aria-busy')).toBe('true');
    await expectNoAxeViolations(container);
    rerender({ pending: false, error: { server: { key: 'PL-USER-EMAIL-REGISTER-IN-COOLING-PERIOD' } } });
    expect(screen.getByRole('alert').textContent).toMatch(/recently deleted account/);
    expect(input('Phone number').value).toBe('81234567');
  });

  it('goes to login', async () => {
    const { user, senders } = setup();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(senders.toLogin).toHaveBeenCalledOnce();
  });
});

describe('Registry screen, email', () => {
  it('renders an email field and the e-mail opt-in', async () => {
    const { container } = setup({ method: 'email', values: { phone: '', email: 'a@b.co' } });
    const email = input('Email address');
    expect(email.type).toBe('email');
    expect(email.autocomplete).toBe('email');
    expect(email.value).toBe('a@b.co');
    expect(screen.getByRole('checkbox', { name: 'Send me offers and promotions by email' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('submits the typed e-mail and reports the e-mail opt-in', async () => {
    const { user, senders } = setup({ method: 'email' });
    await user.type(input('Email address'), 'somchai@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'Send me offers and promotions by email' }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(senders.setPromotion).toHaveBeenCalledWith('email', true);
    expect(senders.submitRegistry).toHaveBeenCalledExactlyOnceWith({ email: 'somchai@example.com' });
    // No error under the fields: a keystroke has nothing to clear, and nothing goes to the machine (issue 28).
    expect(senders.input).not.toHaveBeenCalled();
  });

  it('keeps the typed phone when switching to e-mail and back', async () => {
    const { user, rerender } = setup();
    await user.type(input('Phone number'), '81234567');
    rerender({ registry: { method: 'email' } });
    await user.type(input('Email address'), 'x@y.co');
    rerender({ registry: { method: 'phone' } });
    expect(input('Phone number').value).toBe('81234567');
  });

  it('shows an already-registered e-mail error on the field', () => {
    const { rerender } = setup({ method: 'email' });
    rerender({ registry: { method: 'email' }, fieldErrors: { email: { server: { key: 'PL-USER-EMAIL-EXIST' } } } });
    expect(input('Email address').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This email is already registered')).toBeTruthy();
  });
});

describe('Registry screen, a guest e-mail (spec §4 "Guest")', () => {
  it('offers "Set a password": the member guest-register page with the typed address', async () => {
    const { user } = setup({ method: 'email' });
    await user.type(input('Email address'), 'guest.sg@example.com');
    expect(screen.queryByRole('link', { name: 'Set a password' })).toBeNull();
    cleanup();
    setup({ method: 'email', values: { phone: '', email: 'guest.sg@example.com' } }, { fieldErrors: { email: { key: 'error.guestEmail' } } });
    const link = screen.getByRole('link', { name: 'Set a password' });
    expect(link.getAttribute('href')).toBe('https://member.shop.sg/user/guest-register?email=guest.sg%40example.com');
  });
});
