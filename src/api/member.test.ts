import { readFileSync } from 'node:fs';
import { JSEncrypt } from 'jsencrypt';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MEMBER_CALL_TIMEOUT_MS } from '../config/constants.js';
import { createConfig, type CookieStore, type MemberConfigOptions } from '../config/index.js';
import { ApiError, CLIENT_ERROR_KEYS } from './errors.js';
import {
  createMemberClient,
  CSRF_INVALID_KEY,
  DEFAULT_APP_VERSION,
  MEMBER_PATHS,
  UNKNOWN_ERROR_KEY,
  type MemberClient,
  type MemberClientOptions,
} from './member.js';

const MEMBER = 'https://member.shop.sg.test';
const PRIVATE_KEY = readFileSync(new URL('../../examples/server/keys/dev-rsa-private.pem', import.meta.url), 'utf8');

const noCookies: CookieStore = { get: () => undefined, set: () => undefined, remove: () => undefined };

function config(overrides: MemberConfigOptions = {}) {
  return createConfig({ site: 'SG', env: 'test', hosts: { member: MEMBER }, cookies: noCookies, ...overrides });
}

interface Seen {
  method: string;
  path: string;
  headers: Headers;
  credentials: RequestCredentials;
  text: string;
  body: Record<string, unknown> | undefined;
}

let seen: Seen[] = [];
let csrfIssued = 0;

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen = [];
  csrfIssued = 0;
});
afterAll(() => server.close());

async function record(request: Request): Promise<Seen> {
  const text = await request.text();
  let body: Record<string, unknown> | undefined;
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
  } catch {
    body = undefined;
  }
  const entry: Seen = {
    method: request.method,
    path: new URL(request.url).pathname.slice(1),
    headers: request.headers,
    credentials: request.credentials,
    text,
    body,
  };
  seen.push(entry);
  return entry;
}

const ok = (module: unknown = {}) => HttpResponse.json({ success: true, module });
const fail = (key: string, displayMessage?: string, init?: { status: number }) =>
  HttpResponse.json({ success: false, errorCode: { key, displayMessage } }, init);

/** Issues tok-1, tok-2, ... one per GET. */
const csrfHandler = http.get(`${MEMBER}/${MEMBER_PATHS.csrfToken}`, async ({ request }) => {
  await record(request);
  csrfIssued += 1;
  return ok({ token: `tok-${csrfIssued}` });
});

/** Answers every POST on the member host with `respond` (default: success with an empty module). */
function postHandler(respond: (entry: Seen) => Response | Promise<Response> = () => ok()) {
  return http.post(`${MEMBER}/*`, async ({ request }) => respond(await record(request)));
}

function client(options: MemberClientOptions = {}, overrides: MemberConfigOptions = {}): MemberClient {
  return createMemberClient(config(overrides), options);
}

const posts = () => seen.filter((s) => s.method === 'POST');
const gets = () => seen.filter((s) => s.method === 'GET');

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const result = await promise.then(
    () => new Error('expected a rejection'),
    (e: unknown) => e,
  );
  expect(result).toBeInstanceOf(ApiError);
  return result as ApiError;
}

function decrypt(cipher: unknown): string | false {
  const decryptor = new JSEncrypt();
  decryptor.setPrivateKey(PRIVATE_KEY);
  return decryptor.decrypt(String(cipher));
}

const validatePhone = (c: MemberClient, signal?: AbortSignal) => c.validatePhone({ phone: '91234567' }, { signal });

