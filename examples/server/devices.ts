/**
 * The browser a session belongs to (issue 24): a long-lived device cookie, the client address's network, and the
 * browser and system named from the user agent.
 *
 * - `member_did`: a random id (HttpOnly, SameSite=Lax, 400 days, the longest a browser keeps a cookie), set when a
 *   session starts in a browser without one. Only its SHA-256 is stored (sessions.device_hash), like the session
 *   id, so a database copy cannot be replayed as a known device. It outlives sign-outs: it is how "This device" and
 *   a never-used device are told apart.
 * - The network: IPv4 /24 (`203.0.113.0/24`), IPv6 /48 (`2001:db8:1::/48`); the full address is never stored.
 * - The user agent is stored as sent (bounded) and named on the way out with ua-parser-js 1.x (MIT): browser and
 *   system, never the raw string.
 */
import { createHash } from 'node:crypto';
import UAParser from 'ua-parser-js';
import type { RequestContext } from './http.js';
import { headerValue } from './http.js';
import { randomToken } from './tokens.js';

export const DEVICE_COOKIE = 'member_did';
/** 400 days: the longest lifetime a browser grants a cookie. */
export const DEVICE_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;
/** The most of a user agent kept. */
export const USER_AGENT_MAX = 512;

/** The stored form of a device cookie's value. */
export const hashDevice = (value: string): string => createHash('sha256').update(`device|${value}`).digest('base64url');
const hash = hashDevice;
const COOKIE_SHAPE = /^[A-Za-z0-9_-]{32,64}$/;

/** The stored hash of this browser's device cookie ('' without one). */
export function deviceHash(rc: RequestContext): string {
  const cookie = rc.cookies.get(DEVICE_COOKIE);
  return cookie && COOKIE_SHAPE.test(cookie) ? hash(cookie) : '';
}

/** This browser's device hash, setting the device cookie first when it has none. */
export function ensureDevice(rc: RequestContext): string {
  const known = deviceHash(rc);
  if (known) return known;
  const cookie = randomToken();
  rc.setCookie(DEVICE_COOKIE, cookie, { httpOnly: true, maxAge: DEVICE_COOKIE_MAX_AGE_S });
  return hash(cookie);
}

/** The client address's network: IPv4 /24, IPv6 /48; '' when the address is not one. */
export function maskNetwork(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  if (!ip.includes(':')) return '';
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  if (groups.length !== 8 || groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return '';
  return `${groups.slice(0, 3).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/48`;
}

/** The request's user agent, bounded. */
export function userAgentOf(rc: RequestContext): string {
  return (headerValue(rc.req, 'user-agent') ?? '').slice(0, USER_AGENT_MAX);
}

export interface DeviceName {
  /** 'Chrome 131', or '' when unknown. */
  readonly browser: string;
  /** 'Android 14', 'Windows 10', or '' when unknown. */
  readonly system: string;
  /** 'mobile' | 'tablet' | 'desktop' (ua-parser leaves desktops unnamed). */
  readonly type: 'mobile' | 'tablet' | 'desktop';
}

/** Browser, system and device type of a user agent (ua-parser-js); never the raw string. */
export function nameDevice(userAgent: string): DeviceName {
  const parsed = new UAParser(userAgent).getResult();
  const major = (version: string | undefined) => (version ? version.split('.')[0] : '');
  const join = (name: string | undefined, version: string | undefined) => [name ?? '', major(version) ?? ''].filter(Boolean).join(' ');
  const kind = parsed.device.type;
  return {
    browser: join(parsed.browser.name, parsed.browser.version),
    system: [parsed.os.name ?? '', parsed.os.version ?? ''].filter(Boolean).join(' '),
    type: kind === 'mobile' ? 'mobile' : kind === 'tablet' ? 'tablet' : 'desktop',
  };
}
