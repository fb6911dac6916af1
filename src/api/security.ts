/**
 * The #security section's services (issue 24): the account's sessions (devices) and its security timeline, on `member.call` like the rest of
 * the account area (CSRF, app-version field, CSRF retry). Paths are this package's, documented in docs/calls.md and
 * implemented by the reference server (examples/server/security-routes.ts). Every call needs a session: a stale one
 * answers PL-USER-SESSION-EXPIRED (`isSessionExpired` of ./account.ts), which the panels turn into login and back.
 */
import { parseError, isRecord } from './transport.js';
import type { MemberClient } from './member.js';

export const SECURITY_PATHS = Object.freeze({
  sessions: 'user/api/security/sessions',
  signOutSession: 'user/api/security/signOutSession',
  signOutOthers: 'user/api/security/signOutOthers',
  activity: 'user/api/security/activity',
  notMe: 'user/api/security/notMe',
});

/** The timeline's kinds (examples/server/activity.ts ActivityKind). */
export const ACTIVITY_KINDS = Object.freeze([
  'signIn',
  'signInFailed',
  'lockout',
  'newDevice',
  'stepUp',
  'passwordChanged',
  'passwordReset',
  'emailChanged',
  'phoneChanged',
  'socialLinked',
  'socialUnlinked',
  'passkeyAdded',
  'passkeyRemoved',
  'phoneReleased',
  'sessionEnded',
  'otherSessionsEnded',
  'lockedDown',
  'restored',
  'deletionRequested',
  'dataExported',
] as const);
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** One row of the security timeline. */
export interface ActivityEvent {
  readonly id: string;
  readonly kind: ActivityKind;
  /** ms since the epoch. */
  readonly at: number;
  /** The sign-in or step-up method, '' when none. */
  readonly method: SignInMethod | '';
  readonly browser: string;
  readonly system: string;
  readonly network: string;
  /** 'google' | 'facebook' for social links, '' otherwise. */
  readonly provider: string;
  /** Folded failed attempts or lockouts (1 otherwise). */
  readonly count: number;
}

export interface ActivityPage {
  readonly events: readonly ActivityEvent[];
  /** The cursor of the next (older) page, '' at the end. */
  readonly next: string;
}

/** How a session signed in (the server's login type, grouped as the buyer knows it). */
export const SIGN_IN_METHODS = Object.freeze(['password', 'code', 'qr', 'google', 'facebook', 'passkey', 'reset', 'signup', 'restore', 'other'] as const);
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

export type DeviceType = 'mobile' | 'tablet' | 'desktop';

/** One signed-in session of the account. */
export interface AccountSession {
  /** Opaque: the id "Sign out" names. */
  readonly id: string;
  /** A browser session, or the phone app's session that confirms QR sign-ins. */
  readonly kind: 'browser' | 'phoneApp';
  /** 'Chrome 131' ('' when the server could not name it). */
  readonly browser: string;
  /** 'Android 14' ('' when unknown). */
  readonly system: string;
  readonly deviceType: DeviceType;
  readonly method: SignInMethod;
  /** ms since the epoch. */
  readonly startedAt: number;
  readonly lastActiveAt: number;
  /** The client address's network, masked ('203.0.113.0/24'); '' when unknown. */
  readonly network: string;
  /** A coarse place, when the integrator's server knows one ('' otherwise: the reference server has no geo data). */
  readonly place: string;
  /** The session of this browser. */
  readonly current: boolean;
}

export interface SecurityServices {
  /** The account's live sessions, this browser's first. */
  sessions(): Promise<readonly AccountSession[]>;
  /** Ends one session of the account (not this browser's: that is logout). */
  signOutSession(id: string): Promise<void>;
  /** Ends every session but this browser's; how many ended. */
  signOutOthers(): Promise<{ ended: number }>;
  /** A page of the 90-day security timeline, newest first; `before` is the previous page's `next`. */
  activity(before?: string): Promise<ActivityPage>;
  /** "This wasn't me": the address of the lockdown's confirmation page (the page goes there). */
  notMe(): Promise<{ url: string }>;
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** A listed session, or undefined when the entry is unreadable (it is left out, not guessed). */
export function parseSession(value: unknown): AccountSession | undefined {
  if (!isRecord(value) || typeof value.id !== 'string' || !value.id) return undefined;
  const method = SIGN_IN_METHODS.find((m) => m === value.method) ?? 'other';
  const type = value.deviceType === 'mobile' || value.deviceType === 'tablet' ? value.deviceType : 'desktop';
  return {
    id: value.id,
    kind: value.kind === 'phoneApp' ? 'phoneApp' : 'browser',
    browser: str(value.browser),
    system: str(value.system),
    deviceType: type,
    method,
    startedAt: num(value.startedAt),
    lastActiveAt: num(value.lastActiveAt) || num(value.startedAt),
    network: str(value.network),
    place: str(value.place),
    current: value.current === true,
  };
}

/** A timeline row, or undefined when unreadable (left out, not guessed). */
export function parseActivity(value: unknown): ActivityEvent | undefined {
  if (!isRecord(value) || typeof value.id !== 'string' || !value.id) return undefined;
  const kind = ACTIVITY_KINDS.find((k) => k === value.kind);
  if (!kind) return undefined;
  return {
    id: value.id,
    kind,
    at: num(value.at),
    method: SIGN_IN_METHODS.find((m) => m === value.method) ?? '',
    browser: str(value.browser),
    system: str(value.system),
    network: str(value.network),
    provider: str(value.provider),
    count: Math.max(1, num(value.count)),
  };
}

export function createSecurityServices(member: MemberClient): SecurityServices {
  return {
    async sessions() {
      const module = await member.call('GET', SECURITY_PATHS.sessions);
      if (!isRecord(module) || !Array.isArray(module.sessions)) throw parseError();
      const list = module.sessions.map(parseSession).filter((s): s is AccountSession => s !== undefined);
      return [...list.filter((s) => s.current), ...list.filter((s) => !s.current)];
    },
    async signOutSession(id) {
      await member.call('POST', SECURITY_PATHS.signOutSession, { id });
    },
    async signOutOthers() {
      const module = await member.call('POST', SECURITY_PATHS.signOutOthers, {});
      return { ended: isRecord(module) ? num(module.ended) : 0 };
    },
    async activity(before) {
      const module = await member.call('GET', SECURITY_PATHS.activity, before ? { before } : {});
      if (!isRecord(module) || !Array.isArray(module.events)) throw parseError();
      return { events: module.events.map(parseActivity).filter((e): e is ActivityEvent => e !== undefined), next: str(module.next) };
    },
    async notMe() {
      const module = await member.call('POST', SECURITY_PATHS.notMe, {});
      const url = isRecord(module) ? str(module.url) : '';
      if (!url) throw parseError();
      return { url };
    },
  };
}
