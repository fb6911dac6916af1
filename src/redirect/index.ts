/**
 * The redirect guard (spec §2.4, §5, §8 "Redirect guard"): a destination must be on the company's own domains,
 * else it is refused with "illegal URL" ("URL is empty" when there is nothing) and the refusal is reported.
 *
 * The decision is made on what the WHATWG URL parser (`new URL(input, base)`, what the browser navigates to) makes
 * of the input; nothing is ever allowed by string matching. String checks come first and may only refuse: they
 * reject spellings that the browser, a server or an older parser could read differently from us.
 */
import { allowedDomains as companyDomains, resolveHosts } from '../config/hosts.js';
import { report } from '../monitor.js';

export type RedirectRefusal = 'illegal URL' | 'URL is empty';
export type RedirectDecision =
  | { readonly ok: true; readonly href: string }
  | { readonly ok: false; readonly reason: RedirectRefusal };

/**
 * C0 controls, DEL, every whitespace (JS `\s`: also U+00A0, U+1680, U+2000–U+200A, U+2028/9, U+202F, U+205F,
 * U+3000, U+FEFF) and backslash. Browsers silently drop tab/CR/LF ("java\tscript:") and trim the ends, and read
 * `\` as `/` in http(s) URLs ("/\evil.com" is "//evil.com"), so none of these may appear at all.
 */
