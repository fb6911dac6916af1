/**
 * QR login (spec §4 "QR login", §7.2 generateQrCodeUrl / checkQrCodeStatus, §7.1 loginByQrCode).
 *
 * A QR session lives `expire × interval` ms (60 polls × 2 s by default):
 *
 *   PENDING ──scanQr──▶ SCANNED ──confirmQr──▶ CONFIRMED ──status poll──▶ SUCCESS (the poll carries a token)
 *      └──────────────────┴──rejectQr / expiry──▶ FAILURE
 *
 * The phone side (scan, confirm, reject) is what the phone-app simulator page drives: it calls `scanQr`,
 * `confirmQr` and `rejectQr` of the store the server exposes (`server.qr`). The status poll that first sees
 * CONFIRMED mints a single-use OAUTH_ID_TOKEN (2 minutes) for loginByQrCode; later polls answer FAILURE.
 *
 * A QR session is bound to the browser that generated it: generate stores the hash of a secret only that browser
 * holds (the HttpOnly `mp_qr` cookie, see gateway-routes.ts), and a poll from any other browser answers FAILURE
 * without touching the session. The requestId is printed in the QR code for anyone to read; it is not a secret.
 */
import type { DB } from './db.js';
import { BusinessError, KEYS } from './errors.js';
import type { TokenStore } from './tokens.js';
import { randomToken } from './tokens.js';
import type { UserStore } from './users.js';

export type QrStatus = 'PENDING' | 'SCANNED' | 'SUCCESS' | 'FAILURE';
type StoredStatus = QrStatus | 'CONFIRMED';

export interface QrSettings {
  /** Polls the client makes before it regenerates the code. */
  polls: number;
  /** Poll interval in ms. */
  intervalMs: number;
  /** Lifetime of the login token a SUCCESS poll hands out. */
  tokenTtlMs: number;
}

export const DEFAULT_QR_SETTINGS: Readonly<QrSettings> = Object.freeze({ polls: 60, intervalMs: 2000, tokenTtlMs: 2 * 60_000 });

/** The phone-app simulator's page (served by the simulator module); the QR code encodes this URL. */
export const QR_PHONE_PATH = '/user/qr-phone';

/** clientId: the fixed buyer identifier of the caller (e.g. "member-popup-buyer"). */
export const QR_CLIENT_ID = /^[A-Za-z0-9_.-]{1,64}$/;

export interface QrSessionView {
  requestId: string;
  clientId: string;
  status: StoredStatus;
  userId: number | null;
  createdAt: number;
  expiresAt: number;
}

export interface QrStore {
  readonly settings: QrSettings;
  /** `browser`: the hash of the generating browser's secret (only polls with the same hash see the session). */
  generate(clientId: string, browser: string): { requestId: string; expire: number; interval: number; qrLoginUrl: string };
  /** The status poll: FAILURE for an unknown, foreign (client id or browser), expired, rejected or already delivered session. */
  poll(clientId: string, requestId: string, browser: string): { status: QrStatus; token?: string };
  /** Phone side: a signed-in user scanned the code. Returns the new status; throws PL-USER-QR-INVALID. */
  scanQr(requestId: string, userId: number): QrStatus;
  /** Phone side: the user who scanned confirms the login. */
  confirmQr(requestId: string, userId: number): 'CONFIRMED';
  /** Phone side: the user rejects the login (the web page sees FAILURE). */
  rejectQr(requestId: string, userId: number): QrStatus;
  /** Sessions still open (PENDING or SCANNED and not expired), newest first: what the simulator lists. */
  open(): QrSessionView[];
  get(requestId: string): QrSessionView | undefined;
}

interface Row {
  request_id: string;
  client_id: string;
  status: StoredStatus;
  user_id: number | null;
  created_at: number;
  expires_at: number;
  browser_hash: string;
}

const view = (row: Row): QrSessionView => ({
  requestId: row.request_id,
  clientId: row.client_id,
  status: row.status,
  userId: row.user_id,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
});