describe('member client: CSRF token', () => {
  it('is fetched once, shared by concurrent first calls, and sent as header and body field on every POST', async () => {
    server.use(csrfHandler, postHandler(() => ok({ isValid: true })));
    const c = client();
    await Promise.all([validatePhone(c), validatePhone(c), validatePhone(c)]);
    await validatePhone(c);
    expect(gets()).toHaveLength(1);
    expect(posts()).toHaveLength(4);
    for (const post of posts()) {
      expect(post.headers.get('X-CSRF-TOKEN')).toBe('tok-1');
      expect(post.body?.['X-CSRF-TOKEN']).toBe('tok-1');
    }
    await expect(c.csrfToken()).resolves.toBe('tok-1');
    expect(gets()).toHaveLength(1);
  });

  it('GET user/api/getCsrfToken carries cookies, the XMLHttpRequest marker and asks for JSON', async () => {
    server.use(csrfHandler);
    await expect(client().csrfToken()).resolves.toBe('tok-1');
    const [get] = gets();
    expect(get?.path).toBe('user/api/getCsrfToken');
    expect(get?.credentials).toBe('include');
    expect(get?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(get?.headers.get('Accept')).toBe('application/json');
    expect(get?.text).toBe('');
  });

  it('a failed token fetch is not kept: the next call fetches again', async () => {
    let attempt = 0;
    server.use(
      http.get(`${MEMBER}/${MEMBER_PATHS.csrfToken}`, async ({ request }) => {
        await record(request);
        attempt += 1;
        return attempt === 1 ? new HttpResponse(null, { status: 503 }) : ok({ token: 'fresh' });
      }),
      postHandler(() => ok({ isValid: false })),
    );
    const c = client();
    expect(await failure(validatePhone(c))).toMatchObject({ kind: 'http', status: 503 });
    expect(posts()).toHaveLength(0);
    await expect(validatePhone(c)).resolves.toEqual({ isValid: false });
    expect(gets()).toHaveLength(2);
    expect(posts()[0]?.headers.get('X-CSRF-TOKEN')).toBe('fresh');
  });

  it.each([
    ['a 2xx success:false', () => fail(CSRF_INVALID_KEY)],
    ['a 403', () => fail(CSRF_INVALID_KEY, 'Invalid token', { status: 403 })],
  ])('on %s with key CSRF_TOKEN_INVALID, refreshes the token and retries once', async (_label, invalid) => {
    server.use(
      csrfHandler,
      postHandler((entry) => (entry.body?.['X-CSRF-TOKEN'] === 'tok-1' ? invalid() : ok({ isValid: true }))),
    );
    const c = client();
    await expect(validatePhone(c)).resolves.toEqual({ isValid: true });
    expect(gets()).toHaveLength(2);
    expect(posts().map((p) => p.headers.get('X-CSRF-TOKEN'))).toEqual(['tok-1', 'tok-2']);
    expect(posts().map((p) => p.body?.['X-CSRF-TOKEN'])).toEqual(['tok-1', 'tok-2']);
    // The refreshed token is kept for later calls.
    await validatePhone(c);
    expect(gets()).toHaveLength(2);
  });

  it('concurrent calls rejected for the same stale token share one refresh', async () => {
    server.use(
      csrfHandler,
      postHandler(async (entry) => {
        if (entry.body?.['X-CSRF-TOKEN'] !== 'tok-1') return ok({ isValid: true });
        await delay(10);
        return fail(CSRF_INVALID_KEY);
      }),
    );
    const c = client();
    await expect(Promise.all([validatePhone(c), validatePhone(c), validatePhone(c)])).resolves.toHaveLength(3);
    expect(gets()).toHaveLength(2);
    expect(posts().filter((p) => p.body?.['X-CSRF-TOKEN'] === 'tok-2')).toHaveLength(3);
  });

  it('retries only once: a second CSRF_TOKEN_INVALID is the caller’s error', async () => {
    server.use(csrfHandler, postHandler(() => fail(CSRF_INVALID_KEY, 'Session token expired')));
    const error = await failure(validatePhone(client()));
    expect(error).toMatchObject({ kind: 'business', key: CSRF_INVALID_KEY, displayMessage: 'Session token expired' });
    expect(posts()).toHaveLength(2);
    expect(gets()).toHaveLength(2);
  });

  it('other business errors are not retried', async () => {
    server.use(csrfHandler, postHandler(() => fail('PL_USER_LOGIN_FAILED')));
    await failure(validatePhone(client()));
    expect(posts()).toHaveLength(1);
  });

  it('getCsrfToken() fetches a fresh token that later calls use', async () => {
    server.use(csrfHandler, postHandler(() => ok({ isValid: true })));
    const c = client();
    await expect(c.csrfToken()).resolves.toBe('tok-1');
    await expect(c.getCsrfToken()).resolves.toBe('tok-2');
    await validatePhone(c);
    expect(posts()[0]?.headers.get('X-CSRF-TOKEN')).toBe('tok-2');
  });

  it('a token that is not a header-safe string is a parse error', async () => {
    server.use(http.get(`${MEMBER}/${MEMBER_PATHS.csrfToken}`, () => ok({ token: 12345 })));
    expect(await failure(client().csrfToken())).toMatchObject({ kind: 'parse', key: CLIENT_ERROR_KEYS.parse });
  });

  it('one caller aborting while the shared token request is in flight does not fail the others', async () => {
    server.use(
      http.get(`${MEMBER}/${MEMBER_PATHS.csrfToken}`, async () => {
        await delay(40);
        return ok({ token: 'shared' });
      }),
      postHandler(() => ok({ isValid: true })),
    );
    const c = client();
    const controller = new AbortController();
    const aborted = validatePhone(c, controller.signal);
    const other = validatePhone(c);
    controller.abort();
    expect(await failure(aborted)).toMatchObject({ kind: 'aborted', key: CLIENT_ERROR_KEYS.aborted });
    await expect(other).resolves.toEqual({ isValid: true });
    expect(posts()).toHaveLength(1);
  });
});

describe('member client: every call', () => {
  it('POSTs JSON with cookies, X-Requested-With, Accept and the default app version', async () => {
    server.use(csrfHandler, postHandler(() => ok({ isValid: true })));
    await validatePhone(client());
    const [post] = posts();
    expect(post?.credentials).toBe('include');
    expect(post?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(post?.headers.get('Content-Type')).toBe('application/json');
    expect(post?.headers.get('Accept')).toBe('application/json');
    expect(post?.body?.appVersion).toBe(DEFAULT_APP_VERSION);
  });

  it('sends the app version given in the options', async () => {
    server.use(csrfHandler, postHandler(() => ok({ isValid: true })));
    await validatePhone(client({ appVersion: '3.2.1' }));
    expect(posts()[0]?.body?.appVersion).toBe('3.2.1');
  });

  it('uses the member host of the configuration (a trailing slash is tolerated)', async () => {
    server.use(csrfHandler, postHandler(() => ok({ isValid: true })));
    await validatePhone(client({}, { hosts: { member: `${MEMBER}/` } }));
    expect(seen.map((s) => s.path)).toEqual(['user/api/getCsrfToken', 'user/api/validatePhone']);
  });

  const common = { appVersion: DEFAULT_APP_VERSION, 'X-CSRF-TOKEN': 'tok-1' };
  const cases: Array<{
    name: string;
    call: (c: MemberClient) => Promise<unknown>;
    module: unknown;
    path: string;
    body: Record<string, unknown>;
    headers?: Record<string, string>;
    result: unknown;
  }> = [
    {
      name: 'loginByOAuthCode',
      call: (c) =>
        c.loginByOAuthCode({
          oauthType: 'GOOGLE',
          oauthCode: 'g-code',
          bizScene: 'login_popup',
          trustToken: 'trust-1',
          redirectUri: 'https://www.shop.sg.test/',
          operateType: 'LOGIN',
        }),
      module: { sessionId: 's-1' },
      path: 'user/api/loginByOAuthCode',
      body: {
        oauthType: 'GOOGLE',
        oauthCode: 'g-code',
        bizScene: 'login_popup',
        trustToken: 'trust-1',
        redirectUri: 'https://www.shop.sg.test/',
        operateType: 'LOGIN',
      },
      headers: { operateType: 'LOGIN', oauthType: 'GOOGLE' },
      result: { sessionId: 's-1' },
    },
    {
      name: 'loginByOAuthCode without trustToken (REGISTER)',
      call: (c) =>
        c.loginByOAuthCode({
          oauthType: 'FACEBOOK',
          oauthCode: 'fb-code',
          bizScene: 'login_popup',
          redirectUri: 'https://www.shop.sg.test/',
          operateType: 'REGISTER',
        }),
      module: {},
      path: 'user/api/loginByOAuthCode',
      body: {
        oauthType: 'FACEBOOK',
        oauthCode: 'fb-code',
        bizScene: 'login_popup',
        redirectUri: 'https://www.shop.sg.test/',
        operateType: 'REGISTER',
      },
      headers: { operateType: 'REGISTER', oauthType: 'FACEBOOK' },
      result: {},
    },
    {
      name: 'validatePhone',
      call: (c) => c.validatePhone({ phone: '91234567' }),
      module: { isValid: true },
      path: 'user/api/validatePhone',
      body: { type: 'ADDRESS', phone: '91234567', phonePrefixCode: '65' },
      result: { isValid: true },
    },
    {
      name: 'verifyPhoneCode',
      call: (c) =>
        c.verifyPhoneCode({
          type: 'RESET_PASSWORD',
          token: 'flow-token',
          code: '123456',
          phone: '91234567',
          phonePrefixCode: '65',
          deliveryType: 'SMS',
        }),
      module: {
        token: 'verified',
        tokenType: 'RESET_PASSWORD',
        verifyUrl: 'https://member.shop.sg.test/verify',
        loginResponseDTO: { sessionId: 's-2', loginType: 'PHONE_OTP' },
      },
      path: 'user/api/verifyPhoneCode',
      body: {
        type: 'RESET_PASSWORD',
        token: 'flow-token',
        code: '123456',
        phone: '91234567',
        phonePrefixCode: '65',
        deliveryType: 'SMS',
      },
      headers: { operateType: 'RESET_PASSWORD' },
      result: {
        token: 'verified',
        tokenType: 'RESET_PASSWORD',
        verifyUrl: 'https://member.shop.sg.test/verify',
        loginResponseDTO: { sessionId: 's-2', loginType: 'PHONE_OTP' },
      },
    },
    {
      name: 'loginByQrCode',
      call: (c) => c.loginByQrCode({ token: 'id-token' }),
      module: { sessionId: 's-3', loginSuccess: true },
      path: 'user/api/loginByQrCode',
      body: { token: 'id-token', tokenType: 'OAUTH_ID_TOKEN', bizScene: 'qrcode' },
      result: { sessionId: 's-3', loginSuccess: true },
    },
    {
      name: 'sendCode',
      call: (c) =>
        c.sendCode({
          type: 'OTP_LOGIN',
          phone: '91234567',
          deliveryType: 'WHATSAPP',
          resend: false,
          checkRisk: true,
          pageSource: 'popup',
          innerPageSource: 'code_login',
          bizScene: 'login',
        }),
      module: { codeLength: 6 },
      path: 'user/api/sendVerificationCode',
      body: {
        type: 'OTP_LOGIN',
        phone: '91234567',
        phonePrefixCode: '65',
        deliveryType: 'WHATSAPP',
        resend: false,
        checkRisk: true,
        pageSource: 'popup',
        innerPageSource: 'code_login',
        bizScene: 'login',
      },
      result: { codeLength: 6 },
    },
    {
      name: 'loginByCode',
      call: (c) =>
        c.loginByCode({
          type: 'OTP_REGISTER',
          phone: '91234567',
          code: '654321',
          deliveryType: 'SMS',
          pageSource: 'popup',
          bizScene: 'login',
          platform: 'pc',
        }),
      module: { loginResponseDTO: { sessionId: 's-4', loginNextStepAction: 'COMPLETE_PROFILE' } },
      path: 'user/api/loginByVerificationCode',
      body: {
        type: 'OTP_REGISTER',
        loginType: 'sms',
        phone: '91234567',
        code: '654321',
        deliveryType: 'SMS',
        // Defaults to the configured site's phone code.
        phonePrefixCode: '65',
        pageSource: 'popup',
        bizScene: 'login',
        platform: 'pc',
      },
      result: { sessionId: 's-4', loginNextStepAction: 'COMPLETE_PROFILE' },
    },
  ];

  it.each(cases)('$name: POST $path with exactly its fields', async ({ call, module, path, body, headers, result }) => {
    server.use(csrfHandler, postHandler(() => ok(module)));
    await expect(call(client())).resolves.toEqual(result);
    expect(posts()).toHaveLength(1);
    const [post] = posts();
    expect(post?.path).toBe(path);
    expect(post?.body).toEqual({ ...body, ...common });
    for (const [name, value] of Object.entries(headers ?? {})) expect(post?.headers.get(name)).toBe(value);
  });

  it('every path is one of the frozen MEMBER_PATHS', () => {
    expect(Object.isFrozen(MEMBER_PATHS)).toBe(true);
    for (const { path } of cases) expect(Object.values(MEMBER_PATHS)).toContain(path);
  });
});

describe('member client: passwords', () => {
  const PASSWORD = 'Kumquat#Velvet-4417!';

  it('login sends loginName and the RSA ciphertext as encryptPassword; the private key decrypts it', async () => {
    server.use(
      csrfHandler,
      postHandler(() =>
        ok({
          sessionId: 'sess',
          loginNextStepAction: 'JUMP_TO_URL',
          loginNextStepActionData: { url: 'https://www.shop.sg.test/next' },
        }),
      ),
    );
    const result = await client().login({ loginName: 'buyer@example.com', password: PASSWORD });
    expect(result).toEqual({
      sessionId: 'sess',
      loginNextStepAction: 'JUMP_TO_URL',
      loginNextStepActionData: { url: 'https://www.shop.sg.test/next' },
    });
    const [post] = posts();
    expect(post?.path).toBe('user/api/login');
    expect(Object.keys(post?.body ?? {}).sort()).toEqual(
      ['X-CSRF-TOKEN', 'appVersion', 'encryptPassword', 'loginName'].sort(),
    );
    expect(post?.body?.loginName).toBe('buyer@example.com');
    expect(decrypt(post?.body?.encryptPassword)).toBe(PASSWORD);
    expect(post?.text).not.toContain(PASSWORD);
    expect(post?.text).not.toContain('Kumquat');
  });

  it('resetPassword sends the RSA ciphertext as encryptPassword with the token, never a clear password', async () => {
    server.use(csrfHandler, postHandler(() => ok({ user: { id: 42, name: 'Ana', hasPassword: true } })));
    const result = await client().resetPassword({ password: PASSWORD, token: 'reset-token' });
    expect(result).toEqual({ user: { id: 42, name: 'Ana', hasPassword: true } });
    const [post] = posts();
    expect(post?.path).toBe('user/api/resetPassword');
    expect(Object.keys(post?.body ?? {}).sort()).toEqual(['X-CSRF-TOKEN', 'appVersion', 'encryptPassword', 'token']);
    expect(post?.body?.token).toBe('reset-token');
    expect(decrypt(post?.body?.encryptPassword)).toBe(PASSWORD);
    expect(post?.text).not.toContain(PASSWORD);
  });

  it('resetPassword with an empty module resolves to {}', async () => {
    server.use(csrfHandler, postHandler(() => HttpResponse.json({ success: true })));
    await expect(client().resetPassword({ password: PASSWORD, token: 't' })).resolves.toEqual({});
  });

  it('a CSRF retry resends the same ciphertext without re-encrypting', async () => {
    server.use(
      csrfHandler,
      postHandler((entry) => (entry.body?.['X-CSRF-TOKEN'] === 'tok-1' ? fail(CSRF_INVALID_KEY) : ok({}))),
    );
    await client().login({ loginName: 'buyer@example.com', password: PASSWORD });
    const [first, second] = posts();
    expect(second?.body?.encryptPassword).toBe(first?.body?.encryptPassword);
  });

  it.each([
    ['login', (c: MemberClient) => c.login({ loginName: 'buyer@example.com', password: PASSWORD })],
    ['resetPassword', (c: MemberClient) => c.resetPassword({ password: PASSWORD, token: 't' })],
  ])('%s with a bad RSA key rejects ApiError(config, RSA_ENCRYPT_FAILED) and sends nothing', async (_name, call) => {
    server.use(csrfHandler, postHandler());
    const error = await failure(call(client({}, { rsaPublicKey: 'MIIBIjANBgkqhkiG9w0B-broken' })));
    expect(error).toMatchObject({ kind: 'config', key: CLIENT_ERROR_KEYS.rsa });
    expect(seen).toHaveLength(0);
  });
});

describe('member client: login response normalisation', () => {
  it('keeps every well-typed field of spec §3.3', async () => {
    const module = {
      sessionId: 'sid',
      sessionExpiredTime: 1_900_000_000_000,
      cookieList: [{ name: 'sid', value: 'x' }],
      loginType: 'EMAIL',
      loginBehavior: 'PHONE_REGISTER',
      loginNextStepAction: 'DELETION_COOL_CONFIRM',
      loginNextStepActionData: {
        url: 'https://member.shop.sg.test/restore',
        jumpUrl: 'https://www.shop.sg.test/',
        token: 'nt',
        tokenType: 'ACCOUNT_SECOND_VERIFICATION',
        deletionCancelToken: 'dct',
      },
      toRegisterToken: 'reg',
      needCompletePassword: false,
      isEmailOptional: true,
      hasPhone: true,
      hasEmail: false,
      loginSuccess: true,
      userId: '1001',
      redirectUrl: 'https://www.shop.sg.test/account',
    };
    server.use(csrfHandler, postHandler(() => ok(module)));
    await expect(client().loginByQrCode({ token: 't' })).resolves.toEqual(module);
  });

  it('drops fields of the wrong type and tolerates missing ones', async () => {
    server.use(
      csrfHandler,
      postHandler(() =>
        ok({
          sessionId: 12345,
          loginType: { evil: true },
          loginNextStepAction: ['JUMP_TO_URL'],
          loginNextStepActionData: { url: 42, token: 'kept', deletionCancelToken: null },
          toRegisterToken: false,
          hasPhone: 'true',
          hasEmail: 1,
          userId: { id: 1 },
          redirectUrl: 7,
          cookieList: 'sid=1',
          sessionExpiredTime: Number.NaN,
          unknownField: 'ignored',
        }),
      ),
    );
    await expect(client().loginByQrCode({ token: 't' })).resolves.toEqual({
      loginNextStepActionData: { token: 'kept' },
    });
  });

  it('a numeric userId is kept (User ids are string | number)', async () => {
    server.use(csrfHandler, postHandler(() => ok({ userId: 1001 })));
    await expect(client().loginByQrCode({ token: 't' })).resolves.toEqual({ userId: 1001 });
  });

  it('a login that answers success without a module object is a parse error', async () => {
    server.use(csrfHandler, postHandler(() => HttpResponse.json({ success: true, module: 'ok' })));
    expect(await failure(client().loginByQrCode({ token: 't' }))).toMatchObject({ kind: 'parse' });
  });

  it('validatePhone without a boolean isValid is a parse error', async () => {
    server.use(csrfHandler, postHandler(() => ok({ isValid: 'yes' })));
    expect(await failure(validatePhone(client()))).toMatchObject({ kind: 'parse', key: CLIENT_ERROR_KEYS.parse });
  });

  it.each([[undefined], ['6'], [0], [99], [5.5]])('sendCode with codeLength %j falls back to 6', async (codeLength) => {
    server.use(csrfHandler, postHandler(() => ok({ codeLength })));
    const result = await client().sendCode({
      type: 'OTP_LOGIN',
      phone: '91234567',
      deliveryType: 'SMS',
      resend: true,
      checkRisk: false,
    });
    expect(result).toEqual({ codeLength: 6 });
  });
});

describe('member client: failures', () => {
  const kind = async (respond: () => Response | Promise<Response>, options: MemberClientOptions = {}) => {
    server.use(csrfHandler, postHandler(respond));
    return failure(validatePhone(client(options)));
  };

  it('2xx success:false → business with errorCode.key and the display message', async () => {
    const error = await kind(() => fail('PL_USER_PHONE_INVALID', 'Please enter a valid phone number.'));
    expect(error).toMatchObject({
      kind: 'business',
      key: 'PL_USER_PHONE_INVALID',
      displayMessage: 'Please enter a valid phone number.',
      status: 200,
    });
  });

  it('business errors keep the module as data', async () => {
    const error = await kind(() =>
      HttpResponse.json({ success: false, errorCode: { key: 'PL-USER-RISK' }, module: { isRiskPhone: true } }),
    );
    expect(error).toMatchObject({ kind: 'business', key: 'PL-USER-RISK', data: { isRiskPhone: true } });
    expect(error.displayMessage).toBeUndefined();
  });

  it('2xx success:false without errorCode → business UNKNOWN_ERROR', async () => {
    expect(await kind(() => HttpResponse.json({ success: false }))).toMatchObject({
      kind: 'business',
      key: UNKNOWN_ERROR_KEY,
    });
  });

  it.each([400, 403, 500, 503])('%i with an errorCode body → business with that key and status', async (status) => {
    const error = await kind(() => fail('PL_SYSTEM_BUSY', 'Busy, try again', { status }));
    expect(error).toMatchObject({ kind: 'business', key: 'PL_SYSTEM_BUSY', displayMessage: 'Busy, try again', status });
  });

  it('500 without a body → http', async () => {
    expect(await kind(() => new HttpResponse(null, { status: 500 }))).toMatchObject({
      kind: 'http',
      key: CLIENT_ERROR_KEYS.http,
      status: 500,
    });
  });

  it('502 with an HTML page → http', async () => {
    expect(await kind(() => HttpResponse.html('<html><body>Bad gateway</body></html>', { status: 502 }))).toMatchObject(
      { kind: 'http', status: 502 },
    );
  });

  it('404 with JSON but no errorCode.key → http', async () => {
    expect(await kind(() => HttpResponse.json({ message: 'not found' }, { status: 404 }))).toMatchObject({
      kind: 'http',
      status: 404,
    });
  });

  it('200 with an HTML body (e.g. a login page after a redirect) → parse', async () => {
    expect(await kind(() => HttpResponse.html('<!doctype html><title>Login</title>'))).toMatchObject({
      kind: 'parse',
      key: CLIENT_ERROR_KEYS.parse,
      status: 200,
    });
  });

  it('200 with garbage JSON → parse', async () => {
    expect(
      await kind(() => new HttpResponse('{"success": tru', { headers: { 'Content-Type': 'application/json' } })),
    ).toMatchObject({ kind: 'parse' });
  });

  it.each([
    ['an array', []],
    ['no success flag', { module: { isValid: true } }],
    ['success as a string', { success: 'true', module: { isValid: true } }],
    ['null', null],
  ])('200 with JSON of the wrong shape (%s) → parse', async (_label, body) => {
    expect(await kind(() => HttpResponse.json(body))).toMatchObject({ kind: 'parse' });
  });

  it('an empty 200 body → parse', async () => {
    expect(await kind(() => new HttpResponse(null, { status: 200 }))).toMatchObject({ kind: 'parse' });
  });

  it('a body over the limit → parse (streamed, no content-length)', async () => {
    const big = JSON.stringify({ success: true, module: { isValid: true, pad: 'x'.repeat(200) } });
    const stream = () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          const bytes = new TextEncoder().encode(big);
          for (let i = 0; i < bytes.length; i += 50) controller.enqueue(bytes.slice(i, i + 50));
          controller.close();
        },
      });
    expect(await kind(() => new HttpResponse(stream()), { maxBodyBytes: 128 })).toMatchObject({ kind: 'parse' });
  });

  it('a body over the limit → parse (declared content-length)', async () => {
    const body = JSON.stringify({ success: true, module: { isValid: true, pad: 'x'.repeat(200) } });
    const error = await kind(
      () => new HttpResponse(body, { headers: { 'Content-Length': String(body.length) } }),
      { maxBodyBytes: 128 },
    );
    expect(error).toMatchObject({ kind: 'parse' });
  });

  it('a body exactly at the limit is accepted', async () => {
    // Larger than the CSRF answer, which passes the same limit.
    const body = JSON.stringify({ success: true, module: { isValid: true, pad: 'x'.repeat(60) } });
    server.use(csrfHandler, postHandler(() => new HttpResponse(body)));
    await expect(validatePhone(client({ maxBodyBytes: body.length }))).resolves.toEqual({ isValid: true });
  });

  it('the default limit is HTTP_MAX_BODY_BYTES (10 MB): one byte more is refused', async () => {
    const head = '{"success":true,"module":{"isValid":true,"pad":"';
    const tail = '"}}';
    const body = head + 'x'.repeat(10 * 1024 * 1024 + 1 - head.length - tail.length) + tail;
    expect(await kind(() => new HttpResponse(body))).toMatchObject({ kind: 'parse' });
  });

  it('network down → network', async () => {
    expect(await kind(() => HttpResponse.error())).toMatchObject({ kind: 'network', key: CLIENT_ERROR_KEYS.network });
  });

  it('network down while fetching the CSRF token → network', async () => {
    server.use(http.get(`${MEMBER}/${MEMBER_PATHS.csrfToken}`, () => HttpResponse.error()));
    expect(await failure(client().csrfToken())).toMatchObject({ kind: 'network' });
  });

  it('the optional timeout elapses → timeout', async () => {
    const started = Date.now();
    const error = await kind(
      async () => {
        await delay(300);
        return ok({ isValid: true });
      },
      { timeoutMs: 20 },
    );
    expect(error).toMatchObject({ kind: 'timeout', key: CLIENT_ERROR_KEYS.timeout });
    expect(Date.now() - started).toBeLessThan(250);
  });

  it('a timeout also applies to a fetch that ignores its signal', async () => {
    const hanging: typeof fetch = () => new Promise<Response>(() => undefined);
    const error = await failure(createMemberClient(config(), { fetch: hanging, timeoutMs: 10 }).csrfToken());
    expect(error).toMatchObject({ kind: 'timeout' });
  });

  it('a default deadline (MEMBER_CALL_TIMEOUT_MS) ends a hung call; timeoutMs: 0 opts out, a slow answer within it resolves', async () => {
    expect(MEMBER_CALL_TIMEOUT_MS).toBeGreaterThan(0);
    vi.useFakeTimers();
    try {
      const hanging: typeof fetch = () => new Promise<Response>(() => undefined);
      const pending = failure(createMemberClient(config(), { fetch: hanging }).csrfToken());
      await vi.advanceTimersByTimeAsync(MEMBER_CALL_TIMEOUT_MS);
      expect(await pending).toMatchObject({ kind: 'timeout', key: CLIENT_ERROR_KEYS.timeout });

      let settled = false;
      void createMemberClient(config(), { fetch: hanging, timeoutMs: 0 })
        .csrfToken()
        .finally(() => (settled = true));
      await vi.advanceTimersByTimeAsync(MEMBER_CALL_TIMEOUT_MS * 3);
      expect(settled).toBe(false);
    } finally {
      vi.useRealTimers();
    }
    server.use(
      csrfHandler,
      postHandler(async () => {
        await delay(60);
        return ok({ isValid: true });
      }),
    );
    await expect(validatePhone(client())).resolves.toEqual({ isValid: true });
  });

  it('the caller aborts while the POST is in flight → aborted', async () => {
    server.use(
      csrfHandler,
      postHandler(async () => {
        await delay(300);
        return ok({ isValid: true });
      }),
    );
    const controller = new AbortController();
    const pending = validatePhone(client(), controller.signal);
    setTimeout(() => controller.abort(), 20);
    expect(await failure(pending)).toMatchObject({ kind: 'aborted', key: CLIENT_ERROR_KEYS.aborted });
  });

  it('an already-aborted signal → aborted, and nothing is sent', async () => {
    server.use(csrfHandler, postHandler());
    const controller = new AbortController();
    controller.abort();
    expect(await failure(validatePhone(client(), controller.signal))).toMatchObject({ kind: 'aborted' });
    expect(await failure(client().login({ loginName: 'a@b.co', password: 'x' }, { signal: controller.signal }))).toMatchObject(
      { kind: 'aborted' },
    );
    expect(seen).toHaveLength(0);
  });

  it('HTML in displayMessage is stripped to plain text', async () => {
    const error = await kind(() =>
      fail('PL_USER_LOGIN_FAILED', '<b>Wrong</b> password.<script>alert(1)</script><br/>Try <a href="/x">again</a>'),
    );
    expect(error.displayMessage).toBe('Wrong password. alert(1) Try again');
    expect(error.message).not.toContain('<');
  });

  it('a displayMessage that is not a string is dropped', async () => {
    const error = await kind(() =>
      HttpResponse.json({ success: false, errorCode: { key: 'PL_X', displayMessage: { html: '<b>x</b>' } } }),
    );
    expect(error).toMatchObject({ kind: 'business', key: 'PL_X' });
    expect(error.displayMessage).toBeUndefined();
  });
});

