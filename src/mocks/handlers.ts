/**
 * One msw handler set for everything the popup calls: a small in-memory mock of the member host (JSON envelope,
 * CSRF token) and of the signed H5 gateway (token cookie dance). Tests (msw/node) and Storybook (msw/browser) use
 * the same handlers; other teams import them as `member-popup/mocks`.
 *
 * - Every one-time code is MOCK_CODE ('123456'); any other code is refused with PL-USER-CODE-INCORRECT.
 * - The gateway accepts any signature, but a client without the `_m_h5_tk` token cookie first gets
 *   FAIL_SYS_TOKEN_EMPTY and the cookie (written to `cookies`, the jar the popup's config reads, and sent as
 *   Set-Cookie), as the real gateway does; the client's retry then succeeds. Whether each request was signed with
 *   the issued token is recorded in `requests`.
 * - The scenario switches pick the answers (see MockScenario); anything not switched answers like a healthy server.
 * - Nothing here answers with a network failure or an HTTP error status unless a scenario asks for `network`: a
 *   browser logs those to the console, and the story test fails on console errors.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { GATEWAY_APIS } from '../api/gateway/calls.js';
import { md5 } from '../api/gateway/md5.js';
import { GATEWAY_TOKEN_COOKIE } from '../api/gateway/protocol.js';
import { RET_CODES } from '../api/gateway/ret.js';
import { CSRF_FIELD, MEMBER_PATHS } from '../api/member.js';
import { PRIVACY_PATHS } from '../api/privacy.js';
import { LOST_NUMBER_PATHS } from '../api/lost-number.js';
import { VERIFICATION_PATHS } from '../api/verification.js';
import type { LoginNextStepAction } from '../api/types.js';
import { browserCookies, type CookieStore } from '../config/cookies.js';
import { createPasskeyHandlers } from './passkeys.js';

/** The one-time code every mocked send delivers. */
export const MOCK_CODE = '123456';

/** How the mock answers. Each switch has a healthy default (DEFAULT_SCENARIO). */
export interface MockScenario {
  /**
   * The password login's answer. A `nextStep:` value is also the answer of every other login that succeeds (code,
   * QR, social, account restore), so each next-step screen can be reached by any path.
   */
  login: 'success' | 'wrongPassword' | 'traffic' | 'network' | `nextStep:${LoginNextStepAction}`;
  /** Code login: a registered phone logs in; a new one is refused (PL_USER_LOGIN_PHONE_NOT_EXIST) and registers with the same code, then completes its profile. */
  phone: 'registered' | 'new';
  /** Sending a phone code: 'risk' refuses SMS and WhatsApp (PL-USER-RISK) and accepts a voice call; 'invalidPhone' fails the server phone check. */
  sendCode: 'ok' | 'risk' | 'traffic' | 'invalidPhone';
  /** Sending an e-mail sign-up code. */
  email: 'ok' | 'exists' | 'guestWithOrders' | 'coolingPeriod';
  /**
   * QR status polls: 'pending' never changes; 'scanned' is scanned from the second poll on; 'success' goes pending,
   * scanned, then success; 'expired' answers FAILURE (the popup draws a new code each time); 'error' cannot make a code.
   */
  qr: 'pending' | 'scanned' | 'success' | 'expired' | 'error';
  /** The sign-up slider: 'fail' refuses the drag (PL-USER-SLIDER-FAILED); 'error' answers the check with an unreadable body. */
  slider: 'ok' | 'fail' | 'error';
  /** The first gateway call answers the bot check (RGV587_ERROR); after it, calls pass. */
  bot: boolean;
  /** Social login: 'notExist' asks for sign-up (PL_USER_LOGIN_OAUTH_NOT_EXIST) and then registers. */
  social: 'success' | 'notExist' | 'suspended' | 'deletion';
  /** The verified forgot-password code: 'secondVerification' asks for an extra check on the member host first. */
  reset: 'ok' | 'secondVerification';
}

export const DEFAULT_SCENARIO: Readonly<MockScenario> = Object.freeze({
  login: 'success',
  phone: 'registered',
  sendCode: 'ok',
  email: 'ok',
  qr: 'success',
  slider: 'ok',
  bot: false,
  social: 'success',
  reset: 'ok',
});

