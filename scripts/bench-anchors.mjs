// The benches' anchors (issue 15, issue 28 item 5): FirebaseUI 6.1 with firebase 10 compat, and
// netlify-identity-widget 2, installed from npm into node_modules/.cache/bench-anchors and built with esbuild --minify
// (never committed). `buildAnchors()` returns the folder of the built files: firebaseui.js (an IIFE, global
// `FirebaseAnchor` with `start(element)`: FirebaseUI's sign-in on e-mail, phone and Google), firebaseui.css (its
// stylesheet, without the Google Fonts import) and netlify.js.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(new URL('..', import.meta.url).pathname);
const CACHE = join(ROOT, 'node_modules/.cache/bench-anchors');

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
  // start(element, { emailOnly }): the popup bench opens it on its three providers (the popup's Login offers a
  // password, a code and social sign-in); the sign-in page row on e-mail alone (its first field at once).
  const entry = `import firebase from 'firebase/compat/app';
import 'firebase/compat/auth';
import * as firebaseui from 'firebaseui';
export function start(el, options) {
  const app = firebase.apps.length ? firebase.app() : firebase.initializeApp({ apiKey: 'bench-key', authDomain: 'bench.invalid', projectId: 'bench' });
  const ui = firebaseui.auth.AuthUI.getInstance() || new firebaseui.auth.AuthUI(app.auth());
  const email = firebase.auth.EmailAuthProvider.PROVIDER_ID;
  ui.start(el, { signInFlow: 'popup', credentialHelper: firebaseui.auth.CredentialHelper.NONE,
    signInOptions: options && options.emailOnly ? [email] : [email, firebase.auth.PhoneAuthProvider.PROVIDER_ID, firebase.auth.GoogleAuthProvider.PROVIDER_ID] });
}
`;
  // A changed entry rebuilds the anchor.
  const stale = !existsSync(fbEntry) || readFileSync(fbEntry, 'utf8') !== entry;
  if (stale) writeFileSync(fbEntry, entry);
  const run = (args) => execFileSync(esbuild, args, { cwd: CACHE, stdio: ['ignore', 'ignore', 'inherit'], timeout: 120_000 });
  if (stale || !existsSync(join(out, 'firebaseui.js'))) {
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
