/*
 * /user/profile (served by account-routes.ts): mounts the package's account entry, the browser build
 * dist/browser/member-account-<hash>.js (data-package, named by the manifest): the account menu in the header and the profile page with its sub-pages. No inline
 * script or style: the page's data- attributes carry the configuration. A signed-in page also carries the dashboard's
 * data (#account-data, a JSON block the server embeds, issue 28): the page shows it without a call, and the menu
 * takes the buyer from it instead of asking get-current-user a second time.
 *
 * A page whose dashboard the server rendered (#account-page[data-rendered], issue 28 item 3) is hydrated instead
 * (`hydrateProfilePage`: the server's nodes stay; another sub-page in the hash is rendered in their place). Until
 * then its opt-in switches cannot save: they say so (`aria-disabled` and `aria-busy`) and a press on them is
 * swallowed, so no switch shows a state that was never saved; hydration lifts both and marks the page
 * `data-hydrated`. The hidden :target marks the server wrote (demo.css hides the dashboard while the hash asks for
 * another sub-page) go once the page is the package's.
 */
const app = document.getElementById('account-app');

if (app) {
  const { site, language, package: packageUrl, home, authorize } = app.dataset;
  const status = app.querySelector('[data-account-status]');
  const page = document.getElementById('account-page');
  const rendered = page !== null && 'rendered' in page.dataset;
  const embedded = document.getElementById('account-data');
  let overview;
  try {
    overview = embedded ? JSON.parse(embedded.textContent ?? '') : undefined;
  } catch {
    overview = undefined;
  }
  const pending = rendered ? [...page.querySelectorAll('input[type="checkbox"]:not([aria-disabled])')] : [];
  const swallow = (event) => {
    if (pending.includes(event.target)) event.preventDefault();
  };
  for (const input of pending) input.setAttribute('aria-disabled', 'true'), input.setAttribute('aria-busy', 'true');
  if (rendered) page.addEventListener('click', swallow, true);
  const settled = () => {
    page?.removeEventListener('click', swallow, true);
    for (const input of pending) input.removeAttribute('aria-disabled'), input.removeAttribute('aria-busy');
    app.querySelector('.demo-account-marks')?.remove();
    if (page) delete page.dataset.rendered;
    if (status) status.remove();
  };
  try {
    const account = await import(packageUrl);
    const menu = document.getElementById('account-menu');
    if (menu) account.mountAccountMenu(menu, { site, language, environment: 'local', user: overview?.user, onLoggedOut: () => window.location.assign(home) });
    // Connected accounts' "Link" (#security) signs in with the reference server's identity provider in a window.
    const social = account.createWindowSocialProvider({ authorizeUrl: new URL(authorize, window.location.href).href });
    const options = { site, language, environment: 'local', home, social, overview };
    if (rendered) {
      await account.hydrateProfilePage(page, options);
      page.dataset.hydrated = '';
    } else {
      account.mountProfilePage(page, options);
    }
    settled();
  } catch (error) {
    if (status) {
      status.classList.remove('demo-account-status--idle');
      status.textContent = 'The account area could not be loaded. Please reload the page.';
    }
    console.error('account page: loading the package failed', error);
  }
}
