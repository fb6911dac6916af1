/**
 * `createServer(options)`: the reference member server as a value. It opens (creating, migrating and seeding)
 * the database in `dataDir`, builds the stores, registers the route modules on one router, and serves them with
 * plain node:http. Tests start it on 127.0.0.1 port 0 with a controllable clock; main.ts starts it for people.
 *
 * Extension: pass `modules` (functions of the app context, router and gateway registry) to add routes — the
 * experiment service, the JSONP fallback files, the phone simulator and the fake identity provider register
 * themselves this way. Module routes are registered after the core ones; `/` falls back to a start page only
 * when no module registered it.
 */
import { readFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBotCheck, createSliderStore, type BotCheck } from './bot-check.js';
import { SLIDER_MIN_ELAPSED_MS } from '../../src/config/constants.js';
import { createCodeStore, DEFAULT_CODE_SETTINGS, type CodeSettings } from './codes.js';
import type { AppContext, Logger } from './context.js';
import { getMeta, openDatabase, type DB } from './db.js';
import { registerDevRoutes } from './dev-routes.js';
import { createGatewayRegistry, type GatewayRegistry } from './gateway.js';
import { registerGatewayRoutes } from './gateway-routes.js';
import { createRequestContext, sendJson } from './http.js';
import { createRateLimiter, DEFAULT_LIMITS, type LimitSettings } from './limits.js';
import { registerMemberRoutes } from './member-routes.js';
import { createOAuthStore, type OAuthProfile, type OAuthProvider } from './oauth.js';
import { createOutbox, type OutboundMessage } from './outbox.js';
import { createPasswordDecryptor, createPasswordHasher, DEFAULT_SCRYPT, DEV_PRIVATE_KEY_PATH, type ScryptParams } from './passwords.js';
import { createQrStore, DEFAULT_QR_SETTINGS, type QrSettings, type QrStore } from './qr.js';
import { createRouter, type Router } from './router.js';
import { seedDatabase } from './seed.js';
import { registerCredentialAlertRoutes } from './credential-alerts.js';
import { createCsrf, createSessionStore, DEFAULT_SESSION_TTL_MS } from './sessions.js';
import { registerIndexPage, registerStaticRoutes } from './static-routes.js';
import { createTokenStore } from './tokens.js';
import { createUserStore, DEFAULT_LIFECYCLE, type LifecycleSettings } from './users.js';

/** Request bodies above this are refused with 413 (far below the client's HTTP_MAX_BODY_BYTES). */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

/** The committed development key: the default in dev mode only. */
export const DEFAULT_PRIVATE_KEY_PATH = DEV_PRIVATE_KEY_PATH;

export type RouteModule = (app: { ctx: AppContext; router: Router; gateway: GatewayRegistry }) => void;

export interface ServerOptions {
  /** Folder of the database (created when missing). */
  dataDir: string;
  /** Dev mode: the outbox and the /__dev endpoints (loopback only). Default false. */
  dev?: boolean;
  /** The server clock (ms since the epoch). Default Date.now. */
  clock?: () => number;
  /**
   * Seed the demo accounts (password SEED_PASSWORD, published) on first start. Default: `dev`. Dev mode only:
   * `seed: true` without dev mode is refused, and so is a server outside dev mode on a database that holds the
   * seed (issue 23 finding 3: no default accounts in production mode).
   */
  seed?: boolean;
  /** scrypt parameters for new hashes. Default N=2^14, r=8, p=1. */
  scrypt?: ScryptParams;
  /**
   * PEM of the RSA private key the passwords are encrypted for. Required outside dev mode; in dev mode the
   * committed development key (examples/server/keys/dev-rsa-private.pem) is the default.
   */
  rsaPrivateKeyPem?: string;
  /** The HMAC key file (default <dataDir>/secret.key, created 0600). Never inside the database. */
  secretFile?: string;
  limits?: Partial<LimitSettings>;
  codes?: Partial<CodeSettings>;
  qr?: Partial<QrSettings>;
  lifecycle?: Partial<LifecycleSettings>;
  sessionTtlMs?: number;
  gatewayTokenTtlMs?: number;
  /** App keys the gateway accepts. Default: both of DEFAULT_APP_KEYS in dev mode, the production key otherwise. */
  appKeys?: readonly string[];
  /** Freshness window of a gateway request's `t` (default 5 minutes; Infinity: none). */
  signWindowMs?: number;
  maxBodyBytes?: number;
  /** The bot check starts switched on. Default false. */
  botCheck?: boolean;
  /** The slider's time floor, in ms of the server's clock after the challenge (bot-check.ts). Default SLIDER_MIN_ELAPSED_MS. */
  sliderMinElapsedMs?: number;
  /** Sign-up code sends need a passed slider (sliderToken). Default true. */
  requireSliderForSignUp?: boolean;
  /**
   * How many reverse proxies stand in front of the server (default 0; `true` means 1). The client address is
   * then the X-Forwarded-For entry that many hops from the right (what the nearest trusted proxy saw), never the
   * client-written leftmost one; X-Forwarded-Proto at the same hop decides https (Secure cookies, HSTS).
   */
  trustProxy?: number | boolean;
  /** The origin the server tells clients about (links, QR URLs). Default the address it listens on. */
  publicOrigin?: string;
  /** Receives every outgoing SMS / WhatsApp / voice / e-mail message (in any mode). */
  deliver?: (message: OutboundMessage) => void;
  /** More route modules (registered after the core ones). */
  modules?: readonly RouteModule[];
  /** Default: console, without ever printing a code or a password. */
  log?: Logger;
}

