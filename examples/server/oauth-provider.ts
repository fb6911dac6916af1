/**
 * A fake social identity provider for GOOGLE and FACEBOOK (issue 4), as a route module, so social login and
 * the not-exist → REGISTER path run offline. It speaks what src/api/social.ts `createWindowSocialProvider`
 * expects: the popup window opens
 *
 *   GET /oauth/authorize?provider=GOOGLE|FACEBOOK&scope=…&redirect_uri=<page origin>&state=…
 *
 * a consent page (script /static/member/oauth-consent.js, strict CSP) that shows the provider, the requested
 * scopes and a choice of demo identities: the identities already linked to accounts (the seed's Facebook buyer,
 * the suspended Google one, and any linked since), or a new identity with a name and an optional e-mail.
 * "Allow" asks `POST /oauth/authorize/api/consent`, which issues the authorization code (`issueOAuthCode`);
 * the page then calls `window.opener.postMessage({ code, state }, <redirect_uri origin>)` and closes.
 * "Cancel" posts `{ error: 'access_denied', state }`.
 *
 * redirect_uri must be this server's origin or a loopback origin (127.0.0.0/8, localhost, [::1]); anything else
 * is refused with a 400 page, so a message is never posted to an arbitrary origin. The consent request carries
 * a transaction (`tx`) signed by the server and valid 10 minutes, binding provider, origin and state: the
 * consent call cannot be pointed elsewhere.
 *
 * Redirect mode (issue 25: in-app browsers, where no window can open): a request with `code_challenge` and
 * `code_challenge_method=S256` (PKCE) is answered by sending this tab back to `redirect_uri?code=…&state=…` (or
 * `?error=access_denied&state=…`) instead of posting to an opener. The code is bound to the challenge, the state and
 * the redirect_uri (oauth.ts `matchesBinding`): the exchange must bring the verifier, the same state and URI.
 * `code_challenge_method=plain` and a challenge without a method are refused. Like Google, GOOGLE refuses an Android
 * web view (a user agent with "; wv)") in redirect mode: the tab goes back with `error=disallowed_useragent`.
 *
 * Development only: outside dev mode the module mounts nothing, and in dev mode its routes are behind the dev
 * fence (dev-routes.ts `fenceRouter`). A new identity's e-mail is "verified by the provider" only when the tester
 * ticks that box (`emailVerified`); the member server trusts an e-mail claim only when it is verified.
 *
 * A new identity with an e-mail gets a subject derived from the provider and that e-mail, so consenting again
 * with the same e-mail is the same person (logs in once the account exists); without an e-mail it is a fresh
 * identity each time (the OAUTH_COMPLETE_PHONE_FOR_REGISTER path).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { DISALLOWED_USERAGENT } from '../../src/api/social-redirect-paths.js';
import { validateEmail } from '../../src/validation/text.js';
import type { RouteModule } from './app.js';
import type { AppContext } from './context.js';
import { fenceRouter, isLoopbackHostname } from './dev-routes.js';
import { RequestError, inputInvalid, paramError } from './errors.js';
import { MAX, readBoolean, readString } from './fields.js';
import type { RequestContext } from './http.js';
import { CODE_CHALLENGE, OAUTH_PROVIDERS, type OAuthBinding, type OAuthProfile, type OAuthProvider } from './oauth.js';
import { html, pageApi, registerPageAssets, sendPage } from './page-kit.js';
import { LINKED_SOCIAL, SUSPENDED_SOCIAL } from './seed.js';
import { randomToken } from './tokens.js';

export const OAUTH_AUTHORIZE_PATH = '/oauth/authorize';
export const OAUTH_CONSENT_API = '/oauth/authorize/api/consent';
export const CONSENT_TTL_MS = 10 * 60_000;

const PROVIDER_NAME: Readonly<Record<OAuthProvider, string>> = Object.freeze({ GOOGLE: 'Google', FACEBOOK: 'Facebook' });

const SCOPE_TEXT: Readonly<Record<string, string>> = Object.freeze({
  profile: 'See your name and profile picture',
  email: 'See your e-mail address',
  openid: 'Confirm who you are',
  public_profile: 'See your public profile',
});

export interface ConsentRequest {
  provider: OAuthProvider;
  /** The origin the answer is posted to (from redirect_uri). */
  origin: string;
  state: string;
  scopes: string[];
  /** Redirect mode: the S256 challenge and where the tab goes back to (the full redirect_uri). */
  redirect?: { codeChallenge: string; redirectUri: string };
}


