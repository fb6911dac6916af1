/**
 * Message delivery. There is no SMS, WhatsApp, voice or e-mail provider here: in dev mode every message is kept
 * in the `outbox` table, which `/__dev/outbox` lists (loopback only); a `deliver` hook passed to createServer
 * receives every message in any mode. Messages are never written to stdout.
 */
import type { DB } from './db.js';
import type { Delivery } from './codes.js';

export interface OutboundMessage {
  channel: Delivery;
  /** E.164 phone or e-mail address. */
  destination: string;
  /** What the message is for: OTP_LOGIN, OTP_REGISTER, RESET_PASSWORD, ... */
  purpose: string;
  code?: string;
  text: string;
}

export interface OutboxEntry extends OutboundMessage {
  id: number;
  /** Server clock, ms since the epoch. */
  at: number;
}

export interface Outbox {
  deliver(message: OutboundMessage, now: number): void;
  /** Newest first; optionally only one destination. */
  list(options?: { to?: string; limit?: number }): OutboxEntry[];
}

/** The outbox keeps this many messages; older ones are dropped. */
const KEEP = 500;

export function createOutbox(db: DB, options: { enabled: boolean; hook?: (message: OutboundMessage) => void }): Outbox {
  const insert = db.prepare('INSERT INTO outbox (at, channel, destination, purpose, code, text) VALUES (?, ?, ?, ?, ?, ?)');
  const trim = db.prepare('DELETE FROM outbox WHERE id <= (SELECT MAX(id) FROM outbox) - ?');
  const all = db.prepare('SELECT * FROM outbox ORDER BY id DESC LIMIT ?');
  const byDestination = db.prepare('SELECT * FROM outbox WHERE destination = ? ORDER BY id DESC LIMIT ?');

  const keep = db.transaction((message: OutboundMessage, now: number) => {
    insert.run(now, message.channel, message.destination, message.purpose, message.code ?? null, message.text);
    trim.run(KEEP);
  });

  return {
    deliver(message, now) {
      if (options.enabled) keep(message, now);
      options.hook?.(message);
    },
    list({ to, limit = 100 } = {}) {
      const rows = (to ? byDestination.all(to, limit) : all.all(limit)) as (OutboxEntry & { code: string | null })[];
      return rows.map((row) => ({ ...row, code: row.code ?? undefined }));
    },
  };
}
