// The widgets' unit tests once more on React 18.3.1 (the aliased devDependencies react-18 / react-dom-18): the package
// promises React `^18.2.0 || ^19.0.0` to ESM users, and the browser builds inline React 18. `npx vitest run -c
// vitest.react18.config.ts`; npm test runs it after the main vitest run. Our sources resolve react to react-18 by the
// aliases below; CommonJS packages (react-dom-18, @testing-library/react) by test/react18-setup.ts.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/components/**/*.test.tsx'],
    environment: 'node',
    restoreMocks: true,
    unstubGlobals: true,
    setupFiles: ['./test/react18-setup.ts'],
    alias: [
      { find: /^react-dom(\/.*)?$/, replacement: 'react-dom-18$1' },
      { find: /^react(\/.*)?$/, replacement: 'react-18$1' },
    ],
    // ES modules that import React are transformed by vitest (so the aliases apply), not loaded by Node.
    server: { deps: { inline: [/@floating-ui\//, /@xstate\/react/] } },
  },
});