/** The request's parameters, validated; throws RequestError with the reason shown on the 400 page. */
export function parseConsentRequest(query: URLSearchParams, serverOrigin: string): ConsentRequest {
  const providerParam = (query.get('provider') ?? '').trim().toUpperCase();
  const provider = OAUTH_PROVIDERS.find((p) => p === providerParam);
  if (!provider) throw paramError('The parameter "provider" must be GOOGLE or FACEBOOK.');
  const state = query.get('state') ?? '';
  if (!/^[\x21-\x7e]{1,512}$/.test(state)) throw paramError('The parameter "state" is required (up to 512 visible characters).');
  const scope = query.get('scope') ?? '';
  if (scope.length > 256) throw paramError('The parameter "scope" is too long.');
  const redirect = query.get('redirect_uri') ?? '';
  let target: URL;
  try {
    target = new URL(redirect);
  } catch {
    throw paramError('The parameter "redirect_uri" must be an absolute URL.');
  }
  if ((target.protocol !== 'http:' && target.protocol !== 'https:') || target.username || target.password) {
    throw paramError('The parameter "redirect_uri" must be an http(s) URL.');
  }
  if (target.origin !== serverOrigin && !isLoopbackHostname(target.hostname)) {
    throw new RequestError(400, 'PL-REDIRECT-URI-REFUSED', `This provider answers only this server and loopback pages, not ${target.origin}.`);
  }
  const scopes = [...new Set(scope.split(/[\s,]+/).filter(Boolean))];
  const challenge = query.get('code_challenge');
  const method = query.get('code_challenge_method');
  if (challenge === null && method === null) return { provider, origin: target.origin, state, scopes };
  if (method !== 'S256') throw paramError('The parameter "code_challenge_method" must be S256.');
  if (challenge === null || !CODE_CHALLENGE.test(challenge)) throw paramError('The parameter "code_challenge" must be a S256 challenge.');
  return { provider, origin: target.origin, state, scopes, redirect: { codeChallenge: challenge, redirectUri: target.href } };
}

