import { HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setMonitor, type MonitorEvent } from '../../monitor.js';
import { ApiError } from '../errors.js';
import { createGateway, detectEntrance, type GatewayOptions } from './client.js';
import { fallbackCallbackName } from './jsonp.js';
import {
  gatewayDouble,
  memoryCookies,
  testConfig,
  type MemoryCookies,
  type Reply,
  type SeenRequest,
} from './__fixtures__/gateway-server.js';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const API = 'mtop.member.user.getUser';
const ok = (data: unknown = {}): Reply => ({ ret: ['SUCCESS::调用成功'], data });

let jar: MemoryCookies;
let monitorEvents: MonitorEvent[];
let previousMonitor: ReturnType<typeof setMonitor>;
beforeEach(() => {
  jar = memoryCookies({ _m_h5_tk: 'tok123_1700000000000' });
  monitorEvents = [];
  previousMonitor = setMonitor((event) => monitorEvents.push(event));
});
afterEach(() => {
  setMonitor(previousMonitor);
});

function setup(reply: (request: SeenRequest, index: number) => Reply | Promise<Reply>, options: GatewayOptions = {}) {
  const config = testConfig(jar);
  const double = gatewayDouble(config, jar, reply, options.tokenCookie);
  server.use(double.handler);
  let clock = 1_700_000_000_000;
  const gateway = createGateway(config, { now: () => (clock += 1), userAgent: 'Mozilla/5.0', ...options });
  return { config, gateway, seen: double.seen };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('protocol', () => {
  it('sends a correctly signed GET with every protocol parameter and the data in the query', async () => {
    const { gateway, seen, config } = setup(() => ok({ id: 7 }));
    await expect(gateway.request({ api: API, data: { a: 'ไทย', b: 1 } })).resolves.toEqual({ id: 7 });
    const [req] = seen;
    expect(req!.method).toBe('GET');
    expect(req!.path).toBe('/h5/mtop.member.user.getuser/1.0/');
    expect(req!.signOk).toBe(true);
    const p = req!.params;
    expect(p.get('jsv')).toBeTruthy();
    expect(p.get('appKey')).toBe(config.appKey);
    expect(p.get('t')).toBe('1700000000001');
    expect(p.get('api')).toBe(API);
    expect(p.get('v')).toBe('1.0');
    expect(p.get('type')).toBe('originaljson');
    expect(p.get('dataType')).toBe('json');
    expect(p.get('timeout')).toBe('20000');
    expect(p.get('isSec')).toBe('1');
    expect(req!.data).toEqual({ a: 'ไทย', b: 1 });
    expect(req!.credentials).toBe('include');
  });

  it('sends a POST with the data form-encoded in the body and not in the query', async () => {
    const { gateway, seen } = setup(() => ok());
    await gateway.request({ api: API, v: '2.0', method: 'POST', data: { x: 'a&b=c' }, secure: false, timeout: 900 });
    const [req] = seen;
    expect(req!.method).toBe('POST');
    expect(req!.path).toBe('/h5/mtop.member.user.getuser/2.0/');
    expect(req!.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(req!.params.has('data')).toBe(false);
    expect(req!.params.has('isSec')).toBe(false);
    expect(req!.params.get('timeout')).toBe('900');
    expect(req!.body).toBe(`data=${encodeURIComponent('{"x":"a&b=c"}')}`);
    expect(req!.signOk).toBe(true);
  });

  it('signs with the configured token cookie; a wrong token is refused by the gateway', async () => {
    jar.set('custom_tk', 'abc_1');
    const good = setup(() => ok('yes'), { tokenCookie: 'custom_tk' });
    await expect(good.gateway.request({ api: API })).resolves.toBe('yes');
    expect(good.seen[0]!.signOk).toBe(true);

    server.resetHandlers();
    // The gateway double checks _m_h5_tk while the client signs with custom_tk: the signature is wrong.
    const config = testConfig(jar);
    const double = gatewayDouble(config, jar, () => ok());
    server.use(double.handler);
    const bad = createGateway(config, { tokenCookie: 'custom_tk', userAgent: '' });
    const error = await rejection(bad.request({ api: API }));
    expect(double.seen[0]!.signOk).toBe(false);
    expect(error.kind).toBe('business');
    expect(error.key).toBe('FAIL_SYS_ILLEGAL_SIGN');
  });

  it('sends language, region id, entrance, user id and anti-fraud headers', async () => {
    jar.set('member_uid', '12345');
    const { gateway, seen } = setup(() => ok(), {
      userAgent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 gcash/5.70.0',
      antiFraud: { getTokens: async () => ({ ua: 'UA-token', umid: 'device-42' }) },
    });
    await gateway.request({ api: API });
    const h = seen[0]!.headers;
    expect(h.get('x-i18n-language')).toBe('en-SG');
    expect(h.get('x-i18n-regionid')).toBe('702');
    expect(h.get('x-entrance')).toBe('GCash');
    expect(h.get('x-user-id')).toBe('12345');
    expect(h.get('x-ua')).toBe('UA-token');
    expect(h.get('x-umt')).toBe('device-42');
  });

  it('leaves out the user id and anti-fraud headers when there are none, entrance web', async () => {
    const { gateway, seen } = setup(() => ok());
    await gateway.request({ api: API });
    const h = seen[0]!.headers;
    expect(h.get('x-entrance')).toBe('web');
    expect(h.has('x-user-id')).toBe(false);
    expect(h.has('x-ua')).toBe(false);
    expect(h.has('x-umt')).toBe(false);
  });

  it('proceeds without anti-fraud tokens when the provider never answers, throws, or gives unsafe values', async () => {
    const never = setup(() => ok('a'), { antiFraudWaitMs: 20, antiFraud: { getTokens: () => new Promise(() => {}) } });
    const started = Date.now();
    await expect(never.gateway.request({ api: API })).resolves.toBe('a');
    expect(Date.now() - started).toBeLessThan(500);
    expect(never.seen[0]!.headers.has('x-ua')).toBe(false);

    server.resetHandlers();
    const throwing = setup(() => ok('b'), {
      antiFraud: {
        getTokens: () => {
          throw new Error('sdk missing');
        },
      },
    });
    await expect(throwing.gateway.request({ api: API })).resolves.toBe('b');

    server.resetHandlers();
    const unsafe = setup(() => ok('c'), { antiFraud: { getTokens: async () => ({ ua: 'bad\r\nX-Evil: 1', umid: 'ok' }) } });
    await expect(unsafe.gateway.request({ api: API })).resolves.toBe('c');
    expect(unsafe.seen[0]!.headers.has('x-ua')).toBe(false);
    expect(unsafe.seen[0]!.headers.get('x-umt')).toBe('ok');
  });

  it('waits ANTI_BOT_TOKEN_WAIT_MS (2 s) for anti-fraud tokens by default, then sends without them', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { gateway, seen } = setup(() => ok('late'), { antiFraud: { getTokens: () => new Promise(() => {}) } });
      const pending = gateway.request({ api: API });
      await vi.advanceTimersByTimeAsync(1_999);
      expect(seen).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      vi.useRealTimers();
      await expect(pending).resolves.toBe('late');
      expect(seen[0]!.headers.has('x-ua')).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses an empty api with a config error, a console message and no request', async () => {
    const errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { gateway, seen } = setup(() => ok());
    for (const api of ['', '   ']) {
      const error = await rejection(gateway.request({ api }));
      expect(error.kind).toBe('config');
      expect(error.key).toBe('api can not be empty');
    }
    expect(errorSpy).toHaveBeenCalledTimes(2);
    expect(errorSpy).toHaveBeenCalledWith('api can not be empty');
    expect(seen).toHaveLength(0);
    expect(monitorEvents).toHaveLength(0);
  });
});

describe('ret outcomes', () => {
  it('token expired: stores the fresh token, re-signs and retries once', async () => {
    jar.remove('_m_h5_tk');
    const { gateway, seen } = setup((req) => {
      if (req.params.get('sign') && !jar.get('_m_h5_tk')) {
        jar.set('_m_h5_tk', 'fresh99_1800000000000'); // the browser storing Set-Cookie
        return { ret: ['FAIL_SYS_TOKEN_EMPTY::令牌为空'] };
      }
      return ok({ done: true });
    });
    await expect(gateway.request({ api: API })).resolves.toEqual({ done: true });
    expect(seen).toHaveLength(2);
    expect(seen.every((r) => r.signOk)).toBe(true);
    expect(seen[0]!.params.get('sign')).not.toBe(seen[1]!.params.get('sign'));
  });

  it.each(['FAIL_SYS_TOKEN_EXOIRED', 'FAIL_SYS_TOKEN_EXPIRED', 'FAIL_SYS_ILLEGAL_ACCESS_TOKEN'])(
    '%s twice: rejects after exactly one retry',
    async (code) => {
      const { gateway, seen } = setup(() => {
        jar.set('_m_h5_tk', `t${Math.random().toString(36).slice(2, 8)}_1`);
        return { ret: [`${code}::expired`] };
      });
      const error = await rejection(gateway.request({ api: API }));
      expect(seen).toHaveLength(2);
      expect(error.kind).toBe('business');
      expect(error.key).toBe(code);
    },
  );

  it('session expired on a needLogin call: runs login, then retries once', async () => {
    let loggedIn = false;
    const login = vi.fn(async () => {
      loggedIn = true;
      return true;
    });
    const { gateway, seen } = setup(() => (loggedIn ? ok({ id: 1 }) : { ret: ['FAIL_SYS_SESSION_EXPIRED::Session expired'] }), {
      hooks: { login },
    });
    await expect(gateway.request({ api: API, needLogin: true })).resolves.toEqual({ id: 1 });
    expect(login).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(2);
  });

  it('session expired and login refused (or failing): rejects session', async () => {
    for (const login of [async () => false, async () => Promise.reject(new Error('closed'))]) {
      server.resetHandlers();
      const { gateway, seen } = setup(() => ({ ret: ['FAIL_SYS_SID_INVALID::x'] }), { hooks: { login } });
      const error = await rejection(gateway.request({ api: API, needLogin: true }));
      expect(error.kind).toBe('session');
      expect(error.key).toBe('FAIL_SYS_SID_INVALID');
      expect(seen).toHaveLength(1);
    }
  });

  it('session still gone after a successful login: rejects session, login ran once', async () => {
    const login = vi.fn(async () => true);
    const { gateway, seen } = setup(() => ({ ret: ['FAIL_SYS_NEED_LOGIN::login'] }), { hooks: { login } });
    const error = await rejection(gateway.request({ api: API, needLogin: true }));
    expect(error.kind).toBe('session');
    expect(login).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(2);
  });

  it('session expired on a call without needLogin: rejects session without login', async () => {
    const login = vi.fn(async () => true);
    const { gateway } = setup(() => ({ ret: ['FAIL_SYS_AUTH_REJECT::no'] }), { hooks: { login } });
    const error = await rejection(gateway.request({ api: API }));
    expect(error.kind).toBe('session');
    expect(login).not.toHaveBeenCalled();
  });

  it('session option AutoLoginAndManualLogin runs login for any call', async () => {
    let loggedIn = false;
    const login = vi.fn(async () => (loggedIn = true));
    const { gateway } = setup(() => (loggedIn ? ok('in') : { ret: ['FAIL_SYS_SESSION_EXPIRED::x'] }), {
      hooks: { login },
      sessionOption: 'AutoLoginAndManualLogin',
    });
    await expect(gateway.request({ api: API })).resolves.toBe('in');
    expect(login).toHaveBeenCalledTimes(1);
  });

  it('param parse error: retries once with the other method', async () => {
    const { gateway, seen } = setup((req) =>
      req.method === 'GET' ? { ret: ['FAIL_SYS_PARAM_PARSE_ERROR::bad'] } : ok({ via: 'POST' }),
    );
    await expect(gateway.request({ api: API, data: { q: 1 } })).resolves.toEqual({ via: 'POST' });
    expect(seen.map((r) => r.method)).toEqual(['GET', 'POST']);
    expect(seen[1]!.data).toEqual({ q: 1 });
    expect(seen[1]!.signOk).toBe(true);
  });

  it('param parse error on both methods: rejects business after one switch', async () => {
    const { gateway, seen } = setup(() => ({ ret: ['FAIL_BIZ_PARAMPARSE_ERROR::bad'] }));
    const error = await rejection(gateway.request({ api: API }));
    expect(seen.map((r) => r.method)).toEqual(['GET', 'POST']);
    expect(error.kind).toBe('business');
  });

  it('param parse error on a POST: never replays its data as a GET (tokens would land in the URL)', async () => {
    const { gateway, seen } = setup(() => ({ ret: ['FAIL_SYS_PARAM_PARSE_ERROR::bad'] }));
    const error = await rejection(gateway.request({ api: API, method: 'POST', data: { token: 'secret-token' } }));
    expect(seen.map((r) => r.method)).toEqual(['POST']);
    expect(error.kind).toBe('business');
    expect(error.key).toBe('FAIL_SYS_PARAM_PARSE_ERROR');
  });

  it.each(['FAIL_SYS_TRAFFIC_LIMIT', 'FAIL_SYS_FLOWLIMIT'])('%s: shows the busy dialog, then rejects traffic', async (code) => {
    const order: string[] = [];
    const busy = vi.fn(async () => {
      await delay(5);
      order.push('busy dismissed');
    });
    const { gateway, seen } = setup(() => ({ ret: [`${code}::哎哟喂,被挤爆啦`] }), { hooks: { busy } });
    const error = await rejection(
      gateway.request({ api: API }).catch((e: unknown) => {
        order.push('rejected');
        throw e;
      }),
    );
    expect(error.kind).toBe('traffic');
    expect(error.key).toBe(code);
    expect(order).toEqual(['busy dismissed', 'rejected']);
    expect(seen).toHaveLength(1);
  });

  it('user validate: navigates to an allowed verification URL and rejects validate', async () => {
    const navigate = vi.fn();
    const url = 'https://member.shop.sg/verify?token=abc';
    const { gateway } = setup(() => ({ ret: ['FAIL_SYS_USER_VALIDATE::verify'], data: { url } }), { hooks: { navigate } });
    const error = await rejection(gateway.request({ api: API }));
    expect(error.kind).toBe('validate');
    expect(navigate).toHaveBeenCalledWith(url);
    // No refused redirect; the server key itself goes to monitoring (spec §8).
    expect(monitorEvents.map((e) => [e.source, e.message])).toEqual([['gateway', 'FAIL_SYS_USER_VALIDATE']]);
  });

  it('user validate: never navigates to a hostile URL, reports it, rejects validate', async () => {
    const navigate = vi.fn();
    for (const url of ['https://evil.example/phish', 'javascript:alert(1)', 'https://shop.sg.evil.example/']) {
      server.resetHandlers();
      const { gateway } = setup(() => ({ ret: ['FAIL_SYS_USER_VALIDATE::verify'], data: { url } }), { hooks: { navigate } });
      const error = await rejection(gateway.request({ api: API }));
      expect(error.kind).toBe('validate');
    }
    expect(navigate).not.toHaveBeenCalled();
    expect(monitorEvents.filter((e) => e.source === 'redirect').map((e) => e.message)).toEqual(['illegal URL', 'illegal URL', 'illegal URL']);
  });

  it('bot check passed: resends the original request once with a new t and sign', async () => {
    let passed = false;
    const botCheck = vi.fn(async () => (passed = true));
    const { gateway, seen } = setup(
      () => (passed ? ok('human') : { ret: ['RGV587_ERROR::SM::哎哟喂'], data: { url: 'https://acs.shop.sg/punish?x=1' } }),
      { hooks: { botCheck } },
    );
    await expect(gateway.request({ api: API, method: 'POST', data: { k: 'v' } })).resolves.toBe('human');
    expect(botCheck).toHaveBeenCalledWith('https://acs.shop.sg/punish?x=1');
    expect(seen).toHaveLength(2);
    expect(seen[1]!.method).toBe('POST');
    expect(seen[1]!.data).toEqual({ k: 'v' });
    expect(seen[1]!.params.get('t')).not.toBe(seen[0]!.params.get('t'));
    expect(seen[1]!.params.get('sign')).not.toBe(seen[0]!.params.get('sign'));
    expect(seen[1]!.signOk).toBe(true);
  });

  it('bot check refused, or flagged again after passing: rejects bot', async () => {
    const refused = setup(() => ({ ret: ['RGV587_ERROR::SM'] }), { hooks: { botCheck: async () => false } });
    expect((await rejection(refused.gateway.request({ api: API }))).kind).toBe('bot');
    expect(refused.seen).toHaveLength(1);

    server.resetHandlers();
    const botCheck = vi.fn(async () => true);
    const again = setup(() => ({ ret: ['RGV587_ERROR::SM'] }), { hooks: { botCheck } });
    expect((await rejection(again.gateway.request({ api: API }))).kind).toBe('bot');
    expect(again.seen).toHaveLength(2);
    expect(botCheck).toHaveBeenCalledTimes(1);
  });

  it('a business error carries the code, the plain-text message and the data', async () => {
    const { gateway } = setup(() => ({
      ret: ['PL_USER_RISK::<b>Risky</b> phone <a href="https://evil.example">click</a>'],
      data: { extra: 1 },
    }));
    const error = await rejection(gateway.request({ api: API }));
    expect(error.kind).toBe('business');
    expect(error.key).toBe('PL_USER_RISK');
    expect(error.displayMessage).toBe('Risky phone click');
    expect(error.ret).toBe('PL_USER_RISK::<b>Risky</b> phone <a href="https://evil.example">click</a>');
    expect(error.data).toEqual({ extra: 1 });
  });

  it('recoveries combine, each at most once: token, then session, then bot', async () => {
    jar.remove('_m_h5_tk');
    let loggedIn = false;
    let human = false;
    const { gateway, seen } = setup(
      () => {
        if (!jar.get('_m_h5_tk')) {
          jar.set('_m_h5_tk', 'new_1');
          return { ret: ['FAIL_SYS_TOKEN_EMPTY::'] };
        }
        if (!loggedIn) return { ret: ['FAIL_SYS_SESSION_EXPIRED::'] };
        if (!human) return { ret: ['RGV587_ERROR::SM'] };
        return ok('all good');
      },
      { hooks: { login: async () => (loggedIn = true), botCheck: async () => (human = true) } },
    );
    await expect(gateway.request({ api: API, needLogin: true })).resolves.toBe('all good');
    expect(seen).toHaveLength(4);
  });
});

describe('transport failures', () => {
  it('a non-2xx status rejects http with the status', async () => {
    const { gateway } = setup(() => new HttpResponse('Service Unavailable', { status: 503 }));
    const error = await rejection(gateway.request({ api: API }));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(503);
  });

  it('garbage, a body without ret, and an oversize body reject parse', async () => {
    for (const reply of [
      new HttpResponse('<html>oops</html>', { status: 200, headers: { 'content-type': 'text/html' } }),
      HttpResponse.json({ data: { id: 1 } }),
      HttpResponse.json({ ret: [], data: {} }),
      HttpResponse.json({ ret: 'SUCCESS::ok', data: {} }),
    ]) {
      server.resetHandlers();
      const { gateway } = setup(() => reply);
      expect((await rejection(gateway.request({ api: API }))).kind).toBe('parse');
    }
    server.resetHandlers();
    const big = setup(() => ok('x'.repeat(500)), { maxBodyBytes: 200 });
    expect((await rejection(big.gateway.request({ api: API }))).kind).toBe('parse');
  });

  it('network down rejects network', async () => {
    const { gateway } = setup(() => HttpResponse.error());
    const error = await rejection(gateway.request({ api: API }));
    expect(error.kind).toBe('network');
    expect(error.key).toBe('NETWORK_ERROR');
  });

  it('a slow gateway rejects timeout after the per-call timeout', async () => {
    const { gateway } = setup(async () => {
      await delay(2_000);
      return ok();
    });
    const started = Date.now();
    const error = await rejection(gateway.request({ api: API, timeout: 40 }));
    expect(error.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('a caller abort rejects aborted, before or during the request', async () => {
    const { gateway, seen } = setup(async () => {
      await delay(2_000);
      return ok();
    });
    const before = new AbortController();
    before.abort();
    expect((await rejection(gateway.request({ api: API, signal: before.signal }))).kind).toBe('aborted');
    expect(seen).toHaveLength(0);

    const during = new AbortController();
    const pending = gateway.request({ api: API, signal: during.signal, backup: true });
    setTimeout(() => during.abort(), 20);
    expect((await rejection(pending)).kind).toBe('aborted');
  });

  it('a caller abort while the login dialog is open rejects aborted', async () => {
    const controller = new AbortController();
    const { gateway } = setup(() => ({ ret: ['FAIL_SYS_SESSION_EXPIRED::'] }), {
      hooks: {
        login: () => {
          setTimeout(() => controller.abort(), 5);
          return new Promise<boolean>(() => {});
        },
      },
    });
    const error = await rejection(gateway.request({ api: API, needLogin: true, signal: controller.signal }));
    expect(error.kind).toBe('aborted');
  });
});

describe('JSONP fallback', () => {
  const fallbackData = { channels: ['SMS'] };

  it('a backup call that fails over the network resolves the fallback file’s data', async () => {
    const loaded: string[] = [];
    const load = vi.fn(async (url: string) => {
      loaded.push(url);
      const callback = (globalThis as Record<string, unknown>)[fallbackCallbackName(API)] as (p: unknown) => void;
      callback({ ret: ['SUCCESS::ok'], data: fallbackData });
    });
    const { gateway } = setup(() => HttpResponse.error(), { jsonp: { load } });
    await expect(gateway.request({ api: API, backup: true })).resolves.toEqual(fallbackData);
    expect(loaded).toEqual(['https://cdn.shop.sg/member-fallback/mtop.member.user.getUser/1.0/sg_en-SG.js']);
    expect(fallbackCallbackName(API) in globalThis).toBe(false);
  });

  it('falls back after a business error, but not after session, traffic or bot outcomes', async () => {
    const load = vi.fn(async () => {
      const callback = (globalThis as Record<string, unknown>)[fallbackCallbackName(API)] as (p: unknown) => void;
      callback({ ret: ['SUCCESS::ok'], data: 'static' });
    });
    const business = setup(() => ({ ret: ['FAIL_SYS_SERVICE_NOT_EXIST::x'] }), { jsonp: { load } });
    await expect(business.gateway.request({ api: API, backup: true })).resolves.toBe('static');

    for (const code of ['FAIL_SYS_SESSION_EXPIRED', 'FAIL_SYS_TRAFFIC_LIMIT', 'RGV587_ERROR']) {
      server.resetHandlers();
      const { gateway } = setup(() => ({ ret: [`${code}::x`] }), { jsonp: { load } });
      await rejection(gateway.request({ api: API, backup: true }));
    }
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('without backup the fallback is never tried', async () => {
    const load = vi.fn(async () => {});
    const { gateway } = setup(() => HttpResponse.error(), { jsonp: { load } });
    expect((await rejection(gateway.request({ api: API }))).kind).toBe('network');
    expect(load).not.toHaveBeenCalled();
  });

  it('a fallback that times out (or answers a failure) rejects the original error', async () => {
    const hang = setup(() => new HttpResponse('nope', { status: 500 }), {
      jsonp: { load: () => new Promise(() => {}), timeoutMs: 30 },
    });
    const error = await rejection(hang.gateway.request({ api: API, backup: true }));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(500);
    expect(fallbackCallbackName(API) in globalThis).toBe(false);

    server.resetHandlers();
    const failing = setup(() => HttpResponse.error(), {
      jsonp: {
        load: async () => {
          const callback = (globalThis as Record<string, unknown>)[fallbackCallbackName(API)] as (p: unknown) => void;
          callback({ ret: ['FAIL_SYS_EXPIRED::stale'] });
        },
      },
    });
    expect((await rejection(failing.gateway.request({ api: API, backup: true }))).kind).toBe('network');
  });
});

describe('detectEntrance', () => {
  const partners = ['GCash', 'Maya', 'DANA', 'TrueMoney'];
  it('finds a partner name as a whole word, case-insensitively, in the list’s spelling', () => {
    expect(detectEntrance('Mozilla/5.0 GCASH/5.1', partners)).toBe('GCash');
    expect(detectEntrance('Mozilla/5.0 (iPhone) truemoney_app', partners)).toBe('TrueMoney');
    expect(detectEntrance('Mozilla/5.0 (iPhone) TrueMoneyX', partners)).toBe('web');
    expect(detectEntrance('Mozilla/5.0 (iPhone) TrueMoney-App/3', partners)).toBe('TrueMoney');
    expect(detectEntrance('Mozilla/5.0 Himalaya Browser Mayan/1', partners)).toBe('web');
    expect(detectEntrance('dana', partners)).toBe('DANA');
    expect(detectEntrance('', partners)).toBe('web');
    expect(detectEntrance(undefined, partners)).toBe('web');
  });
});
