// The published artefacts (npm test builds them first): the ESM entry exports the public API by name,
// keeps React and the runtime dependencies external, ships its types, and the UMD bundle defines MemberPopup.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

const esm = 'dist/esm/index.js';
const umd = 'dist/umd/member-popup.umd.cjs';
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
  'preloadPopupParts',
];

describe('the built package', () => {
  it('exists (npm test builds it first; alone, run `npm run build`)', () => {
    expect(built, 'dist/ is missing: run `npm run build`').toBe(true);
  });

  it('exports the public API by name from the ESM entry', { timeout: 60_000 }, async () => {
    const mod = await import(/* @vite-ignore */ new URL(`../../${esm}`, import.meta.url).href);
    for (const name of PUBLIC_API) expect(mod, name).toHaveProperty(name);
  });

  it('ships type declarations for every entry, the CommonJS bundle and the loader', () => {
    // Each entry's declarations re-export the module's own, beside its file under dist/esm/src/.
    for (const entry of ['index', 'validation', 'config', 'i18n', 'api', 'pages', 'account', 'mocks']) {
      const target = /from '\.\/(src\/[\w/-]+)\.js'/.exec(readFileSync(`dist/esm/${entry}.d.ts`, 'utf8'))?.[1];
      expect(target && existsSync(`dist/esm/${target}.d.ts`), entry).toBe(true);
    }
    expect(readFileSync('dist/esm/src/index.d.ts', 'utf8')).toMatch(/isAllowedRedirect/);
    expect(existsSync('dist/umd/member-popup.umd.d.cts') && existsSync('dist/loader/member-popup-loader.d.ts')).toBe(true);
  });

  it('emits one file per module with React and the runtime dependencies external, and jsencrypt inside, loaded lazily', () => {
    // React stays an external import; no copy of it is bundled.
    const member = readFileSync('dist/esm/src/popup/member-popup.js', 'utf8');
    expect(member).not.toMatch(/__SECRET_INTERNALS|__CLIENT_INTERNALS|react\.production|ReactCurrentDispatcher/);
    expect(member).toMatch(/from ['"]react['"]/);
    expect(readFileSync('dist/esm/src/config/cookies.js', 'utf8')).toMatch(/from ['"]js-cookie['"]/);
    // jsencrypt's own ESM build cannot be loaded by plain Node ESM (extensionless imports): the package carries it.
    // rsa.js loads rsa-engine.js (jsencrypt with the development key) lazily; the engine imports the carried copy.
    const rsa = readFileSync('dist/esm/src/api/rsa.js', 'utf8');
    expect(rsa).toMatch(/import\(['"]\.\/rsa-engine\.js['"]\)/);
    expect(rsa).not.toMatch(/(from |import\()['"](\.\.\/)*(vendor\/)?jsencrypt/);
    const engine = readFileSync('dist/esm/src/api/rsa-engine.js', 'utf8');
    expect(engine).toMatch(/from ['"]\.\.\/\.\.\/vendor\/jsencrypt\/[\w/]+\.js['"]/);
    expect(engine).not.toMatch(/['"]jsencrypt['"]/);
  });

  it('marks the top-level calls of the ESM modules pure, and keeps the React modules\' \'use client\'', () => {
    const sites = readFileSync('dist/esm/src/config/sites.js', 'utf8');
    expect(sites).toMatch(/const SITES = \/\* @__PURE__ \*\/ Object\.freeze\(/);
    const machine = readFileSync('dist/esm/src/machines/code-login.machine.js', 'utf8');
    expect(machine).toMatch(/= \/\* @__PURE__ \*\/ \/\* @__PURE__ \*\/ \(setup\(/);
    expect(readFileSync('dist/esm/src/popup/member-popup.js', 'utf8')).toMatch(/^'use client';\n/);
    for (const pure of ['validation', 'config', 'i18n', 'api']) expect(readFileSync(`dist/esm/${pure}.js`, 'utf8'), pure).not.toMatch(/use client|from ['"]react/);
  });

  it('points every source map at the sources (inside the repository, with their text)', () => {
    const map = JSON.parse(readFileSync('dist/esm/src/validation/phone.js.map', 'utf8')) as { sources: string[]; sourcesContent: string[] };
    expect(resolve('dist/esm/src/validation', map.sources[0]!)).toBe(resolve('src/validation/phone.ts'));
    expect(map.sourcesContent[0]).toContain('validatePhone');
    const pages = (JSON.parse(readFileSync('dist/browser/manifest.json', 'utf8')) as Record<string, { file: string }>)['member-pages']!.file;
    const browser = JSON.parse(readFileSync(`dist/browser/${pages}.map`, 'utf8')) as { sources: string[] };
    for (const source of browser.sources) expect(resolve('dist/browser', source).startsWith(resolve('.')), source).toBe(true);
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

