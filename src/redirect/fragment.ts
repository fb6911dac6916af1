/**
 * Secrets in page addresses go in the fragment (issue 23 finding 7): a flow token (a step-up verification's, a
 * deletion restore's, a verified reset's) after `#` is never sent to a server, so it is in no access log, proxy log
 * or Referer header. The page that receives it reads it with `fragmentParams`. Pure: no `location` here.
 */

/** The names of the page parameters that are secrets (flow tokens). */
export const SECRET_PARAMS = Object.freeze(['token', 'deletionCancelToken'] as const);

/**
 * `url` with `params` set in its fragment (`#token=…&tokenType=…`), after moving any secret parameter a server
 * still put in the query there too. Other fragment parameters are kept.
 */
export function withFragmentParams(url: URL, params: Readonly<Record<string, string>> = {}): URL {
  const out = new URL(url.href);
  const fragment = fragmentParams(out.href);
  for (const name of [...SECRET_PARAMS, 'tokenType']) {
    const value = out.searchParams.get(name);
    // tokenType travels with its token (checked after the token moved).
    if (value === null || (name === 'tokenType' && !fragment.has('token'))) continue;
    out.searchParams.delete(name);
    if (!fragment.has(name)) fragment.set(name, value);
  }
  for (const [name, value] of Object.entries(params)) fragment.set(name, value);
  // An empty hash drops the '#'; a non-empty one gets it.
  out.hash = fragment.toString();
  return out;
}

/** The parameters of an address's fragment (`#a=1&b=2`); empty for none or an unparseable address. */
export function fragmentParams(href: string): URLSearchParams {
  const at = href.indexOf('#');
  return new URLSearchParams(at < 0 ? '' : href.slice(at + 1));
}
