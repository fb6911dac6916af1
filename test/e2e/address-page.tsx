/**
 * The address book in a page of its own, for the Chromium tests and the benchmark: the page kit (`PageRoot`,
 * `PageLayout`) with the dashboard's `DefaultAddresses` and the #address-book `AddressBookSection`, as the account
 * entry's /user/profile mounts them; `?mount=profile` mounts the account entry's ProfilePage itself. `?site=ID&lang=id`
 * pick the market and language.
 */
import { createRoot } from 'react-dom/client';
import { ProfilePage } from '../../src/account/index.js';
import { AddressBookSection, DefaultAddresses, addressPart } from '../../src/screens/address-book/index.js';
import { PageLayout, PageRoot } from '../../src/screens/page/index.js';

const params = new URLSearchParams(location.search);
const site = params.get('site') ?? 'ID';
const language = params.get('lang') ?? 'en';
const root = document.getElementById('root')!;
// `?mount=profile`: the account entry's /user/profile itself (hash-routed sub-pages, the dashboard with the summary).
if (params.get('mount') === 'profile') {
  createRoot(root).render(<ProfilePage site={site} environment="local" language={language} config={{ localOrigin: location.origin }} />);
} else createRoot(root).render(
  <PageRoot options={{ site, environment: 'local', language, config: { localOrigin: location.origin } }} parts={[addressPart]}>
    {(env) => (
      <PageLayout title={env.t('address.title')} t={env.t}>
        <DefaultAddresses />
        <AddressBookSection />
      </PageLayout>
    )}
  </PageRoot>,
);
