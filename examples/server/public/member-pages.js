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
 */
const root = document.getElementById('member-page');

if (root) {
  const { site, language, authorize } = root.dataset;
  const rendered = 'rendered' in root.dataset;
  const status = root.querySelector('[data-member-status]');
  let held = null;
  const hold = (event) => {
    event.preventDefault();
    held = { form: event.target, submitter: event.submitter };
  };
  if (rendered) root.addEventListener('submit', hold, true);
  import(root.dataset.package)
    .then((pkg) => {
      const options = {
        site,
        language,
        environment: 'local',
        social: pkg.createWindowSocialProvider({ authorizeUrl: new URL(authorize, window.location.href).href }),
      };
      if (!rendered) {
        root.replaceChildren();
        pkg.mountMemberPage(root, options);
        return undefined;
      }
      return pkg.hydrateMemberPage(root, options).then(() => {
        root.removeEventListener('submit', hold, true);
        root.dataset.hydrated = '';
        const wanted = held;
        held = null;
        if (wanted?.form.isConnected) wanted.form.requestSubmit(wanted.submitter?.isConnected ? wanted.submitter : undefined);
      });
    })
    .catch((error) => {
      if (status) status.textContent = 'This page could not be loaded. Please reload it.';
      console.error('member page: the pages bundle failed to load', error);
    });
}
