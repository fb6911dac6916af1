// The benches' anchors from npm (issue 15): FirebaseUI 6.1 + firebase 10 compat and netlify-identity-widget 2, bundled
// with esbuild --minify into node_modules/.cache/bench-anchors/out at bench time (never committed). Used by
// scripts/bench-browser.mjs (the popup's click rows) and scripts/bench-header.mjs (the keystroke rows).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(new URL('..', import.meta.url).pathname);
export const CACHE = join(ROOT, 'node_modules/.cache/bench-anchors');

/** Installs and bundles the anchors once (cached); returns the folder of their files (firebaseui.js/.css, netlify.js). */
export function buildAnchors() {
  mkdirSync(CACHE, { recursive: true });
  const need = ['firebaseui@6.1.0', 'firebase@10', 'netlify-identity-widget@2'];
  if (!existsSync(join(CACHE, 'node_modules/firebaseui')) || !existsSync(join(CACHE, 'node_modules/netlify-identity-widget'))) {
    if (!existsSync(join(CACHE, 'package.json'))) writeFileSync(join(CACHE, 'package.json'), '{"private":true}\n');
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', ...need], { cwd: CACHE, stdio: 'ignore', timeout: 300_000 });
  }
  const out = join(CACHE, 'out');
  mkdirSync(out, { recursive: true });
  const esbuild = join(ROOT, 'node_modules/.bin/esbuild');
  const fbEntry = join(CACHE, 'firebaseui-entry.js');
  writeFileSync(
    fbEntry,
    `import firebase from 'firebase/compat/app';
import 'firebase/compat/auth';
import * as firebaseui from 'firebaseui';
export function start(el) {
  const app = firebase.apps.length ? firebase.app() : firebase.initializeApp({ apiKey: 'bench-key', authDomain: 'bench.invalid', projectId: 'bench' });
  const ui = firebaseui.auth.AuthUI.getInstance() || new firebaseui.auth.AuthUI(app.auth());
  ui.start(el, { signInFlow: 'popup', credentialHelper: firebaseui.auth.CredentialHelper.NONE,
    signInOptions: [firebase.auth.EmailAuthProvider.PROVIDER_ID, firebase.auth.PhoneAuthProvider.PROVIDER_ID, firebase.auth.GoogleAuthProvider.PROVIDER_ID] });
}
`,
  );
  const run = (args) => execFileSync(esbuild, args, { cwd: CACHE, stdio: ['ignore', 'ignore', 'inherit'], timeout: 120_000 });
  if (!existsSync(join(out, 'firebaseui.js'))) {
    run([fbEntry, '--bundle', '--minify', '--format=iife', '--global-name=FirebaseAnchor', '--define:process.env.NODE_ENV="production"', `--outfile=${join(out, 'firebaseui.js')}`]);
    run([join(CACHE, 'node_modules/firebaseui/dist/firebaseui.css'), '--minify', `--outfile=${join(out, 'firebaseui.css')}`]);
    // The Google Fonts @import is a third-party request the popup does not make either: left out.
    const css = join(out, 'firebaseui.css');
    writeFileSync(css, readFileSync(css, 'utf8').replace(/@import\s*(url\()?"?https:\/\/fonts\.googleapis[^;]*;/g, ''));
  }
  if (!existsSync(join(out, 'netlify.js'))) {
    run([join(CACHE, 'node_modules/netlify-identity-widget/build/netlify-identity-widget.js'), '--minify', `--outfile=${join(out, 'netlify.js')}`]);
  }
  return out;
}
