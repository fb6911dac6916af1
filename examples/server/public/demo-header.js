/*
 * The demo marketplace header's account area (ES module, loaded with the page's CSP nonce).
 *
 * Logged out (no user-id cookie): the Log in / Sign up links stay; the loader may have turned them into popup openers.
 * On arrival the header asks once anyway (a member page may have logged in without the cookie; get-current-user
 * writes it). Logged in: the package (the browser ESM build) answers get-current-user
 * (createConfig({ env: 'local', site }) + createServices(config).currentUser()); the header shows the package's
 * account menu (member-popup/account: mountAccountMenu, every item of spec §2.3, logout with a confirmation dialog).
 * The popup's `member-popup:close` event (closed by hand or after a login) refreshes the header.
 * No inline styles: visibility is the `hidden` attribute, everything else classes from demo.css.
 */
const root = document.getElementById('demo-account');

if (root) {
  const { site, userCookie } = root.dataset;
  const packageUrl = root.dataset.package;
  const accountPackageUrl = root.dataset.accountPackage;
  const guest = root.querySelector('[data-demo-guest]');
  let services = null;
  let generation = 0;
  let user = null;

  const readCookie = (name) => {
    const prefix = `${name}=`;
    for (const part of document.cookie.split(';')) {
      const item = part.trim();
      if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length));
    }
    return '';
  };

  const getServices = async () => {
    if (!services) {
      const pkg = await import(packageUrl);
      services = pkg.createServices(pkg.createConfig({ env: 'local', site }));
    }
    return services;
  };

  const element = (tag, attributes = {}, children = []) => {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) {
      if (name === 'text') node.textContent = value;
      else node.setAttribute(name, value);
    }
    for (const child of children) node.append(child);
    return node;
  };

  const svg = (className, path) => {
    const ns = 'http://www.w3.org/2000/svg';
    const icon = document.createElementNS(ns, 'svg');
    icon.setAttribute('class', className);
    icon.setAttribute('viewBox', '0 0 24 24');
    icon.setAttribute('aria-hidden', 'true');
    icon.setAttribute('focusable', 'false');
    const shape = document.createElementNS(ns, 'path');
    shape.setAttribute('d', path);
    icon.append(shape);
    return icon;
  };

  /**
   * The signed-in view: the package's account menu (member-popup/account's browser build, mountAccountMenu): every
   * §2.3 item, the logout confirmation, and the name kept current when the account area changes the buyer.
   */
  let menu = null;
  let box = null;
  const showUser = async (signedIn) => {
    user = signedIn;
    if (!box) {
      box = element('div', { class: 'demo-user', 'data-demo-user': '' });
      root.append(box);
    }
    box.hidden = false;
    // The popup gives focus back to the Log in link that opened it; that link goes away now: keep the focus here.
    const hadFocus = guest && guest.contains(document.activeElement);
    if (guest) guest.hidden = true;
    if (menu) menu.update(signedIn);
    else {
      const account = await import(accountPackageUrl);
      menu = account.mountAccountMenu(box, {
        site,
        environment: 'local',
        user: signedIn,
        onLoggedOut: () => {
          void refresh().then(() => {
            const login = guest && guest.querySelector('a');
            if (login) login.focus();
          });
        },
      });
      await menu.ready;
    }
    if (hadFocus || document.activeElement === document.body) {
      const button = box.querySelector('button');
      if (button) button.focus();
    }
    root.dataset.state = 'user';
  };

  const showGuest = () => {
    user = null;
    if (menu) {
      menu.unmount();
      menu = null;
    }
    if (box) box.hidden = true;
    if (guest) guest.hidden = false;
    root.dataset.state = 'guest';
  };

  /**
   * `probe`: ask the server even without the user-id cookie. On arrival, a login made by a member page (restore,
   * verification, account-auth, reset) has a session but no cookie yet: get-current-user writes it (spec §7.1).
   */
  async function refresh(probe = false) {
    const run = ++generation;
    if (!probe && !readCookie(userCookie)) {
      showGuest();
      return;
    }
    try {
      const current = await (await getServices()).currentUser();
      if (run !== generation) return;
      if (current) await showUser(current);
      else showGuest();
    } catch (error) {
      // Session gone, package not built, network down: the page keeps working with the login links.
      if (run === generation) showGuest();
      console.warn('demo header: get current user failed', error);
    }
  }

  window.addEventListener('member-popup:close', () => void refresh());
  // A login in another tab (or the standalone login page) shows when this tab is looked at again.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && Boolean(readCookie(userCookie)) !== Boolean(user)) void refresh();
  });
  void refresh(true);
}
