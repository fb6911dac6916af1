/*
 * The member host's pages (ES module, loaded with the page's CSP nonce): imports the package's browser build of
 * `member-popup/pages` and mounts the page the path names (`mountMemberPage` reads the route from location and the
 * parameters from the query). Social sign-in uses the reference server's identity provider in a popup window.
 *
 * A page the server rendered (`data-rendered`: /user/login, /user/register, /user/forget-password) is hydrated
 * instead (`hydrateMemberPage`): what the buyer typed meanwhile stays. Its forms never submit by themselves
 * (method="dialog": nothing is sent, a password least of all, since only the hydrated page RSA-encrypts it); a
 * submit the buyer asks for before hydration is held here and made once the page is interactive (then the page
 * element gets `data-hydrated`).
 *
 * A plain button of the rendered page (a social provider, the QR code, a mode switch) does nothing until hydration:
 * until then it says so (`aria-disabled="true"` and `aria-busy`, the waiting look of demo.css, the page element
 * `data-pending`), and a press on it is swallowed; hydration lifts both (issue 28 item 2).
 */
const root = document.getElementById('member-page');

if (root) {
  const { site, language, home, authorize } = root.dataset;
  const rendered = 'rendered' in root.dataset;
  const status = root.querySelector('[data-member-status]');
  let held = null;
  // Held by position, not by node: hydration may replace a node whose markup it did not take as its own.
  const forms = () => [...root.querySelectorAll('form')];
  const hold = (event) => {
    event.preventDefault();
    const form = event.target;
    held = { form: forms().indexOf(form), submitter: event.submitter ? [...form.elements].indexOf(event.submitter) : -1 };
  };
  const pending = rendered ? [...root.querySelectorAll('button[type="button"]:not([aria-disabled])')] : [];
  const swallow = (event) => {
    if (event.target instanceof Element && pending.some((button) => button.contains(event.target))) event.preventDefault();
  };
  const release = () => {
    root.removeEventListener('click', swallow, true);
    for (const button of pending) button.removeAttribute('aria-disabled'), button.removeAttribute('aria-busy');
    delete root.dataset.pending;
  };
  if (rendered) {
    root.addEventListener('submit', hold, true);
    root.addEventListener('click', swallow, true);
    for (const button of pending) button.setAttribute('aria-disabled', 'true'), button.setAttribute('aria-busy', 'true');
    root.dataset.pending = '';
  }
  import(root.dataset.package)
    .then((pkg) => {
      const options = {
        site,
        language,
        environment: 'local',
        // The marketplace's home (this server's root is its developer page): "Back to home", a page left without a redirect.
        home,
        social: pkg.createWindowSocialProvider({ authorizeUrl: new URL(authorize, window.location.href).href }),
      };
      if (!rendered) {
        root.replaceChildren();
        pkg.mountMemberPage(root, options);
        return undefined;
      }
      return pkg.hydrateMemberPage(root, options).then(() => {
        root.removeEventListener('submit', hold, true);
        release();
        root.dataset.hydrated = '';
        const wanted = held;
        held = null;
        const form = wanted ? forms()[wanted.form] : undefined;
        if (form) {
          const submitter = form.elements[wanted.submitter];
          form.requestSubmit(submitter instanceof HTMLButtonElement && submitter.type === 'submit' ? submitter : undefined);
        }
      });
    })
    .catch((error) => {
      if (status) status.textContent = 'This page could not be loaded. Please reload it.';
      console.error('member page: the pages bundle failed to load', error);
    });
}
