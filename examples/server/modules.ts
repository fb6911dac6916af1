/**
 * The route modules `npm start` runs on top of the core server (see app.ts `modules`): the experiment service,
 * the JSONP fallback files, the QR phone simulator, the fake identity provider, the member pages, the built
 * bundles under /dist/, the marketplace demo pages (/demo/<site>, /user/login, /user/register) and the start page.
 * Tests pick the modules they exercise; main.ts takes them all.
 */
import { accountModule } from './account-routes.js';
import type { RouteModule } from './app.js';
import { demoPagesModule } from './demo-pages.js';
import { distModule, indexPageModule } from './demo-site.js';
import { experimentModule, type ExperimentOptions } from './experiment.js';
import { fallbackModule } from './fallback.js';
import { memberPagesModule } from './member-pages.js';
import { oauthProviderModule } from './oauth-provider.js';
import { pagesCallsModule } from './pages-calls.js';
import { pagesAuthCallsModule } from './pages-auth-calls.js';
import { helpCenterModule } from './help-center.js';
import { groceryModule } from './grocery.js';
import { pagesShellModule } from './pages-shell.js';
import { qrPhoneModule } from './qr-phone.js';
import { securityModule } from './security-routes.js';
import { addressModule } from './address-routes.js';
import { verifyModule } from './verify-routes.js';
import { privacyModule } from './privacy-routes.js';
import { lostNumberModule } from './lost-number-routes.js';
import { passkeyModule } from './passkey-routes.js';
import { socialLinksModule } from './social-links.js';
import { staffModule, type StaffOptions } from './staff-routes.js';

export interface DemoModuleOptions {
  /** The built package (default the repository's dist/). */
  distDir?: string;
  experiment?: ExperimentOptions;
  /** The staff verification page's options (the staff e-mail domains). */
  staff?: StaffOptions;
  /** Modules that come before the start page (a marketplace demo page module, for instance). */
  extra?: readonly RouteModule[];
}

export function demoModules(options: DemoModuleOptions = {}): RouteModule[] {
  return [
    experimentModule(options.experiment),
    fallbackModule(),
    qrPhoneModule(),
    oauthProviderModule(),
    memberPagesModule(),
    accountModule({ distDir: options.distDir }),
    securityModule(),
    addressModule(),
    distModule({ dir: options.distDir }),
    demoPagesModule(),
    pagesShellModule({ distDir: options.distDir }),
    pagesCallsModule(),
    verifyModule(),
    passkeyModule(),
    socialLinksModule(),
    pagesAuthCallsModule(),
    helpCenterModule(),
    groceryModule(),
    staffModule(options.staff),
    privacyModule(),
    lostNumberModule(),
    ...(options.extra ?? []),
    // Last: it links to whatever the modules above serve, and steps aside when one of them took `/`.
    indexPageModule({ distDir: options.distDir }),
  ];
}
