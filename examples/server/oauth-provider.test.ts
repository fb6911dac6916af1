// The fake identity provider: the consent page, the checks on redirect_uri and the signed transaction, and social
// login with the codes it issues (linked, suspended, new → PL_USER_LOGIN_OAUTH_NOT_EXIST → REGISTER).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { SOCIAL_SCOPES } from '../../src/api/social.js';
import { OAUTH_AUTHORIZE_PATH, OAUTH_CONSENT_API, oauthProviderModule, parseConsentRequest } from './oauth-provider.js';
import { LINKED_SOCIAL, SITE_BUYERS, SUSPENDED_SOCIAL } from './seed.js';
import { expectStrictPage, getPage, metaContent, openBrowser, pageCall, rawJson, rejection, startTestServer, type Browser, type TestServer } from './testing.js';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({ modules: [oauthProviderModule()] });
});
afterAll(async () => {
  await t.dispose();
});

/** The URL createWindowSocialProvider opens for a page on `origin`. */
function authorize(provider: 'GOOGLE' | 'FACEBOOK', origin: string, state = 'state-123'): string {
  const url = new URL(`${t.url}${OAUTH_AUTHORIZE_PATH}`);
  url.searchParams.set('provider', provider);
  url.searchParams.set('scope', SOCIAL_SCOPES[provider]);
  url.searchParams.set('redirect_uri', origin);
  url.searchParams.set('state', state);
  return url.pathname + url.search;
}

/** Opens the consent page and consents as the given identity: what the page's Allow does. */
async function consent(b: Browser, provider: 'GOOGLE' | 'FACEBOOK', identity: Record<string, string | boolean>, state = 'state-123') {
  const page = await getPage(b, authorize(provider, t.url, state));
  expect(page.status).toBe(200);
  const tx = metaContent(page.html, 'oauth-tx')!;
  return pageCall(b, OAUTH_CONSENT_API, { tx, ...identity });
}

const login = (b: Browser, oauthType: 'GOOGLE' | 'FACEBOOK', oauthCode: string, operateType: 'LOGIN' | 'REGISTER') =>
  b.member.loginByOAuthCode({ oauthType, oauthCode, operateType, bizScene: 'popup', redirectUri: t.url });

describe('the consent page', () => {
  it('shows the provider, the scopes and the demo identities, under the strict CSP', async () => {
    const b = openBrowser(t.url);
    const google = await getPage(b, authorize('GOOGLE', t.url));
    expectStrictPage(google);
    expect(google.html).toContain('Sign in with Google');
    expect(google.html).toContain('See your name and profile picture');
    expect(google.html).toContain('See your e-mail address');
    expect(google.html).toContain(`value="linked:${SUSPENDED_SOCIAL.subject}"`);
    expect(google.html).toContain('suspended');
    expect(google.html).toContain('value="new"');
    expect(metaContent(google.html, 'oauth-origin')).toBe(t.url);
    expect(metaContent(google.html, 'oauth-state')).toBe('state-123');
    expect(google.html).toContain('<script src="/static/member/oauth-consent.js" defer></script>');

    const facebook = await getPage(b, authorize('FACEBOOK', t.url));
    expect(facebook.html).toContain('Sign in with Facebook');
    expect(facebook.html).toContain(`value="linked:${LINKED_SOCIAL.subject}"`);
    expect(facebook.html).toContain(SITE_BUYERS.SG.email);
    expect(facebook.html).not.toContain(SUSPENDED_SOCIAL.subject);
  });

  it('escapes what the request carries', async () => {
    const page = await getPage(openBrowser(t.url), authorize('GOOGLE', t.url, '"><script>alert(1)</script>'));
    expect(page.html).not.toContain('<script>alert(1)</script>');
    expect(metaContent(page.html, 'oauth-state')).toBe('"><script>alert(1)</script>');
  });

  it('refuses a redirect_uri that is neither this server nor loopback, and malformed requests, with a 400 page', async () => {
    const b = openBrowser(t.url);
    for (const path of [
      authorize('GOOGLE', 'https://evil.example'),
      authorize('GOOGLE', 'https://127.0.0.1.evil.example'),
      authorize('GOOGLE', 'javascript:alert(1)'),
      authorize('GOOGLE', 'http://user:pw@127.0.0.1'),
      authorize('GOOGLE', '/relative'),
      authorize('GOOGLE', t.url, ''),
      authorize('GOOGLE', t.url).replace('provider=GOOGLE', 'provider=TWITTER'),
    ]) {
      const page = await getPage(b, path);
      expect(page.status, path).toBe(400);
      expectStrictPage(page);
      expect(metaContent(page.html, 'oauth-tx'), path).toBeUndefined();
      expect(page.html).not.toContain('consent-form');
    }
    const evil = await getPage(b, authorize('FACEBOOK', 'https://evil.example'));
    expect(evil.html).toContain('not https://evil.example');
  });

  it('accepts loopback pages on any port, and localhost', () => {
    const parse = (redirect: string) =>
      parseConsentRequest(new URLSearchParams({ provider: 'google', redirect_uri: redirect, state: 's', scope: 'profile email' }), t.url);
    expect(parse('http://127.0.0.1:4321/demo/sg').origin).toBe('http://127.0.0.1:4321');
    expect(parse('http://localhost:5173').origin).toBe('http://localhost:5173');
    expect(parse('http://[::1]:8080').origin).toBe('http://[::1]:8080');
    expect(parse(`${t.url}/x`)).toMatchObject({ provider: 'GOOGLE', scopes: ['profile', 'email'] });
    expect(() => parse('https://shop.sg')).toThrow(/not https:\/\/shop\.sg/);
  });
});