export function createQrStore(
  db: DB,
  deps: { tokens: TokenStore; users: UserStore; now: () => number; origin: () => string },
  settings: QrSettings = DEFAULT_QR_SETTINGS,
): QrStore {
  const insert = db.prepare(`INSERT INTO qr_sessions (request_id, client_id, status, created_at, expires_at, updated_at, browser_hash)
    VALUES (?, ?, 'PENDING', ?, ?, ?, ?)`);
  const select = db.prepare('SELECT * FROM qr_sessions WHERE request_id = ?');
  const setStatus = db.prepare('UPDATE qr_sessions SET status = ?, user_id = ?, updated_at = ? WHERE request_id = ? AND status = ?');
  const openStmt = db.prepare(`SELECT * FROM qr_sessions WHERE status IN ('PENDING', 'SCANNED') AND expires_at > ?
    ORDER BY created_at DESC LIMIT 50`);
  const prune = db.prepare('DELETE FROM qr_sessions WHERE expires_at < ?');

  const invalid = (message: string) => new BusinessError(KEYS.qrInvalid, message);

  function live(requestId: string, now: number): Row {
    const row = typeof requestId === 'string' ? (select.get(requestId) as Row | undefined) : undefined;
    if (!row) throw invalid('This QR code does not exist.');
    if (row.expires_at <= now) throw invalid('This QR code has expired. Refresh it on the computer.');
    return row;
  }

  function transition(row: Row, to: StoredStatus, userId: number | null, now: number): void {
    if (setStatus.run(to, userId, now, row.request_id, row.status).changes !== 1) {
      throw invalid('This QR code was used meanwhile.');
    }
  }

  const poll = db.transaction((clientId: string, requestId: string, browser: string, now: number): { status: QrStatus; token?: string } => {
    const row = select.get(requestId) as Row | undefined;
    if (!row || row.client_id !== clientId || !browser || row.browser_hash !== browser) return { status: 'FAILURE' };
    if (row.status === 'CONFIRMED' && row.user_id !== null && row.expires_at > now) {
      const token = deps.tokens.mint(
        { type: 'OAUTH_ID_TOKEN', userId: row.user_id, data: { requestId }, ttlMs: settings.tokenTtlMs },
        now,
      );
      transition(row, 'SUCCESS', row.user_id, now);
      return { status: 'SUCCESS', token };
    }
    if (row.expires_at <= now || row.status === 'SUCCESS' || row.status === 'FAILURE' || row.status === 'CONFIRMED') {
      return { status: 'FAILURE' };
    }
    return { status: row.status };
  });

  const create = db.transaction((requestId: string, clientId: string, browser: string, now: number) => {
    prune.run(now - 24 * 60 * 60_000);
    insert.run(requestId, clientId, now, now + settings.polls * settings.intervalMs, now, browser);
  });

  return {
    settings,
    generate(clientId, browser) {
      if (!browser) throw new Error('a QR session needs the hash of its browser secret');
      const now = deps.now();
      const requestId = randomToken(18);
      create(requestId, clientId, browser, now);
      return {
        requestId,
        expire: settings.polls,
        interval: settings.intervalMs,
        qrLoginUrl: `${deps.origin()}${QR_PHONE_PATH}?requestId=${encodeURIComponent(requestId)}`,
      };
    },
    poll: (clientId, requestId, browser) => poll(clientId, requestId, browser, deps.now()),
    scanQr(requestId, userId) {
      const now = deps.now();
      const row = live(requestId, now);
      const user = deps.users.byId(userId);
      if (!user || user.status !== 'NORMAL') throw invalid('This account cannot log in.');
      if (row.status === 'SCANNED' && row.user_id === userId) return 'SCANNED';
      if (row.status !== 'PENDING') throw invalid('This QR code was already scanned.');
      transition(row, 'SCANNED', userId, now);
      return 'SCANNED';
    },
    confirmQr(requestId, userId) {
      const now = deps.now();
      const row = live(requestId, now);
      if (row.status !== 'SCANNED' || row.user_id !== userId) throw invalid('Scan the QR code before confirming.');
      transition(row, 'CONFIRMED', userId, now);
      return 'CONFIRMED';
    },
    rejectQr(requestId, userId) {
      const now = deps.now();
      const row = live(requestId, now);
      if (row.status === 'SCANNED' && row.user_id !== userId) throw invalid('Another account scanned this QR code.');
      if (row.status !== 'PENDING' && row.status !== 'SCANNED') throw invalid('This QR code was already used.');
      transition(row, 'FAILURE', userId, now);
      return 'FAILURE';
    },
    open: () => (openStmt.all(deps.now()) as Row[]).map(view),
    get(requestId) {
      const row = select.get(requestId) as Row | undefined;
      return row ? view(row) : undefined;
    },
  };
}
