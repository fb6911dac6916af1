/*
 * /user/profile (served by account-routes.ts): mounts the package's account entry, the browser build
 * dist/browser/member-account-<hash>.js (data-package, named by the manifest): the account menu in the header and the profile page with its sub-pages. No inline
 * script or style: the page's data- attributes carry the configuration. A signed-in page also carries the dashboard's
 * data (#account-data, a JSON block the server embeds, issue 28): the page shows it without a call, and the menu
 * takes the buyer from it instead of asking get-current-user a second time.
 */
const app = document.getElementById('account-app');

if (app) {
  const { site, language, package: packageUrl, home, authorize } = app.dataset;
  const status = app.querySelector('[data-account-status]');
  const embedded = document.getElementById('account-data');
  let overview;
  try {
    overview = embedded ? JSON.parse(embedded.textContent ?? '') : undefined;
  } catch {
    overview = undefined;
  }
  try {
    const account = await import(packageUrl);
    const menu = document.getElementById('account-menu');
    if (menu) account.mountAccountMenu(menu, { site, language, environment: 'local', user: overview?.user, onLoggedOut: () => window.location.assign(home) });
    // Connected accounts' "Link" (#security) signs in with the reference server's identity provider in a window.
    const social = account.createWindowSocialProvider({ authorizeUrl: new URL(authorize, window.location.href).href });
    account.mountProfilePage(document.getElementById('account-page'), { site, language, environment: 'local', home, social, overview });
    if (status) status.remove();
  } catch (error) {
    if (status) status.textContent = 'The account area could not be loaded. Please reload the page.';
    console.error('account page: loading the package failed', error);
  }
}
