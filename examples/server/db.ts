/**
 * The embedded SQLite database (better-sqlite3): opened in WAL mode, migrated with a versioned `migrations` table
 * (each migration in its own transaction). The server secret (the key of every HMAC: code hashes, CSRF, gateway
 * tokens, bot-check passes) is NOT in the database: it lives in its own key file (default <dataDir>/secret.key,
 * mode 0600), so a copy of the database (a backup, a dump) does not let anyone reverse the 6-digit code hashes
 * or forge tokens. Every multi-row write elsewhere runs inside `db.transaction(...)`.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, mkdirSync, openSync, readFileSync, statSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { vietnamReformSql } from './address-vn-2025.js';

export type DB = Database.Database;

export const DB_FILE = 'member.sqlite';
export const SECRET_FILE = 'secret.key';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Append only: a released migration is never edited, a change is a new version. */
export const MIGRATIONS: readonly Migration[] = Object.freeze([
  {
    version: 1,
    name: 'accounts, sessions, codes, tokens, limits, outbox, guests, social, qr, slider',
    sql: `
      CREATE TABLE meta (
        key   TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );

      CREATE TABLE users (
        id                    INTEGER PRIMARY KEY AUTOINCREMENT,
        site                  TEXT    NOT NULL,
        email                 TEXT,
        phone                 TEXT,
        name                  TEXT,
        password_hash         TEXT,
        gender                TEXT CHECK (gender IS NULL OR gender IN ('male', 'female')),
        birthday              TEXT,
        language              TEXT,
        email_confirmed       INTEGER NOT NULL DEFAULT 0,
        status                TEXT    NOT NULL DEFAULT 'NORMAL'
                                CHECK (status IN ('NORMAL', 'DELETION_PENDING', 'DELETED')),
        deletion_requested_at INTEGER,
        deleted_at            INTEGER,
        step_up               INTEGER NOT NULL DEFAULT 0,
        enable_newsletter     INTEGER NOT NULL DEFAULT 0,
        enable_sms_newsletter INTEGER NOT NULL DEFAULT 0,
        created_at            INTEGER NOT NULL,
        modified_at           INTEGER NOT NULL
      );
      -- One live account per e-mail and per phone; deleted accounts keep theirs for the cooling period check.
      CREATE UNIQUE INDEX users_email_live ON users (email) WHERE email IS NOT NULL AND status <> 'DELETED';
      CREATE UNIQUE INDEX users_phone_live ON users (phone) WHERE phone IS NOT NULL AND status <> 'DELETED';
      CREATE INDEX users_email ON users (email);
      CREATE INDEX users_phone ON users (phone);
      CREATE INDEX users_pending ON users (status, deletion_requested_at);

      CREATE TABLE sessions (
        id_hash    TEXT    PRIMARY KEY,
        user_id    INTEGER NOT NULL REFERENCES users (id),
        login_type TEXT    NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX sessions_user ON sessions (user_id);

      CREATE TABLE codes (
        id         INTEGER PRIMARY KEY AUTOINCREMENT,
        target     TEXT    NOT NULL,
        purpose    TEXT    NOT NULL,
        code_hash  TEXT    NOT NULL,
        delivery   TEXT    NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        attempts   INTEGER NOT NULL DEFAULT 0,
        state      TEXT    NOT NULL DEFAULT 'ACTIVE' CHECK (state IN ('ACTIVE', 'USED', 'DEAD', 'REPLACED'))
      );
      CREATE INDEX codes_target ON codes (target, purpose, created_at);

      CREATE TABLE tokens (
        id_hash    TEXT    PRIMARY KEY,
        type       TEXT    NOT NULL,
        user_id    INTEGER REFERENCES users (id),
        subject    TEXT,
        data       TEXT    NOT NULL DEFAULT '{}',
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at    INTEGER
      );
      CREATE INDEX tokens_expiry ON tokens (expires_at);

      CREATE TABLE rate_events (
        id     INTEGER PRIMARY KEY AUTOINCREMENT,
        bucket TEXT    NOT NULL,
        at     INTEGER NOT NULL
      );
      CREATE INDEX rate_events_bucket ON rate_events (bucket, at);

      CREATE TABLE outbox (
        id          INTEGER PRIMARY KEY AUTOINCREMENT,
        at          INTEGER NOT NULL,
        channel     TEXT    NOT NULL,
        destination TEXT    NOT NULL,
        purpose     TEXT    NOT NULL,
        code        TEXT,
        text        TEXT    NOT NULL
      );

      CREATE TABLE risky_phones (
        phone  TEXT PRIMARY KEY,
        reason TEXT NOT NULL
      );

      CREATE TABLE guest_orders (
        order_no  TEXT    PRIMARY KEY,
        email     TEXT    NOT NULL,
        site      TEXT    NOT NULL,
        placed_at INTEGER NOT NULL,
        items     INTEGER NOT NULL,
        total     TEXT    NOT NULL,
        user_id   INTEGER REFERENCES users (id)
      );
      CREATE INDEX guest_orders_email ON guest_orders (email);

      CREATE TABLE social_accounts (
        provider   TEXT    NOT NULL,
        subject    TEXT    NOT NULL,
        user_id    INTEGER NOT NULL REFERENCES users (id),
        email      TEXT,
        suspended  INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (provider, subject)
      );

      CREATE TABLE oauth_codes (
        code_hash  TEXT    PRIMARY KEY,
        provider   TEXT    NOT NULL,
        subject    TEXT    NOT NULL,
        email      TEXT,
        name       TEXT,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at    INTEGER
      );

      CREATE TABLE qr_sessions (
        request_id TEXT    PRIMARY KEY,
        client_id  TEXT    NOT NULL,
        status     TEXT    NOT NULL CHECK (status IN ('PENDING', 'SCANNED', 'CONFIRMED', 'SUCCESS', 'FAILURE')),
        user_id    INTEGER REFERENCES users (id),
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );

      CREATE TABLE slider_challenges (
        id         TEXT    PRIMARY KEY,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at    INTEGER
      );
    `,
  },
  {
    version: 2,
    name: 'issue 12: secret out of the database, codes and QR bound to a browser, verified social e-mail',
    sql: `
      -- The HMAC key moved to its own file: the copy kept here was readable by anyone holding a database copy.
      DELETE FROM meta WHERE key = 'secret';
      -- The browser a code was sent for (a hash of its CSRF cookie): only that browser's tries count and succeed.
      ALTER TABLE codes ADD COLUMN client TEXT NOT NULL DEFAULT '';
      CREATE INDEX codes_client ON codes (target, purpose, client, id);
      -- The browser that generated a QR code (a hash of its HttpOnly QR cookie): only it receives the login token.
      ALTER TABLE qr_sessions ADD COLUMN browser_hash TEXT NOT NULL DEFAULT '';
      -- Whether the provider vouched that the e-mail is verified (OIDC email_verified).
      ALTER TABLE oauth_codes ADD COLUMN email_verified INTEGER NOT NULL DEFAULT 0;
    `,
  },
  {
    version: 50,
    name: 'account area: profile extras, sign-up promotions, orders with items',
    sql: `
      ALTER TABLE users ADD COLUMN nickname TEXT;
      ALTER TABLE users ADD COLUMN tax_id TEXT;
      ALTER TABLE users ADD COLUMN branch_id TEXT;
      -- The messaging pin, as a salted scrypt hash like a password (never in clear).
      ALTER TABLE users ADD COLUMN messaging_pin_hash TEXT;

      -- The promotions opt-in a sign-up code request carried, kept until the sign-up with that code creates the
      -- account (then copied to users.enable_newsletter / enable_sms_newsletter and removed).
      CREATE TABLE signup_promotions (
        target     TEXT    PRIMARY KEY,
        sms        INTEGER NOT NULL,
        email      INTEGER NOT NULL,
        created_at INTEGER NOT NULL
      );

      CREATE TABLE orders (
        order_no   TEXT    PRIMARY KEY,
        user_id    INTEGER NOT NULL REFERENCES users (id),
        site       TEXT    NOT NULL,
        placed_at  INTEGER NOT NULL,
        currency   TEXT    NOT NULL,
        total      INTEGER NOT NULL,
        status     TEXT    NOT NULL
      );
      CREATE INDEX orders_user ON orders (user_id, placed_at);

      CREATE TABLE order_items (
        order_no   TEXT    NOT NULL REFERENCES orders (order_no),
        position   INTEGER NOT NULL,
        name       TEXT    NOT NULL,
        picture    TEXT    NOT NULL,
        quantity   INTEGER NOT NULL,
        PRIMARY KEY (order_no, position)
      );
    `,
  },
  {
    version: 60,
    name: 'address book: addresses, one default shipping and one default billing per buyer and market',
    sql: `
      CREATE TABLE addresses (
        id                           TEXT    PRIMARY KEY,
        user_id                      INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        country                      TEXT    NOT NULL,
        province                     TEXT    NOT NULL DEFAULT '',
        city                         TEXT    NOT NULL DEFAULT '',
        district                     TEXT    NOT NULL DEFAULT '',
        subdistrict                  TEXT    NOT NULL DEFAULT '',
        postcode                     TEXT    NOT NULL DEFAULT '',
        line1                        TEXT    NOT NULL DEFAULT '',
        line2                        TEXT    NOT NULL DEFAULT '',
        detail_address               TEXT    NOT NULL DEFAULT '',
        international_detail_address TEXT    NOT NULL DEFAULT '',
        instructions                 TEXT    NOT NULL DEFAULT '',
        service_number               TEXT    NOT NULL DEFAULT '',
        tax_id                       TEXT    NOT NULL DEFAULT '',
        branch_id                    TEXT    NOT NULL DEFAULT '',
        notes                        TEXT    NOT NULL DEFAULT '',
        default_shipping             INTEGER NOT NULL DEFAULT 0 CHECK (default_shipping IN (0, 1)),
        default_billing              INTEGER NOT NULL DEFAULT 0 CHECK (default_billing IN (0, 1)),
        created_at                   INTEGER NOT NULL,
        updated_at                   INTEGER NOT NULL
      );
      CREATE INDEX addresses_by_user ON addresses (user_id, created_at);
      -- At most one default of each kind per buyer and market, whatever a writer does.
      CREATE UNIQUE INDEX addresses_one_default_shipping ON addresses (user_id, country) WHERE default_shipping = 1;
      CREATE UNIQUE INDEX addresses_one_default_billing ON addresses (user_id, country) WHERE default_billing = 1;
    `,
  },
  {
    version: 110,
    name: 'help center feedback',
    sql: `
      -- Feedback of the help center's form (/helpcenter/feedback): the signed-in buyer when there is one.
      CREATE TABLE help_feedback (
        id         INTEGER PRIMARY KEY,
        user_id    INTEGER REFERENCES users (id) ON DELETE SET NULL,
        topic      TEXT    NOT NULL,
        message    TEXT    NOT NULL,
        created_at INTEGER NOT NULL
      );
    `,
  },
  {
    version: 111,
    name: 'grocery-brand order histories and the buyer\'s answer (move in, a new account, combine)',
    sql: `
      -- An order history of the grocery brand found for a marketplace account (same person: the grocery login's
      -- e-mail or phone belongs to the buyer). status: PENDING until the buyer answers; MOVED (opted in: orders in
      -- the account, grocery login closed), SEPARATE (a new account holds them: new_user_id), COMBINED (orders,
      -- address and the grocery login's phone joined to the account).
      CREATE TABLE grocery_accounts (
        id           INTEGER PRIMARY KEY,
        user_id      INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        site         TEXT    NOT NULL,
        email        TEXT,
        phone        TEXT,
        name         TEXT    NOT NULL,
        address_line TEXT    NOT NULL DEFAULT '',
        postcode     TEXT    NOT NULL DEFAULT '',
        status       TEXT    NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'MOVED', 'SEPARATE', 'COMBINED')),
        new_user_id  INTEGER REFERENCES users (id),
        decided_at   INTEGER,
        created_at   INTEGER NOT NULL
      );
      CREATE INDEX grocery_accounts_by_user ON grocery_accounts (user_id, status);

      CREATE TABLE grocery_orders (
        order_no   TEXT    PRIMARY KEY,
        grocery_id INTEGER NOT NULL REFERENCES grocery_accounts (id) ON DELETE CASCADE,
        placed_at  INTEGER NOT NULL,
        currency   TEXT    NOT NULL,
        total      INTEGER NOT NULL,
        status     TEXT    NOT NULL,
        item_name  TEXT    NOT NULL,
        quantity   INTEGER NOT NULL
      );
    `,
  },
  {
    version: 160,
    name: 'staff verification: a work e-mail linked to a shopping account (/user/lazadian)',
    sql: `
      -- A marketplace employee's verified work e-mail on their shopping account (staff benefits). One work e-mail
      -- per account (the primary key) and one account per work e-mail (the unique index), whatever a writer does.
      CREATE TABLE staff_links (
        user_id    INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        email      TEXT    NOT NULL,
        linked_at  INTEGER NOT NULL
      );
      CREATE UNIQUE INDEX staff_links_one_account_per_email ON staff_links (email);

      -- The work e-mail an account last asked a code for, and from which browser (the CSRF client): the code
      -- confirms only this account's own request.
      CREATE TABLE staff_pending (
        user_id    INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        email      TEXT    NOT NULL,
        client     TEXT    NOT NULL,
        sent_at    INTEGER NOT NULL
      );
    `,
  },
  {
    version: 170,
    name: "addresses: the recipient's name; Viet Nam's 2025 reform (34 provinces, then ward)",
    sql: `
      -- Who receives the parcel (the form asks it beside the contact number). A saved address starts with the
      -- buyer's own name, as the shops prefill it; the buyer can change it.
      ALTER TABLE addresses ADD COLUMN recipient TEXT NOT NULL DEFAULT '';
      UPDATE addresses SET recipient = COALESCE((SELECT TRIM(name) FROM users WHERE users.id = addresses.user_id), '');
      ${vietnamReformSql()}
    `,
  },
  {
    version: 175,
    name: 'credential changes: what a change replaced, for the "This wasn\'t me" rollback (credential-alerts.ts)',
    sql: `
      -- One row per announced change of an account's e-mail, mobile number or password (kind email, phone,
      -- password, reset). previous_value: the e-mail or phone before the change (NULL for passwords, or when there
      -- was none); rolled_back_at: when a lockdown undid it.
      CREATE TABLE credential_changes (
        id             INTEGER PRIMARY KEY,
        user_id        INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind           TEXT    NOT NULL CHECK (kind IN ('email', 'phone', 'password', 'reset')),
        previous_value TEXT,
        changed_at     INTEGER NOT NULL,
        rolled_back_at INTEGER
      );
      CREATE INDEX credential_changes_by_user ON credential_changes (user_id, changed_at);
    `,
  },
  {
    version: 250,
    name: 'social login as a redirect (issue 25): codes bound to PKCE, state and redirect_uri',
    sql: `
      -- A code the provider issued to a same-tab redirect (authorization-code flow with PKCE, S256): the exchange
      -- must bring the verifier of code_challenge, the state and the redirect_uri the sign-in started with. NULL for
      -- codes answered to a provider window (postMessage), which keep the old exchange.
      ALTER TABLE oauth_codes ADD COLUMN code_challenge TEXT;
      ALTER TABLE oauth_codes ADD COLUMN state TEXT;
      ALTER TABLE oauth_codes ADD COLUMN redirect_uri TEXT;
    `,
  },
  {
    version: 300,
    name: 'security center (issue 24): where and how each session signs in, and the browser it belongs to',
    sql: `
      -- The browser's user agent as sent (parsed for display, never shown raw), the client address's network
      -- (IPv4 /24, IPv6 /48: never the full address), when the session was last used, and the SHA-256 of the
      -- browser's long-lived device cookie (devices.ts), so "This device" and new devices can be told apart.
      ALTER TABLE sessions ADD COLUMN user_agent     TEXT    NOT NULL DEFAULT '';
      ALTER TABLE sessions ADD COLUMN ip_network     TEXT    NOT NULL DEFAULT '';
      ALTER TABLE sessions ADD COLUMN last_active_at INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE sessions ADD COLUMN device_hash    TEXT    NOT NULL DEFAULT '';
      UPDATE sessions SET last_active_at = created_at;
    `,
  },
  {
    version: 301,
    name: 'security center (issue 24): the security activity timeline and the browsers each account has used',
    sql: `
      -- One row per security event of an account (activity.ts recordActivity): kind, when, and details safe to show
      -- the owner (method, device named from its user agent, masked network, provider, folded failure count).
      CREATE TABLE activity (
        id      INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind    TEXT    NOT NULL,
        at      INTEGER NOT NULL,
        details TEXT    NOT NULL DEFAULT '{}'
      );
      CREATE INDEX activity_by_user ON activity (user_id, id);
      -- The browsers (device cookie hashes, devices.ts) that completed a sign-in to the account: a sign-in from any
      -- other is a new device (an alert; and a code-only sign-in there needs a second verification).
      CREATE TABLE known_devices (
        user_id       INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        device_hash   TEXT    NOT NULL,
        first_seen_at INTEGER NOT NULL,
        last_seen_at  INTEGER NOT NULL,
        PRIMARY KEY (user_id, device_hash)
      );
    `,
  },
  {
    version: 320,
    name: 'passkeys (issue 25): WebAuthn credentials per account, and their ceremonies\' challenges (passkeys.ts)',
    sql: `
      -- One row per registered passkey. id: the credential id (base64url); public_key: its COSE public key;
      -- counter: the authenticator's signature counter (0 for most synced passkeys); transports: JSON array.
      CREATE TABLE passkeys (
        id           TEXT    PRIMARY KEY,
        user_id      INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        public_key   BLOB    NOT NULL,
        counter      INTEGER NOT NULL DEFAULT 0,
        transports   TEXT    NOT NULL DEFAULT '[]',
        device_type  TEXT    NOT NULL DEFAULT 'singleDevice',
        backed_up    INTEGER NOT NULL DEFAULT 0,
        name         TEXT    NOT NULL,
        created_at   INTEGER NOT NULL,
        last_used_at INTEGER
      );
      CREATE INDEX passkeys_by_user ON passkeys (user_id, created_at);
      -- A challenge the server handed out: stored as a hash, bound to the browser that asked (the HMAC of its CSRF
      -- cookie), for one purpose (and for registration one account), live 5 minutes, spent once.
      CREATE TABLE passkey_challenges (
        challenge_hash TEXT    PRIMARY KEY,
        purpose        TEXT    NOT NULL CHECK (purpose IN ('register', 'login')),
        user_id        INTEGER REFERENCES users (id) ON DELETE CASCADE,
        browser        TEXT    NOT NULL,
        created_at     INTEGER NOT NULL,
        expires_at     INTEGER NOT NULL,
        used_at        INTEGER
      );
      CREATE INDEX passkey_challenges_by_expiry ON passkey_challenges (expires_at);
    `,
  },
  {
    version: 340,
    name: 'privacy (issue 26): delivery dates of orders, the demo wallet, purged accounts',
    sql: `
      -- When an order reached the buyer (NULL: not yet). A delivered order can be returned (refunded) within the
      -- return window after this date: until then it blocks a deletion request (privacy.ts).
      ALTER TABLE orders ADD COLUMN delivered_at INTEGER;
      UPDATE orders SET delivered_at = placed_at WHERE status = 'DELIVERED';
      -- The marketplace wallet of a buyer (balance in minor units): a balance blocks a deletion request.
      CREATE TABLE wallets (
        user_id    INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        currency   TEXT    NOT NULL,
        balance    INTEGER NOT NULL DEFAULT 0 CHECK (balance >= 0),
        updated_at INTEGER NOT NULL
      );
      -- When the purge erased a deleted account's personal data (its row stays, without identity, for its orders).
      ALTER TABLE users ADD COLUMN purged_at INTEGER;
      CREATE INDEX users_deleted ON users (status, deleted_at) WHERE purged_at IS NULL;
    `,
  },
]);

