/**
 * The shared msw handlers answer the #privacy calls (src/api/privacy.ts) through the real member client: CSRF,
 * the checklist that settles after a re-check, the request, the export and the once-a-day refusal.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMemberClient } from '../api/member.js';
import { createPrivacyServices } from '../api/privacy.js';
import { createConfig, createMemoryCookies } from '../config/index.js';
import { createMockBackend, type MockOptions } from './index.js';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function privacy(options: MockOptions = {}) {
  const config = createConfig({ env: 'production', site: 'SG', cookies: createMemoryCookies() });
  const backend = createMockBackend({ ...options, hosts: config.hosts, cookies: config.cookies });
  server.use(...backend.handlers);
  return { backend, services: createPrivacyServices(createMemberClient(config), config.hosts.member) };
}

describe('msw handlers: privacy', () => {
  it('lists a blocker until the order settles, then takes the request with the token', async () => {
    const { backend, services } = privacy({ privacy: { blocked: true, settleAfterChecks: 1 } });
    expect((await services.deletionCheck()).blockers).toEqual([{ kind: 'openOrder', ref: 'SG-240100', amount: 0 }]);
    const check = await services.deletionCheck();
    expect(check.blockers).toEqual([]);
    expect(check.losses.map((l) => l.kind)).toEqual(['orderHistory', 'addresses']);
    expect((await services.requestDeletion({ token: 'tok', acknowledged: ['orderHistory', 'addresses'] })).restoreUntil).toBeGreaterThan(Date.now());
    expect(backend.calls('user/api/privacy/requestDeletion')[0]!.data).toMatchObject({ token: 'tok', acknowledged: 'orderHistory,addresses' });
  });

  it('gives the download URL, or the once-a-day refusal', async () => {
    expect((await privacy().services.exportData({ token: 'tok' })).url).toBe('https://member.shop.sg/user/api/privacy/download?id=mock-export');
    await expect(privacy({ privacy: { exportLimited: true } }).services.exportData({ token: 'tok' })).rejects.toMatchObject({ key: 'PL-USER-EXPORT-LIMITED' });
  });
});
