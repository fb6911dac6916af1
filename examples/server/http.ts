/**
 * Plain node:http helpers shared by every route module: the per-request context (cookies in and out, client
 * address, https detection, the server's clock), size-capped body reading, and JSON/HTML answers.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { RequestError } from './errors.js';

export interface CookieOptions {
  /** Seconds; 0 deletes the cookie. Absent: a browser-session cookie. */
  maxAge?: number;
  httpOnly?: boolean;
  sameSite?: 'Lax' | 'Strict' | 'None';
  path?: string;
}

export interface RequestContext {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly method: string;
  readonly url: URL;
  /** The client's address (with trusted proxies: the X-Forwarded-For entry the nearest trusted proxy wrote). */
  readonly ip: string;
  /** True when the connection came over TLS, or (trusted proxy only) X-Forwarded-Proto says https. */
  readonly secure: boolean;
  /** True when the peer is this machine (127.0.0.0/8 or ::1). */
  readonly loopback: boolean;
  /** The server clock's time for this request (ms since the epoch). */
  readonly now: number;
  readonly cookies: ReadonlyMap<string, string>;
  /** Queues a Set-Cookie header: host-only, Path=/ and SameSite=Lax unless told, Secure on https. */
  setCookie(name: string, value: string, options?: CookieOptions): void;
  clearCookie(name: string, options?: Omit<CookieOptions, 'maxAge'>): void;
}

export function parseCookies(header: string | undefined): Map<string, string> {
  const jar = new Map<string, string>();
  if (!header) return jar;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    let value = part.slice(at + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      /* a value that is not percent-encoded is taken as it is */
    }
    if (name && !jar.has(name)) jar.set(name, value);
  }
  return jar;
}

const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

export function serializeCookie(name: string, value: string, options: CookieOptions & { secure?: boolean } = {}): string {
  if (!COOKIE_NAME.test(name)) throw new Error(`bad cookie name ${name}`);
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAge))}`);
  if (options.maxAge === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (options.httpOnly) parts.push('HttpOnly');
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return plain === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

export interface ContextOptions {
  now: number;
  /** Reverse proxies in front of the server (0: none, X-Forwarded-* ignored). */
  trustProxyHops: number;
}

/** HSTS on every https answer: one year, subdomains included. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The entry `hops` from the right of a comma-separated forwarding header (all its occurrences joined): what the
 * nearest trusted proxy recorded. Entries further left were written by the client and are never trusted.
 */
export function trustedHop(req: IncomingMessage, name: string, hops: number): string | undefined {
  if (hops <= 0) return undefined;
  const raw = req.headers[name.toLowerCase()];
  const joined = Array.isArray(raw) ? raw.join(',') : raw;
  if (!joined) return undefined;
  const entries = joined.split(',').map((entry) => entry.trim()).filter(Boolean);
  if (entries.length === 0) return undefined;
  return entries[Math.max(0, entries.length - hops)];
}

export function createRequestContext(req: IncomingMessage, res: ServerResponse, options: ContextOptions): RequestContext {
  const socketAddress = req.socket.remoteAddress ?? '';
  const forwardedFor = trustedHop(req, 'x-forwarded-for', options.trustProxyHops);
  const forwardedProto = trustedHop(req, 'x-forwarded-proto', options.trustProxyHops);
  const encrypted = (req.socket as { encrypted?: boolean }).encrypted === true;
  const secure = encrypted || forwardedProto?.toLowerCase() === 'https';
  if (secure) res.setHeader('Strict-Transport-Security', HSTS);
  const host = headerValue(req, 'host') ?? 'localhost';
  let url: URL;
  try {
    url = new URL(req.url ?? '/', `${secure ? 'https' : 'http'}://${host}`);
  } catch {
    url = new URL('http://localhost/');
  }
  const outgoing: string[] = [];
  const setCookie = (name: string, value: string, cookieOptions: CookieOptions = {}) => {
    outgoing.push(serializeCookie(name, value, { ...cookieOptions, secure }));
    res.setHeader('Set-Cookie', outgoing);
  };
  return {
    req,
    res,
    method: (req.method ?? 'GET').toUpperCase(),
    url,
    ip: forwardedFor || socketAddress,
    secure,
    loopback: isLoopbackAddress(socketAddress) && (!forwardedFor || isLoopbackAddress(forwardedFor)),
    now: options.now,
    cookies: parseCookies(req.headers.cookie),
    setCookie,
    clearCookie: (name, cookieOptions = {}) => setCookie(name, '', { ...cookieOptions, maxAge: 0 }),
  };
}

/** One header's value (the first, when repeated). */
export function headerValue(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** How many bytes of an oversized body are read and thrown away so the 413 reaches the client; past this the socket closes. */
const DRAIN_LIMIT_BYTES = 4 * 1024 * 1024;

/**
 * Reads the request body, at most `limit` bytes. A larger body (declared or actual) rejects RequestError 413;
 * the rest of it is drained (up to a few MB) so the answer reaches a client that is still sending.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const tooLarge = () =>
      new RequestError(413, 'PL-PARAM-TOO-LARGE', `The request body is larger than ${limit} bytes.`);
    const declared = Number(headerValue(req, 'content-length'));
    let received = 0;
    let refused = false;
    const chunks: Buffer[] = [];
    const refuse = () => {
      refused = true;
      chunks.length = 0;
      reject(tooLarge());
    };
    if (Number.isFinite(declared) && declared > limit) refuse();
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (refused) {
        if (received > DRAIN_LIMIT_BYTES) req.socket.destroy();
        return;
      }
      if (received > limit) {
        refuse();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!refused) resolve(Buffer.concat(chunks));
    });
    req.on('error', (error) => {
      if (!refused) reject(error);
    });
  });
}

const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
});

export function sendJson(rc: RequestContext, status: number, body: unknown): void {
  const payload = JSON.stringify(body);
  const { res } = rc;
  if (res.headersSent) return;
  res.statusCode = status;
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(payload));
  res.end(payload);
}

export function sendText(
  rc: RequestContext,
  status: number,
  body: string,
  contentType = 'text/html; charset=utf-8',
  extraHeaders: Record<string, string> = {},
): void {
  const { res } = rc;
  if (res.headersSent) return;
  res.statusCode = status;
  for (const [name, value] of Object.entries({ ...SECURITY_HEADERS, ...extraHeaders })) res.setHeader(name, value);
  res.setHeader('Content-Type', contentType);
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
