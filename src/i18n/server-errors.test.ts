import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPartTranslator } from './catalog-parts.js';
import addressPart from './parts/address/index.js';
import pagesPart from './parts/pages/index.js';
import privacyPart from './parts/privacy/index.js';
import securityPart from './parts/security/index.js';
import staffPart from './parts/staff/index.js';
import { CATALOG_LANGUAGES, loadCatalog, loadEnglishFlows } from './catalogs/index.js';
import { ApiError } from '../api/errors.js';
import { BRIDGE_ERROR_KEYS } from '../api/bridge.js';
import { createTranslator } from './translate.js';
import { SERVER_ERROR_KEYS, serverErrorKey, serverErrorKeys, serverErrorText, type ServerErrorLike } from './server-errors.js';
import { KEYS as SERVER_KEYS, PARAM_INVALID, SITE_UNKNOWN } from '../../examples/server/errors.js';
import { GATEWAY_RET } from '../../examples/server/gateway.js';
import builtIn from './catalogs/en.js';
import enFlows from './catalogs/en-flows.js';

/** The English reference: the first screen's part and the lazy flows' part (in, as in every flow that calls). */
const en = { ...builtIn, ...enFlows };

beforeAll(() => Promise.all([...CATALOG_LANGUAGES.map(loadCatalog), loadEnglishFlows()]));

const t = createTranslator('en');
const garbage = (value: unknown) => value as ServerErrorLike;

