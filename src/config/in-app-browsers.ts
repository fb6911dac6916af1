/**
 * In-app web views (issue 25 part 3): the user-agent markers of the apps whose embedded browsers block popup windows
 * (and that Google refuses for OAuth, "disallowed_useragent"). Social login there runs as a redirect in the same tab,
 * and Google is offered with "Open in your browser". One table, tested in in-app-browsers.test.ts.
 *
 * Order matters: Messenger and Instagram web views also carry Facebook's tokens on some builds, so they come first.
 * Tokens are matched case-sensitively as substrings ("Line/" so that "Linux" is no match).
 */

/** The marketplace app's own user-agent token (its web view; partner wallets are recognised by their names). */
export const MARKETPLACE_APP_MARKER = 'MarketplaceApp';

export type InAppBrowserName = 'messenger' | 'instagram' | 'facebook' | 'tiktok' | 'line' | 'zalo' | 'wechat' | 'marketplace';

export interface InAppBrowser {
  readonly name: InAppBrowserName;
  /** Any of these substrings of the user agent marks the web view. */
  readonly markers: readonly string[];
}

export const IN_APP_BROWSERS: readonly InAppBrowser[] = Object.freeze([
  { name: 'messenger', markers: ['FBAN/MessengerForiOS', 'FBAN/Messenger', 'FB_IAB/Orca-Android', 'MessengerLite'] },
  { name: 'instagram', markers: ['Instagram'] },
  { name: 'facebook', markers: ['FBAN/', 'FBAV/', 'FB_IAB/', 'FBIOS'] },
  { name: 'tiktok', markers: ['musical_ly', 'BytedanceWebview', 'TikTok'] },
  { name: 'line', markers: ['Line/'] },
  { name: 'zalo', markers: ['Zalo'] },
  { name: 'wechat', markers: ['MicroMessenger'] },
  { name: 'marketplace', markers: [MARKETPLACE_APP_MARKER] },
] satisfies InAppBrowser[]);

/** The in-app web view a user agent names, or null (a regular browser, or no user agent). */
export function detectInAppBrowser(userAgent: string | undefined | null): InAppBrowserName | null {
  if (!userAgent) return null;
  return IN_APP_BROWSERS.find((entry) => entry.markers.some((marker) => userAgent.includes(marker)))?.name ?? null;
}

/** Android (where an `intent://` link hands a page to the buyer's default browser). */
export function isAndroid(userAgent: string | undefined | null): boolean {
  return typeof userAgent === 'string' && /Android/i.test(userAgent);
}

/**
 * "Open in your browser" from an Android web view: an `intent://` link for the same https page, which Android hands
 * to the default browser (the web view cannot). Null for anything but an http(s) URL.
 */
export function browserIntentUrl(pageUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const scheme = url.protocol.slice(0, -1);
  return `intent://${url.host}${url.pathname}${url.search}#Intent;scheme=${scheme};S.browser_fallback_url=${encodeURIComponent(url.href)};end`;
}
