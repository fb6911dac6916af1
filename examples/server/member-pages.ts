/**
 * The reference server's own static member pages, as a route module: the policies the sign-up consent links to
 * (spec §2.2), plain accessible HTML under the strict page CSP.
 *
 * | page                                | what                                                                   |
 * |-------------------------------------|------------------------------------------------------------------------|
 * | /privacy-policy/, /terms-of-use/    | the policies the sign-up consent links to                              |
 *
 * Every other member page (verify, account-restore, account-auth, close-account failure, grocery merge, …) is the
 * package's own page (`member-popup/pages`), mounted by pages-shell.ts; their calls are verify-routes.ts and
 * pages-auth-calls.ts.
 */
import { PAGE_PATHS } from './accounts.js';
import type { RouteModule } from './app.js';
import { memberPageSite, sitePath } from './demo-pages.js';
import type { RequestContext } from './http.js';
import { html, registerPageAssets, sendPage } from './page-kit.js';

export const MEMBER_PAGE_PATHS = Object.freeze({
  ...PAGE_PATHS,
  privacyPolicy: '/privacy-policy/',
  termsOfUse: '/terms-of-use/',
});

export function memberPagesModule(): RouteModule {
  return ({ ctx, router }) => {
    registerPageAssets(router, ['css', 'forms']);

    /* ---------------------------------------------------------------------------------------------------------- */
    /* Static pages                                                                                               */

    // "Home" is the buyer's demo shop (its site from ?site= or the hng cookie), not the developer page at "/".
    const policyLinks = (rc: RequestContext) =>
      html`<p class="muted"><a href="${MEMBER_PAGE_PATHS.privacyPolicy}">Privacy Policy</a> · <a href="${MEMBER_PAGE_PATHS.termsOfUse}">Terms of Use</a> · <a href="${sitePath(memberPageSite(rc))}">Home</a></p>`;

    router.add('GET', MEMBER_PAGE_PATHS.privacyPolicy, (rc) =>
      sendPage(rc, {
        title: 'Privacy Policy',
        main: html`<h1>Privacy Policy</h1>
<p>This policy covers the member account of this marketplace demonstration: the reference member server and the login popup. It describes what this server really stores.</p>
<h2>What we store</h2>
<ul>
<li>Your account: e-mail address, mobile number, name, and, if you give them, gender and birthday; the site (country) you registered on.</li>
<li>Your password, only as a salted scrypt hash. It travels encrypted with the server's RSA key and is never stored or logged in clear.</li>
<li>Sign-in sessions (only a hash of the session id), one-time codes (only a keyed hash, for ${Math.round(ctx.codes.settings.ttlMs / 60_000)} minutes), and counters of code sends and wrong passwords used to stop abuse.</li>
<li>Social sign-in: the identity provider's id for you and the e-mail address it shared.</li>
<li>Orders placed as a guest with your e-mail address, which move to your account when you claim it.</li>
</ul>
<h2>What we do not do</h2>
<ul><li>No advertising profile, no sale of data, no tracking across sites.</li>
<li>The experiment that decides whether the login popup is shown uses a random visitor id in a cookie, not your identity.</li></ul>
<h2>Cookies</h2>
<p>A session cookie and a readable user-id cookie while you are logged in, a CSRF cookie, the gateway's token cookies, the site and language cookie, and the experiment's visitor cookie.</p>
<h2>Deleting your account</h2>
<p>After a deletion request the account can be restored for ${Math.round(ctx.lifecycle.deletionGraceMs / 86_400_000)} days. Afterwards its e-mail address and phone number cannot register a new account for ${Math.round(ctx.lifecycle.coolingPeriodMs / 86_400_000)} days.</p>
<h2>Contact</h2>
<p>Write to customer care for a copy of your data or to correct it.</p>
${policyLinks(rc)}`,
      }),
    );

    router.add('GET', MEMBER_PAGE_PATHS.termsOfUse, (rc) =>
      sendPage(rc, {
        title: 'Terms of Use',
        main: html`<h1>Terms of Use</h1>
<p>These terms cover your marketplace member account in this demonstration.</p>
<h2>Your account</h2>
<ul>
<li>Give true details and keep your password to yourself. One account per e-mail address and per mobile number.</li>
<li>You are responsible for what is done with your account. Tell customer care at once if you think someone else used it.</li>
<li>Codes we send are for you only. We never ask for them by phone or e-mail.</li>
</ul>
<h2>Fair use</h2>
<p>Automated sign-ups, code requests or password guessing are not allowed. We limit code sends and wrong passwords and may ask for a security check.</p>
<h2>Suspension and deletion</h2>
<p>We may suspend a sign-in method when we see a security risk. You may ask to delete your account; it can be restored for ${Math.round(ctx.lifecycle.deletionGraceMs / 86_400_000)} days.</p>
<h2>Promotions</h2>
<p>Promotional messages by SMS or e-mail are sent only if you opted in, and you can opt out at any time.</p>
${policyLinks(rc)}`,
      }),
    );

    // The policy pages are addressed with a trailing slash (spec §2.2); the bare paths lead there.
    for (const path of [MEMBER_PAGE_PATHS.privacyPolicy, MEMBER_PAGE_PATHS.termsOfUse]) {
      router.add('GET', path.slice(0, -1), (rc) => {
        rc.res.statusCode = 301;
        rc.res.setHeader('Location', path);
        rc.res.end();
      });
    }
  };
}
