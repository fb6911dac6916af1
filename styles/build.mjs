#!/usr/bin/env node
// The popup's two stylesheets, checked and minified (issue 15: the first popup screen downloads only what it shows):
// - dist/styles/member-popup-<version>.css, the versioned sheet the loader links (spec §9; package export
//   "./styles.css"): FIRST_SCREEN below, the popup frame, dialogs, toasts and the Login screen in both modes (password
//   and code, social buttons, the QR icon and its hint tooltip), and the placeholder a lazy part shows while it loads;
// - dist/styles/member-popup-flows-<version>.css (export "./styles-flows.css"): everything else of the popup,
//   styles/popup-flows.css then the other styles/components/*.css and styles/screens/*.css (sign-up, forgot/reset,
//   verify, method list, phone call, profile completion, QR, slider check, date picker, passcode input, …). The popup
//   links it next to the first sheet when its first lazy part loads (src/api/stylesheets.ts), and a lazy part waits
//   for it before it renders.
// Each file keeps its order (tokens, popup, components, screens, alphabetical), so the cascade of one sheet is the
// cascade of the two sheets linked one after the other. The version is STYLESHEET_VERSION of src/config/constants.ts
// (the one source of truth); package.json's "./styles.css" and "./styles-flows.css" exports must name those files.
//
// The build fails when a selector is not scoped under .mp-root or an .mp- class (its first compound must hold an
// .mp- class), when `!important` appears, or when an at-rule could leak into the host page (@import, @font-face,
// @property, @layer, or @keyframes whose name does not start with "mp-").
//
// Every sheet is written inside one cascade layer, `@layer member-popup { … }` (LAYER; the sources never name a layer):
// a host page's own, unlayered rules win over the package's whatever their specificity, with no !important
// (docs/theming.md).
//
// The account menu's sheet, dist/styles/member-account-menu-<version>.css (export "./account/menu.css", issue 28): the
// rules of the menu, its popover and its "Log out?" dialog only, cut from the popup's and the account sheets' sources
// (ACCOUNT_MENU_BLOCKS below), so a header page links one small sheet for a signed-in buyer.
//
// Wing stylesheets: each other folder styles/<wing>/ (pages, account, address: every folder but the popup's own
// components/ and screens/) becomes its own sheet,
// dist/styles/member-<wing>-<version>.css, under the same checks; the popup sheet never grows for a wing. A wing page
// links the popup's two sheets too (it reuses mp-button, mp-field, the passcode input, …), so a wing's var(--mp-…) may
// name the popup's tokens.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import postcss from 'postcss';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const rel = (file) => relative(ROOT, file);

function stylesheetVersion() {
  const file = join(ROOT, 'src/config/constants.ts');
  const match = /export const STYLESHEET_VERSION\s*=\s*['"]([0-9A-Za-z.+-]+)['"]/.exec(readFileSync(file, 'utf8'));
  if (!match) throw new Error(`${rel(file)}: no STYLESHEET_VERSION string constant`);
  return match[1];
}

function cssFiles(dir) {
  const full = join(ROOT, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full)
    .filter((name) => name.endsWith('.css'))
    .sort()
    .map((name) => join(full, name));
}

/** The first compound selector (up to the first combinator outside brackets, parentheses and strings). */
function firstCompound(selector) {
  let depth = 0;
  let quote = null;
  const text = selector.trim();
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i += 1;
      else if (c === quote) quote = null;
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth -= 1;
    else if (depth === 0 && (/\s/.test(c) || c === '>' || c === '+' || c === '~')) return text.slice(0, i);
  }
  return text;
}

/** Removes bracketed and parenthesised parts, so `:not(.mp-x)` or `[title='.mp-']` do not count as scoping. */
function withoutArguments(compound) {
  let out = '';
  let depth = 0;
  for (const c of compound) {
    if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth -= 1;
    else if (depth === 0) out += c;
  }
  return out;
}

const isScoped = (selector) => /\.mp-[A-Za-z0-9_-]/.test(withoutArguments(firstCompound(selector)));
const insideKeyframes = (node) => {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'atrule' && /keyframes$/i.test(parent.name)) return true;
  }
  return false;
};

const ALLOWED_AT_RULES = new Set(['media', 'supports', 'container', 'keyframes', '-webkit-keyframes']);