describe('serverErrorText', () => {
  it('shows the app bridge\'s §8 texts for its failures (they were the generic text before)', () => {
    expect(serverErrorText(new ApiError('business', BRIDGE_ERROR_KEYS.notLogin), t)).toBe('Sorry, you have not login');
    expect(serverErrorText(new ApiError('config', BRIDGE_ERROR_KEYS.runtime), t)).toBe('runtime error');
  });

  it('localizes a mapped member key', () => {
    expect(serverErrorText({ key: 'PL-USER-EMAIL-EXIST', displayMessage: 'Email exists!' }, t)).toBe(
      'This email is already registered',
    );
    expect(serverErrorText({ key: 'PL-USER-CODE-EXPIRED' }, createTranslator('id'))).toBe(
      'Kode telah kedaluwarsa. Silakan minta kode baru.',
    );
    expect(serverErrorText(new ApiError('business', 'PL-USER-EMAIL-REGISTER-IN-COOLING-PERIOD'), t)).toBe(
      en['error.coolingPeriod'],
    );
  });

  it('maps every table entry to a key that exists in en.ts or en-flows.ts', () => {
    for (const key of Object.values(SERVER_ERROR_KEYS).flat()) expect(Object.keys(en)).toContain(key);
  });

  /**
   * What Login's own calls may answer (the password login of the reference server's accounts.ts, the CSRF token, the
   * bot check, limits, sessions, the gateway and the client's failures): their texts are in the first screen (en.ts),
   * since Login shows them before any flow (and its part of the English) has loaded.
   */
  const LOGIN_SERVER_ERROR_CODES = [
    'PL-USER-LOGIN-INCORRECT',
    'PL-USER-LOGIN-TOO-MANY-ATTEMPTS',
    'PL-USER-GUEST-EMAIL-HAS-ORDERS',
    'PL-USER-ACCOUNT-NOT-EXIST',
    'PL-USER-INPUT-INVALID',
    'PL-PARAM-INVALID',
    'PL-SITE-UNKNOWN',
    'PL-USER-PHONE-INVALID',
    'PL-USER-SESSION-EXPIRED',
    'PL-USER-SLIDER-REQUIRED',
    'PL-USER-SLIDER-FAILED',
    'CSRF_TOKEN_INVALID',
    'RGV587_ERROR',
    'FAIL_SYS_USER_VALIDATE',
    'FAIL_SYS_TRAFFIC_LIMIT',
    'FAIL_SYS_FLOWLIMIT',
    'FAIL_SYS_SESSION_EXPIRED',
    'FAIL_SYS_SERVICE_INNER_FAULT',
    'ERROR.BRIDGE.NOTLOGIN',
    'ERROR.BRIDGE.RUNTIME',
    'NETWORK_ERROR',
    'PARSE_ERROR',
    'HTTP_ERROR',
  ];

  it.each(LOGIN_SERVER_ERROR_CODES)("Login's own %s reads a built-in text (en.ts), never waiting for the flows' part", (code) => {
    const keys = serverErrorKeys(code);
    expect(keys).not.toEqual([]);
    for (const key of keys) expect(Object.keys(builtIn)).toContain(key);
  });

  it.each(['FAIL_SYS_SERVICE_INNER_FAULT', 'FAIL_SYS_HSF_ERROR::x', 'SYSTEM_ERROR', 'UNKNOWN_FAIL_CODE', 'FAIL_BIZ_TIMEOUT'])(
    'shows the generic network text for the gateway family %s',
    (key) => {
      expect(serverErrorText({ key, displayMessage: 'HSF invoke error' }, t)).toBe(
        'Network error, please try again later',
      );
      expect(serverErrorText({ key }, createTranslator('vi'), 'error.tryAgain')).toBe('Lỗi mạng, vui lòng thử lại sau');
    },
  );

  it('shows the busy text for traffic limits', () => {
    expect(serverErrorText({ key: 'FAIL_SYS_TRAFFIC_LIMIT' }, t)).toBe(en['error.busy.message']);
    expect(serverErrorText({ key: 'FAIL_SYS_FLOWLIMIT::busy' }, t)).toBe(en['error.busy.message']);
  });

  it('interpolates {provider} only from the caller params, else takes the text without it', () => {
    const suspended = { key: 'PL-USER-SOCIAL-LOGIN-SUSPENDED', displayMessage: 'Login suspended.' };
    expect(serverErrorText(suspended, t, 'error.network', { provider: 'Google' })).toBe(
      'We detected a security risk, so login with Google is suspended for this account. Please use another login method.',
    );
    expect(serverErrorText(suspended, t)).toBe(en['server.socialSuspended']);
    expect(serverErrorText({ key: 'PL-USER-SOCIAL-LOGIN-SUSPENDED' }, createTranslator('zh'))).toBe(
      '我们检测到安全风险，此账户已暂停使用该登录方式。请使用其他登录方式。',
    );
  });

  it('takes the catalog key the server named (messageKey) first, with its params as plain text', () => {
    const verdict = new ApiError('business', 'PL-USER-INPUT-INVALID', {
      displayMessage: 'Please enter the 6-digit code.',
      data: { field: 'code', messageKey: 'validation.smsCode.invalid', params: { count: 6 } },
    });
    expect(serverErrorText(verdict, createTranslator('th'))).toBe('กรุณากรอกรหัส 6 หลัก');
    expect(serverErrorText({ key: 'PL-USER-INPUT-INVALID', messageKey: 'validation.email.invalid' }, createTranslator('vi'))).toBe(
      createTranslator('vi')('validation.email.invalid'),
    );
    // Params missing, a key that is not ours, or an inherited name: the error key's own text instead.
    expect(serverErrorText({ key: 'PL-USER-INPUT-INVALID', messageKey: 'validation.smsCode.invalid' }, t)).toBe(en['server.inputInvalid']);
    expect(serverErrorText({ key: 'PL-USER-INPUT-INVALID', messageKey: 'pages.secret' }, t)).toBe(en['server.inputInvalid']);
    expect(serverErrorText({ key: 'X', messageKey: 'constructor', displayMessage: 'Bad.' }, t)).toBe('Bad.');
    // Server params are text only: markup is stripped, objects dropped.
    expect(
      serverErrorText({ messageKey: 'error.social.failed', messageParams: { provider: '<b>Line</b>' } }, t),
    ).toBe('Third-party login failed, please check the connection with Line');
  });

  it("uses the server's displayMessage for an unmapped key", () => {
    expect(serverErrorText({ key: 'PL-USER-ADDRESS-LIMIT', displayMessage: 'Too many addresses.' }, t)).toBe(
      'Too many addresses.',
    );
    expect(serverErrorText({ displayMessage: '  two\n\tlines  ' }, t)).toBe('two lines');
  });

  it('strips HTML and caps the length of a displayMessage', () => {
    expect(serverErrorText({ key: 'X', displayMessage: '<img src=x onerror=alert(1)>Bad' }, t)).toBe('Bad');
    expect(serverErrorText({ displayMessage: '<script>x</script>' }, t)).toBe('x');
    expect(serverErrorText({ displayMessage: 'a'.repeat(1000) }, t).length).toBe(300);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
    ['a string', 'FAIL_SYS_X'],
    ['an empty object', {}],
    ['an empty displayMessage', { key: 'PL-USER-UNKNOWN', displayMessage: '' }],
    ['a tag-only displayMessage', { displayMessage: '<br/>' }],
    ['non-string fields', { key: 7, displayMessage: { text: 'x' } }],
    ['an array', ['PL-USER-EMAIL-EXIST']],
    [
      'a throwing getter',
      Object.defineProperty({}, 'key', {
        get() {
          throw new Error('boom');
        },
      }),
    ],
  ])('gives the generic text for %s', (_name, value) => {
    expect(serverErrorText(garbage(value), t)).toBe('Network error, please try again later');
    expect(serverErrorText(garbage(value), createTranslator('ms'), 'error.somethingWrong')).toBe(
      'Berlaku masalah, sila cuba lagi kemudian',
    );
  });
});