export interface MockOptions {
  scenario?: Partial<MockScenario>;
  /**
   * Origins to answer for (e.g. `config.hosts`). Without one, the member paths and the gateway paths are answered
   * on any origin.
   */
  hosts?: { readonly member?: string; readonly gateway?: string };
  /**
   * The cookie jar the popup reads (its config's `cookies`): the gateway token cookie is written there. Default: the
   * page's cookies in a browser (or jsdom), else a jar of the mock's own.
   */
  cookies?: CookieStore;
  /** Latency of every answer in ms (default 0), to see pending states. */
  delayMs?: number;
  /** QR poll interval the mock hands out, in ms (default 1000). */
  qrIntervalMs?: number;
  /** QR polls per code before the popup draws a new one (default 60). */
  qrExpire?: number;
  /**
   * The #privacy calls (issue 26): `blocked` answers the deletion checklist with an undelivered order (until a
   * deletion check after `settleAfterChecks` checks), `exportLimited` refuses the export (once a day).
   */
  privacy?: { readonly blocked?: boolean; readonly settleAfterChecks?: number; readonly exportLimited?: boolean };
  /**
   * The identity verification (/user/verify): `reset` makes it a password reset's (a passed one answers a reset
   * token, not a login), `notMine` offers "This isn't my account" (issue 24 part 6), `wrongPassword` refuses the
   * password step.
   */
  verification?: { readonly reset?: boolean; readonly notMine?: boolean; readonly wrongPassword?: boolean };
  /**
   * "I no longer have this number" (issue 26 part 3): `care` answers the start without a way (no e-mail: customer
   * care), `taken` refuses the new number (PL-USER-PHONE-EXIST). The e-mail and SMS codes are MOCK_CODE; the bought
   * item's option id is MOCK_LOST_NUMBER.boughtOption. `device` offers a signed-in device's approval, whose status
   * answers PENDING at the first poll and then this answer (REJECTED: PL-USER-VERIFICATION-REJECTED); `noEmail`
   * leaves the device as the only way.
   */
  lostNumber?: {
    readonly care?: boolean;
    readonly taken?: boolean;
    readonly device?: 'APPROVED' | 'REJECTED' | 'TIMED_OUT';
    readonly noEmail?: boolean;
  };
}

/**
 * The mock's identity verification (/user/verify, src/api/verification.ts): its token and the bought item's option id.
 * Codes are MOCK_CODE; any password passes unless the scenario says `wrongPassword`; "Ask a trusted device" is approved
 * on the second status poll.
 */
export const MOCK_VERIFICATION = Object.freeze({ token: 'mock-verification', boughtOption: 'mock-bought' });

/** The mock's "I no longer have this number" answers. */
export const MOCK_LOST_NUMBER = Object.freeze({ token: 'mock-lost-number', maskedEmail: 'b***r@example.com', boughtOption: 'mock-bought' });

/** One request the mock answered. */
export interface MockRequest {
  readonly host: 'member' | 'gateway';
  /** Member path (e.g. 'user/api/login') or gateway API name (e.g. 'mtop.member.user.checkSmsChannel'). */
  readonly name: string;
  readonly method: string;
  /** The JSON body (member) or the parsed `data` parameter (gateway). */
  readonly data: Readonly<Record<string, unknown>>;
  /** Gateway only: the signature matches the token the mock issued (false before the cookie dance). */
  readonly signedWithToken?: boolean;
}

export interface MockBackend {
  readonly handlers: HttpHandler[];
  /** Every answered request, oldest first. */
  readonly requests: MockRequest[];
  readonly scenario: Readonly<MockScenario>;
  /** Requests to one member path or gateway API. */
  calls(name: string): MockRequest[];
}

type Json = Record<string, unknown>;

export const MOCK_USER = Object.freeze({
  id: 1001,
  memberId: 5001,
  name: 'Mock Shopper',
  email: 'shopper@example.com',
  emailConfirmed: true,
  phone: '81234567',
  status: 'NORMAL',
  type: 'BUYER',
  memberLevel: 'TRUSTED',
  hasPassword: true,
});

const MOCK_TOKENS = Object.freeze({
  register: 'mock-register-token',
  reset: 'mock-reset-token',
  deletion: 'mock-deletion-token',
  verify: 'mock-verify-token',
  qr: 'mock-qr-token',
  slider: 'mock-slider-token',
});

const DAY_MS = 24 * 60 * 60 * 1000;

function memoryJar(): CookieStore {
  const values = new Map<string, string>();
  return {
    get: (name) => values.get(name),
    set: (name, value) => void values.set(name, value),
    remove: (name) => void values.delete(name),
  };
}