export interface MemberServer {
  /** Listens (default 127.0.0.1) and resolves the URL, e.g. http://127.0.0.1:53121. */
  listen(port?: number, host?: string): Promise<string>;
  /** Stops accepting, ends open connections, closes the database. */
  close(): Promise<void>;
  /** The listening URL ('' before listen). */
  readonly url: string;
  readonly db: DB;
  readonly ctx: AppContext;
  readonly botCheck: BotCheck;
  /** The phone side of QR login: scanQr(requestId, userId), confirmQr, rejectQr, open(). */
  readonly qr: QrStore;
  /** What the identity provider's consent does: a single-use authorization code for loginByOAuthCode. */
  issueOAuthCode(provider: OAuthProvider, profile: OAuthProfile): string;
}

const consoleLogger: Logger = {
  info: (message) => console.log(message),
  error: (message) => console.error(message),
};

/**
 * Every log line is one line (issue 12 finding 16): CR, LF and the other control characters that values from a
 * request (a refused redirect, a path, an error message) may carry are written as escapes, so nobody can forge a
 * log line or a terminal escape sequence.
 */
export function escapeLogLine(message: string): string {
  return message.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function oneLineLogger(log: Logger): Logger {
  return {
    info: (message) => log.info(escapeLogLine(String(message))),
    error: (message) => log.error(escapeLogLine(String(message))),
  };
}

/**
 * The seed's accounts have a published password (SEED_PASSWORD, on the start page and in the README): they are
 * default accounts, so they exist in dev mode only. There is deliberately no switch to seed a production-mode
 * server, and no warning to scroll past: a server outside dev mode refuses to seed, and refuses to open a database
 * that a dev-mode start seeded (its accounts would still answer to the published password).
 */
function refuseSeedOutsideDevMode(db: DB, dev: boolean, seed: boolean | undefined): void {
  if (dev) return;
  if (seed === true) throw new Error('Refusing to seed the demo accounts outside dev mode: their password is published. Seeding is a dev-mode feature (MEMBER_DEV=1).');
  if (getMeta(db, 'seed_version') !== undefined) {
    throw new Error(
      'Refusing to start outside dev mode on a database that holds the demo accounts (their password is published): ' +
        'use a fresh DATA_DIR for production, or MEMBER_DEV=1 on loopback for the demo.',
    );
  }
}

/** Opens the database, seeds it, and builds the server (not yet listening). */
export async function createServer(options: ServerOptions): Promise<MemberServer> {
  const clock = options.clock ?? Date.now;
  const log = oneLineLogger(options.log ?? consoleLogger);
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const dev = options.dev ?? false;
  const rsaPem = options.rsaPrivateKeyPem ?? (dev ? readFileSync(DEFAULT_PRIVATE_KEY_PATH, 'utf8') : undefined);
  if (!rsaPem) {
    throw new Error(
      'A server outside dev mode needs its own RSA private key (rsaPrivateKeyPem; main.ts: MEMBER_RSA_PRIVATE_KEY_FILE). ' +
        'The committed development key is for dev mode and tests only.',
    );
  }
  const trustProxyHops = options.trustProxy === true ? 1 : options.trustProxy === false ? 0 : (options.trustProxy ?? 0);
  const { db, secret } = openDatabase(options.dataDir, undefined, { secretFile: options.secretFile });
  let listeningUrl = '';
  const origin = () => (options.publicOrigin ?? listeningUrl).replace(/\/+$/, '');

  try {
    const hasher = createPasswordHasher(options.scrypt ?? DEFAULT_SCRYPT);
    refuseSeedOutsideDevMode(db, dev, options.seed);
    if (options.seed ?? dev) await seedDatabase(db, hasher, clock());

    const limits: LimitSettings = { ...DEFAULT_LIMITS, ...options.limits };
    const lifecycle: LifecycleSettings = { ...DEFAULT_LIFECYCLE, ...options.lifecycle };
    const limiter = createRateLimiter(db);
    const users = createUserStore(db, lifecycle);
    const tokens = createTokenStore(db);
    const botCheck = createBotCheck(secret, origin, options.botCheck ?? false);
    const ctx: AppContext = {
      db,
      secret,
      now: clock,
      origin,
      dev,
      log,
      users,
      sessions: createSessionStore(db, options.sessionTtlMs ?? DEFAULT_SESSION_TTL_MS),
      csrf: createCsrf(secret),
      tokens,
      codes: createCodeStore(db, secret, limiter, limits, { ...DEFAULT_CODE_SETTINGS, ...options.codes }),
      limiter,
      limits,
      lifecycle,
      outbox: createOutbox(db, { enabled: dev, hook: options.deliver }),
      hasher,
      rsa: createPasswordDecryptor(rsaPem),
      qr: createQrStore(db, { tokens, users, now: clock, origin }, { ...DEFAULT_QR_SETTINGS, ...options.qr }),
      oauth: createOAuthStore(db, clock),
      botCheck,
      slider: createSliderStore(db, { minElapsedMs: options.sliderMinElapsedMs ?? SLIDER_MIN_ELAPSED_MS }),
      requireSliderForSignUp: options.requireSliderForSignUp ?? true,
      faults: { checkSmsChannel: false },
    };

    const router = createRouter();
    const gateway = createGatewayRegistry(ctx, router, {
      appKeys: options.appKeys,
      signWindowMs: options.signWindowMs,
      tokenTtlMs: options.gatewayTokenTtlMs,
      maxBodyBytes,
    });
    registerMemberRoutes(ctx, router, { maxBodyBytes });
    registerCredentialAlertRoutes(ctx, router);
    registerGatewayRoutes(ctx, gateway);
    registerDevRoutes(ctx, router, { maxBodyBytes });
    registerStaticRoutes(ctx, router);
    for (const module of options.modules ?? []) module({ ctx, router, gateway });
    registerIndexPage(ctx, router);

    const server: Server = createHttpServer(async (req, res) => {
      const rc = createRequestContext(req, res, { now: clock(), trustProxyHops });
      try {
        const match = router.match(rc.method, rc.url.pathname);
        if (!match) {
          req.resume();
          sendJson(rc, 404, { success: false, errorCode: { key: 'NOT_FOUND', displayMessage: 'Not found' } });
        } else if ('allowed' in match) {
          req.resume();
          res.setHeader('Allow', match.allowed.join(', '));
          sendJson(rc, 405, { success: false, errorCode: { key: 'METHOD_NOT_ALLOWED', displayMessage: `Use ${match.allowed.join(' or ')}.` } });
        } else {
          await match.handler(rc);
        }
      } catch (error) {
        // Route modules answer their own errors; this is the last line so that nothing can take the process down.
        log.error(`unhandled ${rc.method} ${rc.url.pathname}: ${error instanceof Error ? error.message : String(error)}`);
        if (!res.headersSent) sendJson(rc, 500, { success: false, errorCode: { key: 'SYSTEM_ERROR', displayMessage: 'Internal error' } });
        else res.destroy();
      }
    });
    server.on('clientError', (_error, socket) => {
      if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      else socket.destroy();
    });
    server.headersTimeout = 20_000;
    server.requestTimeout = 30_000;

    let closed = false;
    return {
      get url() {
        return listeningUrl;
      },
      db,
      ctx,
      botCheck,
      qr: ctx.qr,
      issueOAuthCode: (provider, profile) => ctx.oauth.issueOAuthCode(provider, profile),
      listen(port = 0, host = '127.0.0.1') {
        return new Promise<string>((resolve, reject) => {
          server.once('error', reject);
          server.listen(port, host, () => {
            server.off('error', reject);
            const address = server.address() as AddressInfo;
            const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
            listeningUrl = `http://${shownHost === '0.0.0.0' || shownHost === '[::]' ? '127.0.0.1' : shownHost}:${address.port}`;
            resolve(listeningUrl);
          });
        });
      },
      close() {
        if (closed) return Promise.resolve();
        closed = true;
        return new Promise<void>((resolve) => {
          const finish = () => {
            if (db.open) db.close();
            resolve();
          };
          if (!server.listening) {
            finish();
            return;
          }
          server.close(() => finish());
          server.closeIdleConnections();
          // Requests still running get a moment to finish, then their connections go.
          setTimeout(() => server.closeAllConnections(), 2_000).unref();
        });
      },
    };
  } catch (error) {
    db.close();
    throw error;
  }
}
