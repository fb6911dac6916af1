// @vitest-environment jsdom
/**
 * <MemberPopup> end to end inside jsdom: the real machines, services and clients, with msw at the HTTP edge (the
 * member host's JSON API and the gateway's signed H5 protocol).
 */
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { gatewayDouble, memoryCookies, testConfig, type Reply, type SeenRequest } from '../api/gateway/__fixtures__/gateway-server.js';
import { MEMBER_PATHS } from '../api/member.js';
import { createFakeSocialProvider } from '../api/social.js';
import { setMonitor } from '../monitor.js';
import { createTracker } from '../api/tracking.js';
import { preloadPopupParts } from './lazy-part.js';
import { MemberPopup, POPUP_CLOSE_EVENT, type MemberPopupProps } from './member-popup.js';
import { openPopup } from './open-popup.js';

const jar = memoryCookies();
const config = testConfig(jar);
const MEMBER = config.hosts.member;

type MemberReply = { success: true; module?: unknown } | { success: false; errorCode: { key: string; displayMessage?: string } };
const ok = (module: unknown = {}): MemberReply => ({ success: true, module });
const fail = (key: string, displayMessage?: string): MemberReply => ({ success: false, errorCode: { key, displayMessage } });

/** Scripted member answers, by path; each call takes the next answer (the last one repeats). */
let memberAnswers: Partial<Record<string, MemberReply[]>> = {};
let memberSeen: Array<{ path: string; body: Record<string, unknown> }> = [];
let csrfFetched = 0;
let gatewayReply: (request: SeenRequest) => Reply = () => ({ ret: ['SUCCESS::ok'], data: [] });

const memberHandlers = [
  http.get(`${MEMBER}/${MEMBER_PATHS.csrfToken}`, () => {
    csrfFetched += 1;
    return HttpResponse.json({ success: true, module: { token: 'csrf-1' } });
  }),
  http.get(`${MEMBER}/${MEMBER_PATHS.sliderChallenge}`, () => HttpResponse.json({ success: true, module: { challengeId: 'ch-1' } })),
  http.post(`${MEMBER}/user/api/:name`, async ({ request }) => {
    const path = new URL(request.url).pathname.slice(1);
    const body = (await request.json()) as Record<string, unknown>;
    memberSeen.push({ path, body });
    const queue = memberAnswers[path];
    const answer = queue && queue.length > 1 ? queue.shift()! : (queue?.[0] ?? ok());
    return HttpResponse.json(answer as JsonBodyType);
  }),
];
const gateway = gatewayDouble(config, jar, (request) => gatewayReply(request));
const server = setupServer(...memberHandlers, gateway.handler);

// The flows' screens are lazy parts: loaded before the tests, so they render at once as in a prefetched popup.
beforeAll(() => preloadPopupParts());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  memberAnswers = {};
  memberSeen = [];
  csrfFetched = 0;
  gateway.seen.length = 0;
  gatewayReply = () => ({ ret: ['SUCCESS::ok'], data: [] });
});
afterAll(() => server.close());

const api = (request: SeenRequest) => request.path.split('/')[2];

function renderPopup(props: Partial<MemberPopupProps> = {}) {
  const onClose = vi.fn();
  const onLogin = vi.fn();
  const navigate = vi.fn();
  const closed = vi.fn();
  window.addEventListener(POPUP_CLOSE_EVENT, closed);
  const user = userEvent.setup();
  const utils = render(
    <MemberPopup
      site="SG"
      environment="production"
      language="en-SG"
      config={{ cookies: jar }}
      social={createFakeSocialProvider({ GOOGLE: { oauthCode: 'g-code', redirectUri: 'postmessage' } })}
      onClose={onClose}
      onLogin={onLogin}
      navigate={navigate}
      {...props}
    />,
  );
  return { ...utils, user, onClose, onLogin, navigate, closed };
}

const loginName = () => screen.getByLabelText('Phone number or email');
const password = () => screen.getByLabelText('Password', { selector: 'input' });

async function passwordLogin(user: ReturnType<typeof userEvent.setup>, name = 'shopper@example.com', pass = 'Secret123') {
  if (name) await user.type(loginName(), name);
  if (pass) await user.type(password(), pass);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

async function toCodeMode(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(screen.getByRole('radiogroup', { name: 'Login method' })).getByRole('radio', { name: 'Verification code' }));
}