export function oauthProviderModule(): RouteModule {
  return ({ ctx, router: mainRouter }) => {
    // A fake identity provider vouches for whoever clicks: it exists only in dev mode, behind the dev fence
    // (loopback peer and Host, same-origin POSTs). Outside dev mode nothing is mounted (404).
    if (!ctx.dev) return;
    registerPageAssets(mainRouter, ['css', 'forms', 'consent']);
    const router = fenceRouter(ctx, mainRouter);

    const sign = (payload: string) => createHmac('sha256', ctx.secret).update(`oauth-consent|${payload}`).digest('base64url');

    function transaction(request: ConsentRequest, now: number): string {
      const payload = Buffer.from(
        JSON.stringify({
          p: request.provider,
          o: request.origin,
          s: request.state,
          e: now + CONSENT_TTL_MS,
          ...(request.redirect ? { c: request.redirect.codeChallenge, r: request.redirect.redirectUri } : {}),
        }),
      ).toString('base64url');
      return `${payload}.${sign(payload)}`;
    }

    function openTransaction(
      tx: string,
      now: number,
    ): { provider: OAuthProvider; origin: string; state: string; binding?: OAuthBinding } {
      const [payload = '', mac = ''] = tx.split('.');
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(mac);
      const expired = () => new RequestError(400, 'PL-USER-VERIFICATION-EXPIRED', 'This sign-in request has expired. Close this window and try again.');
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw expired();
      const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
        p: OAuthProvider;
        o: string;
        s: string;
        e: number;
        c?: string;
        r?: string;
      };
      if (!(data.e > now)) throw expired();
      const binding = data.c && data.r ? { codeChallenge: data.c, state: data.s, redirectUri: data.r } : undefined;
      return { provider: data.p, origin: data.o, state: data.s, ...(binding ? { binding } : {}) };
    }

    type Identity = { subject: string; email: string | null; suspended: number; name: string | null };
    const IDENTITY = `SELECT s.subject, COALESCE(s.email, u.email) AS email, s.suspended, u.name
      FROM social_accounts s JOIN users u ON u.id = s.user_id WHERE s.provider = ? AND u.status <> 'DELETED'`;
    const seedSubjects = [LINKED_SOCIAL.subject, SUSPENDED_SOCIAL.subject];
    /** The identities offered: the seed's first, then the 20 linked most recently. */
    const listStmt = ctx.db.prepare(`${IDENTITY}
      ORDER BY CASE WHEN s.subject IN (?, ?) THEN 0 ELSE 1 END, s.created_at DESC LIMIT 22`);
    const oneStmt = ctx.db.prepare(`${IDENTITY} AND s.subject = ?`);
    const identities = (provider: OAuthProvider) => listStmt.all(provider, ...seedSubjects) as Identity[];
    const identityBySubject = (provider: OAuthProvider, subject: string) => oneStmt.get(provider, subject) as Identity | undefined;

    function page(rc: RequestContext) {
      let request: ConsentRequest;
      try {
        request = parseConsentRequest(rc.url.searchParams, ctx.origin());
      } catch (error) {
        const message = error instanceof RequestError ? error.displayMessage : 'This sign-in request is not valid.';
        sendPage(rc, {
          status: 400,
          title: 'Sign-in request refused',
          bodyClass: 'narrow',
          main: html`<h1>Sign-in request refused</h1><p role="alert">${message}</p><p class="muted">Close this window and try again.</p>`,
        });
        return;
      }
      // Google refuses OAuth in embedded Android web views ("disallowed_useragent"); this provider does the same in
      // redirect mode, answering the error to the return path so the product can offer "Open in your browser".
      if (request.redirect && request.provider === 'GOOGLE' && /; wv\)/.test(rc.req.headers['user-agent'] ?? '')) {
        rc.res.writeHead(302, { Location: answerUrl(request.redirect.redirectUri, { error: DISALLOWED_USERAGENT, state: request.state }) });
        rc.res.end();
        return;
      }
      const name = PROVIDER_NAME[request.provider];
      const linked = identities(request.provider);
      const scopeItems = request.scopes.length
        ? request.scopes.map((scope) => html`<li>${SCOPE_TEXT[scope] ?? `Use "${scope}"`}</li>`)
        : html`<li>Confirm who you are</li>`;
      const linkedItems = linked.map(
        (identity, i) => html`<label class="choice"><input type="radio" name="identity" value="${`linked:${identity.subject}`}"${i === 0 ? html` checked` : ''}>
<span><strong>${identity.name ?? 'Unnamed'}</strong> ${identity.email ?? '(no e-mail shared)'}
${identity.suspended ? html` <span class="badge warn">suspended</span>` : ''}<br><span class="muted">${name} id ${identity.subject}</span></span></label>`,
      );
      sendPage(rc, {
        title: `Sign in with ${name}`,
        bodyClass: 'narrow',
        scripts: ['forms', 'consent'],
        meta: {
          'oauth-tx': transaction(request, rc.now),
          'oauth-state': request.state,
          'oauth-origin': request.origin,
          'oauth-consent-api': OAUTH_CONSENT_API,
          // Redirect mode: where Cancel sends the tab back to.
          ...(request.redirect ? { 'oauth-cancel': answerUrl(request.redirect.redirectUri, { error: 'access_denied', state: request.state }) } : {}),
        },
        main: html`<div class="provider"><span class="provider-mark ${request.provider.toLowerCase()}" aria-hidden="true">${name[0]}</span>
<div><h1>Sign in with ${name}</h1><p class="muted">Demo identity provider of the reference server: no real ${name} account is used.</p></div></div>
<p><strong>${request.origin}</strong> asks to:</p>
<ul>${scopeItems}</ul>
<form id="consent-form" novalidate>
<fieldset>
<legend>Choose an account</legend>
${linkedItems}
<label class="choice"><input type="radio" name="identity" value="new"${linked.length === 0 ? html` checked` : ''}>
<span><strong>A new ${name} identity</strong><br><span class="muted">Not linked to any marketplace account yet.</span></span></label>
<div class="stack" id="new-identity">
<div><label for="new-name">Name</label><input id="new-name" name="name" type="text" autocomplete="name" maxlength="50"></div>
<div><label for="new-email">E-mail <span class="muted">(leave empty to share none)</span></label>
<input id="new-email" name="email" type="email" autocomplete="email" maxlength="60"></div>
<label class="choice"><input id="new-email-verified" name="emailVerified" type="checkbox">
<span>${name} has verified this e-mail <span class="muted">(email_verified claim; unticked, the marketplace does not trust it)</span></span></label>
</div>
</fieldset>
<div class="actions"><button type="submit" id="allow">Allow</button><button type="button" id="cancel" class="secondary">Cancel</button></div>
<p class="status" data-status aria-live="polite"></p>
</form>`,
      });
    }

    function profileOf(provider: OAuthProvider, identity: string, body: Record<string, unknown>): OAuthProfile {
      if (identity.startsWith('linked:')) {
        const subject = identity.slice('linked:'.length);
        const found = identityBySubject(provider, subject);
        if (!found) throw paramError('This identity is not linked to an account any more.');
        return { subject, email: found.email ?? undefined, emailVerified: found.email ? true : undefined, name: found.name ?? undefined };
      }
      if (identity !== 'new') throw paramError('The field "identity" must be "new" or a linked identity.');
      const name = (readString(body, 'name', { max: MAX.name, required: false }) ?? '').trim();
      if (name.length < 1 || name.length > 50) throw inputInvalid('name', 'validation.required');
      const email = (readString(body, 'email', { max: MAX.email, required: false }) ?? '').trim().toLowerCase();
      if (email) {
        const verdict = validateEmail(email);
        if (verdict) throw inputInvalid('email', verdict);
      }
      const prefix = provider.toLowerCase();
      const subject = email
        ? `${prefix}-${createHash('sha256').update(`${provider}|${email}`).digest('hex').slice(0, 20)}`
        : `${prefix}-${randomToken(12)}`;
      const emailVerified = readBoolean(body, 'emailVerified') === true;
      return { subject, email: email || undefined, emailVerified: email ? emailVerified : undefined, name };
    }

    router.add('GET', OAUTH_AUTHORIZE_PATH, page);

    router.add('POST', OAUTH_CONSENT_API, pageApi(ctx, (rc, body) => {
      const tx = openTransaction(readString(body, 'tx', { max: 2048 }), rc.now);
      const identity = readString(body, 'identity', { max: 200 });
      const code = ctx.oauth.issueOAuthCode(tx.provider, profileOf(tx.provider, identity, body), tx.binding);
      return {
        code,
        state: tx.state,
        origin: tx.origin,
        // Redirect mode: the page sends the tab back with the code (no opener to post to).
        ...(tx.binding ? { redirect: answerUrl(tx.binding.redirectUri, { code, state: tx.state }) } : {}),
      };
    }));
  };
}

/** The redirect_uri with the provider's answer added to its query. */
function answerUrl(redirectUri: string, answer: Record<string, string>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(answer)) url.searchParams.set(name, value);
  return url.href;
}

/** The authorize URL a page passes to createWindowSocialProvider. */
export function authorizeUrl(ctx: AppContext): string {
  return `${ctx.origin()}${OAUTH_AUTHORIZE_PATH}`;
}