describe('member client: slider check and logout', () => {
  it('fetches a slider challenge with a GET and refuses an answer without a challenge id', async () => {
    server.use(
      http.get(`${MEMBER}/${MEMBER_PATHS.sliderChallenge}`, async ({ request }) => {
        await record(request);
        return ok({ challengeId: 'ch-1' });
      }),
    );
    await expect(client().sliderChallenge()).resolves.toEqual({ challengeId: 'ch-1', waitMs: 0 });

    // The server's time floor is kept, bounded to 10 s; nonsense reads as none.
    for (const [waitMs, expected] of [[1000, 1000], [86_400_000, 10_000], [-5, 0], ['soon', 0]] as const) {
      server.use(http.get(`${MEMBER}/${MEMBER_PATHS.sliderChallenge}`, () => ok({ challengeId: 'ch-2', waitMs })));
      await expect(client().sliderChallenge()).resolves.toEqual({ challengeId: 'ch-2', waitMs: expected });
    }
    expect(gets().map((g) => g.path)).toEqual([MEMBER_PATHS.sliderChallenge]);

    server.use(http.get(`${MEMBER}/${MEMBER_PATHS.sliderChallenge}`, () => ok({})));
    expect((await failure(client().sliderChallenge())).kind).toBe('parse');
  });

  it('posts the drag trace with the CSRF token and resolves the proof token', async () => {
    server.use(csrfHandler, postHandler(() => ok({ token: 'proof-1' })));
    const result = await client().verifySlider({
      challengeId: 'ch-1',
      trace: { distance: 1, durationMs: 850, samples: [0, 0.31234, 0.7, 1] },
    });
    expect(result).toEqual({ token: 'proof-1' });
    const [post] = posts();
    expect(post!.path).toBe(MEMBER_PATHS.sliderVerify);
    expect(post!.body).toMatchObject({ challengeId: 'ch-1', distance: 1, durationMs: 850, samples: '0,0.312,0.7,1' });
    expect(post!.headers.get('X-CSRF-TOKEN')).toBe('tok-1');
  });

  it('reports a refused drag as a business error the slider shows as "not verified"', async () => {
    server.use(csrfHandler, postHandler(() => fail('PL-USER-SLIDER-FAILED', 'verification failed')));
    const error = await failure(
      client().verifySlider({ challengeId: 'ch-1', trace: { distance: 0.4, durationMs: 20, samples: [0, 0.4] } }),
    );
    expect(error.kind).toBe('business');
    expect(error.key).toBe('PL-USER-SLIDER-FAILED');
  });

  it('sends the slider proof along with a sign-up code', async () => {
    server.use(csrfHandler, postHandler(() => ok({ codeLength: 6 })));
    await client().sendCode({
      type: 'OTP_REGISTER',
      phone: '91234567',
      deliveryType: 'SMS',
      resend: false,
      checkRisk: true,
      sliderToken: 'proof-1',
    });
    expect(posts()[0]!.body).toMatchObject({ type: 'OTP_REGISTER', sliderToken: 'proof-1' });
  });

  it('logs out with a POST', async () => {
    server.use(csrfHandler, postHandler());
    await client().logout();
    expect(posts().map((p) => p.path)).toEqual([MEMBER_PATHS.logout]);
  });
});

