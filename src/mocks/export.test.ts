// The published `member-popup/mocks` entry (npm test builds dist/ first): ESM with msw left external, the same
// handlers as the source, and a package.json export that points at it and at its declarations.
import { existsSync, readFileSync } from 'node:fs';
import { setupServer } from 'msw/node';
import { describe, expect, it } from 'vitest';

const entry = 'dist/esm/mocks.js';
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  exports: Record<string, { types?: string; default?: string }>;
  peerDependencies: Record<string, string>;
  peerDependenciesMeta: Record<string, { optional?: boolean }>;
};

describe('member-popup/mocks as published', () => {
  it('is exported from package.json, with its declarations, msw an optional peer', () => {
    expect(pkg.exports['./mocks']?.default).toBe(`./${entry}`);
    expect(existsSync(entry), 'dist/esm/mocks.js is missing: run `npm run build`').toBe(true);
    expect(existsSync(pkg.exports['./mocks']!.types!.slice(2)), 'the declarations of ./mocks are missing').toBe(true);
    expect(pkg.peerDependencies.msw).toMatch(/^\^2\./);
    expect(pkg.peerDependenciesMeta.msw?.optional).toBe(true);
  });

  it('keeps msw external and answers a login through msw/node', { timeout: 60_000 }, async () => {
    // The entry re-exports the handlers' module (one file per module): msw is imported there, not bundled.
    const code = readFileSync('dist/esm/src/mocks/handlers.js', 'utf8');
    expect(code).toMatch(/from ['"]msw['"]/);
    expect(code).not.toMatch(/class SetupApi|handleRequest\(/);
    const mod = (await import(/* @vite-ignore */ new URL(`../../${entry}`, import.meta.url).href)) as typeof import('./index.js');
    expect(mod.MOCK_CODE).toBe('123456');
    const backend = mod.createMockBackend({ hosts: { member: 'https://member.shop.sg' } });
    const server = setupServer(...backend.handlers);
    server.listen({ onUnhandledRequest: 'error' });
    try {
      const csrf = (await (await fetch('https://member.shop.sg/user/api/getCsrfToken')).json()) as { module: { token: string } };
      const token = csrf.module.token;
      const response = await fetch('https://member.shop.sg/user/api/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-TOKEN': token },
        body: JSON.stringify({ loginName: 'shopper@example.com', encryptPassword: 'x', 'X-CSRF-TOKEN': token }),
      });
      await expect(response.json()).resolves.toMatchObject({ success: true, module: { loginSuccess: true } });
      expect(backend.calls('user/api/login')).toHaveLength(1);
    } finally {
      server.close();
    }
  });
});
