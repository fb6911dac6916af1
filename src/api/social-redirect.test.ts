// The same-tab social sign-in's browser side: the PKCE pair, where the buyer goes back to, and the return page's
// reading of the provider's answer against the sign-in this tab started (one answer per start; another state refused).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SOCIAL_REDIRECT_KEY, createPkce, returnTarget, takeRedirect, type PendingRedirect } from './social-redirect.js';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  };
}

const PENDING: PendingRedirect = {
  provider: 'GOOGLE',
  verifier: 'v'.repeat(43),
  state: 'nonce.123.mac',
  redirectUri: 'https://member.shop.sg/user/social-login',
  returnTo: 'https://www.shop.sg/cart',
};

function stored(pending: PendingRedirect = PENDING): Storage {
  const storage = memoryStorage();
  storage.setItem(SOCIAL_REDIRECT_KEY, JSON.stringify(pending));
  return storage;
}

describe('social-redirect', () => {
  it('makes a 43-character verifier and its S256 challenge', async () => {
    const { verifier, challenge } = await createPkce();
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(challenge).toBe(createHash('sha256').update(verifier).digest('base64url'));
    expect((await createPkce()).verifier).not.toBe(verifier);
  });

  it("goes back to a login or sign-up page's own redirect, else to the page itself", () => {
    expect(returnTarget('https://member.shop.sg/user/login?redirect=https%3A%2F%2Fwww.shop.sg%2Fcart')).toBe('https://www.shop.sg/cart');
    expect(returnTarget('https://member.shop.sg/user/register?redirect=%2Fx')).toBe('/x');
    expect(returnTarget('https://www.shop.sg/demo/sg?q=1')).toBe('https://www.shop.sg/demo/sg?q=1');
  });

  it('answers the code with the stored verifier, state and return path, once', () => {
    const storage = stored();
    const answer = takeRedirect(storage, new URLSearchParams({ code: 'the-code', state: PENDING.state }));
    expect(answer).toEqual({
      kind: 'code',
      provider: 'GOOGLE',
      returnTo: PENDING.returnTo,
      signIn: { oauthCode: 'the-code', redirectUri: PENDING.redirectUri, codeVerifier: PENDING.verifier, state: PENDING.state },
    });
    expect(storage.getItem(SOCIAL_REDIRECT_KEY)).toBeNull();
    expect(takeRedirect(storage, new URLSearchParams({ code: 'the-code', state: PENDING.state })).kind).toBe('invalid');
  });

  it("refuses another state (an attacker's return link), and tells the refusal and the cancel apart", () => {
    expect(takeRedirect(stored(), new URLSearchParams({ code: 'x', state: 'other' }))).toEqual({ kind: 'invalid', returnTo: PENDING.returnTo });
    expect(takeRedirect(memoryStorage(), new URLSearchParams({ code: 'x', state: PENDING.state }))).toEqual({ kind: 'invalid', returnTo: null });
    expect(takeRedirect(stored(), new URLSearchParams({ error: 'disallowed_useragent', state: PENDING.state })).kind).toBe('refused');
    expect(takeRedirect(stored(), new URLSearchParams({ error: 'access_denied', state: PENDING.state })).kind).toBe('cancelled');
  });
});