describe('consent and social login', () => {
  it('a new identity with an e-mail: not linked → REGISTER creates the account; the same e-mail again is the same person', async () => {
    const b = openBrowser(t.url);
    const allowed = await consent(b, 'GOOGLE', { identity: 'new', name: 'Priya Raman', email: 'Priya.Raman@example.com', emailVerified: true });
    expect(allowed.body).toMatchObject({ success: true, module: { state: 'state-123', origin: t.url } });
    const { code } = allowed.body.module as { code: string };
    expect(await rejection(login(b, 'GOOGLE', code, 'LOGIN'))).toMatchObject({ key: 'PL_USER_LOGIN_OAUTH_NOT_EXIST' });
    const registered = await login(b, 'GOOGLE', code, 'REGISTER');
    expect(registered).toMatchObject({ loginSuccess: true, loginType: 'OAUTH_GOOGLE' });
    expect(await b.calls.getUser()).toMatchObject({ email: 'priya.raman@example.com', name: 'Priya Raman' });

    const again = openBrowser(t.url);
    const second = await consent(again, 'GOOGLE', { identity: 'new', name: 'Priya', email: 'priya.raman@example.com', emailVerified: true });
    expect(await login(again, 'GOOGLE', second.body.module.code, 'LOGIN')).toMatchObject({ loginSuccess: true, userId: registered.userId });
    // Now listed as a linked identity.
    expect((await getPage(again, authorize('GOOGLE', t.url))).html).toContain('priya.raman@example.com');
  });

  it('a linked identity logs in as its account; the suspended one is refused', async () => {
    const b = openBrowser(t.url);
    const linked = await consent(b, 'FACEBOOK', { identity: `linked:${LINKED_SOCIAL.subject}` });
    expect(await login(b, 'FACEBOOK', linked.body.module.code, 'LOGIN')).toMatchObject({ loginSuccess: true });
    expect(await b.calls.getUser()).toMatchObject({ email: SITE_BUYERS.SG.email });

    const suspended = await consent(b, 'GOOGLE', { identity: `linked:${SUSPENDED_SOCIAL.subject}` });
    expect(await rejection(login(openBrowser(t.url), 'GOOGLE', suspended.body.module.code, 'LOGIN'))).toMatchObject({
      key: 'PL-USER-SOCIAL-LOGIN-SUSPENDED',
    });
  });

  it('a new identity without an e-mail registers into the account-auth next step', async () => {
    const b = openBrowser(t.url);
    const allowed = await consent(b, 'FACEBOOK', { identity: 'new', name: 'No Mail', email: '' });
    const result = await login(b, 'FACEBOOK', allowed.body.module.code, 'REGISTER');
    expect(result).toMatchObject({ loginNextStepAction: 'OAUTH_COMPLETE_PHONE_FOR_REGISTER' });
  });

  it('refuses a bad identity, a bad e-mail, a tampered or expired transaction, and a code for the other provider', async () => {
    const b = openBrowser(t.url);
    expect((await consent(b, 'GOOGLE', { identity: 'linked:someone-else' })).body).toMatchObject({ errorCode: { key: 'PL-PARAM-INVALID' } });
    expect((await consent(b, 'GOOGLE', { identity: 'new', name: '', email: 'a@example.com' })).body).toMatchObject({
      errorCode: { key: 'PL-USER-INPUT-INVALID' },
    });
    expect((await consent(b, 'GOOGLE', { identity: 'new', name: 'X', email: 'not-an-email' })).body).toMatchObject({
      errorCode: { key: 'PL-USER-INPUT-INVALID' },
      module: { field: 'email' },
    });

    const page = await getPage(b, authorize('GOOGLE', t.url));
    const tx = metaContent(page.html, 'oauth-tx')!;
    const [payload, mac] = tx.split('.');
    const forged = Buffer.from(JSON.stringify({ p: 'GOOGLE', o: 'https://evil.example', s: 's', e: Date.now() * 2 })).toString('base64url');
    for (const bad of [`${forged}.${mac}`, `${payload}.${mac!.slice(1)}x`, 'garbage', '']) {
      const answer = await pageCall(b, OAUTH_CONSENT_API, { tx: bad, identity: 'new', name: 'X' });
      expect(answer.status, bad).toBe(400);
    }
    t.clock.advance(11 * 60_000);
    expect((await pageCall(b, OAUTH_CONSENT_API, { tx, identity: 'new', name: 'X' })).body).toMatchObject({
      errorCode: { key: 'PL-USER-VERIFICATION-EXPIRED' },
    });

    const google = await consent(b, 'GOOGLE', { identity: 'new', name: 'Y', email: 'y@example.com' });
    expect(await rejection(login(b, 'FACEBOOK', google.body.module.code, 'LOGIN'))).toMatchObject({ key: 'PL-USER-OAUTH-CODE-INVALID' });
  });
});

