// Every function the README and docs/ name (`name(` in inline code) is exported by one of the package's entries
// (issue 22: the README named preloadPopupParts, which was not exported). Names that are not the package's functions
// (methods of what it returns, React's, the tests') are listed with the reason.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const ENTRIES = ['index', 'validation', 'config', 'i18n', 'api', 'pages', 'account', 'mocks'];
/** Named in the docs, not functions the package exports. */
const NOT_PACKAGE_FUNCTIONS = new Set([
  't', // the translator a createTranslator call returns
  'usePageEnv', // the member pages' internal context hook, named where the pages are described
  'allowedDomains', // the redirect guard's internal list, named where the guard is described
  'import', // the language's
  'require',
  'setup', // XState's
  'setupServer', // msw's
  'createServer', // node:http's (the reference server)
  'revokePendingFlows', // the reference server's (examples/server), named in docs/security.md
  'announceCredentialChange', // the reference server's
  'recordActivity', // the reference server's (examples/server/activity.ts), named in docs/security.md
  'readSmsCode', // a method of the services object (createServices), named in docs/sign-in.md
  'BASE64URL', // RFC 7636's notation for the PKCE challenge
  'rgb', // CSS, in docs/theming.md's token table
  'min', // CSS, in docs/accessibility.md's large-text rules
  'minmax',
  'currentUser', // a method of the pages' services, named in docs/pages.md
  'overview', // a method of the account services, named in docs/account.md (the embedded dashboard data)
  'offerPasskey', // the popup's lazily loaded offer (src/popup/passkey-offer.tsx), named in docs/sign-in.md
  'canUsePasskeys', // the services' internal check (src/api/passkey-support.ts), named in docs/sign-in.md
  'loggedIn', // a popup sender (createSenders), named in docs/sign-in.md
  'finishLogin', // the reference server's (examples/server), named in docs/sign-in.md
]);

const docs = ['README.md', ...(existsSync('docs') ? readdirSync('docs').filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`) : [])];
const named = new Set(docs.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/`([A-Za-z_$][\w$]*)\(/g)].map((m) => m[1]!)));

describe('the documented functions', () => {
  it('are exported by an entry of the package', { timeout: 60_000 }, async () => {
    const exported = new Set<string>();
    for (const entry of ENTRIES) {
      const mod = (await import(/* @vite-ignore */ new URL(`../../dist/esm/${entry}.js`, import.meta.url).href)) as Record<string, unknown>;
      for (const name of Object.keys(mod)) exported.add(name);
    }
    const missing = [...named].filter((name) => !exported.has(name) && !NOT_PACKAGE_FUNCTIONS.has(name));
    expect(missing).toEqual([]);
  });
});
