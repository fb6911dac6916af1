// @vitest-environment jsdom
/**
 * The shared msw handlers (`member-popup/mocks`) behind the real <MemberPopup>, its machines, services and clients,
 * as Storybook uses them: every call the popup makes is answered by `createMockBackend`, with scenario switches.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GATEWAY_APIS } from '../api/gateway/calls.js';
import { MEMBER_PATHS } from '../api/member.js';
import { createServices } from '../api/services.js';
import { createFakeSocialProvider } from '../api/social.js';
import { createConfig, createMemoryCookies } from '../config/index.js';
import { preloadPopupParts } from '../popup/lazy-part.js';
import { MemberPopup, type MemberPopupProps } from '../popup/member-popup.js';
import { createMockBackend, MOCK_CODE, type MockOptions } from './index.js';

const server = setupServer();
// The flows' screens are lazy parts: loaded before the tests, so they render at once as in a prefetched popup.
beforeAll(() => preloadPopupParts());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

function mock(options: MockOptions = {}) {
  const backend = createMockBackend(options);
  server.resetHandlers(...backend.handlers);
  return backend;
}

function renderPopup(props: Partial<MemberPopupProps> = {}) {
  const onClose = vi.fn();
  const onLogin = vi.fn();
  const navigate = vi.fn();
  const user = userEvent.setup();
  render(
    <MemberPopup
      site="SG"
      environment="production"
      language="en-SG"
      social={createFakeSocialProvider({ GOOGLE: { oauthCode: 'g-code', redirectUri: 'postmessage' } })}
      onClose={onClose}
      onLogin={onLogin}
      navigate={navigate}
      {...props}
    />,
  );
  return { user, onClose, onLogin, navigate };
}

async function passwordLogin(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { name: 'Log in' });
  await user.type(screen.getByLabelText('Phone number or email'), 'shopper@example.com');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Secret123');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

async function sendPhoneCode(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { name: 'Log in' });
  await user.click(within(screen.getByRole('radiogroup', { name: 'Login method' })).getByRole('radio', { name: 'Verification code' }));
  await user.type(screen.getByLabelText('Phone number'), '8123 4567');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
}

async function pasteCode(user: ReturnType<typeof userEvent.setup>, code = MOCK_CODE) {
  await user.click(await screen.findByLabelText(/Digit 1 of/));
  await user.paste(code);
}

describe('the gateway double', () => {
  it('answers FAIL_SYS_TOKEN_EMPTY to a client without the token cookie, which signs again with it', async () => {
    const jar = createMemoryCookies();
    const backend = mock({ cookies: jar });
    const services = createServices(createConfig({ site: 'SG', env: 'production', language: 'en-SG', cookies: jar }));
    const channels = await services.smsChannels();
    expect(channels.map((c) => c.type)).toEqual(['SMS', 'WHATSAPP']);
    const calls = backend.calls(GATEWAY_APIS.checkSmsChannel);
    expect(calls.map((c) => c.signedWithToken)).toEqual([false, true]);
    expect(jar.get('_m_h5_tk')).toMatch(/^[0-9a-f]{32}_\d+$/);
  });

  it('answers the hosts it is given, else any origin', async () => {
    const jar = createMemoryCookies();
    const config = createConfig({ site: 'TH', env: 'test', language: 'th', cookies: jar });
    const paths = (options: MockOptions) => createMockBackend(options).handlers.map((h) => String(h.info.path));
    expect(paths({ hosts: config.hosts })).toContain(`${config.hosts.member}/${MEMBER_PATHS.login}`);
    expect(paths({ hosts: config.hosts })).toContain(`${config.hosts.gateway}/h5/:api/:v/`);
    expect(paths({})).toContain(`*/${MEMBER_PATHS.login}`);
    mock({ cookies: jar, hosts: config.hosts });
    await expect(createServices(config).sliderChallenge()).resolves.toMatchObject({ challengeId: expect.stringMatching(/^mock-challenge-/) });
  });
});

describe('<MemberPopup> on the shared handlers', () => {
  it('logs in with a password (encrypted on the wire) and closes', async () => {
    const backend = mock();
    const { user, onClose, onLogin } = renderPopup();
    await passwordLogin(user);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onLogin).toHaveBeenCalledWith(expect.objectContaining({ loginSuccess: true }));
    const [login] = backend.calls(MEMBER_PATHS.login);
    expect(login?.data.loginName).toBe('shopper@example.com');
    expect(JSON.stringify(login?.data)).not.toContain('Secret123');
  });

  it('scenario login: wrongPassword shows the localized refusal', async () => {
    mock({ scenario: { login: 'wrongPassword' } });
    const { user, onClose } = renderPopup();
    await passwordLogin(user);
    expect(await screen.findByText('Incorrect phone number, email or password.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('scenario login: traffic opens the busy dialog', async () => {
    mock({ scenario: { login: 'traffic' } });
    const { user } = renderPopup();
    await passwordLogin(user);
    expect(await screen.findByRole('alertdialog', { name: 'The system is busy' })).toBeTruthy();
  });

  it('scenario phone: new registers with the same code, then ProfileComplete saves both steps', async () => {
    const backend = mock({ scenario: { phone: 'new' } });
    const { user, onClose } = renderPopup();
    await sendPhoneCode(user);
    expect(await screen.findByRole('heading', { name: 'Enter verification code' })).toBeTruthy();
    await pasteCode(user);
    expect(await screen.findByRole('heading', { name: /^Complete your profile/ })).toBeTruthy();
    expect(backend.calls(MEMBER_PATHS.loginByCode).map((c) => c.data.type)).toEqual(['OTP_LOGIN', 'OTP_REGISTER']);

    await user.type(screen.getByLabelText('Full name'), 'Mock Shopper');
    await user.type(screen.getByLabelText('Set a password', { selector: 'input' }), 'Secret123!');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(backend.calls(GATEWAY_APIS.completeProfileByRegisterToken).length).toBeGreaterThan(0));
    await user.click(await screen.findByRole('radio', { name: 'Female' }, { timeout: 3000 }));
    // A birthday the buyer chose (an untouched picker is no birthday): one year down in the year column.
    within(screen.getByRole('group', { name: 'Birthday' })).getByRole('listbox', { name: 'Year' }).focus();
    await user.keyboard('{ArrowDown}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(backend.calls(GATEWAY_APIS.updateUserProfile).at(-1)?.data).toMatchObject({
      gender: expect.any(String),
      birthday: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it('a wrong code is refused and the right one logs in', async () => {
    mock();
    const { user, onLogin } = renderPopup();
    await sendPhoneCode(user);
    await pasteCode(user, '000000');
    expect(await screen.findByText('The code is incorrect. Please try again.')).toBeTruthy();
    await pasteCode(user);
    await waitFor(() => expect(onLogin).toHaveBeenCalled());
  });

  it('scenario sendCode: risk opens PhoneCall; "Call me" sends by voice', async () => {
    const backend = mock({ scenario: { sendCode: 'risk' } });
    const { user } = renderPopup();
    await sendPhoneCode(user);
    expect(await screen.findByRole('heading', { name: 'Verify by phone call' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Call me' }));
    expect(await screen.findByRole('heading', { name: 'Enter verification code' })).toBeTruthy();
    expect(backend.calls(MEMBER_PATHS.sendCode).map((c) => c.data.deliveryType)).toEqual(['SMS', 'VOICE']);
  });

  it('scenario qr: success goes pending, scanned, then logs in', async () => {
    const backend = mock({ scenario: { qr: 'success' }, qrIntervalMs: 20 });
    const { user, onLogin } = renderPopup();
    await screen.findByRole('heading', { name: 'Log in' });
    await user.click(screen.getByRole('button', { name: 'Log in with QR code' }));
    expect(await screen.findByRole('heading', { name: 'QR code login' })).toBeTruthy();
    await waitFor(() => expect(onLogin).toHaveBeenCalled(), { timeout: 3000 });
    expect(backend.calls(GATEWAY_APIS.checkQrCodeStatus).length).toBeGreaterThanOrEqual(3);
  });

  it('scenario bot: the first gateway call opens the bot-check dialog', async () => {
    mock({ scenario: { bot: true } });
    const { user } = renderPopup();
    await screen.findByRole('heading', { name: 'Log in' });
    await user.click(within(screen.getByRole('radiogroup', { name: 'Login method' })).getByRole('radio', { name: 'Verification code' }));
    expect(await screen.findByRole('dialog', { name: 'Security verification' })).toBeTruthy();
  });

  it('forgot password by e-mail: code, new password, success view', async () => {
    const backend = mock();
    const { user } = renderPopup();
    await screen.findByRole('heading', { name: 'Log in' });
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await screen.findByRole('heading', { name: 'Forgot password' });
    await user.type(screen.getByLabelText('Phone number or email'), 'shopper@example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Enter verification code' });
    await pasteCode(user);
    await screen.findByRole('heading', { name: 'Set a new password' });
    await user.type(screen.getByLabelText('New password', { selector: 'input' }), 'NewSecret1!');
    await user.type(screen.getByLabelText('Re-enter new password', { selector: 'input' }), 'NewSecret1!');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeTruthy();
    expect(backend.calls(MEMBER_PATHS.resetPassword)[0]?.data.token).toBe('mock-reset-token');
  });

  it('scenario social: deletion opens the restore dialog; Confirm restores and logs in', async () => {
    mock({ scenario: { social: 'deletion' } });
    const { user, onLogin } = renderPopup();
    await screen.findByRole('heading', { name: 'Log in' });
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restore your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onLogin).toHaveBeenCalled());
  });
});
