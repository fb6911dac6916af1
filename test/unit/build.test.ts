// The published artefacts (npm test builds them first): the ESM entry exports the public API by name,
// keeps React and the runtime dependencies external, ships its types, and the UMD bundle defines MemberPopup.
import { existsSync, readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

const esm = 'dist/esm/index.js';
const umd = 'dist/umd/member-popup.umd.js';
const built = existsSync(esm) && existsSync(umd);

const PUBLIC_API = [
  'createConfig',
  'resolveHosts',
  'SITES',
  'getSite',
  'readHng',
  'writeHng',
  'isAllowedRedirect',
  'sanitizeRedirect',
  'validateLoginName',
  'validateEmail',
  'validatePassword',
  'validateNewPassword',
  'validateFullName',
  'validatePhone',
  'validateSmsCode',
  'validateBirthday',
  'validateDetailAddress',
  'validatePostcode',
  'validateTaxId',
  'validateBranchId',
  'validateRequired',
  'createTranslator',
  'serverErrorText',
  'createMemberClient',
  'encryptPassword',
  'createGateway',
  'classifyRet',
  'rewriteImageUrl',
  'setMonitor',
  'ApiError',
];

describe('the built package', () => {
  it('exists (npm test builds it first; alone, run `npm run build`)', () => {
    expect(built, 'dist/ is missing: run `npm run build`').toBe(true);
  });

  it('exports the public API by name from the ESM entry', async () => {
    const mod = await import(/* @vite-ignore */ new URL(`../../${esm}`, import.meta.url).href);
    for (const name of PUBLIC_API) expect(mod, name).toHaveProperty(name);
  });

  it('ships type declarations for the entry', () => {
    const dts = readFileSync('dist/esm/index.d.ts', 'utf8');
    expect(dts).toMatch(/isAllowedRedirect|redirect/);
  });

  it('keeps React and runtime dependencies out of the ESM entry and loads RSA lazily', () => {
    // The entry and the chunk it re-exports (a facade since the screens are lazy chunks).
    const entry = readFileSync(esm, 'utf8');
    const shared = [...entry.matchAll(/from ['"]\.\/(chunks\/[\w-]+\.js)['"]/g)].map((m) => readFileSync(`dist/esm/${m[1]}`, 'utf8'));
    const code = [entry, ...shared].join('\n');
    // React stays an external import (`from 'react'`, `from 'react-dom/client'`); no copy of it is bundled.
    expect(code).not.toMatch(/__SECRET_INTERNALS|__CLIENT_INTERNALS|react\.production|ReactCurrentDispatcher/);
    expect(code).toMatch(/from ['"]react['"]/);
    expect(code).toMatch(/from ['"]js-cookie['"]/);
    expect(code).toMatch(/import\(['"]jsencrypt['"]\)/);
  });

  it('defines the MemberPopup global from the UMD bundle in a plain page', () => {
    // A context with no DOM at all: loading the bundle must not touch window/document at the top level.
    const sandbox: Record<string, unknown> = { console };
    runInNewContext(readFileSync(umd, 'utf8'), sandbox);
    const api = sandbox.MemberPopup as Record<string, unknown>;
    expect(api).toBeDefined();
    expect(typeof api.isAllowedRedirect).toBe('function');
    expect(typeof api.createConfig).toBe('function');
  });
});

