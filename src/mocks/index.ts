/**
 * `member-popup/mocks`: the msw handlers the package's own tests and Storybook use, for other teams' tests.
 *
 * ```ts
 * import { setupServer } from 'msw/node';
 * import { createHandlers } from 'member-popup/mocks';
 * const server = setupServer(...createHandlers({ scenario: { login: 'wrongPassword' } }));
 * ```
 * msw (2.x) is an optional peer dependency: only this entry needs it.
 */
export {
  createHandlers,
  createMockBackend,
  DEFAULT_SCENARIO,
  MOCK_CODE,
  MOCK_LOST_NUMBER,
  MOCK_VERIFICATION,
  MOCK_USER,
  type MockBackend,
  type MockOptions,
  type MockRequest,
  type MockScenario,
} from './handlers.js';
export { ACTIVITY_MOCK_PAGE, createSecurityHandlers, MOCK_ACTIVITY, MOCK_SESSIONS, type SecurityMockOptions } from './security.js';
