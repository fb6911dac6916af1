/*
 * The member host's standalone /user/login and /user/register pages (ES module, loaded with the page's CSP nonce):
 * the popup opened full-page on Login or Registry, for visitors whose header links were not swapped (outside the
 * experiment's `pop` group) and for the login redirect of spec §2.4.
 *
 * A plain login goes to the page's `redirect` parameter (the popup's own redirect guard checks it). Closing the
 * popup by hand goes back to `data-back` (the redirect as the server's guard allowed it, else the site's home page).
 * Social sign-in uses the reference server's identity provider in a popup window (`data-authorize`).
 */
const root = document.getElementById('member-page');

if (root) {
  const { site, screen, back, authorize } = root.dataset;
  const status = root.querySelector('[data-member-status]');
  const leave = () => window.location.assign(back || '/');

  import(root.dataset.package)
    .then((pkg) => {
      if (status) status.textContent = '';
      pkg.openPopup({
        site,
        environment: 'local',
        screen: screen === 'Registry' ? 'Registry' : 'Login',
        social: pkg.createWindowSocialProvider({ authorizeUrl: new URL(authorize, window.location.href).href }),
        onClose: leave,
      });
    })
    .catch((error) => {
      if (status) status.textContent = 'The login could not be loaded. Please reload the page.';
      console.error('member page: the popup bundle failed to load', error);
    });
}
