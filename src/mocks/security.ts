/**
 * msw handlers for the #security section's calls (src/api/security.ts SECURITY_PATHS), beside the member host's
 * (./handlers.ts, which answers the CSRF token): an in-memory list of the account's sessions that the log-outs
 * shrink, and a paged security timeline, in the member envelope. `scenario` picks the answers: 'expired' answers every call PL-USER-SESSION-EXPIRED
 * (the section goes to login), 'failing' refuses every log-out with a busy server.
 *
 * ```ts
 * setupServer(...createHandlers(), ...createSecurityHandlers().handlers);
 * ```
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { CSRF_FIELD } from '../api/member.js';
import { SECURITY_PATHS, type AccountSession, type ActivityEvent } from '../api/security.js';

export interface SecurityMockOptions {
  readonly hosts?: { readonly member?: string };
  /** The account's sessions (default MOCK_SESSIONS: this browser, a phone, the phone app). */
  readonly sessions?: readonly AccountSession[];
  readonly scenario?: 'ok' | 'expired' | 'failing';
  /** The timeline (default MOCK_ACTIVITY), served ACTIVITY_MOCK_PAGE rows a page. */
  readonly activity?: readonly ActivityEvent[];
}

/** Rows a page of the mocked timeline. */
export const ACTIVITY_MOCK_PAGE = 4;

const HOUR = 60 * 60_000;
const NOW = Date.UTC(2026, 10, 20, 9, 30);

/** This browser (Chrome on Windows), an Android phone (code login), and the QR phone app. */
export const MOCK_SESSIONS: readonly AccountSession[] = Object.freeze([
  { id: 'mock-here-0001', kind: 'browser', browser: 'Chrome 131', system: 'Windows 10', deviceType: 'desktop', method: 'password', startedAt: NOW - 2 * HOUR, lastActiveAt: NOW, network: '203.0.113.0/24', place: '', current: true },
  { id: 'mock-phone-001', kind: 'browser', browser: 'Chrome 131', system: 'Android 14', deviceType: 'mobile', method: 'code', startedAt: NOW - 50 * HOUR, lastActiveAt: NOW - 3 * HOUR, network: '198.51.100.0/24', place: 'Singapore', current: false },
  { id: 'mock-app-00001', kind: 'phoneApp', browser: '', system: '', deviceType: 'mobile', method: 'password', startedAt: NOW - 5 * HOUR, lastActiveAt: NOW - 5 * HOUR, network: '', place: '', current: false },
]);

const device = { browser: 'Chrome 131', system: 'Android 14', network: '198.51.100.0/24' };
/** A week of a buyer's timeline: failed attempts, a sign-in on a new device, a password change, a Google link. */
export const MOCK_ACTIVITY: readonly ActivityEvent[] = Object.freeze([
  { id: '7', kind: 'passwordChanged', at: NOW - HOUR, method: '', ...device, provider: '', count: 1 },
  { id: '6', kind: 'socialLinked', at: NOW - 3 * HOUR, method: '', ...device, provider: 'google', count: 1 },
  { id: '5', kind: 'newDevice', at: NOW - 26 * HOUR, method: 'code', ...device, provider: '', count: 1 },
  { id: '4', kind: 'signIn', at: NOW - 26 * HOUR, method: 'code', ...device, provider: '', count: 1 },
  { id: '3', kind: 'signInFailed', at: NOW - 27 * HOUR, method: 'password', ...device, provider: '', count: 3 },
  { id: '2', kind: 'stepUp', at: NOW - 80 * HOUR, method: '', browser: 'Safari 18', system: 'iOS 18', network: '203.0.113.0/24', provider: '', count: 1 },
  { id: '1', kind: 'signIn', at: NOW - 100 * HOUR, method: 'password', browser: 'Safari 18', system: 'iOS 18', network: '203.0.113.0/24', provider: '', count: 1 },
]);

const ok = (module: unknown = {}) => HttpResponse.json({ success: true, module } as never);
const refuse = (key: string, displayMessage: string, status = 200) =>
  HttpResponse.json({ success: false, errorCode: { key, displayMessage } } as never, { status });

export function createSecurityHandlers(options: SecurityMockOptions = {}): { handlers: HttpHandler[]; sessions: () => readonly AccountSession[] } {
  const member = options.hosts?.member ? options.hosts.member.replace(/\/+$/, '') : '*';
  const url = (path: string) => `${member}/${path}`;
  let sessions = [...(options.sessions ?? MOCK_SESSIONS)];
  const scenario = options.scenario ?? 'ok';
  const expired = () => refuse('PL-USER-SESSION-EXPIRED', 'Your session has expired. Please log in again.', 401);
  /** A POST: the CSRF header (the member host's handlers issue it), then the answer. */
  const post = (path: string, answer: (body: Record<string, unknown>) => Response) =>
    http.post(url(path), async ({ request }) => {
      if (!request.headers.get(CSRF_FIELD)) return refuse('CSRF_TOKEN_INVALID', 'The CSRF token is missing or invalid.', 403);
      if (scenario === 'expired') return expired();
      if (scenario === 'failing') return refuse('PL-USER-TRAFFIC-LIMIT', 'The system is busy, please try again later.');
      const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
      return answer(body);
    });
  return {
    sessions: () => sessions,
    handlers: [
      http.get(url(SECURITY_PATHS.sessions), () => (scenario === 'expired' ? expired() : ok({ sessions }))),
      http.get(url(SECURITY_PATHS.activity), ({ request }) => {
        if (scenario === 'expired') return expired();
        const all = options.activity ?? MOCK_ACTIVITY;
        const before = new URL(request.url).searchParams.get('before');
        const start = before ? all.findIndex((e) => e.id === before) + 1 : 0;
        const events = all.slice(start, start + ACTIVITY_MOCK_PAGE);
        return ok({ events, next: start + ACTIVITY_MOCK_PAGE < all.length ? events[events.length - 1]!.id : '' });
      }),
      post(SECURITY_PATHS.notMe, () => ok({ url: `${member === '*' ? '' : member}/user/not-me?token=mock-alert-token` })),
      post(SECURITY_PATHS.signOutSession, (body) => {
        const target = sessions.find((s) => s.id === body.id);
        if (!target) return refuse('PL-USER-SESSION-NOT-FOUND', 'This session has already ended.');
        if (target.current) return refuse('PL-USER-SESSION-CURRENT', 'This is the session of this browser: log out instead.');
        sessions = sessions.filter((s) => s !== target);
        return ok();
      }),
      post(SECURITY_PATHS.signOutOthers, () => {
        const ended = sessions.filter((s) => !s.current).length;
        sessions = sessions.filter((s) => s.current);
        return ok({ ended });
      }),
    ],
  };
}
