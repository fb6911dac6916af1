// The integrator guide (README.md and docs/*.md) against the package as published (issue 22): every ```ts and ```tsx
// sample compiles under strict tsc, every name the docs import from a `member-popup` entry is exported by it, every
// fence names its language, and every relative link (and #anchor) resolves. Reads dist/: `npm test` builds first
// (alone: `npx rollup -c --silent`).
//
// The samples import 'member-popup', 'member-popup/pages', … by name and resolve them as an app would, through
// package.json's "exports" (TypeScript resolves a package's own name from inside it), so they see the published
// declarations in dist/. All samples are one program: each is written to .reports/docs-samples/<doc>/ as a module of its
// own, named by a first line `// path/file.tsx` when it has one (samples of one page may then import each other, as
// app/page.tsx imports ./login-button), else sample-<line>.ts(x). Blocks that are not meant to compile use another
// fence language (sh, html, js, css, text); nothing is skipped.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const DOCS = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).sort().map((f) => `docs/${f}`)];
/** Fence languages the docs may use; only ts and tsx are compiled. */
const FENCES = new Set(['ts', 'tsx', 'js', 'sh', 'html', 'css', 'text', 'json']);
const COMPILED = new Set(['ts', 'tsx']);
/** Guides elsewhere whose links are checked too. */
const OTHER_READMES = ['loader/README.md', 'examples/server/README.md', 'src/components/README.md'];
const SAMPLES_DIR = join(ROOT, '.reports/docs-samples');
/** The file that imports every entry the docs name; the samples' imports resolve from its folder as from theirs. */
const IMPORTER = join(SAMPLES_DIR, 'entries.ts');

interface Block {
  readonly doc: string;
  /** 1-based line of the block's first code line. */
  readonly line: number;
  readonly lang: string;
  readonly code: string;
}

function blocksOf(doc: string): Block[] {
  const lines = readFileSync(join(ROOT, doc), 'utf8').split('\n');
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\S*)\s*$/.exec(lines[i]!);
    if (!open) continue;
    const end = lines.findIndex((l, j) => j > i && l.startsWith('```'));
    if (end < 0) throw new Error(`${doc}:${i + 1}: a fence that never closes`);
    blocks.push({ doc, line: i + 2, lang: open[1]!, code: lines.slice(i + 1, end).join('\n') });
    i = end;
  }
  return blocks;
}

const BLOCKS = DOCS.flatMap(blocksOf);

/** The strict settings of the repository's own tsconfig, for code in a browser app: no Node types. */
const OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  noUncheckedIndexedAccess: true,
  noImplicitOverride: true,
  noFallthroughCasesInSwitch: true,
  isolatedModules: true,
  esModuleInterop: true,
  skipLibCheck: true,
  types: [],
  noEmit: true,
};

/** Writes the samples as files and compiles them as one program; returns it with where each file came from. */
function compileSamples() {
  rmSync(SAMPLES_DIR, { recursive: true, force: true });
  const origin = new Map<string, Block>();
  for (const block of BLOCKS.filter((b) => COMPILED.has(b.lang))) {
    const named = /^\/\/ ([\w./-]+\.tsx?)\s*$/.exec(block.code.split('\n')[0]!)?.[1];
    const file = join(SAMPLES_DIR, block.doc.replace(/\.md$/, ''), named ?? `sample-${block.line}.${block.lang}`);
    if (origin.has(file)) throw new Error(`${block.doc}:${block.line}: a second sample named ${relative(SAMPLES_DIR, file)}`);
    mkdirSync(dirname(file), { recursive: true });
    // `export {}` keeps a sample without imports a module of its own (no global clashes between samples).
    writeFileSync(file, `${block.code}\nexport {};\n`);
    origin.set(file, block);
  }
  // Stylesheet imports ('member-popup/styles.css') as a bundler-based app declares them.
  const cssDeclaration = join(SAMPLES_DIR, 'css.d.ts');
  writeFileSync(cssDeclaration, "declare module '*.css';\n");
  // Every entry the docs import from, so each one's declarations are in the program (and must resolve).
  const names = [...new Set(importedNames().map((i) => i.entry))];
  writeFileSync(IMPORTER, names.map((entry, i) => `export * as e${i} from '${entry}';\n`).join('') + 'export {};\n');
  const program = ts.createProgram([...origin.keys(), cssDeclaration, IMPORTER], OPTIONS);
  return { program, origin };
}

function where(origin: Map<string, Block>, diagnostic: ts.Diagnostic): string {
  const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
  const file = diagnostic.file;
  if (!file) return text;
  const block = origin.get(normalize(file.fileName));
  const { line } = file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
  return block ? `${block.doc}:${block.line + line}: ${text}` : `${relative(ROOT, file.fileName)}:${line + 1}: ${text}`;
}