const FORBIDDEN_CHAR = /[\u0000-\u001f\u007f\s\\]/;
/** Same scheme syntax as the WHATWG parser (after the characters above are refused). */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** http(s) followed by `//` and the raw authority, up to the first `/ ? #`. "https:evil.com" does not match. */
const HTTP_AUTHORITY = /^https?:\/\/([^/?#]*)/i;
/**
 * Printable ASCII without `%` (encoded dots: "shop%2esg") and `@`: no `@` in the authority means no userinfo
 * ("shop.sg@evil.com", "evil.com@shop.sg"), as backslashes, the other authority terminator, are already refused.
 */
const PLAIN_AUTHORITY = /^[\x21-\x24\x26-\x3f\x41-\x7e]+$/;
/**
 * A path holding an encoded `/`, `\` or control character, at any depth of re-encoding (%2f, %252f, %25252f):
 * a server that decodes the path may answer "/%2f%2fevil.com" or "/%0d%0aLocation:…" with a redirect off-site.
 */
const ENCODED_PATH_TRICK = /%(?:25)*(?:2f|5c|[01][0-9a-f]|7f)/i;
/** IP literals as the parser writes them: it turns 0x7f000001, 2130706433, 0177.1 … into dotted decimal. */
const IP_LITERAL = /^\[|^\d+\.\d+\.\d+\.\d+$/;
/** A punycode label ("xn--…"): a Unicode look-alike such as Cyrillic "shоp". */
const PUNYCODE_LABEL = /(?:^|\.)xn--/;

/** The page's own address, else the SG home page (outside a browser). */
function defaultBase(): string {
  return globalThis.location?.href || `${resolveHosts('SG', 'production').main}/`;
}

function parse(input: string, base?: URL): URL | null {
  try {
    return new URL(input, base);
  } catch {
    return null;
  }
}

function isHttp(url: URL | null): url is URL {
  return url !== null && (url.protocol === 'http:' || url.protocol === 'https:');
}

/**
 * A host is allowed when it is an allowed domain or a subdomain of one; an IP only when listed exactly. An empty
 * entry matches nothing, as hosts ending in "." are refused before this.
 */
function hostAllowed(host: string, allowed: readonly string[]): boolean {
  if (IP_LITERAL.test(host)) return allowed.some((entry) => entry.toLowerCase() === host);
  return allowed.some((entry) => {
    const domain = entry.toLowerCase();
    const sub = host === domain ? '' : host.endsWith(`.${domain}`) ? host.slice(0, -domain.length - 1) : null;
    // Punycode is allowed only where the allowed domain itself spells it; "xn--….shop.sg" is refused.
    return sub !== null && !PUNYCODE_LABEL.test(sub);
  });
}

/** The allowed target, or null. Pure: reporting is the caller's. */
function decide(input: string, allowed: readonly string[], base: string): URL | null {
  if (FORBIDDEN_CHAR.test(input)) return null;
  const baseUrl = parse(base);
  const origin = isHttp(baseUrl) ? baseUrl.origin : null;
  const target = parse(input, isHttp(baseUrl) ? baseUrl : undefined);
  if (!isHttp(target)) return null; // javascript:, data:, blob:, file:, unparseable, or relative without an http base
  // "/.//evil.com" and "..//evil.com" resolve to a path "//evil.com": refused, it reads as protocol-relative.
  if (ENCODED_PATH_TRICK.test(target.pathname) || target.pathname.startsWith('//')) return null;

  if (!SCHEME.test(input)) {
    // Relative: never protocol-relative ("//evil.com"), never starting with a non-ASCII character: "〱evil.com" and
    // "／／evil.com" use look-alikes of "/" against servers and filters that fold Unicode ("／" is "/" under NFKC).
    if (input.startsWith('//') || !/^[\x21-\x7e]/.test(input)) return null;
    return target.origin === origin ? target : null;
  }

  // Absolute: "http(s)://" and a plain authority ("https:evil.com" and "https:/evil.com" have none).
  const authority = HTTP_AUTHORITY.exec(input)?.[1];
  if (!authority || !PLAIN_AUTHORITY.test(authority)) return null;
  // "shop.sg." is a different host name for cookies and for string comparisons down the line.
  if (target.hostname.endsWith('.')) return null;
  if (target.origin === origin) return target; // same origin as the page, e.g. the demo on 127.0.0.1
  // Scheme and port count too (issue 12 finding 15): no downgrade from an https page to http (production pages
  // are https, so their targets are https only; test and local pages on http may go to http), and no other port
  // than the scheme's default on an allowed domain ("https://shop.sg:8443" is another server). A listed IP literal
  // (a development address, allowed only exactly) passes only with the page's own port (issue 23 finding 8): any
  // other port of 127.0.0.1 — also written 127.1 or 0x7f000001, which `target.hostname` has normalised — is another
  // program on the developer's machine.
  if (target.protocol === 'http:' && baseUrl?.protocol === 'https:') return null;
  if (IP_LITERAL.test(target.hostname) ? target.port !== (baseUrl?.port ?? '') : target.port !== '') return null;
  return hostAllowed(target.hostname, allowed) ? target : null;
}

/**
 * The single decision: `{ ok: true, href }` with the parser's normalised absolute href, or the refusal reason.
 * Every refusal is reported to monitoring with the input (first 200 characters).
 */
export function checkRedirect(
  url: string,
  allowedDomains: readonly string[] = companyDomains('production'),
  base: string = defaultBase(),
): RedirectDecision {
  const empty = typeof url !== 'string' || url.trim() === '';
  const target = empty ? null : decide(url, allowedDomains, base);
  if (target) return { ok: true, href: target.href };
  const reason: RedirectRefusal = empty ? 'URL is empty' : 'illegal URL';
  report({ source: 'redirect', message: reason, detail: { url: typeof url === 'string' ? url.slice(0, 200) : '' } });
  return { ok: false, reason };
}

export function isAllowedRedirect(url: string, allowedDomains?: readonly string[], base?: string): boolean {
  return checkRedirect(url, allowedDomains, base).ok;
}

/** The normalised absolute href when allowed, else `fallback` (which is not checked). */
export function sanitizeRedirect(
  url: string,
  fallback: string,
  allowedDomains?: readonly string[],
  base?: string,
): string {
  const decision = checkRedirect(url, allowedDomains, base);
  return decision.ok ? decision.href : fallback;
}