/** postcss plugin: collects every scoping, !important and at-rule problem with its file and line. */
const guard = (problems) => ({
  postcssPlugin: 'mp-guard',
  Once(root) {
    const where = (node) => `${rel(node.source?.input.file ?? '?')}:${node.source?.start?.line ?? '?'}`;
    root.walkRules((rule) => {
      if (insideKeyframes(rule)) return;
      for (const selector of rule.selectors) {
        if (!isScoped(selector)) problems.push(`${where(rule)}: selector "${selector}" is not scoped under .mp-root or an .mp- class`);
      }
    });
    root.walkDecls((decl) => {
      if (decl.important || /!\s*important/i.test(decl.value)) problems.push(`${where(decl)}: !important in "${decl.prop}"`);
    });
    root.walkAtRules((atRule) => {
      const name = atRule.name.toLowerCase();
      if (!ALLOWED_AT_RULES.has(name)) problems.push(`${where(atRule)}: @${atRule.name} is not allowed (it would reach the host page)`);
      else if (name.endsWith('keyframes') && !/^mp-/.test(atRule.params.trim())) {
        problems.push(`${where(atRule)}: @keyframes "${atRule.params}" must be named mp-…`);
      }
    });
  },
});
guard.postcss = true;

/** postcss plugin: lists var(--mp-…) references that no stylesheet declares (custom properties come from tokens). */
const tokenCheck = (warnings) => ({
  postcssPlugin: 'mp-tokens',
  Once(root) {
    const declared = new Set();
    root.walkDecls(/^--/, (decl) => declared.add(decl.prop));
    root.walkDecls((decl) => {
      for (const [, name] of decl.value.matchAll(/var\(\s*(--[A-Za-z0-9_-]+)/g)) {
        if (!declared.has(name)) warnings.push(`${rel(decl.source?.input.file ?? '?')}:${decl.source?.start?.line}: ${name} is not declared in styles/tokens.css (set by script?)`);
      }
    });
  },
});
tokenCheck.postcss = true;

const collapse = (text) => text.replace(/\s+/g, ' ').trim();

/** The shorter spelling of the same value: #ffffff as #fff, 0.55 as .55. */
const shorten = (value) =>
  value
    .replace(/#([0-9a-f])\1([0-9a-f])\2([0-9a-f])\3(?![0-9a-f])/gi, '#$1$2$3')
    .replace(/(^|[\s,(/:-])0\.(\d)/g, '$1.$2');

/** Collapses whitespace in a value and drops it around commas, leaving quoted strings (content: ', ') as they are. */
function minifyValue(value) {
  return value
    .split(/('(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*")/)
    .map((part, index) => (index % 2 === 1 ? part : shorten(part.replace(/\s+/g, ' ').replace(/\s*,\s*/g, ','))))
    .join('')
    .trim();
}

/** postcss plugin: drops comments (except /*! … *\/ banners) and whitespace. */
const minify = {
  postcssPlugin: 'mp-minify',
  OnceExit(root) {
    root.walkComments((comment) => {
      if (!comment.text.startsWith('!')) comment.remove();
    });
    root.walk((node) => {
      node.raws.before = '';
      node.raws.after = '';
      if (node.type === 'decl') {
        node.raws.between = ':';
        node.value = minifyValue(node.value);
      } else if (node.type === 'rule') {
        node.raws.between = '';
        node.raws.semicolon = false;
        node.selector = node.selectors.map(collapse).join(',');
      } else if (node.type === 'atrule') {
        node.raws.between = '';
        node.raws.afterName = node.params ? ' ' : '';
        node.raws.semicolon = false;
        node.params = collapse(node.params);
      }
    });
    root.raws.after = '';
    root.raws.semicolon = false;
  },
};

/** The popup's own folders; every other folder of styles/ is a wing (styles/<wing>/*.css → member-<wing>-<version>.css). */
const POPUP_FOLDERS = new Set(['components', 'screens']);
const wings = () =>
  readdirSync(join(ROOT, 'styles'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !POPUP_FOLDERS.has(entry.name))
    .map((entry) => entry.name)
    .sort();

/** The cascade layer every sheet is written in (docs/theming.md). */
export const LAYER = 'member-popup';

/** Moves every rule of the sheet (not its banner) into `@layer LAYER { … }`, after the checks. */
function inLayer(root) {
  const layer = postcss.atRule({ name: 'layer', params: LAYER });
  for (const node of [...root.nodes]) if (node.type !== 'comment') layer.append(node);
  root.append(layer);
}

/** Checks, minifies and writes one sheet; `tokens` are custom properties declared elsewhere (the popup's tokens). */
async function writeSheet({ files, output, banner, tokens = [], blocks }) {
  let root = postcss.root();
  for (const file of files) {
    const part = postcss.parse(readFileSync(file, 'utf8'), { from: file });
    root.append(part.nodes);
  }
  if (blocks) root = (await postcss([onlyBlocks(new Set(blocks))]).process(root, { from: undefined })).root;
  root.prepend(postcss.comment({ text: `! ${banner}`, raws: { left: '', right: ' ' } }));
  const problems = [];
  const warnings = [];
  const declaredElsewhere = postcss.root();
  if (tokens.length) declaredElsewhere.append(postcss.rule({ selector: '.mp-root', nodes: tokens.map((prop) => postcss.decl({ prop, value: '0' })) }));
  const checked = root.clone();
  checked.append(declaredElsewhere.nodes);
  await postcss([tokenCheck(warnings)]).process(checked, { from: undefined });
  const result = await postcss([guard(problems), { postcssPlugin: 'mp-layer', OnceExit: inLayer }, minify]).process(root, { from: undefined });
  if (problems.length) throw new Error(`stylesheet refused:\n  ${problems.join('\n  ')}`);
  for (const warning of warnings) console.warn(`warning: ${warning}`);
  const css = `${result.css}\n`;
  const target = join(ROOT, output);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, css);
  console.log(`${output}: ${files.length} files, ${Buffer.byteLength(css)} B (${gzipSync(css, { level: 9 }).length} B gzip)`);
}

/** Custom properties the popup's sheets declare (a wing may use them). */
function declaredTokens(files) {
  const names = new Set();
  for (const file of files) postcss.parse(readFileSync(file, 'utf8'), { from: file }).walkDecls(/^--/, (decl) => names.add(decl.prop));
  return [...names];
}

async function buildWings(version, popupFiles) {
  const tokens = declaredTokens(popupFiles);
  for (const wing of wings()) {
    const files = cssFiles(`styles/${wing}`);
    if (!files.length) continue;
    await writeSheet({ files, output: `dist/styles/member-${wing}-${version}.css`, banner: `member-popup ${wing} styles ${version}`, tokens });
  }
}

/** The first popup screen's files (styles/…), in build order; every other popup file goes to the flows sheet. */
export const FIRST_SCREEN = Object.freeze([
  'tokens.css',
  'popup.css',
  'components/dialog.css',
  'components/toast.css',
  'components/tooltip.css',
  'screens/login.css',
  'screens/shared.css',
]);

/** The popup's two sheets: { first, flows }, each a list of absolute file paths in build order. */
export function popupSheets() {
  const popupFiles = [...cssFiles('styles/components'), ...cssFiles('styles/screens')];
  const first = FIRST_SCREEN.map((file) => join(ROOT, 'styles', file));
  for (const file of first) if (!existsSync(file)) throw new Error(`FIRST_SCREEN names ${rel(file)}, which does not exist`);
  const flows = [join(ROOT, 'styles/popup-flows.css'), ...popupFiles.filter((file) => !first.includes(file))];
  return { first, flows };
}

/**
 * The account menu's own sheet (issue 28), dist/styles/member-account-menu-<version>.css: a header that shows the
 * signed-in buyer's menu links this one sheet, not the popup's two and the whole account sheet. It is cut from those
 * sheets' sources (one source of truth, nothing copied): a selector stays when every .mp- class in it belongs to a
 * block the menu draws (ACCOUNT_MENU_BLOCKS: the scoped root, the menu, its popover, the "Log out?" dialog and the
 * page layer that dialog comes in); @keyframes stay when a kept rule names them, custom properties when a kept
 * declaration reads them (directly or through another token). src/account/menu-sheet.test.tsx renders the menu open
 * and its dialog and checks that every class they carry is in these blocks.
 */
export const ACCOUNT_MENU_BLOCKS = Object.freeze(['mp-root', 'mp-layer', 'mp-account-menu', 'mp-popover', 'mp-dialog']);

/** The block of a BEM class: mp-account-menu__item--logout → mp-account-menu. */
export const blockOf = (name) => name.replace(/(__|--).*$/, '');

/** A selector without its :not(…) arguments (a class it excludes is not one it needs). */
const withoutNegations = (selector) => selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '');

/** Keeps a selector when every .mp- class it names (outside :not(…)) is of an allowed block. */
function keepsSelector(selector, blocks) {
  const classes = [...withoutNegations(selector).matchAll(/\.(mp-[A-Za-z0-9_-]+)/g)].map((m) => blockOf(m[1]));
  return classes.length > 0 && classes.every((block) => blocks.has(block));
}

/** postcss plugin: drops the rules (and then tokens, keyframes, empty at-rules) no allowed block needs. */
const onlyBlocks = (blocks) => ({
  postcssPlugin: 'mp-only-blocks',
  Once(root) {
    root.walkRules((rule) => {
      if (insideKeyframes(rule)) return;
      const kept = rule.selectors.filter((selector) => keepsSelector(selector, blocks));
      if (!kept.length) rule.remove();
      else rule.selectors = kept;
    });
    // Custom properties: those a kept declaration reads, and the tokens those read, to a fixed point.
    const reads = (value) => [...value.matchAll(/var\(\s*(--[A-Za-z0-9_-]+)/g)].map((m) => m[1]);
    const needed = new Set();
    root.walkDecls((decl) => {
      if (!decl.prop.startsWith('--')) for (const name of reads(decl.value)) needed.add(name);
    });
    for (let size = -1; size !== needed.size; ) {
      size = needed.size;
      root.walkDecls(/^--/, (decl) => {
        if (needed.has(decl.prop)) for (const name of reads(decl.value)) needed.add(name);
      });
    }
    root.walkDecls(/^--/, (decl) => {
      if (!needed.has(decl.prop)) decl.remove();
    });
    const animations = new Set();
    root.walkDecls(/^animation(-name)?$/, (decl) => {
      for (const word of decl.value.split(/[\s,]+/)) animations.add(word);
    });
    root.walkAtRules(/keyframes$/i, (atRule) => {
      if (!animations.has(atRule.params.trim())) atRule.remove();
    });
    // Rules and at-rules left empty, innermost first.
    let removed = true;
    while (removed) {
      removed = false;
      root.walk((node) => {
        if ((node.type === 'rule' || node.type === 'atrule') && node.nodes && node.nodes.length === 0) {
          node.remove();
          removed = true;
        }
      });
    }
  },
});
onlyBlocks.postcss = true;

/** The file an export must name, e.g. exports["./styles.css"] → ./dist/styles/member-popup-0.0.2.css. */
function checkExport(pkg, name, output, version) {
  const exported = pkg.exports?.[name];
  if (exported !== `./${output}`) {
    throw new Error(`package.json exports[${JSON.stringify(name)}] is ${JSON.stringify(exported)}; STYLESHEET_VERSION ${version} needs "./${output}"`);
  }
}

async function build() {
  const version = stylesheetVersion();
  const output = `dist/styles/member-popup-${version}.css`;
  const flowsOutput = `dist/styles/member-popup-flows-${version}.css`;

  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  checkExport(pkg, './styles.css', output, version);
  checkExport(pkg, './styles-flows.css', flowsOutput, version);
  const menuOutput = `dist/styles/member-account-menu-${version}.css`;
  checkExport(pkg, './account/menu.css', menuOutput, version);

  const { first, flows } = popupSheets();
  await writeSheet({ files: first, output, banner: `member-popup styles ${version}` });
  await writeSheet({ files: flows, output: flowsOutput, banner: `member-popup flows styles ${version}`, tokens: declaredTokens(first) });
  await buildWings(version, [...first, ...flows]);
  await writeSheet({
    files: [...first, ...flows, ...cssFiles('styles/account')],
    output: menuOutput,
    banner: `member-popup account menu styles ${version}`,
    blocks: ACCOUNT_MENU_BLOCKS,
  });
}

// Run as a script (node styles/build.mjs); a test may import the lists above.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  build().catch((error) => {
    console.error(`styles/build.mjs: ${error.message}`);
    process.exitCode = 1;
  });
}