export interface OpenedDatabase {
  db: DB;
  /** 32 random bytes made on first start and kept: the key of every HMAC this server signs. */
  secret: Buffer;
  /** Migration versions applied by this open (empty when the schema was current). */
  applied: number[];
}

/**
 * Opens (creating the folder and file when missing) and migrates the database in `dataDir`; reads (or creates) the
 * secret key file, `secretFile` or <dataDir>/secret.key.
 */
export function openDatabase(
  dataDir: string,
  migrations: readonly Migration[] = MIGRATIONS,
  options: { secretFile?: string } = {},
): OpenedDatabase {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, DB_FILE));
  try {
    db.pragma('journal_mode = WAL');
    // NORMAL in WAL mode: a killed process loses nothing that was committed; only a power cut may lose the tail.
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    const applied = migrate(db, migrations);
    const secret = loadSecretFile(options.secretFile ?? join(dataDir, SECRET_FILE));
    return { db, secret, applied };
  } catch (error) {
    db.close();
    throw error;
  }
}

export function migrate(db: DB, migrations: readonly Migration[]): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS migrations (
    version    INTEGER PRIMARY KEY,
    name       TEXT    NOT NULL,
    applied_at TEXT    NOT NULL
  )`);
  const done = new Set(
    (db.prepare('SELECT version FROM migrations').all() as { version: number }[]).map((row) => row.version),
  );
  const applied: number[] = [];
  const ordered = [...migrations].sort((a, b) => a.version - b.version);
  for (const migration of ordered) {
    if (done.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.prepare('INSERT INTO migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        migration.version,
        migration.name,
        new Date().toISOString(),
      );
    })();
    applied.push(migration.version);
  }
  return applied;
}

/**
 * The 32-byte server key from its file, created (exclusively, mode 0600) when missing. A file that others can
 * read, or that holds anything but 32 bytes, stops the start: the key must not leak and must not be guessed.
 */
export function loadSecretFile(path: string): Buffer {
  mkdirSync(dirname(path), { recursive: true });
  try {
    const fd = openSync(path, 'wx', 0o600);
    try {
      writeSync(fd, randomBytes(32).toString('base64'));
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if (process.platform !== 'win32' && (statSync(path).mode & 0o077) !== 0) {
    try {
      chmodSync(path, 0o600);
    } catch {
      throw new Error(`The secret key file ${path} is readable by others (chmod 600 it).`);
    }
  }
  const key = Buffer.from(readFileSync(path, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`The secret key file ${path} must hold 32 random bytes in base64.`);
  return key;
}

export function getMeta(db: DB, key: string): string | undefined {
  return (db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined)?.value;
}

export function setMeta(db: DB, key: string, value: string): void {
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(key, value);
}
