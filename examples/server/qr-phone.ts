/**
 * The QR phone-app simulator (issue 4), as a route module: the page the QR code's `qrLoginUrl` opens
 * (`/user/qr-phone?requestId=…`). A person signs in on it as a demo user and confirms or rejects the pending
 * QR login, so QR login can be done by hand in two tabs. It stands in for the mobile app: the page's JSON
 * endpoints drive the phone side of the QR store (`scanQr`, `confirmQr`, `rejectQr`).
 *
 * | method + path                     | what                                                                   |
 * |-----------------------------------|------------------------------------------------------------------------|
 * | GET  /user/qr-phone               | the page (script /static/member/qr-phone.js, strict CSP)               |
 * | GET  /user/qr-phone/api/me        | `{ user, demoAccounts }`: who is signed in on the phone                 |
 * | POST /user/qr-phone/api/login     | `{ loginName, password }` (RSA-OAEP, the page key), or in dev mode from loopback `{ loginName, demo: true }` |
 * | POST /user/qr-phone/api/logout    | ends the phone session                                                 |
 * | GET  /user/qr-phone/api/sessions  | open QR logins this user can act on: the ones it scanned, and (dev mode, loopback) every waiting one |
 * | POST /user/qr-phone/api/scan      | `{ requestId }` → SCANNED (the computer shows "scan completed")        |
 * | POST /user/qr-phone/api/confirm   | `{ requestId }` → CONFIRMED (scans first when still waiting)           |
 * | POST /user/qr-phone/api/reject    | `{ requestId }` → FAILURE                                              |
 *
 * Development only: outside dev mode the module mounts nothing (404), and in dev mode its routes are behind the
 * dev fence (dev-routes.ts `fenceRouter`).
 *
 * The phone session is its own cookie (`mp_phone_sid`, HttpOnly, SameSite=Strict, Path=/user/qr-phone), never
 * the browser's member session: signing in on the "phone" in one tab must not log the other tab in. It is a
 * PHONE_SESSION token, which also ends when the account's password changes or the account is no longer
 * in good standing. Every endpoint but `me` and `login` needs it (401 PL-PHONE-SIGNED-OUT otherwise).
 */
import { createHmac } from 'node:crypto';
import { findByLoginName, unchangedSinceCheck } from './accounts.js';
import type { RouteModule } from './app.js';
import { fenceRouter } from './dev-routes.js';
import { loginIdentity, reserveLoginAttempt } from './throttle.js';
import { RequestError, loginIncorrect } from './errors.js';
import { MAX, readBoolean, readString, type Body } from './fields.js';
import type { RequestContext } from './http.js';
import { html, pageApi, pageKeyMeta, registerPageAssets, sendPage } from './page-kit.js';
import { QR_PHONE_PATH, type QrSessionView } from './qr.js';
import type { UserRow } from './users.js';

export const PHONE_SESSION_COOKIE = 'mp_phone_sid';
export const PHONE_SESSION_TTL_MS = 12 * 60 * 60_000;
export const QR_PHONE_API = `${QR_PHONE_PATH}/api`;

const signedOut = () => new RequestError(401, 'PL-PHONE-SIGNED-OUT', 'Sign in on the phone first.');

export interface PhoneUserView {
  id: string;
  name: string;
  /** The e-mail, else the phone: what the person would recognise. */
  loginName: string;
}

const userView = (user: UserRow): PhoneUserView => ({
  id: String(user.id),
  name: user.name ?? '',
  loginName: user.email ?? user.phone ?? '',
});

