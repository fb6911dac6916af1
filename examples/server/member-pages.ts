/**
 * The pages the core links to from next steps and error answers (spec §2.2, §2.3, §4, §8), as a route module.
 * Plain, accessible HTML under the strict page CSP; forms are sent as JSON by /static/member/forms.js.
 *
 * | page                                | what                                                                   |
 * |-------------------------------------|------------------------------------------------------------------------|
 * | /user/verify                        | second verification (SECOND_VERIFICATION, ACCOUNT_SECOND_VERIFICATION): a code to the account's phone or e-mail approves the step-up, then a login goes back to `redirect` (logged in), a reset hands `redirect` the verified reset token (or sets the password here); "This wasn't me" rejects |
 * | /privacy-policy/, /terms-of-use/    | the policies the sign-up consent links to                              |
 *
 * The account-restore, account-auth and close-account-failure pages are the package's pages (pages-shell.ts mounts
 * them; their calls are pages-auth-calls.ts).
 *
 * Every `redirect` goes through src/redirect's guard with the local allowed domains (pageRedirect). Passwords
 * typed here travel RSA-OAEP encrypted with the server key (never in clear).
 */
import {
  PAGE_PATHS,
  checkCodeShape,
  completeSecondVerification,
  decideSecondVerification,
  deliver,
  isRisky,
  maskEmail,
  maskPhone,
  setPasswordWithResetToken,
  type LoginModule,
} from './accounts.js';
import type { RouteModule } from './app.js';
import { emailTarget, phoneTarget, type Delivery } from './codes.js';
import { BusinessError, KEYS, codeExpired, text, verificationExpired } from './errors.js';
import { MAX, readString, type Body } from './fields.js';
import type { RequestContext } from './http.js';
import { html, pageApi, pageKeyMeta, pageRedirect, registerPageAssets, sendPage, withParams, type SafeHtml } from './page-kit.js';
import type { TokenRow } from './tokens.js';
import type { UserRow } from './users.js';

export const MEMBER_PAGE_PATHS = Object.freeze({
  ...PAGE_PATHS,
  privacyPolicy: '/privacy-policy/',
  termsOfUse: '/terms-of-use/',
});

/** Where a login result sends the browser: back to `redirect`, or on to the next step's page (carrying it). */
export function nextUrl(result: LoginModule, redirect: string): string {
  if (result.loginSuccess === true) return redirect;
  const data = (result.loginNextStepActionData ?? {}) as Record<string, unknown>;
  const url = typeof data.url === 'string' ? data.url : '';
  if (!url) return redirect;
  if (result.loginNextStepAction === 'SECOND_VERIFICATION' && typeof data.token === 'string') {
    return withParams(url, { redirect, token: data.token, type: 'SECOND_VERIFICATION' });
  }
  return withParams(url, { redirect });
}

