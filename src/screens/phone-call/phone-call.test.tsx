// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderScreen, type ViewOverrides } from '../test-utils.js';
import { PhoneCallScreen } from './index.js';

afterEach(cleanup);

/** A phone number as formatPhone writes it: inside a left-to-right isolate (LRI U+2066 … PDI U+2069, issue 27 #7). */
const ltr = (text: string) => `\u2066${text}\u2069`;
const setup = (more: ViewOverrides = {}) => renderScreen(PhoneCallScreen, { screen: 'PhoneCall', canGoBack: true, ...more });

describe('PhoneCall screen', () => {
  it('offers a voice call to the phone', async () => {
    const { container } = setup({ phoneCall: { phone: '+66812345678' } });
    expect(screen.getByRole('heading', { name: 'Verify by phone call' })).toBeTruthy();
    expect(screen.getByText(/we will call/).textContent).toBe(
      `For your security, we will call ${ltr('+66 81 234 5678')} and read out a verification code.`,
    );
    expect(screen.getByText(ltr('+66 81 234 5678')).getAttribute('dir')).toBe('ltr');
    await expectNoAxeViolations(container);
  });

  it('requests the call', async () => {
    const { user, senders } = setup();
    await user.click(screen.getByRole('button', { name: 'Call me' }));
    expect(senders.requestVoiceCall).toHaveBeenCalledOnce();
  });

  it('while pending: busy and a second press ignored', async () => {
    const { user, senders, container } = setup({ pending: true });
    const call = screen.getByRole('button', { name: 'Call me' });
    expect(call.getAttribute('aria-busy')).toBe('true');
    await user.click(call);
    expect(senders.requestVoiceCall).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('announces a server error', async () => {
    const { container } = setup({ error: { server: { displayMessage: 'Too many calls today' } } });
    expect(screen.getByRole('alert').textContent).toBe('Too many calls today');
    await expectNoAxeViolations(container);
  });
});
