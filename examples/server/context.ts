/**
 * What every route module receives: the database, the clock, the stores and the server's settings. Built once
 * by app.ts; route modules never open their own connections or read the environment.
 */
import type { DB } from './db.js';
import type { CodeStore } from './codes.js';
import type { LimitSettings, RateLimiter } from './limits.js';
import type { Outbox } from './outbox.js';
import type { PasswordDecryptor, PasswordHasher } from './passwords.js';
import type { Csrf, SessionStore } from './sessions.js';
import type { TokenStore } from './tokens.js';
import type { LifecycleSettings, UserStore } from './users.js';
import type { QrStore } from './qr.js';
import type { OAuthStore } from './oauth.js';
import type { BotCheck, SliderStore } from './bot-check.js';

export interface Logger {
  info(message: string): void;
  error(message: string): void;
}

export interface AppContext {
  readonly db: DB;
  /** 32 bytes kept in the database: the key of every HMAC (csrf, gateway token, bot-check pass, codes). */
  readonly secret: Buffer;
  now(): number;
  /** The server's public origin (scheme://host:port), known once it listens. */
  origin(): string;
  readonly dev: boolean;
  readonly log: Logger;
  readonly users: UserStore;
  readonly sessions: SessionStore;
  readonly csrf: Csrf;
  readonly tokens: TokenStore;
  readonly codes: CodeStore;
  readonly limiter: RateLimiter;
  readonly limits: LimitSettings;
  readonly lifecycle: LifecycleSettings;
  readonly outbox: Outbox;
  readonly hasher: PasswordHasher;
  readonly rsa: PasswordDecryptor;
  readonly qr: QrStore;
  readonly oauth: OAuthStore;
  readonly botCheck: BotCheck;
  readonly slider: SliderStore;
  /** Whether sign-up code sends require a passed slider (sliderToken). */
  readonly requireSliderForSignUp: boolean;
  /** Development fault switches (dev mode only, /__dev/faults): calls made to fail on purpose. */
  readonly faults: DevFaults;
}

/** Calls the development switch makes fail (so the client's backup paths can be seen working). */
export interface DevFaults {
  /** check-SMS-channel answers FAIL_SYS_SERVICE_UNAVAILABLE, so the client falls back to the JSONP file. */
  checkSmsChannel: boolean;
}
