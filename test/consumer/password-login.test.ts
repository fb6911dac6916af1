// A consumer's test (copied into the consumer app by run.mjs): the package installed from its tarball, the mocks
// answering through msw, plain vitest + jsdom (no server.deps.inline). The password is RSA-encrypted on the way
// (jsencrypt, which the package carries), so the test fails if the package's modules cannot load under Node.
// @vitest-environment jsdom
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createConfig, createMemoryCookies, createServices } from 'member-popup';
import { createMockBackend } from 'member-popup/mocks';

const backend = createMockBackend();
const server = setupServer(...backend.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

it('logs in with a password against the mocks', async () => {
  const config = createConfig({ site: 'SG', cookies: createMemoryCookies() });
  const services = createServices(config, { bridge: false, tracker: false });
  const answer = await services.login({ loginName: 'shopper@example.com', password: 'Secret123' });
  expect(answer).toMatchObject({ loginSuccess: true });
  const [login] = backend.calls('user/api/login');
  expect(login?.data).toMatchObject({ loginName: 'shopper@example.com' });
  expect(JSON.stringify(login?.data)).not.toContain('Secret123');
});