export function memberPagesModule(): RouteModule {
  return ({ ctx, router }) => {
    registerPageAssets(router, ['css', 'forms']);

    const hidden = (name: string, value: string) => html`<input type="hidden" name="${name}" value="${value}">`;
    const status = html`<p class="status" data-status aria-live="polite"></p>`;
    const redirectParam = (rc: RequestContext) => rc.url.searchParams.get('redirect') ?? '';
    const redirectOf = (body: Body) => readString(body, 'redirect', { max: MAX.url, required: false });

    function simplePage(rc: RequestContext, title: string, main: SafeHtml, statusCode = 200): void {
      sendPage(rc, { title, main, status: statusCode, bodyClass: 'narrow' });
    }

    function expiredPage(rc: RequestContext, message = text('error.verification.expired')): void {
      const back = pageRedirect(ctx, redirectParam(rc));
      simplePage(rc, 'Link expired', html`<h1>This link has expired</h1><p>${message}</p><p><a class="button" href="${back}">Back</a></p>`);
    }

    /* ---------------------------------------------------------------------------------------------------------- */
    /* /user/verify                                                                                               */

    function liveVerification(token: string, now: number): { row: TokenRow; user: UserRow } {
      const row = ctx.tokens.peek(token, 'ACCOUNT_SECOND_VERIFICATION', now);
      const user = row?.user_id != null ? ctx.users.byId(row.user_id) : undefined;
      if (!row || !user || user.status === 'DELETED') throw verificationExpired();
      return { row, user };
    }

    /** Finishes an approved verification: the login's session, or the verified reset token. */
    function complete(rc: RequestContext, token: string, redirect: string | undefined) {
      const result = completeSecondVerification(ctx, rc, token);
      if (result.status === 'PENDING') {
        return { message: 'Still waiting for the approval on your trusted device.' };
      }
      if (typeof result.token === 'string') {
        if (redirect) return { redirect: withParams(pageRedirect(ctx, redirect), { token: result.token, tokenType: 'RESET_PASSWORD' }) };
        return { hide: ['step-send', 'step-code', 'step-approved', 'reject'], show: 'step-password', values: { resetToken: result.token } };
      }
      return { redirect: nextUrl(result.loginResponseDTO as LoginModule, pageRedirect(ctx, redirect)) };
    }

    router.add('GET', PAGE_PATHS.secondVerification, (rc) => {
      const token = rc.url.searchParams.get('token') ?? '';
      let found: { row: TokenRow; user: UserRow };
      try {
        found = liveVerification(token, rc.now);
      } catch {
        expiredPage(rc);
        return;
      }
      const { row, user } = found;
      if (row.data.decision === 'REJECTED') {
        expiredPage(rc, text('error.verification.rejected'));
        return;
      }
      const approved = row.data.decision === 'APPROVED';
      const purpose = row.data.purpose === 'RESET_PASSWORD' ? 'reset your password' : 'log in';
      const redirect = redirectParam(rc);
      const channels = [
        user.phone ? html`<button type="submit" name="channel" value="phone">Send a code to ${maskPhone(user.phone, user.site)}</button>` : '',
        user.email ? html`<button type="submit" name="channel" value="email" class="secondary">Send a code to ${maskEmail(user.email)}</button>` : '',
      ];
      sendPage(rc, {
        title: 'Verify it is you',
        bodyClass: 'narrow',
        scripts: ['forms'],
        meta: pageKeyMeta(ctx),
        main: html`<h1>Verify it is you</h1>
<p>Someone is trying to ${purpose} with your account. To continue, confirm it is you within 5 minutes.</p>
<section id="step-approved"${approved ? '' : html` hidden`} aria-labelledby="approved-title">
<h2 id="approved-title">Approved on your trusted device</h2>
<form data-api="/user/verify/api/complete">${hidden('token', token)}${hidden('redirect', redirect)}
<div class="actions"><button type="submit">Continue</button></div>${status}</form>
</section>
<section id="step-send"${approved ? html` hidden` : ''} aria-labelledby="send-title">
<h2 id="send-title">Get a verification code</h2>
<form data-api="/user/verify/api/send">${hidden('token', token)}
<div class="actions">${channels}</div>${status}</form>
</section>
<section id="step-code" hidden aria-labelledby="code-title">
<h2 id="code-title">Enter the code</h2>
<form data-api="/user/verify/api/confirm" class="stack">${hidden('token', token)}${hidden('redirect', redirect)}
<div><label for="verify-code">Verification code</label>
<input id="verify-code" class="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="6" pattern="[0-9]*" required></div>
<div class="actions"><button type="submit">Confirm</button></div>${status}</form>
</section>
<section id="step-password" hidden aria-labelledby="password-title">
<h2 id="password-title">Set a new password</h2>
<form data-api="/user/verify/api/password" class="stack">${hidden('resetToken', '')}
<div><label for="new-password">New password</label>
<input id="new-password" name="password" type="password" autocomplete="new-password" data-encrypt required>
<p class="muted">8 to 20 characters with letters, numbers and symbols.</p></div>
<div class="actions"><button type="submit">Save password</button></div>${status}</form>
</section>
<section id="step-done" hidden aria-labelledby="done-title">
<h2 id="done-title">All set</h2>${status}
<p><a class="button" href="${pageRedirect(ctx, redirect)}">Continue</a></p>
</section>
<form id="reject" data-api="/user/verify/api/reject">${hidden('token', token)}
<div class="actions"><button type="submit" class="danger" data-confirm="Stop this request? Nobody will be able to ${purpose} with it.">This was not me</button></div>${status}</form>`,
      });
    });

    router.add('POST', '/user/verify/api/send', pageApi(ctx, (rc, body) => {
      const token = readString(body, 'token', { max: MAX.token });
      const channel = readString(body, 'channel', { max: 8, pattern: /^(phone|email)$/ }) as 'phone' | 'email';
      const { row, user } = liveVerification(token, rc.now);
      if (row.data.decision !== 'PENDING') throw verificationExpired();
      const destination = channel === 'phone' ? user.phone : user.email;
      if (!destination) throw new BusinessError(KEYS.channelUnsupported, 'This account has no such contact.');
      const delivery: Delivery = channel === 'email' ? 'EMAIL' : isRisky(ctx, destination) ? 'VOICE' : 'SMS';
      const target = channel === 'email' ? emailTarget(destination) : phoneTarget(destination);
      const code = ctx.codes.issue({ target, purpose: 'SECOND_VERIFICATION', delivery, ip: rc.ip, client: ctx.csrf.client(rc), now: rc.now });
      ctx.tokens.update(token, { ...row.data, channel });
      deliver(ctx, rc.now, { channel: delivery, destination, purpose: 'SECOND_VERIFICATION', code });
      const shown = channel === 'email' ? maskEmail(destination) : maskPhone(destination, user.site);
      const how = delivery === 'VOICE' ? `We are calling ${shown} to read out` : `We sent`;
      return {
        show: 'step-code',
        message: delivery === 'VOICE' ? `${how} a ${code.length}-digit code.` : `${how} a ${code.length}-digit code to ${shown}.`,
      };
    }));

    router.add('POST', '/user/verify/api/confirm', pageApi(ctx, (rc, body) => {
      const token = readString(body, 'token', { max: MAX.token });
      const code = readString(body, 'code', { max: MAX.code }).trim();
      const { row, user } = liveVerification(token, rc.now);
      if (row.data.decision !== 'PENDING') throw verificationExpired();
      const channel = row.data.channel;
      const destination = channel === 'phone' ? user.phone : channel === 'email' ? user.email : null;
      if (!destination) throw codeExpired();
      checkCodeShape(code);
      const target = channel === 'email' ? emailTarget(destination) : phoneTarget(destination);
      // A wrong code counts a try and is committed; a right one is spent with the approval.
      ctx.codes.verify({ target, purpose: 'SECOND_VERIFICATION', code, client: ctx.csrf.client(rc), now: rc.now, consume: false });
      ctx.db.transaction(() => {
        if (ctx.codes.check({ target, purpose: 'SECOND_VERIFICATION', code, client: ctx.csrf.client(rc), now: rc.now, consume: true }) !== 'ok') throw codeExpired();
        decideSecondVerification(ctx, token, 'APPROVED');
      })();
      return complete(rc, token, redirectOf(body));
    }));

    router.add('POST', '/user/verify/api/complete', pageApi(ctx, (rc, body) =>
      complete(rc, readString(body, 'token', { max: MAX.token }), redirectOf(body)),
    ));

    router.add('POST', '/user/verify/api/password', pageApi(ctx, async (rc, body) => {
      const token = readString(body, 'resetToken', { max: MAX.token });
      const cipher = readString(body, 'password', { max: MAX.cipher });
      await setPasswordWithResetToken(ctx, rc, { password: ctx.rsa.decryptOaep(cipher), token });
      return { hide: ['step-password'], show: 'step-done', message: 'Your password is changed and you are logged in.', ok: true };
    }));

    router.add('POST', '/user/verify/api/reject', pageApi(ctx, (rc, body) => {
      const token = readString(body, 'token', { max: MAX.token });
      const { row } = liveVerification(token, rc.now);
      if (row.data.decision === 'PENDING') decideSecondVerification(ctx, token, 'REJECTED');
      ctx.tokens.spend(token, 'ACCOUNT_SECOND_VERIFICATION', rc.now);
      return {
        hide: ['step-send', 'step-code', 'step-approved', 'reject'],
        show: 'step-done',
        message: 'The request was stopped. If it was not you, change your password.',
        ok: true,
      };
    }));

    /* ---------------------------------------------------------------------------------------------------------- */
    /* Static pages                                                                                               */

    const policyLinks = html`<p class="muted"><a href="${MEMBER_PAGE_PATHS.privacyPolicy}">Privacy Policy</a> · <a href="${MEMBER_PAGE_PATHS.termsOfUse}">Terms of Use</a> · <a href="/">Home</a></p>`;

    router.add('GET', MEMBER_PAGE_PATHS.privacyPolicy, (rc) =>
      sendPage(rc, {
        title: 'Privacy Policy',
        main: html`<h1>Privacy Policy</h1>
<p>This policy covers the member account of this marketplace demonstration: the reference member server and the login popup. It describes what this server really stores.</p>
<h2>What we store</h2>
<ul>
<li>Your account: e-mail address, mobile number, name, and, if you give them, gender and birthday; the site (country) you registered on.</li>
<li>Your password, only as a salted scrypt hash. It travels encrypted with the server's RSA key and is never stored or logged in clear.</li>
<li>Sign-in sessions (only a hash of the session id), one-time codes (only a keyed hash, for ${Math.round(ctx.codes.settings.ttlMs / 60_000)} minutes), and counters of code sends and wrong passwords used to stop abuse.</li>
<li>Social sign-in: the identity provider's id for you and the e-mail address it shared.</li>
<li>Orders placed as a guest with your e-mail address, which move to your account when you claim it.</li>
</ul>
<h2>What we do not do</h2>
<ul><li>No advertising profile, no sale of data, no tracking across sites.</li>
<li>The experiment that decides whether the login popup is shown uses a random visitor id in a cookie, not your identity.</li></ul>
<h2>Cookies</h2>
<p>A session cookie and a readable user-id cookie while you are logged in, a CSRF cookie, the gateway's token cookies, the site and language cookie, and the experiment's visitor cookie.</p>
<h2>Deleting your account</h2>
<p>After a deletion request the account can be restored for ${Math.round(ctx.lifecycle.deletionGraceMs / 86_400_000)} days. Afterwards its e-mail address and phone number cannot register a new account for ${Math.round(ctx.lifecycle.coolingPeriodMs / 86_400_000)} days.</p>
<h2>Contact</h2>
<p>Write to customer care for a copy of your data or to correct it.</p>
${policyLinks}`,
      }),
    );

    router.add('GET', MEMBER_PAGE_PATHS.termsOfUse, (rc) =>
      sendPage(rc, {
        title: 'Terms of Use',
        main: html`<h1>Terms of Use</h1>
<p>These terms cover your marketplace member account in this demonstration.</p>
<h2>Your account</h2>
<ul>
<li>Give true details and keep your password to yourself. One account per e-mail address and per mobile number.</li>
<li>You are responsible for what is done with your account. Tell customer care at once if you think someone else used it.</li>
<li>Codes we send are for you only. We never ask for them by phone or e-mail.</li>
</ul>
<h2>Fair use</h2>
<p>Automated sign-ups, code requests or password guessing are not allowed. We limit code sends and wrong passwords and may ask for a security check.</p>
<h2>Suspension and deletion</h2>
<p>We may suspend a sign-in method when we see a security risk. You may ask to delete your account; it can be restored for ${Math.round(ctx.lifecycle.deletionGraceMs / 86_400_000)} days.</p>
<h2>Promotions</h2>
<p>Promotional messages by SMS or e-mail are sent only if you opted in, and you can opt out at any time.</p>
${policyLinks}`,
      }),
    );

    // The policy pages are addressed with a trailing slash (spec §2.2); the bare paths lead there.
    for (const path of [MEMBER_PAGE_PATHS.privacyPolicy, MEMBER_PAGE_PATHS.termsOfUse]) {
      router.add('GET', path.slice(0, -1), (rc) => {
        rc.res.statusCode = 301;
        rc.res.setHeader('Location', path);
        rc.res.end();
      });
    }
  };
}
