/**
 * The house rules of the widgets, checked on the sources themselves (STYLE.md §2 and §4, strict CSP):
 * one stylesheet per widget with scoped `mp-` classes, logical properties, tokens only, no !important, reduced motion
 * honoured, a focus ring; no style attribute or raw HTML in the components, no xstate, nothing run against the DOM
 * at module load (this file runs in Node, without a DOM, and imports every widget).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss, { type Root } from 'postcss';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url).pathname;
const COMPONENTS = join(ROOT, 'src/components');
const STYLES = join(ROOT, 'styles/components');

const WIDGETS = readdirSync(COMPONENTS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'internal')
  .map((entry) => entry.name)
  .sort();

const sourcesOf = (folder: string) =>
  readdirSync(join(COMPONENTS, folder))
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => ({ name: `${folder}/${name}`, text: readFileSync(join(COMPONENTS, folder, name), 'utf8') }));
/** Source without comments (they may name what the code must not do). */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
const ALL_SOURCES = [...WIDGETS, 'internal'].flatMap(sourcesOf);

/**
 * Widgets only a wing uses keep their sheet in that wing's folder (styles/<wing>/), so the popup's stylesheet does
 * not grow for them.
 */
const WING_WIDGETS: Readonly<Record<string, string>> = { select: 'address', 'scroll-area': 'address', 'text-input': 'address' };
/**
 * A widget's rules split over two sheets of styles/components: the part the popup never needs on its first screen
 * sits in its own sheet, so it lands in the flows stylesheet (styles/build.mjs FIRST_SCREEN). The dialog's page layer
 * (`.mp-layer`, the scoped root a dialog brings when rendered on the page, container "page") is one: the popup never
 * renders a dialog on the page.
 */
const PART_SHEETS: Readonly<Record<string, readonly string[]>> = { dialog: ['page-layer'] };
const PARTS = Object.values(PART_SHEETS).flat();
/** The scoped root (`.mp-root`, styles/popup.css) a widget may render around itself: the dialog's page layer. */
const POPUP_SHEET = readFileSync(join(ROOT, 'styles/popup.css'), 'utf8');
const sheetPath = (widget: string) => (WING_WIDGETS[widget] ? join(ROOT, 'styles', WING_WIDGETS[widget]!, `${widget}.css`) : join(STYLES, `${widget}.css`));
const sheet = (widget: string): Root => postcss.parse(readFileSync(sheetPath(widget), 'utf8'), { from: `${widget}.css` });
const TOKENS = readFileSync(join(ROOT, 'styles/tokens.css'), 'utf8');
const DEFINED_TOKENS = new Set([...TOKENS.matchAll(/(--mp-[a-z0-9-]+)\s*:/g)].map((m) => m[1]!));

const PHYSICAL = /^(?:(?:margin|padding|border)-(?:left|right|top|bottom)(?:-.+)?|left|right|top|bottom|width|height|min-width|max-width|min-height|max-height)$/;
const RAW_COLOR = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/i;