describe('serverErrorKey', () => {
  it('matches case-insensitively and ignores the text after "::"', () => {
    expect(serverErrorKey('pl-user-code-incorrect')).toBe('error.code.incorrect');
    expect(serverErrorKey('PL-USER-CODE-INCORRECT::wrong code')).toBe('error.code.incorrect');
    expect(serverErrorKey('NETWORK_ERROR')).toBe('error.network');
    expect(serverErrorKey('PL-USER-RISK')).toBe('server.risk');
    expect(serverErrorKey('FAIL_SYS_SESSION_EXPIRED::gone')).toBe('error.session.expired');
    expect(serverErrorKey('PL-USER-NO-SUCH-THING')).toBeUndefined();
    expect(serverErrorKey('::FAIL_SYS')).toBeUndefined();
    expect(serverErrorKey('__proto__')).toBeUndefined();
  });
});

describe('every server error key has a localized text in every language', () => {
  /** Spec §8's keys and families (the gateway's codes as the client sees them). */
  const SPEC_KEYS = [
    'FAIL_SYS_SERVICE_INNER_FAULT',
    'SYSTEM_ERROR',
    'UNKNOWN_FAIL_CODE',
    'FAIL_BIZ_TIMEOUT',
    'FAIL_SYS_SESSION_EXPIRED',
    'SID_INVALID',
    'AUTH_REJECT',
    'NEED_LOGIN',
    'FAIL_SYS_TRAFFIC_LIMIT',
    'FAIL_SYS_FLOWLIMIT',
    'FAIL_SYS_USER_VALIDATE',
    'RGV587_ERROR',
    'PL-USER-RISK',
    'PL_USER_LOGIN_PHONE_NOT_EXIST',
    'PL_USER_LOGIN_OAUTH_NOT_EXIST',
    'PL-USER-EMAIL-REGISTER-IN-COOLING-PERIOD',
    'PL-USER-SOCIAL-LOGIN-SUSPENDED',
  ];
  /** Every key the reference server answers with, from its own module (a key added there is covered here). */
  const REFERENCE_KEYS = [...Object.values(SERVER_KEYS), PARAM_INVALID, SITE_UNKNOWN, ...Object.values(GATEWAY_RET).filter((k) => k !== 'SUCCESS')];

  it('lists the reference server keys', () => {
    expect(REFERENCE_KEYS.length).toBeGreaterThanOrEqual(30);
  });

  /**
   * Issue 27 #9: every key any reference-server module throws (the account area's, the address book's, the member
   * pages', found in their sources, so a key added to a route is covered), not only errors.ts's. A key whose page
   * shows a wing text of its own instead (the machine recognises it) is listed here with that text's key.
   */
  const WING_HANDLED: Readonly<Record<string, string>> = {
    'PL-USER-VERIFICATION-WRONG-ANSWER': 'pages.verify.wrongItem', // machines/verification.types.ts
    'PL-USER-VERIFICATION-TOO-MANY-TRIES': 'pages.verify.tooManyTries',
    'PL-USER-GROCERY-NOT-FOUND': 'pages.grocery.none', // machines/grocery-merge.machine.ts isGone
    'PL-USER-STAFF-DOMAIN-NOT-ALLOWED': 'staff.error.domain', // data.messageKey of the refusal (staff-routes.ts)
    'PL-USER-STAFF-EMAIL-TAKEN': 'staff.error.taken',
    'PL-USER-STAFF-ALREADY-LINKED': 'staff.error.alreadyLinked',
    'PL-ADDRESS-INVALID': 'address.error.fixFields', // screens/address-book/address-form-view.tsx
    'PL-ADDRESS-NOT-FOUND': 'address.error.notFound',
    'PL-ADDRESS-LIMIT': 'address.error.limit',
    'PL-USER-EXPORT-LIMITED': 'privacy.error.exportLimited', // machines/account/privacy.machine.ts REFUSAL_TEXTS
    'PL-USER-DELETION-BLOCKED': 'privacy.blocked.text', // … and the checklist again
    'PL-USER-DELETION-NOT-ACKNOWLEDGED': 'privacy.losses.text',
    'PL-USER-SESSION-NOT-FOUND': 'security.sessions.signedOut', // machines/security/sessions.machine.ts alreadyEnded
    'PL-USER-SESSION-CURRENT': 'security.sessions.thisDevice', // isCurrent: the fresh list marks the row
  };
  /** Keys of the reference server's own demo tools, which no call of the package receives. */
  const NOT_PACKAGE_CALLS = new Set([
    'PL-REDIRECT-URI-REFUSED', // oauth-provider.ts: the stand-in social provider's own page
    'PL-PHONE-SIGNED-OUT', // qr-phone.ts: the QR phone simulator
    'PL-DEV-ONLY', // qr-phone.ts: the simulator's development-mode sign-in
  ]);
  const SERVER_DIR = new URL('../../examples/server/', import.meta.url);
  const THROWN_KEYS = readdirSync(SERVER_DIR)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.bench.ts'))
    .flatMap((file) => [...readFileSync(new URL(file, SERVER_DIR), 'utf8').matchAll(/['"]((?:PL[-_][A-Z][A-Z0-9_-]+)|(?:FAIL_SYS_[A-Z_]+))['"]/g)].map((m) => m[1]!));

  it('finds the keys every server module throws, the account area\'s among them', () => {
    expect(THROWN_KEYS).toContain('PL-USER-PASSWORD-INCORRECT');
    expect(THROWN_KEYS).toContain('PL-ADDRESS-LIMIT');
  });

  it.each(Object.entries(WING_HANDLED))('%s is shown by its page as %s, a text of every language', async (_key, textKey) => {
    const parts = await Promise.all(CATALOG_LANGUAGES.map((language) => loadPartTranslator(language, [pagesPart, addressPart, staffPart, privacyPart, securityPart] as never)));
    const english = parts[0]!(textKey as never);
    expect(english).not.toBe(textKey);
    for (const translate of parts.slice(1)) expect(translate(textKey as never), translate.language).not.toBe(english);
  });

  it.each([...new Set([...REFERENCE_KEYS, ...SPEC_KEYS, ...THROWN_KEYS])].filter((key) => !(key in WING_HANDLED) && !NOT_PACKAGE_CALLS.has(key)))('%s', (key) => {
    const keys = serverErrorKeys(key).filter((k) => !/\{/.test(JSON.stringify(en[k])));
    expect(keys, `${key} has no text without caller params in SERVER_ERROR_KEYS or the families`).not.toEqual([]);
    const english = serverErrorText({ key, displayMessage: 'SERVER TEXT' }, t);
    expect(english).not.toBe('SERVER TEXT');
    for (const language of CATALOG_LANGUAGES.filter((l) => l !== 'en')) {
      const translated = serverErrorText({ key, displayMessage: 'SERVER TEXT' }, createTranslator(language));
      expect(translated, `${key} in ${language}`).not.toBe(english);
      expect(translated, `${key} in ${language}`).not.toBe('SERVER TEXT');
    }
  });
});

describe('issue 12 finding 18: texts that say what happened', () => {
  it('a session that ended, the login throttle and the hourly send limit each have their own text', () => {
    expect(serverErrorKey('FAIL_SYS_SESSION_EXPIRED::Session expired, please log in again')).toBe('error.session.expired');
    expect(serverErrorKey('PL-USER-LOGIN-TOO-MANY-ATTEMPTS')).toBe('error.login.tooManyAttempts');
    expect(serverErrorKey('PL-USER-CODE-SEND-LIMIT')).toBe('error.code.sendLimit');
    const texts = new Set(['error.session.expired', 'error.login.tooManyAttempts', 'error.code.sendLimit', 'error.busy.message', 'error.network'].map((k) => en[k as keyof typeof en]));
    expect(texts.size).toBe(5);
  });
});