async function enterCode(user: ReturnType<typeof userEvent.setup>, code = '123456') {
  const first = await screen.findByLabelText(/Digit 1 of/);
  await user.click(first);
  await user.paste(code);
}

describe('<MemberPopup> password login', () => {
  it('renders the Login screen in its first render when the catalog is in (English is built in; issue 15)', () => {
    renderPopup();
    // No await: no empty first commit and no second render a task later.
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeTruthy();
  });

  it('renders nothing focusable until a catalog that is not in yet has loaded, then the Login screen in it', async () => {
    const { container } = renderPopup({ site: 'MY', language: 'ms' });
    expect(container.querySelector('input,button')).toBeNull();
    await waitFor(() => expect(container.querySelector('.mp-popup-root')?.getAttribute('lang')).toBe('ms'));
    expect(container.querySelector('.mp-login__form input')).not.toBeNull();
  });

  it('fetches the CSRF token when it opens, so the first submit does not wait for it (issue 15, no waterfall)', async () => {
    renderPopup();
    await screen.findByRole('heading', { name: 'Log in' });
    await waitFor(() => expect(csrfFetched).toBe(1));
    expect(memberSeen).toEqual([]);
  });

  it('logs in: the password travels encrypted, the popup closes and tells the page', async () => {
    memberAnswers[MEMBER_PATHS.login] = [ok({ loginSuccess: true, userId: 7 })];
    const { user, onClose, onLogin, closed } = renderPopup();
    await screen.findByRole('heading', { name: 'Log in' });
    await passwordLogin(user);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    const call = memberSeen.find((c) => c.path === MEMBER_PATHS.login)!;
    expect(call.body.loginName).toBe('shopper@example.com');
    // The token fetched at open is the one the login used.
    expect(csrfFetched).toBe(1);
    expect(JSON.stringify(call.body)).not.toContain('Secret123');
    expect(onLogin).toHaveBeenCalledWith(expect.objectContaining({ loginSuccess: true }));
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('does nothing while a field is empty (spec §5)', async () => {
    const { user } = renderPopup();
    await screen.findByRole('heading', { name: 'Log in' });
    await passwordLogin(user, 'shopper@example.com', '');
    await passwordLogin(user, '', '');
    expect(memberSeen.filter((c) => c.path === MEMBER_PATHS.login)).toHaveLength(0);
  });

  it('a wrong password shows the localized refusal and keeps the login name', async () => {
    memberAnswers[MEMBER_PATHS.login] = [fail('PL-USER-LOGIN-INCORRECT', 'Incorrect password')];
    const { user, onClose } = renderPopup();
    await screen.findByRole('heading', { name: 'Log in' });
    await passwordLogin(user);
    expect(await screen.findByText('Incorrect phone number, email or password.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect((loginName() as HTMLInputElement).value).toBe('shopper@example.com');
  });

  it('a traffic-limit answer opens the busy dialog; "Retry later" closes it', async () => {
    memberAnswers[MEMBER_PATHS.login] = [fail('FAIL_SYS_TRAFFIC_LIMIT')];
    const { user } = renderPopup();
    await screen.findByRole('heading', { name: 'Log in' });
    await passwordLogin(user);
    const dialog = await screen.findByRole('alertdialog', { name: 'The system is busy' });
    await user.click(within(dialog).getByRole('button', { name: 'Retry later' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('a next step navigates through the redirect guard (SECOND_VERIFICATION carries redirect, token, type)', async () => {
    memberAnswers[MEMBER_PATHS.login] = [
      ok({ loginNextStepAction: 'SECOND_VERIFICATION', loginNextStepActionData: { url: 'https://member.shop.sg/user/verify', token: 'sv-1' } }),
    ];
    const { user, navigate } = renderPopup();
    await screen.findByRole('heading', { name: 'Log in' });
    await passwordLogin(user);
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    const url = new URL(navigate.mock.calls[0]![0] as string);
    // The token in the fragment, never in the query a server logs (issue 23 finding 7).
    expect(url.searchParams.get('token')).toBeNull();
    expect(new URLSearchParams(url.hash.slice(1)).get('token')).toBe('sv-1');
    expect(url.searchParams.get('type')).toBe('SECOND_VERIFICATION');
    expect(url.searchParams.get('redirect')).toBe(window.location.href);
  });
});

describe('<MemberPopup> gateway outcomes (spec §8)', () => {
  it('an unknown refusal shows the server\'s own text', async () => {
    memberAnswers[MEMBER_PATHS.login] = [fail('PL-USER-SOMETHING-NEW', 'Your account is locked for 10 minutes')];
    const { user } = renderPopup();
    await screen.findByRole('heading', { name: 'Log in' });
    await passwordLogin(user);
    expect(await screen.findByText('Your account is locked for 10 minutes')).toBeTruthy();
  });

  it('RGV587 opens the bot-check dialog; closing it answers "not passed"', async () => {
    gatewayReply = () => ({ ret: ['RGV587_ERROR::SM'], data: { url: 'https://member.shop.sg/bot' } });
    const { user } = renderPopup();
    await screen.findByRole('heading', { name: 'Log in' });
    await toCodeMode(user);
    const dialog = await screen.findByRole('dialog', { name: 'Security verification' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Security verification' })).toBeNull());
    // Not passed: the call is not resent.
    expect(gateway.seen).toHaveLength(1);
  });

  it('RGV587: the request is resent only once the slider check passed on the server', async () => {
    // The member server's passed sliderVerify also marks the browser as passed for the gateway (examples/server).
    const sliderPassed = () => memberSeen.some((c) => c.path === MEMBER_PATHS.sliderVerify);
    gatewayReply = () => (sliderPassed() ? { ret: ['SUCCESS::ok'], data: [] } : { ret: ['RGV587_ERROR::SM'], data: { url: 'https://member.shop.sg/bot' } });
    memberAnswers[MEMBER_PATHS.sliderVerify] = [ok({ token: 'proof' })];
    const { user } = renderPopup();
    await screen.findByRole('heading', { name: 'Log in' });
    await toCodeMode(user);
    const dialog = await screen.findByRole('dialog', { name: 'Security verification' });
    const slider = within(dialog).getByRole('slider', { name: 'Slide to verify' });
    await waitFor(() => expect(slider.getAttribute('aria-disabled')).toBeNull());
    expect(gateway.seen).toHaveLength(1);
    slider.focus();
    await user.keyboard('{End}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Security verification' })).toBeNull());
    const verify = memberSeen.find((c) => c.path === MEMBER_PATHS.sliderVerify)!;
    expect(verify.body).toMatchObject({ challengeId: 'ch-1', distance: 1 });
    // Passed: the held-back call went out again and got through.
    await waitFor(() => expect(gateway.seen).toHaveLength(2));
  });

  it('FAIL_SYS_USER_VALIDATE sends the page to the verification URL through the redirect guard', async () => {
    gatewayReply = () => ({ ret: ['FAIL_SYS_USER_VALIDATE::validate'], data: { url: 'https://member.shop.sg/user/validate?x=1' } });
    const { user, navigate } = renderPopup();
    await screen.findByRole('heading', { name: 'Log in' });
    await toCodeMode(user);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://member.shop.sg/user/validate?x=1', { top: true }));
  });
});

describe('<MemberPopup> an account without a password (COMPLETE_PASSWORD_FOR_LOGIN)', () => {
  it('a code to the account\'s own e-mail verifies the login\'s token before the new password is set', async () => {
    memberAnswers[MEMBER_PATHS.login] = [
      ok({
        loginNextStepAction: 'COMPLETE_PASSWORD_FOR_LOGIN',
        loginNextStepActionData: { token: 'unverified-1', tokenType: 'RESET_PASSWORD', identifier: 'n***g@example.com', identifierType: 'email' },
      }),
    ];
    gatewayReply = (request) => {
      if (api(request) === 'mtop.member.user.sendverificationemailcode') return { ret: ['SUCCESS::ok'], data: { codeLength: 6 } };
      if (api(request) === 'mtop.member.user.verifyemailcode') return { ret: ['SUCCESS::ok'], data: { token: 'verified-1', tokenType: 'RESET_PASSWORD' } };
      return { ret: ['SUCCESS::ok'], data: [] };
    };
    const { user } = renderPopup();
    await screen.findByRole('heading', { name: 'Log in' });
    await passwordLogin(user, 'nopass.sg@example.com');
    expect(await screen.findByRole('heading', { name: 'Enter verification code' })).toBeTruthy();
    expect(screen.getByText('n***g@example.com')).toBeTruthy();
    const sent = gateway.seen.find((r) => api(r) === 'mtop.member.user.sendverificationemailcode')!;
    expect(sent.data).toMatchObject({ type: 'RESET_PASSWORD', token: 'unverified-1' });
    expect(sent.data).not.toHaveProperty('email');
    await enterCode(user);
    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeTruthy();
    const checked = gateway.seen.find((r) => api(r) === 'mtop.member.user.verifyemailcode')!;
    expect(checked.data).toMatchObject({ type: 'RESET_PASSWORD', token: 'unverified-1', code: '123456' });
    await user.type(screen.getByLabelText('New password', { selector: 'input' }), 'Abc123!@#x');
    await user.type(screen.getByLabelText('Re-enter new password', { selector: 'input' }), 'Abc123!@#x');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(memberSeen.some((c) => c.path === MEMBER_PATHS.resetPassword)).toBe(true));
    expect(memberSeen.find((c) => c.path === MEMBER_PATHS.resetPassword)!.body.token).toBe('verified-1');
  });
});

describe('<MemberPopup> code login', () => {
  const channels = [
    { type: 'SMS', text: 'SMS', icon: '', supportOneClickVerify: false },
    { type: 'WHATSAPP', text: 'WhatsApp', icon: '', supportOneClickVerify: true },
  ];

  it('NOT_EXIST registers with the same code, then COMPLETE_PROFILE opens ProfileComplete', async () => {
    gatewayReply = (request) => (api(request) === 'mtop.member.user.checksmschannel' ? { ret: ['SUCCESS::ok'], data: channels } : { ret: ['SUCCESS::ok'], data: {} });
    memberAnswers[MEMBER_PATHS.validatePhone] = [ok({ isValid: true })];
    memberAnswers[MEMBER_PATHS.sendCode] = [ok({ codeLength: 6 })];
    memberAnswers[MEMBER_PATHS.loginByCode] = [
      fail('PL_USER_LOGIN_PHONE_NOT_EXIST'),
      ok({ loginResponseDTO: { loginNextStepAction: 'COMPLETE_PROFILE', toRegisterToken: 'reg-1' } }),
    ];
    const { user } = renderPopup();
    await screen.findByRole('heading', { name: 'Log in' });
    await toCodeMode(user);
    await user.type(screen.getByLabelText('Phone number'), '8123 4567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('heading', { name: 'Enter verification code' })).toBeTruthy();
    await enterCode(user);
    expect(await screen.findByRole('heading', { name: /^Complete your profile/ })).toBeTruthy();
    const calls = memberSeen.filter((c) => c.path === MEMBER_PATHS.loginByCode).map((c) => [c.body.type, c.body.code, c.body.phone]);
    expect(calls).toEqual([
      ['OTP_LOGIN', '123456', '81234567'],
      ['OTP_REGISTER', '123456', '81234567'],
    ]);
    expect(memberSeen.find((c) => c.path === MEMBER_PATHS.validatePhone)!.body).toMatchObject({ type: 'ADDRESS', phone: '81234567' });
  });

  it('PL-USER-RISK on sending opens PhoneCall; "Call me" sends a voice code and opens Verify', async () => {
    memberAnswers[MEMBER_PATHS.validatePhone] = [ok({ isValid: true })];
    memberAnswers[MEMBER_PATHS.sendCode] = [fail('PL-USER-RISK'), ok({ codeLength: 6 })];
    const { user } = renderPopup();
    await screen.findByRole('heading', { name: 'Log in' });
    await toCodeMode(user);
    await user.type(screen.getByLabelText('Phone number'), '81234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('heading', { name: 'Verify by phone call' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Call me' }));
    expect(await screen.findByRole('heading', { name: 'Enter verification code' })).toBeTruthy();
    const sends = memberSeen.filter((c) => c.path === MEMBER_PATHS.sendCode).map((c) => c.body.deliveryType);
    expect(sends).toEqual(['SMS', 'VOICE']);
  });

  it('an invalid phone on the server check shows the toast and sends nothing', async () => {
    memberAnswers[MEMBER_PATHS.validatePhone] = [ok({ isValid: false })];
    const { user } = renderPopup();
    await screen.findByRole('heading', { name: 'Log in' });
    await toCodeMode(user);
    await user.type(screen.getByLabelText('Phone number'), '81234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please enter a valid phone number.')).toBeTruthy();
    expect(memberSeen.filter((c) => c.path === MEMBER_PATHS.sendCode)).toHaveLength(0);
  });

  it('a gateway traffic limit (channel check) opens the busy dialog through the gateway hook', async () => {
    gatewayReply = () => ({ ret: ['FAIL_SYS_TRAFFIC_LIMIT::busy'], data: {} });
    const { user } = renderPopup();
    await screen.findByRole('heading', { name: 'Log in' });
    await toCodeMode(user);
    const dialog = await screen.findByRole('alertdialog', { name: 'The system is busy' });
    await user.click(within(dialog).getByRole('button', { name: 'Retry later' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // The answer the hook already showed is not shown twice; SMS stays offered.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeTruthy();
  });
});

describe('<MemberPopup> social login', () => {
  it('a suspended social login shows the security-risk notice', async () => {
    memberAnswers[MEMBER_PATHS.loginByOAuthCode] = [fail('PL-USER-SOCIAL-LOGIN-SUSPENDED')];
    const { user } = renderPopup();
    await screen.findByRole('heading', { name: 'Log in' });
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText(/security risk/i)).toBeTruthy();
  });

  it('a social DELETION_COOL_CONFIRM opens the restore dialog; Confirm restores and closes', async () => {
    const previous = setMonitor(() => undefined);
    memberAnswers[MEMBER_PATHS.loginByOAuthCode] = [
      ok({ loginNextStepAction: 'DELETION_COOL_CONFIRM', loginNextStepActionData: { deletionCancelToken: 'del-1' } }),
    ];
    gatewayReply = (request) =>
      api(request) === 'mtop.member.user.deletion.cancel'
        ? { ret: ['SUCCESS::ok'], data: { loginResponse: { loginSuccess: true } } }
        : { ret: ['SUCCESS::ok'], data: [] };
    const { user, onClose, onLogin } = renderPopup();
    await screen.findByRole('heading', { name: 'Log in' });
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restore your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const restore = gateway.seen.find((r) => api(r) === 'mtop.member.user.deletion.cancel')!;
    expect(restore.data).toMatchObject({ token: 'del-1' });
    expect(onLogin).toHaveBeenCalled();
    setMonitor(previous);
  });
});

describe('<MemberPopup> social login outcomes', () => {
  it('a provider SDK failure names the provider', async () => {
    const { user } = renderPopup({ social: createFakeSocialProvider({}) });
    await screen.findByRole('heading', { name: 'Log in' });
    await user.click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    expect(await screen.findByText('Third-party login failed, please check the connection with Facebook')).toBeTruthy();
  });

  it('an unknown social account from Login asks for consent: Confirm signs up (REGISTER), then the popup closes', async () => {
    memberAnswers[MEMBER_PATHS.loginByOAuthCode] = [fail('PL_USER_LOGIN_OAUTH_NOT_EXIST'), ok({ loginSuccess: true })];
    const { user, onClose } = renderPopup();
    await screen.findByRole('heading', { name: 'Log in' });
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Notice' });
    expect(within(dialog).getByText('You should agree to our Terms of Use and Privacy Policy.')).toBeTruthy();
    const operateTypes = () => memberSeen.filter((c) => c.path === MEMBER_PATHS.loginByOAuthCode).map((c) => c.body.operateType);
    expect(operateTypes()).toEqual(['LOGIN']);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(operateTypes()).toEqual(['LOGIN', 'REGISTER']);
  });

  it('from Registry: the consent box there must be ticked, then an unknown social account signs up (REGISTER)', async () => {
    memberAnswers[MEMBER_PATHS.loginByOAuthCode] = [fail('PL_USER_LOGIN_OAUTH_NOT_EXIST'), ok({ loginSuccess: true })];
    const { user, onClose } = renderPopup({ screen: 'Registry' });
    await screen.findByRole('heading', { name: 'Create your account' });
    const social = screen.getByRole('group', { name: 'Or sign up with' });
    await user.click(within(social).getByRole('button', { name: 'Continue with Google' }));
    const consent = screen.getByRole('checkbox', { name: /I have read and agree/ });
    await waitFor(() => expect(consent.getAttribute('aria-invalid')).toBe('true'));
    expect(memberSeen.filter((c) => c.path === MEMBER_PATHS.loginByOAuthCode)).toHaveLength(0);
    await user.click(consent);
    await user.click(within(social).getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // No consent question: the ticked box was the consent.
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(memberSeen.filter((c) => c.path === MEMBER_PATHS.loginByOAuthCode).map((c) => c.body.operateType)).toEqual(['LOGIN', 'REGISTER']);
  });

  it('Cancel on the consent question signs nobody up', async () => {
    memberAnswers[MEMBER_PATHS.loginByOAuthCode] = [fail('PL_USER_LOGIN_OAUTH_NOT_EXIST')];
    const { user, onClose } = renderPopup();
    await screen.findByRole('heading', { name: 'Log in' });
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Notice' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(memberSeen.filter((c) => c.path === MEMBER_PATHS.loginByOAuthCode)).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('openPopup', () => {
  it('mounts into a new div.mp-root and removes it on close()', async () => {
    const onClose = vi.fn();
    const handle = openPopup({ site: 'SG', environment: 'production', language: 'en-SG', config: { cookies: jar }, onClose });
    const root = document.body.querySelector(':scope > div.mp-root');
    expect(root).not.toBeNull();
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    handle.close();
    await waitFor(() => expect(document.body.contains(root)).toBe(false));
    expect(onClose).toHaveBeenCalledTimes(1);
    handle.close();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('the close button unmounts it and calls onClose', async () => {
    const container = document.createElement('section');
    document.body.append(container);
    const onClose = vi.fn();
    openPopup({ site: 'SG', environment: 'production', language: 'en-SG', config: { cookies: jar }, onClose, container });
    await screen.findByRole('heading', { name: 'Log in' });
    await userEvent.setup().click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(container.childElementCount).toBe(0));
    container.remove();
  });
});

describe('<MemberPopup> integrations (spec §7.1, §7.3)', () => {
  it('writes the user-id cookie (get-current-user) before telling the page, and queues the steps in order', async () => {
    jar.remove('member_uid');
    memberAnswers[MEMBER_PATHS.login] = [ok({ loginSuccess: true, userId: 7 })];
    gatewayReply = (request) => (api(request) === 'mtop.member.user.getuser' ? { ret: ['SUCCESS::ok'], data: { user: { id: 7 } } } : { ret: ['SUCCESS::ok'], data: [] });
    const target: Record<string, unknown> = {};
    const cookieAtClose: Array<string | undefined> = [];
    const { user, onClose } = renderPopup({ tracker: createTracker({ target }), onClose: () => cookieAtClose.push(jar.get('member_uid')) });
    void onClose;
    await screen.findByRole('heading', { name: 'Log in' });
    await passwordLogin(user);
    await waitFor(() => expect(cookieAtClose).toEqual(['7']));
    const queue = (target.__memberTrackQueue as Array<{ event: string; params: Record<string, unknown> }>).map((e) => [e.event, e.params]);
    expect(queue).toEqual([
      ['popup_open', { screen: 'Login' }],
      ['screen_view', { screen: 'Login' }],
      ['login_success', { method: 'password' }],
      ['popup_close', { how: 'loggedIn' }],
    ]);
    expect(JSON.stringify(queue)).not.toContain('Secret123');
  }, 20_000);

  it('closing while a login is in flight: the late success still writes the cookie and tells the page', async () => {
    jar.remove('member_uid');
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(`${MEMBER}/${MEMBER_PATHS.login}`, async () => {
        await held;
        return HttpResponse.json({ success: true, module: { loginSuccess: true, userId: 8 } });
      }),
    );
    gatewayReply = (request) => (api(request) === 'mtop.member.user.getuser' ? { ret: ['SUCCESS::ok'], data: { user: { id: 8 } } } : { ret: ['SUCCESS::ok'], data: [] });
    const { user, onClose, closed } = renderPopup();
    await screen.findByRole('heading', { name: 'Log in' });
    await passwordLogin(user);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(closed).toHaveBeenCalledTimes(1);
    answer();
    await waitFor(() => expect(closed).toHaveBeenCalledTimes(2));
    expect(jar.get('member_uid')).toBe('8');
  }, 20_000);
});