describe('redirect mode (issue 25): authorization code with PKCE S256 and state', () => {
  const VERIFIER = 'v'.repeat(20) + 'erifier-of-the-browser-0123456789';
  const challenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
  const returnPath = () => `${t.url}/user/social-login`;

  /** The member server's state for this browser (a fresh browser gets its CSRF cookie with it). */
  async function browserState(b: Browser, provider: 'GOOGLE' | 'FACEBOOK' = 'FACEBOOK'): Promise<string> {
    const answer = await rawJson(b, `/user/api/socialState?provider=${provider}`, { method: 'GET' });
    expect(answer.status).toBe(200);
    return (answer.body as { module: { state: string } }).module.state;
  }

  /** The authorize URL of a same-tab sign-in, and the consent's answer (the URL the tab goes back to). */
  async function redirectConsent(b: Browser, state: string, verifier = VERIFIER) {
    const url = new URL(`${t.url}${OAUTH_AUTHORIZE_PATH}`);
    url.searchParams.set('provider', 'FACEBOOK');
    url.searchParams.set('scope', SOCIAL_SCOPES.FACEBOOK);
    url.searchParams.set('redirect_uri', returnPath());
    url.searchParams.set('state', state);
    url.searchParams.set('code_challenge', challenge(verifier));
    url.searchParams.set('code_challenge_method', 'S256');
    const page = await getPage(b, url.pathname + url.search);
    expect(page.status).toBe(200);
    const answer = await pageCall(b, OAUTH_CONSENT_API, { tx: metaContent(page.html, 'oauth-tx')!, identity: `linked:${LINKED_SOCIAL.subject}` });
    return (answer.body as { module: { code: string; redirect: string } }).module;
  }
  const exchange = (b: Browser, code: string, extra: { codeVerifier?: string; state?: string; redirectUri?: string }) =>
    b.member.loginByOAuthCode({ oauthType: 'FACEBOOK', oauthCode: code, operateType: 'LOGIN', bizScene: 'popup', redirectUri: returnPath(), ...extra });

  it('sends the tab back to redirect_uri with code and state; the verifier and state exchange the code once', async () => {
    const b = openBrowser(t.url);
    const state = await browserState(b);
    const { code, redirect } = await redirectConsent(b, state);
    expect(redirect).toBe(`${returnPath()}?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`);
    const result = await exchange(b, code, { codeVerifier: VERIFIER, state });
    expect(result.loginSuccess).toBe(true);
    // Replayed, by the same browser or another: the code is spent.
    expect(await rejection(exchange(b, code, { codeVerifier: VERIFIER, state }))).toMatchObject({ key: 'PL-USER-OAUTH-CODE-INVALID' });
    expect(await rejection(exchange(openBrowser(t.url), code, { codeVerifier: VERIFIER, state }))).toMatchObject({
      key: 'PL-USER-OAUTH-CODE-INVALID',
    });
  });

  it('refuses a missing or wrong verifier, a wrong state and another redirect_uri (and the code stays unspent)', async () => {
    const b = openBrowser(t.url);
    const state = await browserState(b);
    const { code } = await redirectConsent(b, state);
    for (const attack of [
      { state },
      { codeVerifier: `${VERIFIER}x`, state },
      { codeVerifier: 'short', state },
      { codeVerifier: VERIFIER, state: 'state-of-the-attacker' },
      { codeVerifier: VERIFIER },
      { codeVerifier: VERIFIER, state, redirectUri: `${t.url}/elsewhere` },
    ]) {
      expect(await rejection(exchange(b, code, attack))).toMatchObject({ key: 'PL-USER-OAUTH-CODE-INVALID' });
    }
    expect((await exchange(b, code, { codeVerifier: VERIFIER, state })).loginSuccess).toBe(true);
  });

  it("refuses a state that is not this browser's: minted for another browser (login CSRF), forged, or for the other provider", async () => {
    const attacker = openBrowser(t.url);
    const victim = openBrowser(t.url);
    await browserState(victim);
    // The attacker starts a sign-in in their browser and sends the victim the return link (code, state, even the verifier).
    const state = await browserState(attacker);
    const { code } = await redirectConsent(attacker, state);
    expect(await rejection(exchange(victim, code, { codeVerifier: VERIFIER, state }))).toMatchObject({ key: 'PL-USER-OAUTH-CODE-INVALID' });
    // A browser without the CSRF cookie matches nothing.
    expect(await rejection(exchange(openBrowser(t.url), code, { codeVerifier: VERIFIER, state }))).toMatchObject({
      key: 'PL-USER-OAUTH-CODE-INVALID',
    });
    // A made-up state with the shape of a real one, and a Google state for a Facebook code.
    const [nonce, expiry] = state.split('.');
    const forged = `${nonce}.${expiry}.${'A'.repeat(43)}`;
    const { code: forgedCode } = await redirectConsent(attacker, forged);
    expect(await rejection(exchange(attacker, forgedCode, { codeVerifier: VERIFIER, state: forged }))).toMatchObject({
      key: 'PL-USER-OAUTH-CODE-INVALID',
    });
    const googleState = await browserState(attacker, 'GOOGLE');
    const { code: otherCode } = await redirectConsent(attacker, googleState);
    expect(await rejection(exchange(attacker, otherCode, { codeVerifier: VERIFIER, state: googleState }))).toMatchObject({
      key: 'PL-USER-OAUTH-CODE-INVALID',
    });
    // The attacker's own browser still completes its own sign-in: the refusals spent nothing.
    expect((await exchange(attacker, code, { codeVerifier: VERIFIER, state })).loginSuccess).toBe(true);
  });

  it('answers the state call only for a known provider', async () => {
    const answer = await rawJson(openBrowser(t.url), '/user/api/socialState?provider=TWITTER', { method: 'GET' });
    expect(answer.status).toBe(400);
  });

  it('refuses the plain method and a challenge without a method', () => {
    const query = (extra: Record<string, string>) =>
      new URLSearchParams({ provider: 'GOOGLE', state: 's', redirect_uri: `${t.url}/user/social-login`, ...extra });
    expect(() => parseConsentRequest(query({ code_challenge: challenge(VERIFIER), code_challenge_method: 'plain' }), t.url)).toThrow(/S256/);
    expect(() => parseConsentRequest(query({ code_challenge: challenge(VERIFIER) }), t.url)).toThrow(/S256/);
    expect(() => parseConsentRequest(query({ code_challenge: 'too-short', code_challenge_method: 'S256' }), t.url)).toThrow(/challenge/);
    expect(parseConsentRequest(query({ code_challenge: challenge(VERIFIER), code_challenge_method: 'S256' }), t.url).redirect).toEqual({
      codeChallenge: challenge(VERIFIER),
      redirectUri: `${t.url}/user/social-login`,
    });
  });
});

