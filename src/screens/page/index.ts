/** The member pages' kit (screens floor): environment, root and layout shared by `member-popup/pages` and `/account`. */
export { PageEnvProvider, usePageEnv, type PageEnv } from './page-env.js';
export { PageRoot, usePageEnvSetup, homeUrl, type PageRootOptions } from './page-root.js';
export { PageLayout, type PageLayoutProps } from './page-layout.js';