function origin(given: string | undefined): string {
  return given ? given.replace(/\/+$/, '') : '*';
}

function randomHex(length: number): string {
  let out = '';
  while (out.length < length) out += Math.floor(Math.random() * 0x100000000).toString(16).padStart(8, '0');
  return out.slice(0, length);
}

function parseJson(text: string): Json {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
  } catch {
    return {};
  }
}

const ok = (module: unknown = {}) => HttpResponse.json({ success: true, module } as never);
const refuse = (key: string, displayMessage: string) =>
  HttpResponse.json({ success: false, errorCode: { key, displayMessage } } as never);
const gatewayOk = (api: string, data: unknown = {}) => HttpResponse.json({ api, v: '1.0', ret: [`${RET_CODES.success}::ok`], data } as never);
const gatewayRefuse = (api: string, code: string, message: string, data: unknown = {}) =>
  HttpResponse.json({ api, v: '1.0', ret: [`${code}::${message}`], data } as never);

/** A login module for the scenario's outcome; `memberOrigin` builds the next-step URLs (they must pass the redirect guard). */
function loginModule(scenario: MockScenario, memberOrigin: string): Json {
  const step = scenario.login.startsWith('nextStep:') ? (scenario.login.slice('nextStep:'.length) as LoginNextStepAction) : null;
  if (!step) return { loginSuccess: true, userId: MOCK_USER.id, sessionId: 'mock-session', user: MOCK_USER };
  const data: Json = {};
  switch (step) {
    case 'COMPLETE_PROFILE':
      return { loginSuccess: true, userId: MOCK_USER.id, loginNextStepAction: step, toRegisterToken: MOCK_TOKENS.register };
    case 'COMPLETE_PASSWORD_FOR_LOGIN':
      Object.assign(data, { token: MOCK_TOKENS.reset, tokenType: 'RESET_PASSWORD', identifier: '+65 8***4567', identifierType: 'phone' });
      break;
    case 'DELETION_COOL_CONFIRM':
      data.deletionCancelToken = MOCK_TOKENS.deletion;
      break;
    default:
      Object.assign(data, { url: `${memberOrigin}/user/verify`, token: MOCK_TOKENS.verify });
  }
  return { loginNextStepAction: step, loginNextStepActionData: data };
}

/**
 * The mock: its handlers, the log of what it answered, and the scenario in force. `createHandlers(options)` is the
 * same without the log, for `setupServer(...createHandlers())` / `setupWorker(...createHandlers())`.
 */
