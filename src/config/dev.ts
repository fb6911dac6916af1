/**
 * Development warnings: what an integrator got wrong, named in the console while they build their page, and nothing
 * in production. A development build is one where `process.env.NODE_ENV !== 'production'`: the ESM build keeps the
 * test (the app's bundler replaces it, as it does for React); the browser, UMD and loader builds replace it with
 * 'production' (rollup.config.mjs), so every check below is an empty function there and its texts are not shipped.
 * Each check says what was given, what happens instead, and how to fix it.
 */
import { ENVIRONMENTS } from './hosts.js';
import { SITE_CODES, getSite, type Site } from './sites.js';

const PREFIX = '[member-popup]';

/** The one console call of the checks (tests spy on console.warn). */
export function devWarn(message: string): void {
  if (process.env.NODE_ENV === 'production') return;
  console.warn(`${PREFIX} ${message}`);
}

const quote = (value: unknown): string => (typeof value === 'string' ? `'${value}'` : String(value));

/** createConfig's options: an unknown site, environment or language. */
export function checkConfigOptions(options: { site?: unknown; env?: unknown; language?: unknown }, site: Site): void {
  if (process.env.NODE_ENV === 'production') return;
  const { site: code, env, language } = options;
  if (code !== undefined && (typeof code !== 'string' || getSite(code).code !== code.trim().toUpperCase())) {
    devWarn(`unknown site ${quote(code)}: showing ${site.code} instead. Sites: ${SITE_CODES.join(', ')}.`);
  }
  if (env !== undefined && !(ENVIRONMENTS as readonly unknown[]).includes(env)) {
    devWarn(`unknown environment ${quote(env)}: using 'production'. Environments: ${ENVIRONMENTS.map(quote).join(', ')}.`);
  }
  if (language !== undefined && language !== '' &&
      !(typeof language === 'string' && site.languages.some((l) => l.toLowerCase() === language.trim().toLowerCase()))) {
    devWarn(
      `language ${quote(language)} is not one of ${site.code}'s (${site.languages.map(quote).join(', ')}): ` +
        "using the hng cookie's language or the site's first.",
    );
  }
}

/** An element option that is not an element (document.getElementById gave null, a selector string, …). */
export function checkContainer(value: unknown, option: string): void {
  if (process.env.NODE_ENV === 'production') return;
  if (typeof Element !== 'undefined' && value instanceof Element) return;
  devWarn(`${option} is ${value === null ? 'null' : typeof value}, not an element: is the element in the page yet?`);
}

/**
 * The package's stylesheet is not applied to `element`, an `.mp-root` (the first sheet's tokens, `--mp-radius` among
 * them, are unset there). Checked once per sheet once the entry is shown; skipped where no stylesheet is ever
 * applied (jsdom, happy-dom).
 */
const sheetsChecked = new Set<string>();
export function checkStylesheet(element: Element, sheet: string, exported: string): void {
  if (process.env.NODE_ENV === 'production') return;
  if (sheetsChecked.has(sheet) || typeof getComputedStyle !== 'function' || /jsdom|happy-?dom/i.test(navigator.userAgent)) return;
  if (!element.isConnected) return;
  sheetsChecked.add(sheet);
  if (getComputedStyle(element).getPropertyValue('--mp-radius').trim() === '') {
    devWarn(`the ${sheet} stylesheet is not in the page: import '${exported}' (or link its file) so it is styled.`);
  }
}
