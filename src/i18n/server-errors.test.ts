import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_LANGUAGES, loadCatalog } from './catalogs/index.js';
import { ApiError } from '../api/errors.js';
import { createTranslator } from './translate.js';
import { SERVER_ERROR_KEYS, serverErrorKey, serverErrorText, type ServerErrorLike } from './server-errors.js';
import en from './catalogs/en.js';

beforeAll(() => Promise.all(CATALOG_LANGUAGES.map(loadCatalog)));

const t = createTranslator('en');
const garbage = (value: unknown) => value as ServerErrorLike;

describe('serverErrorText', () => {
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

  it('maps every table entry to a key that exists in en.ts', () => {
    for (const key of Object.values(SERVER_ERROR_KEYS)) expect(Object.keys(en)).toContain(key);
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

  it('interpolates {provider} only from the caller params', () => {
    const suspended = { key: 'PL-USER-SOCIAL-LOGIN-SUSPENDED', displayMessage: 'Login suspended.' };
    expect(serverErrorText(suspended, t, 'error.network', { provider: 'Google' })).toBe(
      'We detected a security risk, so login with Google is suspended for this account. Please use another login method.',
    );
    expect(serverErrorText(suspended, t)).toBe('Login suspended.');
    expect(serverErrorText({ key: 'PL-USER-SOCIAL-LOGIN-SUSPENDED' }, t, 'error.tryAgain')).toBe(
      'Error occurred, please try again',
    );
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
    expect(serverErrorKey('PL-USER-RISK')).toBeUndefined();
    expect(serverErrorKey('::FAIL_SYS')).toBeUndefined();
    expect(serverErrorKey('__proto__')).toBeUndefined();
  });
});
