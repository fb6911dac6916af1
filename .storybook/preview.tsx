/**
 * Every story gets: both popup stylesheets, the first screen's and the flows' (their source files, in the order
 * styles/build.mjs joins them; every story sees every rule, as a page with both sheets linked), the
 * toolbar globals (site, language, environment; viewport), the translator of the chosen language as
 * `context.loaded.t`, and, for stories with `parameters.mocks`, the shared msw handlers (src/mocks) in the browser
 * worker as `context.loaded.backend`.
 */
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { setupWorker, type SetupWorker } from 'msw/browser';
import '../styles/tokens.css';
import '../styles/popup.css';
import '../styles/popup-flows.css';
import { ENVIRONMENTS } from '../src/config/hosts.js';
import { SITE_CODES } from '../src/config/sites.js';
import { LANGUAGES } from '../src/i18n/languages.js';
import { loadTranslator } from '../src/i18n/translate.js';
import { createMockBackend } from '../src/mocks/index.js';
import { PASSKEY_OFFER_STORAGE_KEY } from '../src/api/passkey-services.js';
import { preloadPopupParts } from '../src/popup/lazy-part.js';
import { flowHosts, flowLocale, readGlobals, type MocksParameter } from '../stories/support/locale.js';

import.meta.glob('../styles/components/*.css', { eager: true });
import.meta.glob('../styles/screens/*.css', { eager: true });
// The wings' sheets (styles/<wing>/), for the widgets and sections only a wing uses.
import.meta.glob('../styles/address/*.css', { eager: true });

/* msw: one browser worker for the whole preview, started by the first story that asks for mocks. */
let worker: SetupWorker | null = null;
let started: Promise<SetupWorker> | null = null;

/** A call to the member host or the gateway that no handler answered is a bug of the mocks: say so loudly. */
const API_PATH = /\/(user\/api|h5)\//;

function startWorker(): Promise<SetupWorker> {
  if (!started) {
    const instance = setupWorker();
    worker = instance;
    started = instance
      .start({
        serviceWorker: { url: './mockServiceWorker.js' },
        quiet: true,
        onUnhandledRequest(request, print) {
          if (API_PATH.test(new URL(request.url).pathname)) print.error();
        },
      })
      .then(() => instance);
  }
  return started;
}

const mswLoader: Loader = async ({ parameters, globals }) => {
  const mocks = parameters.mocks as MocksParameter | undefined;
  if (!mocks) {
    worker?.resetHandlers();
    delete (globalThis as { __memberPopupMock?: unknown }).__memberPopupMock;
    return {};
  }
  const active = await startWorker();
  // The offer to create a passkey after a login (issue 25) counts as answered here, so a flow's story ends where the
  // popup closes; the offer has its own stories (Flows/Passkey offer, over stubbed services).
  localStorage.setItem(PASSKEY_OFFER_STORAGE_KEY, '1');
  const { site } = flowLocale(readGlobals(globals));
  const backend = createMockBackend({ ...mocks, hosts: flowHosts(site, readGlobals(globals).environment) });
  active.resetHandlers(...backend.handlers);
  // For the browser console (and the story test's failure report): what the mock answered so far.
  (globalThis as { __memberPopupMock?: typeof backend }).__memberPopupMock = backend;
  return { backend };
};

const translatorLoader: Loader = async ({ globals }) => ({ t: await loadTranslator(readGlobals(globals).language) });

/** The page's language and writing direction follow the language global (Urdu is right-to-left). */
const withDocumentLocale: Decorator = (Story, { globals }) => {
  const { language } = readGlobals(globals);
  const info = LANGUAGES.find((l) => l.code === language);
  document.documentElement.lang = language;
  document.documentElement.dir = info?.dir ?? 'ltr';
  return <Story />;
};

const preview: Preview = {
  globalTypes: {
    site: {
      description: 'Country site: phone prefix, site languages, hosts',
      toolbar: { title: 'Site', icon: 'globe', items: SITE_CODES.map((code) => ({ value: code, title: code })), dynamicTitle: true },
    },
    language: {
      description:
        'Catalog language (Urdu is right-to-left). Full flows use the site\'s spelling of it, or the first site that offers it.',
      toolbar: {
        title: 'Language',
        icon: 'transfer',
        items: LANGUAGES.map((l) => ({ value: l.code, title: `${l.name} · ${l.englishName}`, right: l.dir === 'rtl' ? 'RTL' : l.code })),
        dynamicTitle: true,
      },
    },
    environment: {
      description: 'Hosts of the environment (the mocks answer whichever is chosen)',
      toolbar: { title: 'Environment', icon: 'cloud', items: ENVIRONMENTS.map((env) => ({ value: env, title: env })), dynamicTitle: true },
    },
  },
  initialGlobals: { site: 'SG', language: 'en', environment: 'production' },
  parameters: {
    viewport: {
      options: {
        phone: { name: 'Phone (360 px)', styles: { width: '360px', height: '740px' }, type: 'mobile' },
        desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    // The story test (test/storybook) runs axe itself and fails on any violation; the panel shows them while designing.
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
  // The popup's lazy screens are loaded before a story renders, as in a popup whose idle prefetch is done.
  loaders: [mswLoader, translatorLoader, () => preloadPopupParts().then(() => ({}))],
  decorators: [withDocumentLocale],
};

export default preview;