describe('Google refuses an Android web view (disallowed_useragent)', () => {
  it('sends a redirect sign-in from a web view back with the error; a window sign-in and Facebook are served', async () => {
    const webView =
      'Mozilla/5.0 (Linux; Android 13; SM-A135F; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.0.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/445.0.0.0;]';
    const b = openBrowser(t.url, { headers: { 'User-Agent': webView } });
    const query = (provider: string, redirect: boolean) => {
      const url = new URL(`${t.url}${OAUTH_AUTHORIZE_PATH}`);
      url.searchParams.set('provider', provider);
      url.searchParams.set('redirect_uri', `${t.url}/user/social-login`);
      url.searchParams.set('state', 'st');
      if (redirect) {
        url.searchParams.set('code_challenge', 'c'.repeat(43));
        url.searchParams.set('code_challenge_method', 'S256');
      }
      return url.pathname + url.search;
    };
    const refused = await b.fetch(`${t.url}${query('GOOGLE', true)}`, { redirect: 'manual' });
    expect(refused.status).toBe(302);
    expect(refused.headers.get('location')).toBe(`${t.url}/user/social-login?error=disallowed_useragent&state=st`);
    expect((await getPage(b, query('FACEBOOK', true))).status).toBe(200);
    expect((await getPage(b, query('GOOGLE', false))).status).toBe(200);
  });
});
