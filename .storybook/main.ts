/**
 * Storybook for designers: every popup screen in every state, every widget, and full flows of <MemberPopup> against
 * the shared msw handlers (src/mocks) in the browser worker. `npm run storybook` (dev, port 6006) and
 * `npm run build-storybook` (static, storybook-static/).
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  // mockServiceWorker.js (msw's worker, generated offline with `npx msw init .storybook/public --no-save`).
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Args are given in the stories; no component docgen pass is needed.
  typescript: { reactDocgen: false },
  async viteFinal(base) {
    return mergeConfig(base, {
      plugins: [react()],
      resolve: {
        // src/screens/test-utils.ts (makeView, makeSenders) imports `vi` from vitest: in the browser, Storybook's
        // own spies (storybook/test, the same @vitest/spy) stand in, so stories reuse the tests' view builder.
        alias: [{ find: /^vitest$/, replacement: fileURLToPath(new URL('./vitest-shim.ts', import.meta.url)) }],
      },
      build: { chunkSizeWarningLimit: 2048 },
    });
  },
};

export default config;
