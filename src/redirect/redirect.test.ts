import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkRedirect, isAllowedRedirect, sanitizeRedirect } from './index.js';
import { setMonitor, type Monitor, type MonitorEvent } from '../monitor.js';
import {
  OPEN_REDIRECT_PAYLOADS,
  PAYLOAD_ALLOWED,
  PAYLOAD_BASE,
  type PayloadGroup,
} from './__fixtures__/open-redirect-payloads.js';

let events: MonitorEvent[] = [];
let previous: Monitor | null = null;
beforeEach(() => {
  events = [];
  previous = setMonitor((event) => events.push(event));
});
afterEach(() => {
  setMonitor(previous);
});

/** What the browser would navigate to from the payload page (null: nothing, the parser refuses it). */
function browserTarget(url: string): URL | null {
  try {
    return new URL(url, PAYLOAD_BASE);
  } catch {
    return null;
  }
}
const isHttp = (t: URL) => t.protocol === 'http:' || t.protocol === 'https:';
/** On shop.sg or a subdomain over http(s); a trailing dot names the same DNS host, so it counts as on-site here. */
function staysOnSite(t: URL): boolean {
  const host = t.hostname.replace(/\.$/, '');
  return isHttp(t) && (host === 'shop.sg' || host.endsWith('.shop.sg'));
}
const rawAuthority = (url: string) => /^https?:\/\/([^/?#]*)/i.exec(url)?.[1] ?? '';

/**
 * The honest reason each group is refused. The first three are the browser's own outcome; the others are the
 * test's independent statement of the pre-check that refuses a payload the browser would keep on shop.sg.
 */
const WHY: Record<PayloadGroup, (url: string, t: URL | null) => boolean> = {
  leavesSite: (_, t) => t !== null && isHttp(t) && !staysOnSite(t),
  notHttp: (_, t) => t !== null && !isHttp(t),
  unparseable: (_, t) => t === null,
  controlOrSpace: (url) => /[\u0000-\u001f\u007f\s]/.test(url),
  backslash: (url) => url.includes('\\'),
  protocolRelative: (url) => url.startsWith('//'),
  noAuthority: (url) => /^https?:(?!\/\/)/i.test(url),
  authority: (url) => /[%\u0080-\uffff]/.test(rawAuthority(url)),
  userinfo: (url) => rawAuthority(url).includes('@'),
  trailingDot: (_, t) => t !== null && t.hostname.endsWith('.'),
  encodedPath: (_, t) => t !== null && /%(?:25)*(?:2f|5c|[01][0-9a-f]|7f)/i.test(t.pathname),
  doubleSlashPath: (_, t) => t !== null && t.pathname.startsWith('//'),
  leadingNonAscii: (url) => /^[^\x00-\x7f]/.test(url),
  punycodeLabel: (_, t) => t !== null && /(?:^|\.)xn--/.test(t.hostname),
};
const BROWSER_OUTCOMES: readonly PayloadGroup[] = ['leavesSite', 'notHttp', 'unparseable'];

const groups = Object.entries(OPEN_REDIRECT_PAYLOADS) as [PayloadGroup, readonly string[]][];
const corpus = groups.flatMap(([group, urls]) => urls.map((url) => [group, url] as const));

describe('open-redirect corpus', () => {
  it('holds at least 100 distinct payloads', () => {
    expect(new Set(corpus.map(([, url]) => url)).size).toBe(corpus.length);
    expect(corpus.length).toBeGreaterThanOrEqual(100);
  });

  it.each(corpus)('%s: refuses %j and reports it', (group, url) => {
    expect(checkRedirect(url, PAYLOAD_ALLOWED, PAYLOAD_BASE)).toEqual({ ok: false, reason: 'illegal URL' });
    expect(events).toEqual([{ source: 'redirect', message: 'illegal URL', detail: { url } }]);
  });

  it.each(corpus)('%s: the stated reason holds for %j', (group, url) => {
    const target = browserTarget(url);
    expect(WHY[group](url, target)).toBe(true);
    // Defence-in-depth groups hold only payloads the browser would in fact keep on shop.sg: say so, don't overclaim.
    if (!BROWSER_OUTCOMES.includes(group)) expect(target !== null && staysOnSite(target)).toBe(true);
  });
});

describe('allowed destinations', () => {
  const allowed: [string, string][] = [
    ['https://www.shop.sg/', 'https://www.shop.sg/'],
    ['https://member.shop.sg/user/profile#/dashboard', 'https://member.shop.sg/user/profile#/dashboard'],
    ['https://shop.sg:443/x', 'https://shop.sg/x'],
    ['HTTPS://WWW.SHOP.SG/Cart', 'https://www.shop.sg/Cart'],
    ['/cart', 'https://www.shop.sg/cart'],
    // Non-ASCII in the path or query is fine: the parser percent-encodes it.
    ['/catalog/?q=โทรศัพท์', `https://www.shop.sg/catalog/?q=${encodeURIComponent('โทรศัพท์')}`],
    ['/หมวดหมู่/phones', `https://www.shop.sg/${encodeURIComponent('หมวดหมู่')}/phones`],
    ['?redirect=1', 'https://www.shop.sg/cart?redirect=1'],
    ['#top', 'https://www.shop.sg/cart?x=1#top'],
    ['orders/1', 'https://www.shop.sg/orders/1'],
    ['../orders/1', 'https://www.shop.sg/orders/1'],
    ['https://www.shop.sg/search?q=a%20b', 'https://www.shop.sg/search?q=a%20b'],
    // Encoded slashes are fine in the query (nested redirect parameters); only the path is checked for them.
    ['https://www.shop.sg/login?r=https%3A%2F%2Fmy.shop.sg%2F', 'https://www.shop.sg/login?r=https%3A%2F%2Fmy.shop.sg%2F'],
    // Payload-shaped but on-site: the parser keeps these on shop.sg and no pre-check applies.
    ['/https://evil.com', 'https://www.shop.sg/https://evil.com'],
    ['/.evil.com', 'https://www.shop.sg/.evil.com'],
    ['https://shop.sg#@evil.com', 'https://shop.sg/#@evil.com'],
    ['https://www.shop.sg/@evil.com', 'https://www.shop.sg/@evil.com'],
  ];

  it.each(allowed)('allows %j as %j without reporting', (url, href) => {
    expect(checkRedirect(url, PAYLOAD_ALLOWED, PAYLOAD_BASE)).toEqual({ ok: true, href });
    expect(isAllowedRedirect(url, PAYLOAD_ALLOWED, PAYLOAD_BASE)).toBe(true);
    expect(sanitizeRedirect(url, '/fallback', PAYLOAD_ALLOWED, PAYLOAD_BASE)).toBe(href);
    expect(events).toEqual([]);
  });

  it('allows a same-origin absolute URL whose host is not in the list (the demo on 127.0.0.1)', () => {
    const base = 'http://127.0.0.1:8080/demo';
    expect(checkRedirect('http://127.0.0.1:8080/demo/done?x=1', undefined, base)).toEqual({
      ok: true,
      href: 'http://127.0.0.1:8080/demo/done?x=1',
    });
    expect(isAllowedRedirect('next', undefined, base)).toBe(true);
    // Another port or scheme is another origin, and the IP is not listed.
    expect(isAllowedRedirect('http://127.0.0.1:8081/demo', undefined, base)).toBe(false);
    expect(isAllowedRedirect('https://127.0.0.1:8080/demo', undefined, base)).toBe(false);
  });

  it('defaults to every site brand domain in production', () => {
    const base = 'https://www.shop.sg/';
    expect(isAllowedRedirect('https://member.shop.co.th/user/login', undefined, base)).toBe(true);
    expect(isAllowedRedirect('https://my-grocery.shop.com.my/', undefined, base)).toBe(true);
    expect(isAllowedRedirect('https://www.shop.vn/', undefined, base)).toBe(true);
    expect(isAllowedRedirect('https://www.shop.sg.test/', undefined, base)).toBe(false);
    expect(isAllowedRedirect('https://evil.com/', undefined, base)).toBe(false);
  });

  it('defaults the base to the SG home page outside a browser, else to location.href', () => {
    expect(sanitizeRedirect('/cart', '/')).toBe('https://www.shop.sg/cart');
    vi.stubGlobal('location', { href: 'https://www.shop.co.th/p/1?a=b' });
    expect(sanitizeRedirect('/cart', '/')).toBe('https://www.shop.co.th/cart');
    expect(sanitizeRedirect('//www.shop.co.th/cart', '/')).toBe('/');
  });

  it('refuses a scheme downgrade and another port on an allowed domain (issue 12 finding 15)', () => {
    const httpsPage = 'https://www.shop.sg/cart';
    const downgrades = ['http://www.shop.sg/', 'http://my.shop.sg/', 'HTTP://member.shop.sg/user/profile', 'http://shop.sg:80/'];
    const ports = ['https://shop.sg:8443/x', 'https://www.shop.sg:444/', 'https://member.shop.sg:8080/', 'https://www.shop.sg:0/', 'http://www.shop.sg:8080/'];
    for (const url of [...downgrades, ...ports]) expect(checkRedirect(url, ['shop.sg'], httpsPage), url).toEqual({ ok: false, reason: 'illegal URL' });
    // A test or local page on http may go to http; the default port written out is the default port.
    expect(isAllowedRedirect('http://my.shop.sg/', ['shop.sg'], 'http://www.shop.sg/')).toBe(true);
    expect(isAllowedRedirect('https://www.shop.sg:443/', ['shop.sg'], httpsPage)).toBe(true);
    expect(isAllowedRedirect('http://my.shop.sg:8080/', ['shop.sg'], 'http://www.shop.sg/')).toBe(false);
  });

  it('compares domains case-insensitively and allows listed IPs and punycode domains exactly', () => {
    expect(isAllowedRedirect('https://www.shop.sg/', ['SHOP.SG'], PAYLOAD_BASE)).toBe(true);
    const httpPage = 'http://127.0.0.1:8080/demo';
    expect(isAllowedRedirect('http://2130706433:8080/', ['127.0.0.1'], httpPage)).toBe(true);
    expect(isAllowedRedirect('http://127.0.0.2/', ['127.0.0.1'], httpPage)).toBe(false);
    expect(isAllowedRedirect('http://[::1]:8080/', ['[::1]'], httpPage)).toBe(true);
    expect(isAllowedRedirect('https://www.xn--80ak6aa92e.com/', ['xn--80ak6aa92e.com'], PAYLOAD_BASE)).toBe(true);
    expect(isAllowedRedirect('https://xn--80ak6aa92e.com/', ['xn--80ak6aa92e.com'], PAYLOAD_BASE)).toBe(true);
    expect(isAllowedRedirect('https://xn--80ak6aa92e.xn--80ak6aa92e.com/', ['xn--80ak6aa92e.com'], PAYLOAD_BASE)).toBe(
      false,
    );
    expect(isAllowedRedirect('https://shop.sg/', ['', 'sg.'], PAYLOAD_BASE)).toBe(false);
  });

  it('allows a listed IP literal only on the page\'s own port, however the IP is written (issue 23 finding 8)', () => {
    const localPage = 'http://localhost:8080/demo';
    const otherPorts = ['http://127.0.0.1:3000/', 'http://127.1:3000/', 'http://0x7f000001:3000/', 'http://2130706433:9229/',
      'http://0177.0.0.1:5432/', 'http://127.0.0.1/', 'http://[::1]:3000/', 'http://[0:0:0:0:0:0:0:1]:6379/'];
    for (const url of otherPorts) expect(isAllowedRedirect(url, ['127.0.0.1', '[::1]'], localPage), url).toBe(false);
    for (const url of ['http://127.0.0.1:8080/x', 'http://127.1:8080/', 'http://0x7f000001:8080/', 'http://[::1]:8080/'])
      expect(isAllowedRedirect(url, ['127.0.0.1', '[::1]'], localPage), url).toBe(true);
    // A page on the default port: only the default port.
    expect(isAllowedRedirect('http://127.0.0.1:81/', ['127.0.0.1'], 'http://localhost/')).toBe(false);
    expect(isAllowedRedirect('http://127.0.0.1/', ['127.0.0.1'], 'http://localhost/')).toBe(true);
  });

  it('never matches an IP as a subdomain, nor a trailing-dot host, whatever the list or page says', () => {
    expect(isAllowedRedirect('http://127.0.0.1/', ['0.0.1'], PAYLOAD_BASE)).toBe(false);
    expect(isAllowedRedirect('http://[::1]/', [':1]'], PAYLOAD_BASE)).toBe(false);
    expect(isAllowedRedirect('https://www.shop.sg./', ['shop.sg.'], PAYLOAD_BASE)).toBe(false);
    expect(isAllowedRedirect('https://www.shop.sg./x', ['shop.sg'], 'https://www.shop.sg./')).toBe(false);
  });

  it('refuses relative URLs when the base is not an http(s) page', () => {
    expect(isAllowedRedirect('/cart', ['shop.sg'], 'about:blank')).toBe(false);
    expect(isAllowedRedirect('/cart', ['shop.sg'], 'file:///tmp/page.html')).toBe(false);
    expect(isAllowedRedirect('/cart', ['shop.sg'], 'not a url')).toBe(false);
    expect(isAllowedRedirect('https://www.shop.sg/cart', ['shop.sg'], 'not a url')).toBe(true);
  });
});

describe('empty input', () => {
  const empties: unknown[] = ['', ' ', '   ', '\t\n', '\u3000', '\u00a0', null, undefined, 42, {}];

  it.each(empties)('refuses %j as "URL is empty" and reports it', (url) => {
    expect(checkRedirect(url as string, PAYLOAD_ALLOWED, PAYLOAD_BASE)).toEqual({ ok: false, reason: 'URL is empty' });
    expect(events).toEqual([
      { source: 'redirect', message: 'URL is empty', detail: { url: typeof url === 'string' ? url : '' } },
    ]);
  });
});

describe('sanitizeRedirect and reporting', () => {
  it('returns the fallback on refusal and reports once per refusal', () => {
    expect(sanitizeRedirect('//evil.com', 'https://www.shop.sg/', PAYLOAD_ALLOWED, PAYLOAD_BASE)).toBe(
      'https://www.shop.sg/',
    );
    expect(sanitizeRedirect('', '/home', PAYLOAD_ALLOWED, PAYLOAD_BASE)).toBe('/home');
    expect(isAllowedRedirect('javascript:alert(1)', PAYLOAD_ALLOWED, PAYLOAD_BASE)).toBe(false);
    expect(events.map((e) => e.message)).toEqual(['illegal URL', 'URL is empty', 'illegal URL']);
  });

  it('truncates the reported input to 200 characters', () => {
    const long = `https://evil.com/${'a'.repeat(500)}`;
    expect(isAllowedRedirect(long, PAYLOAD_ALLOWED, PAYLOAD_BASE)).toBe(false);
    expect(events).toEqual([{ source: 'redirect', message: 'illegal URL', detail: { url: long.slice(0, 200) } }]);
  });

  it('survives a monitor that throws', () => {
    setMonitor(() => {
      throw new Error('monitor down');
    });
    expect(sanitizeRedirect('//evil.com', '/', PAYLOAD_ALLOWED, PAYLOAD_BASE)).toBe('/');
  });
});
