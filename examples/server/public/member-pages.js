/*
 * The member host's pages (ES module, loaded with the page's CSP nonce): imports the package's browser build of
 * `member-popup/pages` and mounts the page the path names (`mountMemberPage` reads the route from location and the
 * parameters from the query). Social sign-in uses the reference server's identity provider in a popup window.
 */
const root = document.getElementById('member-page');

if (root) {
  const { site, language, authorize } = root.dataset;
  const status = root.querySelector('[data-member-status]');
  import(root.dataset.package)
    .then((pkg) => {
      root.replaceChildren();
      pkg.mountMemberPage(root, {
        site,
        language,
        environment: 'local',
        social: pkg.createWindowSocialProvider({ authorizeUrl: new URL(authorize, window.location.href).href }),
      });
    })
    .catch((error) => {
      if (status) status.textContent = 'This page could not be loaded. Please reload it.';
      console.error('member page: the pages bundle failed to load', error);
    });
}