/** The declarations 'member-popup…' resolves to through package.json's exports, or null. */
const declarationsOf = (entry: string): string | null =>
  ts.resolveModuleName(entry, IMPORTER, OPTIONS, ts.sys).resolvedModule?.resolvedFileName ?? null;

/** The names an entry exports (values and types), as the program sees them; null when it has no declarations. */
function exportsOf(program: ts.Program, entry: string): Set<string> | null {
  const file = declarationsOf(entry);
  const source = file ? program.getSourceFile(file) : undefined;
  const checker = program.getTypeChecker();
  const symbol = source && checker.getSymbolAtLocation(source);
  return symbol ? new Set(checker.getExportsOfModule(symbol).map((s) => s.name)) : null;
}

/** `import { a, b as c, type D } from 'member-popup…'` anywhere in the docs (any fence, or prose). */
function importedNames(): { doc: string; entry: string; name: string }[] {
  const found: { doc: string; entry: string; name: string }[] = [];
  for (const doc of DOCS) {
    const text = readFileSync(join(ROOT, doc), 'utf8');
    for (const m of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"](member-popup(?:\/[\w./-]+)?)['"]/g)) {
      for (const part of m[1]!.split(',')) {
        const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!.trim();
        if (name && name !== '…') found.push({ doc, entry: m[2]!, name });
      }
    }
  }
  return found;
}

describe('the docs (README.md, docs/*.md)', () => {
  it('name a known language on every fence', () => {
    const bad = BLOCKS.filter((b) => !FENCES.has(b.lang)).map((b) => `${b.doc}:${b.line - 1}: \`\`\`${b.lang}`);
    expect(bad).toEqual([]);
  });

  it('link only to files and headings that exist', () => {
    const anchorsOf = (file: string) => {
      let fence = false;
      const out = new Set<string>();
      for (const line of readFileSync(file, 'utf8').split('\n')) {
        if (line.startsWith('```')) fence = !fence;
        else if (!fence && /^#+ /.test(line)) {
          out.add(line.replace(/^#+ /, '').trim().toLowerCase().replace(/[^\p{L}\p{N}\- _]/gu, '').replace(/ /g, '-'));
        }
      }
      return out;
    };
    const broken: string[] = [];
    for (const doc of [...DOCS, ...OTHER_READMES]) {
      const text = readFileSync(join(ROOT, doc), 'utf8').replace(/```[\s\S]*?```/g, '');
      for (const [, link] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(link!)) continue;
        const [path, anchor] = link!.split('#') as [string, string | undefined];
        const target = path ? resolve(ROOT, dirname(doc), path) : join(ROOT, doc);
        if (!existsSync(target)) broken.push(`${doc}: ${link} (no such file)`);
        else if (anchor && target.endsWith('.md') && !anchorsOf(target).has(anchor)) broken.push(`${doc}: ${link} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
  });

  describe('against the package as published (dist/)', () => {
    const declarations = declarationsOf('member-popup');
    const built = declarations !== null && existsSync(declarations);
    const compiled = built ? compileSamples() : null;

    it('has a build to check against', () => {
      expect(built, 'dist/ is missing: run `npx rollup -c --silent` (npm test builds first)').toBe(true);
    });

    it('compiles every ts and tsx sample under strict tsc', () => {
      const { program, origin } = compiled!;
      expect(origin.size).toBeGreaterThan(0);
      const errors = ts.getPreEmitDiagnostics(program).map((d) => where(origin, d));
      expect(errors).toEqual([]);
    }, 60_000);

    it('exports every name the docs import from a member-popup entry', () => {
      const { program } = compiled!;
      const exports = new Map<string, Set<string> | null>();
      const missing = new Set<string>();
      for (const { doc, entry, name } of importedNames()) {
        if (!exports.has(entry)) exports.set(entry, exportsOf(program, entry));
        const names = exports.get(entry);
        if (!names) missing.add(`${doc}: '${entry}' has no declarations`);
        else if (!names.has(name)) missing.add(`${doc}: ${name} is not exported by '${entry}'`);
      }
      expect([...missing]).toEqual([]);
    });

    it("exports every name of docs/api.md's list of member-popup's named exports", () => {
      const names = exportsOf(compiled!.program, 'member-popup')!;
      const text = readFileSync(join(ROOT, 'docs/api.md'), 'utf8');
      const heading = '## Named exports of `member-popup`';
      expect(text).toContain(heading);
      const section = text.slice(text.indexOf(heading) + heading.length).split(/\n## /)[0]!;
      // Every `name` or `name(arguments)` or `<Name>`, except what a call returns (written after →).
      const listed = [...section.replace(/→ `[^`]*`/g, '').matchAll(/`<?([A-Za-z_$][\w$]*)>?(?:\([^`]*\))?`/g)].map((m) => m[1]!);
      expect(listed.length).toBeGreaterThan(50);
      expect(listed.filter((name) => !names.has(name))).toEqual([]);
    });
  });
});
