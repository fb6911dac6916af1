/*
 * The demo marketplace header's account area (ES module, loaded with the page's CSP nonce).
 *
 * Logged out (no user-id cookie): the Log in / Sign up links stay; the loader may have turned them into popup openers.
 * On arrival the header asks once anyway (a member page may have logged in without the cookie; get-current-user
 * writes it). Logged in: the package (the browser ESM build) answers get-current-user
 * (createConfig({ env: 'local', site }) + createServices(config).currentUser()); the header shows the name with an
 * account menu (My account, Orders, Log out). Log out asks for confirmation in a modal dialog, then calls
 * services.logout(). The popup's `member-popup:close` event (closed by hand or after a login) refreshes the header.
 * No inline styles: visibility is the `hidden` attribute, everything else classes from demo.css.
 */
const root = document.getElementById('demo-account');

if (root) {
  const { site, userCookie } = root.dataset;
  const packageUrl = root.dataset.package;
  const accountUrl = root.dataset.accountUrl;
  const guest = root.querySelector('[data-demo-guest]');
  let services = null;
  let generation = 0;
  let user = null;
  let view = null;

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

  const displayName = (u) => (u.name && u.name.trim()) || u.email || u.phone || 'My account';

  /** The signed-in view: the name button, its menu and the logout dialog (built once). */
  const buildView = () => {
    const name = element('span', { class: 'demo-user__name' });
    const avatar = element('span', { class: 'demo-user__avatar', 'aria-hidden': 'true' });
    const button = element('button', {
      type: 'button',
      class: 'demo-user__button',
      id: 'demo-user-button',
      'aria-expanded': 'false',
      'aria-controls': 'demo-user-menu',
    }, [avatar, name, svg('demo-user__chevron', 'M7 10l5 5 5-5z')]);
    const logout = element('button', { type: 'button', 'data-demo-logout': '', text: 'Log out' });
    const menu = element('ul', { class: 'demo-user__menu', id: 'demo-user-menu', hidden: '' }, [
      element('li', {}, [element('a', { href: accountUrl, text: 'My account' })]),
      element('li', {}, [element('a', { href: `${accountUrl}#orders`, text: 'Orders' })]),
      element('li', {}, [logout]),
    ]);
    const box = element('div', { class: 'demo-user', 'data-demo-user': '', hidden: '' }, [button, menu]);

    const message = element('p', { id: 'demo-logout-text', text: 'You will need to log in again to see your account and orders.' });
    const error = element('p', { class: 'demo-dialog__error', role: 'alert' });
    const cancel = element('button', { type: 'button', class: 'demo-button demo-button--secondary', text: 'Stay logged in' });
    const confirm = element('button', { type: 'button', class: 'demo-button', text: 'Log out' });
    const dialog = element('dialog', { class: 'demo-dialog', 'aria-labelledby': 'demo-logout-title', 'aria-describedby': 'demo-logout-text' }, [
      element('h2', { id: 'demo-logout-title', text: 'Log out?' }),
      message,
      error,
      element('div', { class: 'demo-dialog__actions' }, [cancel, confirm]),
    ]);

    root.append(box);
    document.body.append(dialog);

    const setOpen = (open) => {
      menu.hidden = !open;
      button.setAttribute('aria-expanded', String(open));
    };
    button.addEventListener('click', () => setOpen(menu.hidden));
    box.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && !menu.hidden) {
        setOpen(false);
        button.focus();
      }
    });
    box.addEventListener('focusout', (event) => {
      if (!box.contains(event.relatedTarget)) setOpen(false);
    });
    document.addEventListener('click', (event) => {
      if (!box.contains(event.target)) setOpen(false);
    });

    logout.addEventListener('click', () => {
      setOpen(false);
      error.textContent = '';
      dialog.showModal();
      cancel.focus();
    });
    cancel.addEventListener('click', () => dialog.close());
    dialog.addEventListener('close', () => {
      if (!box.hidden) button.focus();
    });
    confirm.addEventListener('click', async () => {
      confirm.disabled = true;
      cancel.disabled = true;
      try {
        await (await getServices()).logout();
        dialog.close();
        await refresh();
        const login = guest && guest.querySelector('a');
        if (login) login.focus();
      } catch {
        error.textContent = 'Could not log out. Please try again.';
      } finally {
        confirm.disabled = false;
        cancel.disabled = false;
      }
    });

    return { box, button, name, avatar, setOpen };
  };

  const showGuest = () => {
    user = null;
    if (view) {
      view.setOpen(false);
      view.box.hidden = true;
    }
    if (guest) guest.hidden = false;
    root.dataset.state = 'guest';
  };

  const showUser = (signedIn) => {
    user = signedIn;
    view = view || buildView();
    const name = displayName(signedIn);
    view.name.textContent = name;
    view.avatar.textContent = name.slice(0, 1).toUpperCase();
    view.box.hidden = false;
    // The popup gives focus back to the Log in link that opened it; that link goes away now: keep the focus here.
    const hadFocus = guest && guest.contains(document.activeElement);
    if (guest) guest.hidden = true;
    if (hadFocus || document.activeElement === document.body) view.button.focus();
    root.dataset.state = 'user';
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
      if (current) showUser(current);
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
