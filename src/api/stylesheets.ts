/**
 * The popup's second stylesheet (issue 15). The versioned sheet the loader links, `member-popup-<version>.css`
 * (spec §9), holds only the first screen: the frame, dialogs, toasts and Login. Every other screen and widget of
 * the popup is styled by `member-popup-flows-<version>.css` (styles/build.mjs), which `loadFlowStyles` links next to
 * the first sheet when the first lazy part of the popup loads (popup/lazy-part.tsx: on first use, and with the idle
 * prefetch once Login is up). A lazy part renders only once its sheet is in, so no screen flashes unstyled.
 *
 * Where the second sheet is found: beside the first one, same folder, origin and version: the URL of the first
 * sheet's `<link rel="stylesheet">` in the page (the loader's, or the integrator's own) with `member-popup-` turned
 * into `member-popup-flows-`. Under a strict Content-Security-Policy the new link carries the first link's nonce (and
 * its crossorigin mode); it is a `<link>`, never a `<style>`. When the page already links the flows sheet (the
 * reference server's member pages do), that link is waited for instead. When the page has no first-sheet link (an
 * ESM integrator who bundles `member-popup/styles.css`), nothing is loaded: that integrator bundles
 * `member-popup/styles-flows.css` too (docs/api.md, "Stylesheets").
 *
 * A sheet that fails (its link's error event) rejects, and the link is removed: the lazy part shows the network error
 * with "Try again", which loads it again. A sheet with no answer at all does not hold a screen forever: after
 * FLOWS_STYLESHEET_WAIT_MS the part renders anyway (the link stays, and styles the screen whenever it arrives).
 */

/** How long a lazy part waits for a flows sheet that neither loads nor fails before it renders anyway. */
export const FLOWS_STYLESHEET_WAIT_MS = 8000;

/** The first sheet's file name in a URL path: member-popup-<version>.css (not the flows sheet itself). */
const FIRST_SHEET = /\/member-popup-(?!flows-)([0-9A-Za-z.+-]+)\.css$/;
const FLOWS_SHEET = /\/member-popup-flows-[0-9A-Za-z.+-]+\.css$/;

/** The flows sheet's URL beside the first sheet at `firstHref` (absolute), or undefined when it is not one. */
export function flowsStylesheetUrl(firstHref: string): string | undefined {
  let url: URL;
  try {
    url = new URL(firstHref);
  } catch {
    return undefined;
  }
  const match = FIRST_SHEET.exec(url.pathname);
  if (!match) return undefined;
  url.pathname = `${url.pathname.slice(0, match.index)}/member-popup-flows-${match[1]}.css`;
  return url.href;
}

const stylesheetLinks = (doc: Document) => [...doc.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"][href*="member-popup-"]')];
const pathOf = (link: HTMLLinkElement) => {
  try {
    return new URL(link.href).pathname;
  } catch {
    return '';
  }
};

/** The page's link to the first popup sheet (member-popup-<version>.css), if any. */
export function findPopupStylesheet(doc: Document): HTMLLinkElement | undefined {
  return stylesheetLinks(doc).find((link) => FIRST_SHEET.test(pathOf(link)));
}

/** Flows links added here (removed again when they fail), and the wait for each flows link (kept once it settled). */
const added = new WeakSet<HTMLLinkElement>();
const waits = new WeakMap<HTMLLinkElement, Promise<void>>();

/**
 * Waits for `link`: resolves once loaded (at once when it already is), rejects on its error event (and removes a
 * link added here, so the next call adds a fresh one), resolves anyway after FLOWS_STYLESHEET_WAIT_MS.
 */
function settle(link: HTMLLinkElement): Promise<void> {
  if (link.sheet) return Promise.resolve();
  let wait = waits.get(link);
  if (wait) return wait;
  wait = new Promise<void>((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      link.removeEventListener('load', loaded);
      link.removeEventListener('error', failed);
    };
    const loaded = () => {
      done();
      resolve();
    };
    const failed = () => {
      done();
      waits.delete(link);
      if (added.has(link)) link.remove();
      reject(new Error(`member-popup: the stylesheet ${link.href} could not be loaded`));
    };
    const timer = setTimeout(loaded, FLOWS_STYLESHEET_WAIT_MS);
    link.addEventListener('load', loaded);
    link.addEventListener('error', failed);
  });
  waits.set(link, wait);
  return wait;
}

/**
 * Links the popup's flows sheet beside the first one (once per page: a later call waits for the same link) and
 * resolves when it is in; see the top of this file. A failure is not kept: the next call links it again.
 */
export function loadFlowStyles(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): Promise<void> {
  if (!doc) return Promise.resolve();
  const linked = stylesheetLinks(doc).find((link) => FLOWS_SHEET.test(pathOf(link)));
  if (linked) return settle(linked);
  const first = findPopupStylesheet(doc);
  const href = first && flowsStylesheetUrl(first.href);
  if (!first || !href) return Promise.resolve();
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  if (first.nonce) link.nonce = first.nonce; // the IDL attribute (the content attribute is hidden once parsed)
  if (first.crossOrigin !== null) link.crossOrigin = first.crossOrigin;
  added.add(link);
  // Right after the first sheet: the two cascade as one sheet did, and page rules linked after it still win.
  first.after(link);
  return settle(link);
}

/**
 * The package's sheets a wing needs, linked by the wing itself (issue 27: the account menu on a marketplace header
 * whose page links none of them). `names` are the sheets' name parts in cascade order ('popup', 'popup-flows',
 * 'account', …: dist/styles/member-<name>-<version>.css). A sheet the page already links is waited for; a missing one
 * is linked beside the first popup sheet when the page has one (same folder, version, nonce and crossorigin mode), else
 * in `base` (the folder of dist/styles/, e.g. resolved from the wing's own module URL) with `nonce`. Each new link goes
 * right after the previous package sheet, so the sheets cascade in build order and page rules linked later still win.
 * Resolves once every sheet is in; rejects when one fails (that link is removed, so a second call, "Try again", links
 * it anew). Without a document or a folder to load from, resolves at once (an ESM integrator bundles the sheets).
 */
export function loadPackageStyles(
  names: readonly string[],
  version: string,
  options: { doc?: Document; base?: string | URL; nonce?: string } = {},
): Promise<void> {
  const doc = options.doc ?? (typeof document === 'undefined' ? undefined : document);
  if (!doc) return Promise.resolve();
  const links = [...doc.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"][href*="member-"]')];
  const first = findPopupStylesheet(doc);
  let folder: URL | undefined;
  try {
    folder = first ? new URL('.', first.href) : options.base ? new URL(options.base) : undefined;
  } catch {
    folder = undefined;
  }
  // The page's nonce: the popup sheet's, else the one given, else any element's that carries one (the page's own).
  const nonce = first?.nonce || options.nonce || doc.querySelector<HTMLElement>('link[nonce], script[nonce], style[nonce]')?.nonce || '';
  let previous: HTMLLinkElement | undefined = first;
  const waits: Promise<void>[] = [];
  for (const name of names) {
    const file = `member-${name}-${version}.css`;
    const linked = links.find((link) => pathOf(link).endsWith(`/${file}`));
    if (linked) {
      previous = linked;
      waits.push(settle(linked));
      continue;
    }
    if (!folder) continue;
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = new URL(file, folder).href;
    if (nonce) link.nonce = nonce;
    if (first && first.crossOrigin !== null) link.crossOrigin = first.crossOrigin;
    added.add(link);
    if (previous) previous.after(link);
    else doc.head.append(link);
    previous = link;
    waits.push(settle(link));
  }
  return Promise.all(waits).then(() => undefined);
}