export function qrPhoneModule(): RouteModule {
  return ({ ctx, router: mainRouter }) => {
    // A simulator of the phone app signs in with a password alone: it exists only in dev mode, behind the dev
    // fence (loopback peer and Host, same-origin POSTs). Outside dev mode nothing is mounted (404).
    if (!ctx.dev) return;
    registerPageAssets(mainRouter, ['css', 'forms', 'qrPhone']);
    const router = fenceRouter(ctx, mainRouter);

    /** Binds a phone session to the credential it was opened with: a new password ends it. */
    const credential = (user: UserRow) =>
      createHmac('sha256', ctx.secret).update(`phone-session|${user.id}|${user.password_hash ?? ''}`).digest('base64url').slice(0, 22);

    function current(rc: RequestContext): { user: UserRow; token: string } | undefined {
      const token = rc.cookies.get(PHONE_SESSION_COOKIE);
      if (!token) return undefined;
      const row = ctx.tokens.peek(token, 'PHONE_SESSION', rc.now);
      const user = row?.user_id != null ? ctx.users.byId(row.user_id) : undefined;
      if (!row || !user || user.status !== 'NORMAL' || row.data.credential !== credential(user)) return undefined;
      return { user, token };
    }

    function required(rc: RequestContext): UserRow {
      const session = current(rc);
      if (!session) {
        if (rc.cookies.has(PHONE_SESSION_COOKIE)) clearCookie(rc);
        throw signedOut();
      }
      return session.user;
    }

    function clearCookie(rc: RequestContext): void {
      rc.clearCookie(PHONE_SESSION_COOKIE, { httpOnly: true, sameSite: 'Strict', path: QR_PHONE_PATH });
    }

    const demoAllowed = (rc: RequestContext) => ctx.dev && rc.loopback;

    function demoAccounts(): Array<{ loginName: string; label: string }> {
      const rows = ctx.db
        .prepare("SELECT id, name, email, phone FROM users WHERE status = 'NORMAL' ORDER BY id LIMIT 50")
        .all() as Array<Pick<UserRow, 'id' | 'name' | 'email' | 'phone'>>;
      return rows.map((row) => {
        const loginName = row.email ?? row.phone ?? '';
        return { loginName, label: row.name ? `${row.name} (${loginName})` : loginName };
      });
    }

    async function signIn(rc: RequestContext, body: Body): Promise<UserRow> {
      const loginName = readString(body, 'loginName', { max: MAX.loginName }).trim();
      if (readBoolean(body, 'demo') === true) {
        if (!demoAllowed(rc)) throw new RequestError(403, 'PL-DEV-ONLY', 'Signing in without a password is a development-mode feature.');
        const user = findByLoginName(ctx, rc, loginName);
        if (!user || user.status !== 'NORMAL') throw loginIncorrect();
        return user;
      }
      const cipher = readString(body, 'password', { max: MAX.cipher });
      // The same failure count as the member login: the phone is one more door to the same password.
      const user = findByLoginName(ctx, rc, loginName);
      const attempt = await reserveLoginAttempt(ctx, rc, loginIdentity(rc, loginName, user));
      const password = ctx.rsa.decryptOaep(cipher);
      const ok = attempt.settle((await ctx.hasher.verify(password ?? '', user?.password_hash)) && password !== null && user !== undefined);
      if (!user || !ok) throw loginIncorrect();
      const fresh = unchangedSinceCheck(ctx, user);
      if (fresh.status !== 'NORMAL') throw loginIncorrect();
      return fresh;
    }

    /**
     * What the signed-in user can act on: the codes this user scanned and, in dev mode for a loopback client, every
     * code still waiting (the two-tab demo). Outside dev mode a waiting code is reached only through its own link,
     * as a real phone reaches it only by scanning it: nobody else's computer is offered to confirm.
     */
    function sessionsFor(rc: RequestContext, user: UserRow) {
      const everyWaiting = ctx.dev && rc.loopback;
      return ctx.qr
        .open()
        .filter((s) => s.userId === user.id || (everyWaiting && s.status === 'PENDING'))
        .map((s) => sessionView(s, user, rc.now));
    }

    function sessionView(s: QrSessionView, user: UserRow, now: number) {
      return {
        requestId: s.requestId,
        status: s.status,
        mine: s.userId === user.id,
        createdAt: s.createdAt,
        expiresAt: s.expiresAt,
        secondsLeft: Math.max(0, Math.ceil((s.expiresAt - now) / 1000)),
      };
    }

    const requestIdOf = (body: Body) => readString(body, 'requestId', { max: MAX.label });

    router.add('GET', QR_PHONE_PATH, (rc) =>
      sendPage(rc, {
        title: 'Marketplace app: QR login (phone simulator)',
        bodyClass: 'narrow',
        scripts: ['forms', 'qrPhone'],
        meta: { ...pageKeyMeta(ctx), 'qr-phone-api': QR_PHONE_API },
        main: html`<h1>Marketplace app</h1>
<p class="muted">This page stands in for the phone app: sign in, then confirm or reject a QR login shown on a computer.</p>
<noscript><p>This page needs JavaScript.</p></noscript>
<p id="loading" role="status">Loading…</p>

<section id="signin" hidden aria-labelledby="signin-title">
  <h2 id="signin-title">Sign in on the phone</h2>
  <div id="demo" hidden>
    <label for="demo-account">Demo account</label>
    <select id="demo-account"><option value="">Choose an account…</option></select>
    <div class="actions"><button type="button" id="demo-signin" class="secondary">Sign in as this account</button></div>
    <p class="muted">Development mode: signs in without a password. Or use a login name and password below.</p>
  </div>
  <form id="signin-form" class="stack" novalidate>
    <div><label for="login-name">Phone or e-mail</label>
    <input id="login-name" name="loginName" type="text" autocomplete="username" required></div>
    <div><label for="password">Password</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required></div>
    <div class="actions"><button type="submit">Sign in</button></div>
  </form>
  <p class="status" data-status aria-live="polite"></p>
</section>

<section id="account" hidden aria-label="Signed-in account">
  <div class="row"><p>Signed in as <strong id="account-name"></strong></p>
  <button type="button" id="signout" class="secondary">Sign out</button></div>
</section>

<section id="current" hidden aria-labelledby="current-title">
  <h2 id="current-title">Log in on the computer?</h2>
  <p id="current-text"></p>
  <div class="actions" id="current-actions">
    <button type="button" id="confirm">Confirm login</button>
    <button type="button" id="reject" class="danger">Reject</button>
  </div>
  <p class="status" data-status aria-live="polite"></p>
</section>

<section id="pending" hidden aria-labelledby="pending-title">
  <h2 id="pending-title">Pending QR logins</h2>
  <p class="muted">QR codes you scanned, and in development mode every code shown on a computer right now (refreshed every 2 seconds).</p>
  <ul class="list" id="pending-list"></ul>
  <p id="pending-empty" class="muted">No QR code is waiting. Open the QR login on the computer.</p>
  <p class="status" data-status aria-live="polite"></p>
</section>`,
      }),
    );

    router.add('GET', `${QR_PHONE_API}/me`, pageApi(ctx, (rc) => {
      const session = current(rc);
      return {
        user: session ? userView(session.user) : null,
        demoAccounts: demoAllowed(rc) ? demoAccounts() : [],
      };
    }));

    router.add('POST', `${QR_PHONE_API}/login`, pageApi(ctx, async (rc, body) => {
      const user = await signIn(rc, body);
      const previous = rc.cookies.get(PHONE_SESSION_COOKIE);
      const token = ctx.db.transaction(() => {
        if (previous) ctx.tokens.spend(previous, 'PHONE_SESSION', rc.now);
        return ctx.tokens.mint(
          { type: 'PHONE_SESSION', userId: user.id, data: { credential: credential(user) }, ttlMs: PHONE_SESSION_TTL_MS },
          rc.now,
        );
      })();
      rc.setCookie(PHONE_SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: 'Strict',
        path: QR_PHONE_PATH,
        maxAge: PHONE_SESSION_TTL_MS / 1000,
      });
      return { user: userView(user) };
    }));

    router.add('POST', `${QR_PHONE_API}/logout`, pageApi(ctx, (rc) => {
      const token = rc.cookies.get(PHONE_SESSION_COOKIE);
      if (token) ctx.tokens.spend(token, 'PHONE_SESSION', rc.now);
      clearCookie(rc);
      return {};
    }));

    router.add('GET', `${QR_PHONE_API}/sessions`, pageApi(ctx, (rc) => ({ sessions: sessionsFor(rc, required(rc)) })));

    router.add('POST', `${QR_PHONE_API}/scan`, pageApi(ctx, (rc, body) => {
      const user = required(rc);
      const requestId = requestIdOf(body);
      return { status: ctx.qr.scanQr(requestId, user.id), session: sessionView(ctx.qr.get(requestId)!, user, rc.now) };
    }));

    router.add('POST', `${QR_PHONE_API}/confirm`, pageApi(ctx, (rc, body) => {
      const user = required(rc);
      const requestId = requestIdOf(body);
      if (ctx.qr.get(requestId)?.status === 'PENDING') ctx.qr.scanQr(requestId, user.id);
      return { status: ctx.qr.confirmQr(requestId, user.id) };
    }));

    router.add('POST', `${QR_PHONE_API}/reject`, pageApi(ctx, (rc, body) => {
      const user = required(rc);
      return { status: ctx.qr.rejectQr(requestIdOf(body), user.id) };
    }));
  };
}


