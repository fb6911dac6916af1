/*
 * The demo marketplace header's account area (ES module, loaded with the page's CSP nonce). It does exactly what
 * docs/loader.md ("The header's account display") recommends to integrators (issue 28):
 *
 * - Who is signed in comes from the readable user-id cookie that get-current-user writes (spec §7.1; its name is
 *   `data-user-cookie`). No cookie: the Log in / Sign up links stay (the loader may have turned them into popup
 *   openers) and nothing else is downloaded.
 * - The cookie: the account-menu entry (`data-menu`, the content-hashed lite build: this page has no React) is
 *   imported when the page is idle or on intent (the pointer over, or focus in, the account area), whichever comes
 *   first, and mounted (mountAccountMenu): it asks get-current-user, brings its texts and links its stylesheets. A
 *   stale cookie (the session is gone) ends with the links again.
 * - The popup's `member-popup:close` (closed by hand or after a login; the popup writes the cookie first) and a login
 *   or logout in another tab (seen when this tab is looked at again) refresh it.
 * No inline styles: visibility is the `hidden` attribute, everything else classes from demo.css.
 */

/** How long the signed-in header waits for an idle moment before it fetches the menu anyway (ms). */
export const MENU_IDLE_TIMEOUT_MS = 2000;

/** The value of cookie `name` in a `document.cookie` string ('' when absent). */
export function readCookie(cookies, name) {
  const prefix = `${name}=`;
  for (const part of cookies.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) {
      try {
        return decodeURIComponent(item.slice(prefix.length));
      } catch {
        return '';
      }
    }
  }
  return '';
}

/** Runs `task` once: when the page is idle (at most MENU_IDLE_TIMEOUT_MS from now) or on `trigger()`. */
export function onIdleOrIntent(win, task) {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(run, { timeout: MENU_IDLE_TIMEOUT_MS });
  else win.setTimeout(run, MENU_IDLE_TIMEOUT_MS);
  return run;
}

/**
 * Starts the header's account area in `root` (#demo-account). `env` replaces the page's cookies, the module loader
 * and the window (unit tests).
 */
export function startHeader(root, env = {}) {
  const win = env.window ?? window;
  const cookies = env.cookies ?? (() => win.document.cookie);
  const load = env.load ?? ((url) => import(url));
  const { site, userCookie, menu: menuUrl } = root.dataset;
  const guest = root.querySelector('[data-demo-guest]');
  const signedInCookie = () => Boolean(readCookie(cookies(), userCookie));
  let generation = 0;
  /** The user id the shown menu was mounted for (a new login remounts it, the same buyer keeps it). */
  let shownFor = '';
  let menu = null;
  let box = null;
  let intent = null;

  const showGuest = () => {
    if (menu) {
      menu.unmount();
      menu = null;
    }
    if (box) box.hidden = true;
    if (guest) guest.hidden = false;
    root.dataset.state = 'guest';
  };

  /** Imports the menu entry and mounts it (it asks who is signed in); the links again when nobody is. */
  const showMenu = async (run) => {
    let account;
    try {
      account = await load(menuUrl);
    } catch (error) {
      // Not built, network down: the page keeps working with the login links.
      if (run === generation) showGuest();
      console.warn('demo header: the account menu could not be loaded', error);
      return;
    }
    if (run !== generation) return;
    if (menu) menu.unmount();
    shownFor = readCookie(cookies(), userCookie);
    if (!box) {
      box = win.document.createElement('div');
      box.className = 'demo-user';
      box.setAttribute('data-demo-user', '');
      root.append(box);
    }
    const mounted = account.mountAccountMenu(box, {
      site,
      environment: 'local',
      onLoggedOut: () => {
        void refresh().then(() => guest?.querySelector('a')?.focus());
      },
    });
    menu = mounted;
    let user = null;
    try {
      user = await mounted.ready;
    } catch (error) {
      console.warn('demo header: get current user failed', error);
    }
    if (run !== generation || menu !== mounted) return;
    if (!user) {
      showGuest();
      return;
    }
    // The popup gives focus back to the Log in link that opened it; that link goes away now: keep the focus here.
    const hadFocus = guest?.contains(win.document.activeElement);
    box.hidden = false;
    if (guest) guest.hidden = true;
    if (hadFocus || win.document.activeElement === win.document.body) box.querySelector('button')?.focus();
    root.dataset.state = 'user';
  };

  /** `now`: load the menu at once (a login just happened), else when idle or on intent. */
  async function refresh(now = true) {
    const run = ++generation;
    if (!signedInCookie()) {
      showGuest();
      return;
    }
    if (menu && root.dataset.state === 'user' && readCookie(cookies(), userCookie) === shownFor) return;
    root.dataset.state = 'loading';
    if (now) {
      await showMenu(run);
      return;
    }
    await new Promise((resolve) => {
      intent = onIdleOrIntent(win, () => resolve(showMenu(run)));
    });
  }

  const onIntent = () => intent?.();
  root.addEventListener('pointerover', onIntent);
  root.addEventListener('focusin', onIntent);
  win.addEventListener('member-popup:close', () => void refresh());
  // A login or logout in another tab (or on the standalone login page) shows when this tab is looked at again.
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'visible' && signedInCookie() !== (root.dataset.state === 'user')) void refresh();
  });
  return refresh(false);
}

const root = typeof document === 'undefined' ? null : document.getElementById('demo-account');
if (root) void startHeader(root);
