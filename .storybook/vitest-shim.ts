/**
 * What src/screens/test-utils.ts needs from `vitest`, in the browser: Storybook's spies and expect (storybook/test
 * wraps the same @vitest/spy and @vitest/expect). Aliased in main.ts for the Storybook build only.
 */
import { expect, fn } from 'storybook/test';

export const vi = { fn };
export { expect };
