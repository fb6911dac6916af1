// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getCatalog, loadCatalog } from '../i18n/catalogs/index.js';
import { createTranslator } from '../i18n/translate.js';
import { SCREENS } from '../machines/contract.js';
import { expectNoAxeViolations, makeSenders, makeView, t, type ViewOverrides } from '../screens/test-utils.js';
import { preloadPopupParts } from './lazy-part.js';
import { PopupUI } from './index.js';

afterEach(cleanup);
// The flows' screens are lazy parts: loaded before the tests, so they render at once as in a prefetched popup.
beforeAll(() => preloadPopupParts());

function setup(overrides: ViewOverrides = {}, translator = t) {
  const user = userEvent.setup();
  const senders = makeSenders();
  const opener = document.createElement('button');
  opener.textContent = 'Log in (header)';
  document.body.append(opener);
  opener.focus();
  const utils = render(<PopupUI view={makeView(overrides)} senders={senders} t={translator} />);
  const rerender = (next: ViewOverrides) => utils.rerender(<PopupUI view={makeView({ ...overrides, ...next })} senders={senders} t={translator} />);
  return { ...utils, user, senders, opener, rerender };
}

const popup = () => document.querySelector<HTMLElement>('.mp-popup')!;

describe('PopupUI frame: accessibility guarantees', () => {
  it('makes the page behind inert while open, and restores it (and focus on the opener) on close', () => {
    const header = document.createElement('header');
    const alreadyInert = document.createElement('aside');
    alreadyInert.setAttribute('inert', '');
    document.body.prepend(header, alreadyInert);
    const { unmount, opener, container } = setup();
    expect(header.hasAttribute('inert')).toBe(true);
    expect(opener.hasAttribute('inert')).toBe(true);
    expect(container.hasAttribute('inert')).toBe(false);
    expect(popup().closest('[inert]')).toBeNull();
    unmount();
    expect(header.hasAttribute('inert')).toBe(false);
    expect(opener.hasAttribute('inert')).toBe(false);
    expect(alreadyInert.hasAttribute('inert')).toBe(true);
    expect(document.activeElement).toBe(opener);
    header.remove();
    alreadyInert.remove();
    opener.remove();
  });

  it('profile step 1 → step 2: focus goes to the heading, which reads "Step 2 of 2"', async () => {
    const { rerender, user, opener } = setup({ screen: 'ProfileComplete', profile: { step: 1, values: { name: '', gender: '', birthday: '' } } });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    rerender({ screen: 'ProfileComplete', profile: { step: 2, values: { name: 'Tan', gender: '', birthday: '' } } });
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Complete your profile Step 2 of 2' }));
    opener.remove();
  });

  it('every push and pop of the screen stack moves focus to the new title, never to <body>', () => {
    const { rerender, opener } = setup();
    const screens = ['ForgetPassword', 'Login', 'Registry', 'Verify', 'Login'] as const;
    for (const name of screens) {
      (document.querySelector<HTMLElement>('.mp-popup__body button') ?? popup()).focus();
      rerender({ screen: name, canGoBack: name !== 'Login' });
      expect(document.activeElement).not.toBe(document.body);
      expect(popup().contains(document.activeElement)).toBe(true);
      if (name !== 'Verify') expect(document.activeElement!.id).toBe(popup().getAttribute('aria-labelledby'));
    }
    opener.remove();
  });

  it('focus that a render takes away (a disabled or removed control) goes to the title', () => {
    const { rerender, opener } = setup({ screen: 'ForgetPassword', canGoBack: true });
    const back = screen.getByRole('button', { name: 'Back' });
    back.focus();
    back.remove();
    expect(document.activeElement).toBe(document.body);
    rerender({ screen: 'ForgetPassword', canGoBack: true, pending: true });
    expect(document.activeElement!.id).toBe(popup().getAttribute('aria-labelledby'));
    opener.remove();
  });

  it('the toast sits between the header and the screen, so it never covers Back or Close', () => {
    const { opener } = setup({ toast: { id: 1, message: { key: 'error.network' }, tone: 'error' } });
    const children = Array.from(popup().children).map((child) => child.className.split(' ')[0]);
    expect(children).toEqual(['mp-popup__header', 'mp-toast', 'mp-popup__body']);
    opener.remove();
  });
});

