// @vitest-environment jsdom
/**
 * The demo header's account area (public/demo-header.js, issue 28): who is signed in comes from the user-id cookie;
 * a logged-out page loads nothing, a signed-in one loads the account-menu entry when idle or on intent.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// @ts-expect-error: a plain ES module of the demo pages (no declarations).
import { MENU_IDLE_TIMEOUT_MS, readCookie, startHeader } from './public/demo-header.js';

interface FakeMenu {
  ready: Promise<{ name: string } | null>;
  unmount: () => void;
}

function header(): HTMLElement {
  document.body.innerHTML = `<div id="demo-account" data-site="SG" data-user-cookie="member_uid" data-menu="/dist/browser/member-account-menu-lite-abc.js">
<div data-demo-guest><a href="/user/login">Log in</a></div></div>`;
  return document.getElementById('demo-account')!;
}

/** A window whose idle callback runs only when the test says so. */
function fakeWindow() {
  const idle: Array<() => void> = [];
  // Its own events: a header of an earlier test never hears this test's.
  const events = new EventTarget();
  const win = Object.assign(Object.create(window) as Window, {
    document,
    addEventListener: events.addEventListener.bind(events),
    dispatchEvent: events.dispatchEvent.bind(events),
    requestIdleCallback: (callback: () => void, options: { timeout: number }) => {
      expect(options.timeout).toBe(MENU_IDLE_TIMEOUT_MS);
      idle.push(callback);
      return idle.length;
    },
  });
  return { win, runIdle: () => idle.splice(0).forEach((callback) => callback()) };
}

function menuModule(user: { name: string } | null) {
  const mounts: Array<{ element: Element; options: Record<string, unknown> }> = [];
  const unmount = vi.fn();
  const mod = {
    mountAccountMenu: (element: Element, options: Record<string, unknown>): FakeMenu => {
      mounts.push({ element, options });
      element.innerHTML = '<button type="button">Account</button>';
      return { ready: Promise.resolve(user), unmount };
    },
  };
  return { mod, mounts, unmount };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('readCookie', () => {
  it('finds a cookie among others, decoded, and answers empty when it is absent or malformed', () => {
    expect(readCookie('hng=SG|en-SG; member_uid=1042; x=1', 'member_uid')).toBe('1042');
    expect(readCookie('member_uidx=9; hng=SG', 'member_uid')).toBe('');
    expect(readCookie('', 'member_uid')).toBe('');
    expect(readCookie('member_uid=%E0%A4', 'member_uid')).toBe('');
  });
});

describe('the header account area', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('given no user-id cookie, it shows the links and loads nothing, even when the page is idle or pointed at', async () => {
    const root = header();
    const load = vi.fn();
    const { win, runIdle } = fakeWindow();
    await startHeader(root, { window: win, cookies: () => 'hng=SG|en-SG', load });
    root.dispatchEvent(new Event('pointerover', { bubbles: true }));
    runIdle();
    await flush();
    expect(load).not.toHaveBeenCalled();
    expect(root.dataset.state).toBe('guest');
    expect(root.querySelector<HTMLElement>('[data-demo-guest]')!.hidden).toBe(false);
  });

  it('given the cookie, it waits for an idle moment, then loads the menu entry once and shows the buyer\'s menu', async () => {
    const root = header();
    const { mod, mounts } = menuModule({ name: 'Rachel Tan' });
    const load = vi.fn(async () => mod);
    const { win, runIdle } = fakeWindow();
    void startHeader(root, { window: win, cookies: () => 'member_uid=1042', load });
    await flush();
    expect(load).not.toHaveBeenCalled();
    expect(root.dataset.state).toBe('loading');
    runIdle();
    await flush();
    expect(load).toHaveBeenCalledExactlyOnceWith('/dist/browser/member-account-menu-lite-abc.js');
    expect(mounts[0]!.options).toMatchObject({ site: 'SG', environment: 'local' });
    expect(root.dataset.state).toBe('user');
    expect(root.querySelector<HTMLElement>('[data-demo-guest]')!.hidden).toBe(true);
    expect(root.querySelector('[data-demo-user] button')).not.toBeNull();
  });

  it('given the cookie, intent (the pointer over the account area) loads the menu before the page is idle', async () => {
    const root = header();
    const { mod } = menuModule({ name: 'Rachel Tan' });
    const load = vi.fn(async () => mod);
    const { win, runIdle } = fakeWindow();
    void startHeader(root, { window: win, cookies: () => 'member_uid=1042', load });
    root.querySelector('a')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    runIdle();
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(root.dataset.state).toBe('user');
  });

  it('given a stale cookie (nobody is signed in), it ends with the links again', async () => {
    const root = header();
    const { mod, unmount } = menuModule(null);
    const { win, runIdle } = fakeWindow();
    void startHeader(root, { window: win, cookies: () => 'member_uid=1042', load: async () => mod });
    runIdle();
    await flush();
    expect(root.dataset.state).toBe('guest');
    expect(unmount).toHaveBeenCalled();
    expect(root.querySelector<HTMLElement>('[data-demo-guest]')!.hidden).toBe(false);
  });

  it('given a menu entry that cannot be loaded, the links stay', async () => {
    const root = header();
    const { win, runIdle } = fakeWindow();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    void startHeader(root, { window: win, cookies: () => 'member_uid=1042', load: () => Promise.reject(new Error('offline')) });
    runIdle();
    await flush();
    expect(root.dataset.state).toBe('guest');
  });

  it('when the popup closes after a login (the cookie is written), it loads the menu at once', async () => {
    const root = header();
    let cookies = '';
    const { mod } = menuModule({ name: 'Rachel Tan' });
    const load = vi.fn(async () => mod);
    const { win } = fakeWindow();
    await startHeader(root, { window: win, cookies: () => cookies, load });
    expect(root.dataset.state).toBe('guest');
    cookies = 'member_uid=1042';
    win.dispatchEvent(new CustomEvent('member-popup:close'));
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(root.dataset.state).toBe('user');
  });
});