export function createMockBackend(options: MockOptions = {}): MockBackend {
  const scenario: MockScenario = { ...DEFAULT_SCENARIO, ...options.scenario };
  const jar = options.cookies ?? (typeof document !== 'undefined' ? browserCookies : memoryJar());
  const member = origin(options.hosts?.member);
  const gateway = origin(options.hosts?.gateway);
  const qrInterval = options.qrIntervalMs ?? 1000;
  const qrExpire = options.qrExpire ?? 60;
  const requests: MockRequest[] = [];

  // The server's memory.
  const csrfTokens = new Set<string>();
  let issuedToken: string | null = null;
  let botChecked = false;
  let loggedIn = false;
  let qrSessions = 0;
  let privacyChecks = 0;
  /** The lost-number page's status polls since its last device request. */
  let devicePolls = 0;
  const qrPolls = new Map<string, number>();
  const sliderChallenges = new Set<string>();

  const wait = async () => {
    if (options.delayMs && options.delayMs > 0) await delay(options.delayMs);
  };
  const log = (entry: MockRequest) => void requests.push(entry);

  /* ---------------------------------------------------------------------------------------------------------- */
  /* Member host                                                                                                  */

  const memberUrl = (path: string) => `${member}/${path}`;

  /** A POST handler: checks the CSRF token (header and body field), logs, then answers. */
  const post = (path: string, answer: (body: Json, request: Request) => Response | Promise<Response>) =>
    http.post(memberUrl(path), async ({ request }) => {
      const body = parseJson(await request.text());
      log({ host: 'member', name: path, method: 'POST', data: body });
      await wait();
      const token = request.headers.get(CSRF_FIELD);
      if (!token || !csrfTokens.has(token) || body[CSRF_FIELD] !== token) {
        return refuse('CSRF_TOKEN_INVALID', 'The CSRF token is missing or invalid.');
      }
      return answer(body, request);
    });

  const loginAnswer = (request: Request): Response => {
    if (scenario.login === 'network') return HttpResponse.error();
    if (scenario.login === 'traffic') return refuse(RET_CODES.trafficLimit, 'The system is busy, please try again later.');
    loggedIn = !scenario.login.startsWith('nextStep:') || scenario.login === 'nextStep:COMPLETE_PROFILE';
    return ok(loginModule(scenario, new URL(request.url).origin));
  };

  const codeIncorrect = () => refuse('PL-USER-CODE-INCORRECT', 'The verification code is incorrect.');

  /** /user/verify's calls: an unknown token is expired; a passed step answers the login (or the reset token). */
  function verificationHandlers(): HttpHandler[] {
    const asked = options.verification ?? {};
    let polls = 0;
    const passed = (request: Request) =>
      ok(
        asked.reset
          ? { status: 'APPROVED', token: MOCK_TOKENS.reset }
          : { status: 'APPROVED', loginResponseDTO: loginModule({ ...scenario, login: 'success' }, new URL(request.url).origin) },
      );
    const expired = () => refuse('PL-USER-VERIFICATION-EXPIRED', 'This verification has expired. Please start again.');
    const step = (path: string, answer: (body: Json, request: Request) => Response) =>
      post(path, (body, request) => (body.token === MOCK_VERIFICATION.token ? answer(body, request) : expired()));
    return [
      step(VERIFICATION_PATHS.methods, () =>
        ok({
          purpose: asked.reset ? 'RESET_PASSWORD' : 'LOGIN',
          secondsLeft: 300,
          methods: [{ type: 'SMS', target: '+65 8***4567' }, { type: 'EMAIL', target: 'b***r@example.com' }, { type: 'DEVICE' }, { type: 'ITEM' }, { type: 'PASSWORD' }],
          notMyAccount: asked.notMine === true,
        }),
      ),
      step(VERIFICATION_PATHS.sendCode, (body) => ok({ codeLength: MOCK_CODE.length, target: body.method === 'EMAIL' ? 'b***r@example.com' : '+65 8***4567' })),
      step(VERIFICATION_PATHS.checkCode, (body, request) => (body.code === MOCK_CODE ? passed(request) : codeIncorrect())),
      step(VERIFICATION_PATHS.askDevice, () => {
        polls = 0;
        return ok({});
      }),
      step(VERIFICATION_PATHS.status, (_body, request) => ((polls += 1) < 2 ? ok({ status: 'PENDING' }) : passed(request))),
      step(VERIFICATION_PATHS.itemQuestion, () =>
        ok({
          options: [
            { id: 'mock-decoy-1', name: 'Wireless over-ear headphones', image: `${member}/cdn/products/headphones.png` },
            { id: MOCK_VERIFICATION.boughtOption, name: 'Canvas backpack', image: `${member}/cdn/products/backpack.png` },
          ],
        }),
      ),
      step(VERIFICATION_PATHS.checkItem, (body, request) =>
        body.option === MOCK_VERIFICATION.boughtOption ? passed(request) : refuse('PL-USER-VERIFICATION-WRONG-ANSWER', 'That is not an item from your orders.'),
      ),
      step(VERIFICATION_PATHS.checkPassword, (body, request) =>
        typeof body.encryptPassword === 'string' && body.encryptPassword !== '' && !asked.wrongPassword
          ? passed(request)
          : refuse('PL-USER-LOGIN-INCORRECT', 'Incorrect phone number, email or password.'),
      ),
      step(VERIFICATION_PATHS.reject, () => ok({})),
      // "This isn't my account" (issue 24 part 6): only where the methods offered it; the holder's new account logs in.
      step(VERIFICATION_PATHS.notMyAccount, (_body, request) => (asked.notMine ? passed(request) : expired())),
    ];
  }

  const memberHandlers: HttpHandler[] = [
    http.get(memberUrl(MEMBER_PATHS.csrfToken), async () => {
      log({ host: 'member', name: MEMBER_PATHS.csrfToken, method: 'GET', data: {} });
      await wait();
      const token = `mock-csrf-${randomHex(16)}`;
      csrfTokens.add(token);
      return ok({ token });
    }),

    post(MEMBER_PATHS.login, (_body, request) => {
      if (scenario.login === 'wrongPassword') return refuse('PL-USER-LOGIN-INCORRECT', 'Incorrect phone number, email or password.');
      return loginAnswer(request);
    }),

    post(MEMBER_PATHS.validatePhone, () => ok({ isValid: scenario.sendCode !== 'invalidPhone' })),

    post(MEMBER_PATHS.sendCode, (body) => {
      if (scenario.sendCode === 'traffic') return refuse(RET_CODES.trafficLimit, 'The system is busy, please try again later.');
      if (scenario.sendCode === 'invalidPhone') return refuse('PL-USER-PHONE-INVALID', 'Please enter a valid phone number.');
      if (scenario.sendCode === 'risk' && body.deliveryType !== 'VOICE') return refuse('PL-USER-RISK', 'This phone number needs a voice call.');
      if (body.type === 'OTP_REGISTER' && !sliderTokenOk(body.sliderToken) && body.resend !== true) {
        return refuse('PL-USER-SLIDER-REQUIRED', 'Please complete the slider verification first.');
      }
      return ok({ codeLength: MOCK_CODE.length });
    }),

    post(MEMBER_PATHS.loginByCode, (body, request) => {
      if (body.code !== MOCK_CODE) return codeIncorrect();
      if (body.type === 'OTP_LOGIN' && scenario.phone === 'new') {
        return refuse('PL_USER_LOGIN_PHONE_NOT_EXIST', 'This phone number is not registered.');
      }
      if (body.type === 'OTP_REGISTER') {
        loggedIn = true;
        return ok({ loginResponseDTO: { loginSuccess: true, userId: MOCK_USER.id, loginNextStepAction: 'COMPLETE_PROFILE', toRegisterToken: MOCK_TOKENS.register } });
      }
      return loginAnswer(request);
    }),

    post(MEMBER_PATHS.loginByOAuthCode, (body, request) => {
      if (scenario.social === 'suspended') return refuse('PL-USER-SOCIAL-LOGIN-SUSPENDED', 'This social login is suspended.');
      if (scenario.social === 'notExist' && body.operateType !== 'REGISTER') {
        return refuse('PL_USER_LOGIN_OAUTH_NOT_EXIST', 'No account is linked to this social login.');
      }
      if (scenario.social === 'deletion') {
        return ok({ loginNextStepAction: 'DELETION_COOL_CONFIRM', loginNextStepActionData: { deletionCancelToken: MOCK_TOKENS.deletion } });
      }
      return loginAnswer(request);
    }),

    post(MEMBER_PATHS.loginByQrCode, (body, request) => {
      if (body.token !== MOCK_TOKENS.qr) return refuse('PL-USER-QR-INVALID', 'This QR code is no longer valid.');
      return loginAnswer(request);
    }),

    post(MEMBER_PATHS.verifyPhoneCode, (body) =>
      body.code === MOCK_CODE ? ok({ token: MOCK_TOKENS.reset, tokenType: 'RESET_PASSWORD' }) : codeIncorrect(),
    ),

    post(MEMBER_PATHS.resetPassword, (body) => {
      if (body.token !== MOCK_TOKENS.reset) return refuse('PL-USER-VERIFICATION-EXPIRED', 'The verification has expired.');
      return ok({ user: MOCK_USER });
    }),

    http.get(memberUrl(MEMBER_PATHS.sliderChallenge), async () => {
      log({ host: 'member', name: MEMBER_PATHS.sliderChallenge, method: 'GET', data: {} });
      await wait();
      const challengeId = `mock-challenge-${randomHex(8)}`;
      sliderChallenges.add(challengeId);
      return ok({ challengeId });
    }),

    post(MEMBER_PATHS.sliderVerify, (body) => {
      // A proxy's error page: the client cannot read it (parse error), which the slider shows as "errored".
      if (scenario.slider === 'error') return HttpResponse.text('<html><body>Service unavailable</body></html>', { headers: { 'Content-Type': 'text/html' } });
      const known = typeof body.challengeId === 'string' && sliderChallenges.delete(body.challengeId);
      if (scenario.slider === 'fail' || !known) return refuse('PL-USER-SLIDER-FAILED', 'Verification failed, please try again.');
      return ok({ token: MOCK_TOKENS.slider });
    }),

    post(MEMBER_PATHS.logout, () => {
      loggedIn = false;
      return ok({});
    }),

    // The #privacy section (src/api/privacy.ts): the checklist, the request, the export and its download.
    post(PRIVACY_PATHS.deletionCheck, () => {
      privacyChecks += 1;
      const blocked = options.privacy?.blocked === true && privacyChecks <= (options.privacy.settleAfterChecks ?? Infinity);
      return ok({
        blockers: blocked ? [{ kind: 'openOrder', ref: 'SG-240100', amount: 0 }] : [],
        losses: [
          { kind: 'orderHistory', count: 3 },
          { kind: 'addresses', count: 1 },
        ],
        graceDays: 14,
        coolingDays: 30,
      });
    }),
    post(PRIVACY_PATHS.requestDeletion, (body) => {
      if (typeof body.token !== 'string' || body.token === '') return refuse('PL-USER-VERIFICATION-EXPIRED', 'Please verify again.');
      loggedIn = false;
      return ok({ restoreUntil: Date.now() + 14 * DAY_MS });
    }),
    post(PRIVACY_PATHS.exportData, () =>
      options.privacy?.exportLimited ? refuse('PL-USER-EXPORT-LIMITED', 'Try again tomorrow.') : ok({ downloadId: 'mock-export' }),
    ),
    // The identity verification (src/api/verification.ts): every call names MOCK_VERIFICATION.token.
    ...verificationHandlers(),
    // "I no longer have this number" (src/api/lost-number.ts).
    post(LOST_NUMBER_PATHS.start, () => {
      const lost = options.lostNumber ?? {};
      const methods = [...(lost.noEmail ? [] : ['EMAIL']), ...(lost.device ? ['DEVICE'] : [])];
      return ok(lost.care ? { token: '', maskedEmail: null, methods: [] } : { token: MOCK_LOST_NUMBER.token, maskedEmail: lost.noEmail ? null : MOCK_LOST_NUMBER.maskedEmail, methods });
    }),
    post(LOST_NUMBER_PATHS.askDevice, () => {
      devicePolls = 0;
      return options.lostNumber?.device ? ok({ requestedAt: Date.now(), expiresAt: Date.now() + 5 * 60_000 }) : refuse('PL-USER-CHANNEL-UNSUPPORTED', 'No device is signed in to this account.');
    }),
    post(LOST_NUMBER_PATHS.deviceStatus, () => {
      const answer = options.lostNumber?.device;
      if (!answer || (devicePolls += 1) < 2) return ok({ status: 'PENDING' });
      return answer === 'REJECTED' ? refuse('PL-USER-VERIFICATION-REJECTED', 'The request was rejected on your trusted device.') : ok({ status: answer });
    }),
    post(LOST_NUMBER_PATHS.sendEmailCode, () => ok({ codeLength: 6, target: MOCK_LOST_NUMBER.maskedEmail })),
    post(LOST_NUMBER_PATHS.checkEmailCode, (body) => (body.code === MOCK_CODE ? ok({ next: 'ITEM' }) : refuse('PL-USER-CODE-INCORRECT', 'The code is incorrect.'))),
    post(LOST_NUMBER_PATHS.itemQuestion, () =>
      ok({
        options: [
          { id: 'mock-decoy-1', name: 'Wireless over-ear headphones', image: `${member}/cdn/products/headphones.png` },
          { id: MOCK_LOST_NUMBER.boughtOption, name: 'Canvas backpack', image: `${member}/cdn/products/backpack.png` },
          { id: 'mock-decoy-2', name: 'Indoor plant in a pot', image: `${member}/cdn/products/plant.png` },
        ],
      }),
    ),
    post(LOST_NUMBER_PATHS.checkItem, (body) =>
      body.option === MOCK_LOST_NUMBER.boughtOption ? ok({ proven: true }) : refuse('PL-USER-VERIFICATION-WRONG-ANSWER', 'That is not an item from your orders.'),
    ),
    post(LOST_NUMBER_PATHS.sendPhoneCode, () =>
      options.lostNumber?.taken ? refuse('PL-USER-PHONE-EXIST', 'This phone number is already registered to another account.') : ok({ codeLength: 6 }),
    ),
    post(LOST_NUMBER_PATHS.finish, (body) => (body.code === MOCK_CODE ? ok({ status: 'DONE' }) : refuse('PL-USER-CODE-INCORRECT', 'The code is incorrect.'))),
    http.get(memberUrl(PRIVACY_PATHS.download), () =>
      HttpResponse.json({ summary: 'Your data (mock)', sections: { profile: { email: MOCK_USER.email } } } as never, {
        headers: { 'Content-Disposition': 'attachment; filename="shop.sg-my-data-mock.json"' },
      }),
    ),
  ];

  function sliderTokenOk(token: unknown): boolean {
    return token === MOCK_TOKENS.slider;
  }

  /* ---------------------------------------------------------------------------------------------------------- */
  /* Gateway                                                                                                      */

  type GatewayAnswer = (data: Json, api: string) => Response | Promise<Response>;

  const SESSION_EXPIRED = () => ['FAIL_SYS_SESSION_EXPIRED', 'Session expired'] as const;

  const gatewayAnswers: Readonly<Record<keyof typeof GATEWAY_APIS, GatewayAnswer>> = {
    checkSmsChannel: (_data, api) =>
      gatewayOk(api, [
        { type: 'SMS', text: 'SMS', icon: '', supportOneClickVerify: false },
        { type: 'WHATSAPP', text: 'WhatsApp', icon: '', supportOneClickVerify: true },
      ]),

    sendVerificationSms: (_data, api) => {
      if (scenario.sendCode === 'traffic') return gatewayRefuse(api, RET_CODES.trafficLimit, 'busy');
      return gatewayOk(api, { codeLength: MOCK_CODE.length });
    },

    sendVerificationEmailCode: (data, api) => {
      if (data.type === 'OTP_REGISTER') {
        if (scenario.email === 'exists') return gatewayRefuse(api, 'PL-USER-EMAIL-EXIST', 'This e-mail is already registered.');
        if (scenario.email === 'guestWithOrders') return gatewayRefuse(api, 'PL-USER-GUEST-EMAIL-HAS-ORDERS', 'This e-mail has guest orders.');
        if (scenario.email === 'coolingPeriod') return gatewayRefuse(api, 'PL-USER-EMAIL-REGISTER-IN-COOLING-PERIOD', 'This e-mail was closed recently.');
        if (!sliderTokenOk(data.sliderToken) && data.isResend !== true) {
          return gatewayRefuse(api, 'PL-USER-SLIDER-REQUIRED', 'Please complete the slider verification first.');
        }
      }
      return gatewayOk(api, { codeLength: MOCK_CODE.length });
    },

    verifyEmailCode: (data, api) => {
      if (data.code !== MOCK_CODE) return gatewayRefuse(api, 'PL-USER-CODE-INCORRECT', 'The verification code is incorrect.');
      if (data.type === 'OTP_REGISTER') return gatewayOk(api, { token: MOCK_TOKENS.register, tokenType: 'REGISTER' });
      return verifiedResetToken(api);
    },

    verifyPhoneCode: (data, api) => {
      if (data.code !== MOCK_CODE) return gatewayRefuse(api, 'PL-USER-CODE-INCORRECT', 'The verification code is incorrect.');
      return verifiedResetToken(api);
    },

    applyResetPasswordWithSecurity: (_data, api) => gatewayOk(api, { token: MOCK_TOKENS.reset, type: 'RESET_PASSWORD' }),

    completeProfileByRegisterToken: (data, api) => {
      if (data.token !== MOCK_TOKENS.register) return gatewayRefuse(api, 'PL-USER-VERIFICATION-EXPIRED', 'The verification has expired.');
      loggedIn = true;
      return gatewayOk(api, {});
    },

    updateUserProfile: (_data, api) => (loggedIn ? gatewayOk(api, {}) : gatewayRefuse(api, ...SESSION_EXPIRED())),

    generateQrCodeUrl: (_data, api) => {
      if (scenario.qr === 'error') {
        return HttpResponse.text('<html><body>Bad gateway</body></html>', { headers: { 'Content-Type': 'text/html' } });
      }
      qrSessions += 1;
      const requestId = `mock-qr-${qrSessions}`;
      qrPolls.set(requestId, 0);
      return gatewayOk(api, {
        requestId,
        qrLoginUrl: `https://member.example/qr-login?requestId=${requestId}`,
        expire: qrExpire,
        interval: qrInterval,
      });
    },

    checkQrCodeStatus: (data, api) => {
      const requestId = typeof data.requestId === 'string' ? data.requestId : '';
      const poll = (qrPolls.get(requestId) ?? 0) + 1;
      qrPolls.set(requestId, poll);
      const status = qrStatus(poll);
      return gatewayOk(api, status === 'SUCCESS' ? { status, token: MOCK_TOKENS.qr } : { status });
    },

    getUser: (_data, api) => (loggedIn ? gatewayOk(api, { user: MOCK_USER }) : gatewayRefuse(api, ...SESSION_EXPIRED())),

    cancelDeletion: (data, api) => {
      if (data.token !== MOCK_TOKENS.deletion) return gatewayRefuse(api, 'PL-USER-VERIFICATION-EXPIRED', 'The verification has expired.');
      loggedIn = true;
      return gatewayOk(api, { loginResponse: { loginSuccess: true, userId: MOCK_USER.id, user: MOCK_USER } });
    },
  };

  function verifiedResetToken(api: string): Response {
    if (scenario.reset === 'secondVerification') {
      return gatewayOk(api, { token: MOCK_TOKENS.reset, tokenType: 'ACCOUNT_SECOND_VERIFICATION', verifyUrl: `${memberOriginFor(member)}/user/verify?token=${encodeURIComponent(MOCK_TOKENS.reset)}&tokenType=ACCOUNT_SECOND_VERIFICATION` });
    }
    return gatewayOk(api, { token: MOCK_TOKENS.reset, tokenType: 'RESET_PASSWORD' });
  }

  function qrStatus(poll: number): 'PENDING' | 'SCANNED' | 'SUCCESS' | 'FAILURE' {
    switch (scenario.qr) {
      case 'scanned':
        return poll >= 2 ? 'SCANNED' : 'PENDING';
      case 'success':
        return poll >= 3 ? 'SUCCESS' : poll === 2 ? 'SCANNED' : 'PENDING';
      case 'expired':
        return 'FAILURE';
      default:
        return 'PENDING';
    }
  }

  /** The gateway API key of an API name (the URL carries it lower-cased; the `api` parameter keeps its case). */
  const apiKeys = new Map<string, keyof typeof GATEWAY_APIS>(
    (Object.keys(GATEWAY_APIS) as Array<keyof typeof GATEWAY_APIS>).map((key) => [GATEWAY_APIS[key].toLowerCase(), key]),
  );

  const gatewayHandler = http.all(`${gateway}/h5/:api/:v/`, async ({ request, params, cookies }) => {
    const url = new URL(request.url);
    const body = request.method === 'POST' ? await request.text() : '';
    const rawData = (request.method === 'POST' ? new URLSearchParams(body).get('data') : url.searchParams.get('data')) ?? '';
    const api = url.searchParams.get('api') ?? String(params.api ?? '');
    const key = apiKeys.get(api.toLowerCase());
    const data = parseJson(rawData);
    const cookie = cookies[GATEWAY_TOKEN_COOKIE] ?? jar.get(GATEWAY_TOKEN_COOKIE);
    const token = cookie ? (cookie.split('_')[0] ?? '') : '';
    const expected = md5(`${token}&${url.searchParams.get('t') ?? ''}&${url.searchParams.get('appKey') ?? ''}&${rawData}`);
    log({
      host: 'gateway',
      name: key ? GATEWAY_APIS[key] : api,
      method: request.method,
      data,
      signedWithToken: issuedToken !== null && token === issuedToken && url.searchParams.get('sign') === expected,
    });
    await wait();

    // The token cookie dance: a client without our token gets one, and FAIL_SYS_TOKEN_EMPTY to sign again.
    if (!token || token !== issuedToken) {
      issuedToken = randomHex(32);
      const value = `${issuedToken}_${Date.now() + DAY_MS}`;
      jar.set(GATEWAY_TOKEN_COOKIE, value, { path: '/' });
      return HttpResponse.json({ api, v: '1.0', ret: [`${RET_CODES.tokenEmpty}::令牌为空`], data: {} } as never, {
        headers: { 'Set-Cookie': `${GATEWAY_TOKEN_COOKIE}=${value}; Path=/` },
      });
    }
    if (!key) return gatewayRefuse(api, 'FAIL_SYS_API_NOT_FOUNDED', 'API not found');
    if (scenario.bot && !botChecked) {
      botChecked = true;
      return gatewayRefuse(api, RET_CODES.botCheck, 'SM', { url: `${memberOriginFor(member)}/bot-check` });
    }
    return gatewayAnswers[key](data, api);
  });

  // Passkey calls (passkeys.ts): Login's slot asks a sign-in challenge as it shows where the browser has WebAuthn.
  const handlers = [...memberHandlers, ...createPasskeyHandlers({ member }), gatewayHandler];
  return {
    handlers,
    requests,
    scenario,
    calls: (name) => requests.filter((r) => r.name === name),
  };
}

/** An absolute member origin for URLs the mock hands out (a wildcard origin gives the production SG host). */
function memberOriginFor(member: string): string {
  return member === '*' ? 'https://member.shop.sg' : member;
}

/** The handlers alone: `setupServer(...createHandlers({ scenario }))`, `worker.use(...createHandlers(…))`. */
export function createHandlers(options: MockOptions = {}): HttpHandler[] {
  return createMockBackend(options).handlers;
}