describe('member client: bot check (RGV587)', () => {
  it('opens the verification dialog and resends the original request once it is passed', async () => {
    let calls = 0;
    server.use(
      csrfHandler,
      postHandler(() => {
        calls += 1;
        return calls === 1 ? fail('RGV587_ERROR::SM', 'flagged') : ok({ isValid: true });
      }),
    );
    const asked: (string | undefined)[] = [];
    const c = client({ botCheck: async (url) => (asked.push(url), true) });
    await expect(validatePhone(c)).resolves.toEqual({ isValid: true });
    expect(asked).toHaveLength(1);
    expect(posts()).toHaveLength(2);
  });

  it('fails with kind bot when the dialog is refused or missing, without resending', async () => {
    server.use(csrfHandler, postHandler(() => fail('RGV587_ERROR::SM', 'flagged')));
    expect((await failure(validatePhone(client({ botCheck: async () => false })))).kind).toBe('bot');
    expect((await failure(validatePhone(client()))).kind).toBe('bot');
    expect(posts()).toHaveLength(2);
  });
});

describe('member client: wing calls (call, encryptPassword)', () => {
  it('posts nested JSON with the CSRF token and app version, and resolves the module as sent', async () => {
    server.use(csrfHandler, postHandler(() => ok({ id: 'a-1', isDefaultShipping: true })));
    const module = await client().call('POST', 'user/api/address/save', { address: { city: 'Bedok', lines: ['1', '2'] } });
    expect(module).toEqual({ id: 'a-1', isDefaultShipping: true });
    const [post] = posts();
    expect(post!.path).toBe('user/api/address/save');
    expect(post!.body).toMatchObject({ address: { city: 'Bedok', lines: ['1', '2'] }, appVersion: DEFAULT_APP_VERSION, 'X-CSRF-TOKEN': 'tok-1' });
    expect(post!.headers.get('X-CSRF-TOKEN')).toBe('tok-1');
  });

  it('sends GET fields as the query string, without a CSRF round trip', async () => {
    let url = '';
    server.use(
      http.get(`${MEMBER}/user/api/address/locations`, async ({ request }) => {
        url = request.url;
        await record(request);
        return ok({ items: [] });
      }),
    );
    await expect(client().call('GET', 'user/api/address/locations', { site: 'ID', parentId: 'ID-JK', skip: undefined })).resolves.toEqual({ items: [] });
    expect(new URL(url).search).toBe('?site=ID&parentId=ID-JK');
    expect(gets()).toHaveLength(1);
  });

  it('refuses a path outside user/api/ or with traversal, a query or a scheme, sending nothing', async () => {
    server.use(csrfHandler, postHandler());
    for (const path of ['../admin', 'user/api/../../x', 'user/api/a?b=1', 'https://evil.example/user/api/x', 'user/api/', 'other/api/x']) {
      expect((await failure(client().call('POST', path))).kind).toBe('config');
    }
    expect(seen).toHaveLength(0);
  });

  it('keeps the CSRF retry and the business error shape of every call', async () => {
    let attempt = 0;
    server.use(
      csrfHandler,
      postHandler(() => (++attempt === 1 ? fail(CSRF_INVALID_KEY) : fail('PL-USER-ADDRESS-INVALID', 'Bad address'))),
    );
    const error = await failure(client().call('POST', 'user/api/address/save', {}));
    expect(error.kind).toBe('business');
    expect(error.key).toBe('PL-USER-ADDRESS-INVALID');
    expect(posts()[1]!.headers.get('X-CSRF-TOKEN')).toBe('tok-2');
  });

  it('encrypts a password with the configured key', async () => {
    const cipher = await client().encryptPassword('Kite&Lantern77');
    expect(cipher).not.toContain('Kite');
    expect(decrypt(cipher)).toBe('Kite&Lantern77');
  });
});
