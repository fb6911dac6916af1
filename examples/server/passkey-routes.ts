/**
 * Passkeys' member calls (issue 25) as a route module, with the protections of every member call (createMemberRoute:
 * XMLHttpRequest marker, JSON body, CSRF on every POST, the bot check), plus per-address rate limits on the
 * ceremonies and a live session of the owner on every management call. The store and the ceremonies: passkeys.ts.
 *
 * | call                               | does                                                                           |
 * |------------------------------------|--------------------------------------------------------------------------------|
 * | POST user/api/passkey/loginOptions | {} → {options}: a sign-in challenge for this browser (discoverable passkeys, user verification required) |
 * | POST user/api/passkey/login        | {credential} → the login module (session started; a step-up account too: a passkey is a strong factor) |
 * | POST user/api/passkey/registerOptions | {} (signed in) → {options}: a registration challenge for this browser and account |
 * | POST user/api/passkey/register     | {credential} (signed in) → {passkey}                                          |
 * | POST user/api/passkey/list         | {} (signed in) → {passkeys: [{id, name, createdAt, lastUsedAt}]}              |
 * | POST user/api/passkey/rename       | {id, name} (signed in) → {passkey}; another account's id: PL-USER-PASSKEY-NOT-FOUND |
 * | POST user/api/passkey/remove       | {id} (signed in) → {}; another account's id: PL-USER-PASSKEY-NOT-FOUND        |
 * | GET  /.well-known/webauthn         | {origins}: the site's origins that may use its member host as RP ID (related origins) |
 *
 * A refused ceremony (unknown passkey; a challenge spent, expired, from another browser or of another account; a
 * bad signature) answers PL-USER-PASSKEY-FAILED, one answer for all, so nothing tells an attacker which check failed.
 */
import { SESSION_EXPIRED_KEY } from '../../src/api/account.js';
import { PASSKEY_NAME_MAX, PASSKEY_PATHS } from '../../src/api/passkey-calls.js';
import { currentUser, finishLogin } from './accounts.js';
import { announceCredentialChange } from './credential-alerts.js';
import type { RouteModule } from './app.js';
import type { AppContext } from './context.js';
import { BusinessError, text, trafficLimited } from './errors.js';
import { MAX, readString } from './fields.js';
import { sendJson, type RequestContext } from './http.js';
import type { Limit } from './limits.js';
import { createMemberRoute } from './member-routes.js';
import {
  authenticate,
  authenticationOptions,
  listPasskeys,
  register,
  registrationOptions,
  relyingParty,
  removePasskey,
  renamePasskey,
} from './passkeys.js';
import type { UserRow } from './users.js';

/** The largest credential JSON a browser sends (an attestation with "none" is well under 2 KB). */
const CREDENTIAL_MAX = 16 * 1024;
const MAX_BODY_BYTES = 32 * 1024;

export interface PasskeyLimits {
  /** Ceremony calls (options and verifications, sign-in and registration) from one client address. Default 30 per minute. */
  perIp: Limit;
}

export const DEFAULT_PASSKEY_LIMITS: Readonly<PasskeyLimits> = Object.freeze({ perIp: { max: 30, windowMs: 60_000 } });

export function passkeyModule(options: { limits?: Partial<PasskeyLimits> } = {}): RouteModule {
  const limits: PasskeyLimits = { ...DEFAULT_PASSKEY_LIMITS, ...options.limits };
  return ({ ctx, router }) => {
    const member = createMemberRoute(ctx, router, { maxBodyBytes: MAX_BODY_BYTES });
    const route = (path: string, handler: (rc: RequestContext, body: Record<string, unknown>) => unknown) => member('POST', path, handler);

    /** One ceremony call of this address, or FAIL_SYS_TRAFFIC_LIMIT. */
    const ceremony = (rc: RequestContext) => {
      if (ctx.limiter.reserve(`passkey:ip:${rc.ip}`, limits.perIp, rc.now) === null) throw trafficLimited();
    };

    route(PASSKEY_PATHS.loginOptions, (rc) => {
      ceremony(rc);
      return authenticationOptions(ctx, rc).then((o) => ({ options: o }));
    });

    route(PASSKEY_PATHS.login, async (rc, body) => {
      ceremony(rc);
      const user = await authenticate(ctx, rc, readString(body, 'credential', { max: CREDENTIAL_MAX }));
      // User verification was required: the device and its lock are the second factor a step-up account asks for.
      return finishLogin(ctx, rc, user, { loginType: 'PASSKEY', skipStepUp: true });
    });

    route(PASSKEY_PATHS.registerOptions, (rc) => {
      const user = signedIn(ctx, rc);
      ceremony(rc);
      return registrationOptions(ctx, rc, user).then((o) => ({ options: o }));
    });

    route(PASSKEY_PATHS.register, async (rc, body) => {
      const user = signedIn(ctx, rc);
      ceremony(rc);
      const passkey = await register(ctx, rc, user, readString(body, 'credential', { max: CREDENTIAL_MAX }));
      announceCredentialChange(ctx, rc, user, { kind: 'passkey', added: true });
      return { passkey };
    });

    route(PASSKEY_PATHS.list, (rc) => ({ passkeys: listPasskeys(ctx.db, signedIn(ctx, rc).id) }));

    route(PASSKEY_PATHS.rename, (rc, body) => {
      const user = signedIn(ctx, rc);
      const id = readString(body, 'id', { max: MAX.token });
      const name = readString(body, 'name', { max: PASSKEY_NAME_MAX * 4 });
      return { passkey: renamePasskey(ctx, user.id, id, name) };
    });

    route(PASSKEY_PATHS.remove, (rc, body) => {
      const user = signedIn(ctx, rc);
      removePasskey(ctx, user.id, readString(body, 'id', { max: MAX.token }));
      announceCredentialChange(ctx, rc, user, { kind: 'passkey', added: false });
      return {};
    });

    // Related origins (WebAuthn L3): the pages of the site's other hosts may use the member host as their RP ID.
    router.add('GET', '/.well-known/webauthn', (rc) => {
      sendJson(rc, 200, { origins: relyingParty(ctx, rc).origins });
    });
  };
}

function signedIn(ctx: AppContext, rc: RequestContext): UserRow {
  const session = ctx.sessions.current(rc);
  const user = session ? currentUser(ctx, session) : undefined;
  if (!user) throw new BusinessError(SESSION_EXPIRED_KEY, text('error.session.expired'), undefined, 401);
  return user;
}
