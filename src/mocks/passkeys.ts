/**
 * msw handlers for the passkey calls (issue 25; api/passkey-calls.ts), for stories and tests of the passkeys panel,
 * the offer and "Sign in with a passkey": an in-memory list of the signed-in buyer's passkeys and a scenario per
 * outcome. The ceremonies themselves are the browser's (stub `PasskeyServices.create` / `signIn`, or run Chromium
 * with a virtual authenticator); these handlers accept any credential the client sends.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { PASSKEY_FAILED_KEY, PASSKEY_NOT_FOUND_KEY, PASSKEY_PATHS, type Passkey } from '../api/passkey-calls.js';

export interface PasskeyMockOptions {
  /** The member origin (default any: '*'). */
  member?: string;
  /** The account's passkeys at the start. */
  passkeys?: readonly Passkey[];
  /** 'failed': every ceremony is refused; 'network': every call fails; 'session': every call answers a stale session. */
  scenario?: 'ok' | 'failed' | 'network' | 'session';
  delayMs?: number;
}

export const MOCK_PASSKEYS: readonly Passkey[] = Object.freeze([
  { id: 'mock-passkey-1', name: 'Chrome · Android', createdAt: Date.UTC(2026, 0, 10), lastUsedAt: Date.UTC(2026, 1, 2) },
  { id: 'mock-passkey-2', name: 'Safari · iOS', createdAt: Date.UTC(2026, 1, 20), lastUsedAt: null },
]);

const ok = (module: unknown = {}) => HttpResponse.json({ success: true, module } as never);
const refuse = (key: string, displayMessage: string, status = 200) => HttpResponse.json({ success: false, errorCode: { key, displayMessage } } as never, { status });

export function createPasskeyHandlers(options: PasskeyMockOptions = {}): HttpHandler[] {
  const member = (options.member ?? '*').replace(/\/+$/, '');
  const scenario = options.scenario ?? 'ok';
  let passkeys: Passkey[] = [...(options.passkeys ?? [])];
  let made = 0;
  const route = (path: string, answer: (body: Record<string, unknown>) => Response) =>
    http.post(`${member}/${path}`, async ({ request }) => {
      if (options.delayMs) await delay(options.delayMs);
      if (scenario === 'network') return HttpResponse.error();
      if (scenario === 'session') return refuse('PL-USER-SESSION-EXPIRED', 'Your session has expired.', 401);
      return answer((await request.json().catch(() => ({}))) as Record<string, unknown>);
    });
  const ceremony = (answer: () => Response) => (scenario === 'failed' ? refuse(PASSKEY_FAILED_KEY, 'The passkey could not be checked.') : answer());
  const options_ = { challenge: 'bW9jay1jaGFsbGVuZ2UtbW9jay1jaGFsbGVuZ2U', rpId: 'localhost', timeout: 300000, userVerification: 'required' };
  return [
    route(PASSKEY_PATHS.loginOptions, () => ok({ options: options_ })),
    route(PASSKEY_PATHS.login, () => ceremony(() => ok({ loginSuccess: true, loginType: 'PASSKEY', userId: '1' }))),
    route(PASSKEY_PATHS.registerOptions, () => ok({ options: { ...options_, rp: { id: 'localhost', name: 'localhost' }, user: { id: 'dXNlcg', name: 'buyer', displayName: '' }, pubKeyCredParams: [{ type: 'public-key', alg: -7 }] } })),
    route(PASSKEY_PATHS.register, () =>
      ceremony(() => {
        const passkey: Passkey = { id: `mock-new-${++made}`, name: 'Chrome · Linux', createdAt: Date.now(), lastUsedAt: null };
        passkeys = [...passkeys, passkey];
        return ok({ passkey });
      }),
    ),
    route(PASSKEY_PATHS.list, () => ok({ passkeys })),
    route(PASSKEY_PATHS.rename, (body) => {
      const found = passkeys.find((p) => p.id === body.id);
      if (!found) return refuse(PASSKEY_NOT_FOUND_KEY, 'This passkey no longer exists.');
      const renamed = { ...found, name: String(body.name ?? '').trim() };
      passkeys = passkeys.map((p) => (p.id === found.id ? renamed : p));
      return ok({ passkey: renamed });
    }),
    route(PASSKEY_PATHS.remove, (body) => {
      if (!passkeys.some((p) => p.id === body.id)) return refuse(PASSKEY_NOT_FOUND_KEY, 'This passkey no longer exists.');
      passkeys = passkeys.filter((p) => p.id !== body.id);
      return ok();
    }),
  ];
}