describe('PopupUI frame', () => {
  it('is a modal dialog labelled by the screen title, inside the scoped root', async () => {
    const { container } = setup();
    const dialog = popup();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const title = document.getElementById(dialog.getAttribute('aria-labelledby')!)!;
    expect(title.textContent).toBe('Log in');
    expect(title.tagName).toBe('H2');
    const root = container.querySelector('.mp-root')!;
    expect(root.getAttribute('dir')).toBe('ltr');
    expect(root.getAttribute('lang')).toBe('en');
    await expectNoAxeViolations(container);
  });

  it('moves focus in (to the title) and returns it to the opener when it goes away', () => {
    const { unmount, opener } = setup();
    expect(document.activeElement!.textContent).toBe('Log in');
    expect(popup().contains(document.activeElement)).toBe(true);
    unmount();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('traps Tab and Shift+Tab inside the popup', async () => {
    const { user, opener } = setup();
    const dialog = popup();
    for (let i = 0; i < 25; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    for (let i = 0; i < 5; i += 1) {
      await user.tab({ shift: true });
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    expect(document.activeElement).not.toBe(opener);
  });

  it('closes with Escape and with the close button', async () => {
    const { user, senders } = setup();
    await user.keyboard('{Escape}');
    expect(senders.close).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(senders.close).toHaveBeenCalledTimes(2);
  });

  it('has no close button and ignores Escape when the close is hidden', async () => {
    const { user, senders } = setup({ hideClose: true });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(senders.close).not.toHaveBeenCalled();
  });

  it('shows back only when the stack allows it', async () => {
    const { user, senders, rerender } = setup();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    rerender({ screen: 'ForgetPassword', canGoBack: true, forgot: {} });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(senders.back).toHaveBeenCalledOnce();
  });

  it('moves focus to the new screen title when the screen changes', () => {
    const { rerender } = setup();
    rerender({ screen: 'Registry', canGoBack: true });
    expect(document.activeElement!.textContent).toBe('Create your account');
    expect(document.getElementById(popup().getAttribute('aria-labelledby')!)!.textContent).toBe('Create your account');
  });

  it.each(SCREENS)('renders the %s screen for view.screen', (name) => {
    setup({ screen: name });
    expect(popup().getAttribute('data-screen')).toBe(name);
    expect(document.getElementById(popup().getAttribute('aria-labelledby')!)!.textContent).not.toBe('');
  });

  it('takes the direction and language from the translator (Urdu is right-to-left)', async () => {
    await loadCatalog('ur');
    const { container } = setup({}, createTranslator('ur'));
    const root = container.querySelector('.mp-root')!;
    expect(root.getAttribute('dir')).toBe('rtl');
    expect(root.getAttribute('lang')).toBe('ur');
  });

  it('claims English while the texts are English (the Sinhala catalog is not loaded in this file)', () => {
    expect(getCatalog('si')).toBeUndefined();
    const { container } = setup({}, createTranslator('si-LK'));
    const root = container.querySelector('.mp-root')!;
    expect(root.getAttribute('lang')).toBe('en');
    expect(root.getAttribute('dir')).toBe('ltr');
  });

  it('claims the regional English variant it shows', () => {
    const { container } = setup({}, createTranslator('en-PH'));
    expect(container.querySelector('.mp-root')!.getAttribute('lang')).toBe('en-PH');
  });
});

describe('PopupUI: a flow from its own chunk', () => {
  it('while the flow loads: the announced placeholder; a failed load: the error and "Try again" (retryLoad); then the screen, focus on its title', async () => {
    const { rerender, user, senders, opener, container } = setup({ screen: 'Qrcode', qr: null, flowLoad: 'loading' });
    expect(popup().querySelector('.mp-screen--loading [role="status"]')?.textContent).toBe('Loading…');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    rerender({ screen: 'Qrcode', qr: null, flowLoad: 'failed' });
    expect(popup().querySelector('.mp-screen--loading [role="alert"]')?.textContent).toBe(t('error.network'));
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(senders.retryLoad).toHaveBeenCalledTimes(1);
    rerender({ screen: 'Qrcode', flowLoad: null });
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(document.activeElement).toBe(document.getElementById(popup().getAttribute('aria-labelledby')!));
    expect(document.activeElement?.textContent).not.toBe('Loading…');
    opener.remove();
  });
});

describe('PopupUI toast', () => {
  it('shows the toast from the view and reports its close', async () => {
    const { user, senders, container } = setup({ toast: { id: 1, tone: 'error', message: { server: { displayMessage: 'Invalid phone' } } } });
    const toast = container.querySelector('.mp-toast')!;
    expect(toast.textContent).toContain('Invalid phone');
    expect(within(toast as HTMLElement).getByRole('alert').textContent).toContain('Invalid phone');
    await expectNoAxeViolations(container);
    await user.click(within(toast as HTMLElement).getByRole('button', { name: 'Close' }));
    expect(senders.dismissToast).toHaveBeenCalledOnce();
  });

  it('announces an info toast politely', () => {
    const { container } = setup({ toast: { id: 2, tone: 'success', message: { key: 'restore.success' } } });
    expect(within(container.querySelector('.mp-toast') as HTMLElement).getByRole('status').textContent).toContain(
      'Restore your account successfully',
    );
  });
});

describe('PopupUI dialogs', () => {
  it('busy: the retry-later dialog, its button dismisses', async () => {
    const { user, senders, container } = setup({ dialog: { type: 'busy' } });
    const dialog = screen.getByRole('alertdialog', { name: 'The system is busy' });
    expect(dialog.textContent).toContain('Too many people are trying right now.');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await expectNoAxeViolations(container);
    await user.click(within(dialog).getByRole('button', { name: 'Retry later' }));
    expect(senders.dismissDialog).toHaveBeenCalledOnce();
  });

  it('Escape closes the dialog, not the popup', async () => {
    const { user, senders } = setup({ dialog: { type: 'busy' } });
    await user.keyboard('{Escape}');
    expect(senders.dismissDialog).toHaveBeenCalledOnce();
    expect(senders.close).not.toHaveBeenCalled();
  });

  it('bot: the verification dialog with the view\'s slider; a completed drag is reported for the machine to verify', async () => {
    const { user, senders, container } = setup({ dialog: { type: 'bot', slider: 'ready' } });
    const dialog = screen.getByRole('dialog', { name: 'Security verification' });
    expect(dialog.textContent).toContain('Please complete the verification to continue.');
    await expectNoAxeViolations(container);
    within(dialog).getByRole('slider').focus();
    await user.keyboard('{End}');
    expect(senders.sliderDragged).toHaveBeenCalledOnce();
    expect(senders.sliderDragged.mock.calls[0]![0]).toMatchObject({ distance: 1 });
    // The dialog stays until the view says the check passed (the machine closes it).
    expect(screen.getByRole('dialog', { name: 'Security verification' })).toBeTruthy();
  });

  it('bot: a refused or failed check shows its message and a refresh', async () => {
    const { user, senders, rerender } = setup({ dialog: { type: 'bot', slider: 'notVerified' } });
    const dialog = screen.getByRole('dialog', { name: 'Security verification' });
    expect(dialog.textContent).toContain('verification failed');
    await user.click(within(dialog).getByRole('button', { name: /refresh/i }));
    expect(senders.refreshSlider).toHaveBeenCalledOnce();
    rerender({ dialog: { type: 'bot', slider: 'errored' } });
    expect(screen.getByRole('dialog', { name: 'Security verification' }).textContent).toContain('system error, please refresh and retry');
  });

  it('restore: title, notice, Cancel and Confirm', async () => {
    const { user, senders, container } = setup({ dialog: { type: 'restore' } });
    const dialog = screen.getByRole('alertdialog', { name: 'Restore your account?' });
    expect(dialog.textContent).toContain('This account is scheduled for deletion.');
    await expectNoAxeViolations(container);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(senders.confirmRestore).toHaveBeenCalledOnce();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(senders.dismissDialog).toHaveBeenCalledOnce();
  });

  it('notice: the message and OK', async () => {
    const { user, senders, container } = setup({ dialog: { type: 'notice', message: { key: 'error.coolingPeriod' } } });
    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    expect(dialog.textContent).toContain('recently deleted account');
    await expectNoAxeViolations(container);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(senders.dismissDialog).toHaveBeenCalledOnce();
  });

  it('notice with a question: Cancel dismisses, Confirm confirms', async () => {
    const { user, senders, container } = setup({
      dialog: { type: 'notice', confirm: true, message: { key: 'validation.consent.required' } },
    });
    const dialog = screen.getByRole('alertdialog', { name: 'Notice' });
    expect(dialog.textContent).toContain('You should agree to our Terms of Use and Privacy Policy.');
    await expectNoAxeViolations(container);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(senders.confirmDialog).toHaveBeenCalledOnce();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(senders.dismissDialog).toHaveBeenCalledOnce();
  });

  it('makes the screen behind inert while open and gives focus back when it closes', async () => {
    const { rerender, user } = setup();
    await user.tab();
    const before = document.activeElement;
    rerender({ dialog: { type: 'busy' } });
    expect(popup().hasAttribute('inert')).toBe(true);
    act(() => rerender({ dialog: null }));
    expect(popup().hasAttribute('inert')).toBe(false);
    expect(document.activeElement).toBe(before);
  });
});