describe('widget stylesheets', () => {
  it('every widget folder has its stylesheet', () => {
    expect(WIDGETS).toEqual([
      'date-column-picker',
      'dialog',
      'loading-overlay',
      'passcode-input',
      'popover',
      'scroll-area',
      'select',
      'slider-check',
      'text-input',
      'toast',
      'tooltip',
    ]);
    const files = readdirSync(STYLES).filter((name) => name.endsWith('.css')).map((name) => name.replace(/\.css$/, ''));
    expect(files.sort()).toEqual([...WIDGETS.filter((widget) => !WING_WIDGETS[widget]), ...PARTS].sort());
    for (const widget of Object.keys(PART_SHEETS)) expect(WIDGETS).toContain(widget);
    for (const widget of Object.keys(WING_WIDGETS)) expect(readFileSync(sheetPath(widget), 'utf8')).toContain('.mp-');
  });

  describe.each([...WIDGETS, ...PARTS])('%s.css', (widget) => {
    const root = sheet(widget);
    const text = root.toString();

    it('scopes every selector under an mp- class and uses only mp- classes', () => {
      const problems: string[] = [];
      root.walkRules((rule) => {
        if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as { name: string }).name)) return;
        for (const selector of rule.selectors) {
          if (!/^\.mp-[a-z0-9_-]+/.test(selector.trim())) problems.push(`not scoped: ${selector}`);
          for (const match of selector.matchAll(/\.([a-zA-Z0-9_-]+)/g)) {
            if (!match[1]!.startsWith('mp-')) problems.push(`foreign class: ${selector}`);
          }
        }
      });
      root.walkAtRules('keyframes', (rule) => {
        if (!rule.params.startsWith('mp-')) problems.push(`keyframes not prefixed: ${rule.params}`);
      });
      expect(problems).toEqual([]);
    });

    it('has no !important, no physical properties and no raw colours', () => {
      const problems: string[] = [];
      root.walkDecls((decl) => {
        if (decl.important) problems.push(`!important: ${decl.prop}`);
        if (PHYSICAL.test(decl.prop)) problems.push(`physical property: ${decl.prop}`);
        if (/^(?:text-align|float|clear)$/.test(decl.prop) && /\b(?:left|right)\b/.test(decl.value)) problems.push(`physical value: ${decl}`);
        if (RAW_COLOR.test(decl.value)) problems.push(`raw colour (use a token): ${decl}`);
      });
      expect(problems).toEqual([]);
    });

    it('uses only tokens defined in styles/tokens.css (or its own custom properties)', () => {
      const own = new Set<string>();
      root.walkDecls(/^--mp-/, (decl) => void own.add(decl.prop));
      const used = [...text.matchAll(/var\((--mp-[a-z0-9-]+)/g)].map((m) => m[1]!);
      expect(used.filter((token) => !DEFINED_TOKENS.has(token) && !own.has(token))).toEqual([]);
    });

    it('honours prefers-reduced-motion wherever it animates', () => {
      const animates = /\b(?:animation|transition)\s*:/.test(text) || /scroll-behavior:\s*smooth/.test(text);
      if (animates) expect(text).toMatch(/@media\s*\(prefers-reduced-motion:\s*reduce\)/);
    });

    it('gives every focusable part a visible focus ring in the focus colour', () => {
      // Nothing focusable of their own (the scroll area's thumb is pointer-only; its container scrolls by keyboard).
      // The dialog's page layer only places the dialog; its focusable parts are styled in dialog.css.
      if (widget === 'tooltip' || widget === 'loading-overlay' || widget === 'scroll-area' || PARTS.includes(widget)) return;
      const focusRules: string[] = [];
      root.walkRules(/:focus-visible/, (rule) => {
        if (rule.toString().includes('var(--mp-color-focus)')) focusRules.push(rule.selector);
      });
      expect(focusRules.length).toBeGreaterThan(0);
    });
  });

  it('defines every mp- class the components render', () => {
    const problems: string[] = [];
    for (const widget of WIDGETS) {
      const sheets = [widget, ...(PART_SHEETS[widget] ?? [])];
      const css = sheets.map((name) => sheet(name).toString()).join('\n');
      for (const { name, text } of sourcesOf(widget)) {
        for (const match of text.matchAll(/['"`](mp-[a-z0-9_-]+)/g)) {
          const className = match[1]!;
          if (className.startsWith('mp-slider-progress')) continue;
          const defined = className === 'mp-root' ? /^\.mp-root\b/m.test(POPUP_SHEET) : css.includes(`.${className}`);
          if (!defined) problems.push(`${name}: .${className} missing in ${className === 'mp-root' ? 'popup' : sheets.join('/')}.css`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('keeps touch targets at --mp-touch-target and the focus colour as tokens', () => {
    expect(DEFINED_TOKENS.has('--mp-touch-target')).toBe(true);
    expect(DEFINED_TOKENS.has('--mp-color-focus')).toBe(true);
  });
});

describe('widget sources', () => {
  it('render no style attribute and no raw HTML', () => {
    const offenders = ALL_SOURCES.filter(({ text }) => /\bstyle=\{|\bstyle="|dangerouslySetInnerHTML/.test(code(text))).map((s) => s.name);
    expect(offenders).toEqual([]);
  });

  it('do not import xstate', () => {
    const offenders = ALL_SOURCES.filter(({ text }) => /from\s+['"](?:xstate|@xstate\/[^'"]+)['"]/.test(text)).map((s) => s.name);
    expect(offenders).toEqual([]);
  });

  it('end relative imports in .js', () => {
    const problems = ALL_SOURCES.flatMap(({ name, text }) =>
      [...text.matchAll(/from\s+['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]!).filter((path) => !path.endsWith('.js')).map((path) => `${name}: ${path}`),
    );
    expect(problems).toEqual([]);
  });

  it('load without a DOM (server rendering, this Node test)', async () => {
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined');
    const widgets = await import('./index.js');
    for (const name of ['Toast', 'Dialog', 'useFocusTrap', 'Tooltip', 'Popover', 'SliderCheck', 'LoadingOverlay', 'Select', 'TextInput']) {
      expect(typeof (widgets as Record<string, unknown>)[name], name).toBe('function');
    }
    // The widgets taking a ref are forwardRef components (a ref prop reaches function components on React 19 only).
    for (const name of ['PasscodeInput', 'DateColumnPicker']) {
      const widget = (widgets as Record<string, { $$typeof?: symbol; render?: unknown }>)[name];
      expect(widget?.$$typeof, name).toBe(Symbol.for('react.forward_ref'));
      expect(typeof widget?.render, name).toBe('function');
    }
  });
});
