// Which React the built browser files inline (npm test builds dist/ first; alone, run `npm run build`). The builds
// that ship React to plain pages (the popup's and the API's browser entries, the UMD bundle) inline React 18.3.1, the
// smallest React DOM of the supported peer range (rollup.config.mjs, inlinedReact); the lite entry, member-pages and
// member-account (issue 28 items 2 and 3) inline preact/compat and no React; the ESM builds keep React external (test/unit/build.test.ts).
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const MANIFEST = 'dist/browser/manifest.json';
const built = existsSync(MANIFEST) && existsSync('dist/umd/member-popup.umd.cjs');
const manifest: Record<string, { file: string; ui?: string }> = built ? JSON.parse(readFileSync(MANIFEST, 'utf8')) : {};
const entry = (name: string) => `dist/browser/${manifest[name]!.file}`;
/** The UI chunk the popup's browser entries load beside them (src/browser/popup.ts): where their React is. */
const ui = (name: string) => `dist/browser/${manifest[name]!.ui}`;

const WITH_REACT = built
  ? {
      'member-popup (its UI chunk)': ui('member-popup'),
      'member-popup-api': entry('member-popup-api'),
      umd: 'dist/umd/member-popup.umd.cjs',
    }
  : {};

/** The version of every react-dom inlined in a file: react-dom registers itself with the devtools by this object. */
const reactDomVersions = (code: string) => [...code.matchAll(/version:"(\d+\.\d+\.\d+)[^"]*",rendererPackageName:"react-dom"/g)].map((m) => m[1]);
/** The React packages a file was built from (its source map's sources), e.g. `react-dom-18/cjs/…` or `scheduler/…`. */
const reactSources = (file: string) =>
  (JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] }).sources
    .map((source) => source.replace(/\\/g, '/').match(/node_modules\/((?:react|react-dom|react-18|react-dom-18|scheduler)\/.*)$/)?.[1])
    .filter((source): source is string => source !== undefined);

describe.skipIf(!built)('the React inlined in the browser builds', () => {
  it.each(Object.entries(WITH_REACT))('%s inlines one react-dom, React 18.3.1', (_name, file) => {
    expect(reactDomVersions(readFileSync(file, 'utf8'))).toEqual(['18.3.1']);
  });

  it.each(Object.entries(WITH_REACT))('%s is built from react-18 and react-dom-18 only (no React 19 file, no second scheduler)', (_name, file) => {
    const sources = reactSources(file);
    expect(sources).toContain('react-dom-18/cjs/react-dom.production.min.js');
    expect(sources).toContain('react-18/cjs/react.production.min.js');
    // react-dom 18's own scheduler (0.23) is nested under react-dom-18; React 19's react, react-dom, scheduler are not.
    expect(sources.filter((source) => !/^(react-18|react-dom-18)\//.test(source))).toEqual([]);
  });

  it('the lite entry and its UI chunk, the pages entry and the account entry, inline no React (preact/compat)', () => {
    for (const file of [entry('member-popup-lite'), ui('member-popup-lite'), entry('member-pages'), entry('member-account')]) {
      expect(reactDomVersions(readFileSync(file, 'utf8')), file).toEqual([]);
      expect(reactSources(file), file).toEqual([]);
    }
  });

  it('the popup entry keeps React in its UI chunk: the statechart core beside it has none', () => {
    expect(reactDomVersions(readFileSync(entry('member-popup'), 'utf8'))).toEqual([]);
    expect(reactSources(entry('member-popup'))).toEqual([]);
  });
});
