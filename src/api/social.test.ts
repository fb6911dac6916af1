// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeSocialProvider, createWindowSocialProvider, SOCIAL_CANCELLED_KEY, SOCIAL_FAILED_KEY, SOCIAL_SCOPES } from './social.js';
import { SOCIAL_IN_APP_KEY } from './social-keys.js';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function openSpy() {
  const popup = {
    closed: false,
    close: vi.fn(() => {
      popup.closed = true;
    }),
  };
  const open = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  const opened = () => new URL(String(open.mock.calls[0]![0]));
  return { popup, opened };
}

const answer = (origin: string, data: unknown) => window.dispatchEvent(new MessageEvent('message', { origin, data }));

describe('the popup-window social provider', () => {
  it('asks the consent page with the provider scopes and resolves the code posted back with the same state', async () => {
    const { opened } = openSpy();
    const provider = createWindowSocialProvider({ authorizeUrl: 'http://idp.example/oauth/authorize' });
    const pending = provider.signIn('GOOGLE');
    const url = opened();
    expect(url.searchParams.get('provider')).toBe('GOOGLE');
    expect(url.searchParams.get('scope')).toBe(SOCIAL_SCOPES.GOOGLE);
    const state = url.searchParams.get('state');
    answer('http://evil.example', { code: 'stolen', state }); // wrong origin: ignored
    answer('http://idp.example', { code: 'forged', state: 'other' }); // wrong state: ignored
    answer('http://idp.example', { code: 'code-1', state });
    await expect(pending).resolves.toEqual({ oauthCode: 'code-1', redirectUri: window.location.origin });
  });

  it('treats a closed window as a cancel and a denied consent as a cancel', async () => {
    vi.useFakeTimers();
    const { popup, opened } = openSpy();
    const provider = createWindowSocialProvider({ authorizeUrl: 'http://idp.example/oauth/authorize' });
    const closed = provider.signIn('FACEBOOK');
    popup.closed = true;
    vi.advanceTimersByTime(600);
    await expect(closed).rejects.toMatchObject({ key: SOCIAL_CANCELLED_KEY });

    popup.closed = false;
    const denied = provider.signIn('FACEBOOK');
    answer('http://idp.example', { error: 'access_denied', state: new URL(String(vi.mocked(window.open).mock.calls[1]![0])).searchParams.get('state') });
    await expect(denied).rejects.toMatchObject({ key: SOCIAL_CANCELLED_KEY });
    expect(opened().searchParams.get('scope')).toBe('email');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('an abort (the popup closed, the flow left) closes the window and leaves no listener, poll or timer (finding 19)', async () => {
    vi.useFakeTimers();
    const { popup, opened } = openSpy();
    const listeners = vi.spyOn(window, 'removeEventListener');
    const controller = new AbortController();
    const provider = createWindowSocialProvider({ authorizeUrl: 'http://idp.example/oauth/authorize' });
    const pending = provider.signIn('GOOGLE', { signal: controller.signal });
    const state = opened().searchParams.get('state');
    expect(vi.getTimerCount()).toBe(2); // the close poll and the 5-minute timer
    controller.abort();
    await expect(pending).rejects.toMatchObject({ key: SOCIAL_CANCELLED_KEY });
    expect(popup.close).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
    expect(listeners).toHaveBeenCalledWith('message', expect.any(Function));
    // Allow clicked in a window that somehow stayed: nobody listens, nothing happens (and nothing throws).
    answer('http://idp.example', { code: 'late', state });
    expect(popup.close).toHaveBeenCalledTimes(1);
  });

  it('an already aborted signal opens no window', async () => {
    const open = vi.spyOn(window, 'open');
    const controller = new AbortController();
    controller.abort();
    await expect(
      createWindowSocialProvider({ authorizeUrl: '/oauth/authorize' }).signIn('GOOGLE', { signal: controller.signal }),
    ).rejects.toMatchObject({ key: SOCIAL_CANCELLED_KEY });
    expect(open).not.toHaveBeenCalled();
  });

  it('the timeout and an answer close the window too', async () => {
    vi.useFakeTimers();
    const { popup, opened } = openSpy();
    const provider = createWindowSocialProvider({ authorizeUrl: 'http://idp.example/oauth/authorize', timeoutMs: 1000 });
    const silent = provider.signIn('GOOGLE');
    vi.advanceTimersByTime(1000);
    await expect(silent).rejects.toMatchObject({ key: SOCIAL_FAILED_KEY });
    expect(popup.close).toHaveBeenCalledTimes(1);
    popup.closed = false;
    const answered = provider.signIn('GOOGLE');
    answer('http://idp.example', { code: 'c', state: new URL(String(vi.mocked(window.open).mock.calls[1]![0])).searchParams.get('state') });
    await expect(answered).resolves.toMatchObject({ oauthCode: 'c' });
    expect(popup.close).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(0);
    void opened;
  });

  it('fails like a broken SDK when the window cannot open', async () => {
    vi.spyOn(window, 'open').mockImplementation(() => null);
    await expect(createWindowSocialProvider({ authorizeUrl: '/oauth/authorize' }).signIn('GOOGLE')).rejects.toMatchObject({
      key: SOCIAL_FAILED_KEY,
    });
  });
});

describe('a sign-in that must not take the tab away (sameTab: false, connected accounts)', () => {
  it('fails where the window cannot open, and neither asks for a state nor leaves the page', async () => {
    vi.spyOn(window, 'open').mockImplementation(() => null);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await expect(createWindowSocialProvider({ authorizeUrl: '/oauth/authorize' }).signIn('GOOGLE', { sameTab: false })).rejects.toMatchObject({
      key: SOCIAL_FAILED_KEY,
    });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('in an in-app browser, says so (SOCIAL_IN_APP_KEY): no window, no state, no redirect', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/450.0]',
    );
    const open = vi.spyOn(window, 'open');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await expect(createWindowSocialProvider({ authorizeUrl: '/oauth/authorize' }).signIn('FACEBOOK', { sameTab: false })).rejects.toMatchObject({
      key: SOCIAL_IN_APP_KEY,
    });
    expect(open).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('the fake social provider', () => {
  it('answers from its table and fails for a missing provider', async () => {
    const fake = createFakeSocialProvider({ GOOGLE: { oauthCode: 'c', redirectUri: 'r' }, FACEBOOK: 'cancel' });
    await expect(fake.signIn('GOOGLE')).resolves.toEqual({ oauthCode: 'c', redirectUri: 'r' });
    await expect(fake.signIn('FACEBOOK')).rejects.toMatchObject({ key: SOCIAL_CANCELLED_KEY });
    await expect(createFakeSocialProvider().signIn('GOOGLE')).rejects.toMatchObject({ key: SOCIAL_FAILED_KEY });
  });
});

describe('deferredSocialProvider: the providers\' code loads on the first sign-in', () => {
  it('makes the provider from the imported module once and passes every sign-in to it', async () => {
    const { deferredSocialProvider } = await import('./social-keys.js');
    const create = vi.fn((module: typeof import('./social.js')) =>
      module.createFakeSocialProvider({ GOOGLE: { oauthCode: 'g-1', redirectUri: 'postmessage' }, FACEBOOK: 'cancel' }),
    );
    const provider = deferredSocialProvider(create);
    expect(create).not.toHaveBeenCalled();
    await expect(provider.signIn('GOOGLE')).resolves.toEqual({ oauthCode: 'g-1', redirectUri: 'postmessage' });
    await expect(provider.signIn('FACEBOOK')).rejects.toMatchObject({ key: SOCIAL_CANCELLED_KEY });
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('a module that does not arrive is the provider failing (shown as such), and the next sign-in tries again', async () => {
    vi.resetModules();
    vi.doMock('./social.js', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { deferredSocialProvider } = await import('./social-keys.js');
    const provider = deferredSocialProvider((module) => module.createFakeSocialProvider({ GOOGLE: { oauthCode: 'g-2', redirectUri: 'postmessage' } }));
    await expect(provider.signIn('GOOGLE')).rejects.toMatchObject({ key: SOCIAL_FAILED_KEY, data: { provider: 'GOOGLE' } });
    vi.doUnmock('./social.js');
    await expect(provider.signIn('GOOGLE')).resolves.toEqual({ oauthCode: 'g-2', redirectUri: 'postmessage' });
  });
});
