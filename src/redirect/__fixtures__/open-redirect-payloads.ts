/**
 * Open-redirect payloads from the public lists (PayloadsAllTheThings "Open Redirect", the OWASP Unvalidated
 * Redirects and Forwards cheat sheet, HackerOne reports), rewritten for our site (shop.sg) and an attacker's
 * (evil.com). Every one must be refused with `PAYLOAD_ALLOWED` and `PAYLOAD_BASE`.
 *
 * Grouped by why it is refused, and the test checks the why, not only the verdict:
 * - `leavesSite`, `notHttp`, `unparseable`: what the browser would navigate to (the WHATWG parser's result)
 *   really is off shop.sg, not http(s), or nothing at all.
 * - every other group is defence in depth: the browser would in fact stay on shop.sg over http(s), and a named
 *   pre-check refuses the spelling because a server, a proxy or an older parser may read it differently.
 * Escapes (`\t`, `\\`, `\u3000`) are real characters: `'/\\evil.com'` is slash, backslash, "evil.com".
 */
export const PAYLOAD_BASE = 'https://www.shop.sg/cart?x=1';
export const PAYLOAD_ALLOWED: readonly string[] = ['shop.sg'];

export const OPEN_REDIRECT_PAYLOADS = {
  /** The parser resolves these to an http(s) host that is not shop.sg or one of its subdomains. */
  leavesSite: [
    // protocol-relative and extra slashes (the parser skips any run of / and \ after the scheme)
    '//evil.com',
    '//evil.com/',
    '//evil.com/%2f..',
    '//evil.com/%2F%2e%2e',
    '///evil.com',
    '///evil.com/',
    '////evil.com',
    '/////evil.com',
    '//evil.com//',
    '//google.com',
    '//google.com/%2f%2e%2e',
    '//evil%E3%80%82com', // %E3%80%82 is U+3002 "。", which IDNA maps to "."
    '//evil。com',
    '//evil.com?shop.sg',
    '//evil.com#shop.sg',
    '//evil.com/shop.sg',
    '//evil.com:80',
    '//evil.com:80#@shop.sg',
    '//evil.com:80?@shop.sg',
    '//;@evil.com',
    '///;@evil.com',
    '//shop.sg@evil.com',
    '//shop.sg:443@evil.com',
    // backslashes: http(s) URLs read "\" as "/"
    '/\\evil.com',
    '\\/evil.com',
    '/\\/evil.com',
    '\\\\evil.com',
    '\\\\\\evil.com',
    '/\\/\\/evil.com',
    '//\\/evil.com/',
    '\\/\\/evil.com/',
    '//evil.com\\@shop.sg',
    // tab, newline and leading spaces are dropped by the browser before parsing
    '/\t/evil.com',
    '/\n/evil.com',
    '/\r\n/evil.com',
    '\t//evil.com',
    ' //evil.com',
    '//evil.com ',
    // scheme tricks: a different scheme from the page, or no authority slashes at all
    'http:/\\/\\evil.com',
    'https:/\\evil.com',
    'http:\\\\evil.com',
    'https:\\\\evil.com',
    'http:evil.com',
    'HTTP:evil.com',
    'https:///evil.com',
    'https:////evil.com',
    'http:///evil.com',
    // plain off-site URLs, and our domain hidden in the path, query, fragment or userinfo
    'https://evil.com',
    'https://evil.com/',
    'HTTPS://EVIL.COM',
    'hTtPs://evil.com',
    'http://evil.com',
    'https://evil.com:443',
    'https://evil.com#@shop.sg',
    'https://evil.com?shop.sg',
    'https://evil.com/shop.sg',
    'https://evil.com/?url=https://shop.sg',
    'https://evil.com#shop.sg',
    'https://evil.com/.shop.sg',
    'https://evil.com?.shop.sg',
    'https://evil.com;shop.sg',
    'https://evil.com&shop.sg',
    'https://evil.com:443#@shop.sg',
    'https://evil.com:80\\@shop.sg',
    'https://evil.com\\@shop.sg',
    'https://evil.com\\.shop.sg',
    'https://evil.com/https://shop.sg',
    'https://www.evil.com/www.shop.sg',
    'https://evil.com/%2e%2e',
    'https://evil.com/shop.sg/..',
    'https://shop.sg@evil.com',
    'https://shop.sg:443@evil.com',
    'https://shop.sg:pass@evil.com',
    'https://www.shop.sg@evil.com/',
    'http://shop.sg:80@evil.com',
    'https://shop.sg&@evil.com',
    'https://shop.sg%40@evil.com',
    'https://@evil.com',
    'https://:@evil.com',
    // look-alike and suffix/prefix hosts
    'https://shop.sg.evil.com',
    'https://www.shop.sg.evil.com',
    'https://shop.sg.evil.com:443/',
    'https://evilshop.sg',
    'https://shop.sg-evil.com',
    'https://shop.sgevil.com',
    'https://shopsg.com',
    'https://shop.com.sg',
    'https://sg.shop',
    'https://shop.sg%2eevil.com', // the host is percent-decoded: shop.sg.evil.com
    // IDN: Cyrillic о (U+043E) and ѕ (U+0455), fullwidth letters, ideographic full stop, literal punycode
    'https://shоp.sg',
    'https://www.shоp.sg',
    'https://ѕhop.sg',
    'https://shop.ѕg',
    'https://ｓｈｏｐ.sg.evil.com',
    'https://ｅｖｉｌ.com',
    'https://evil。com',
    'https://xn--shp-ted.sg',
    'https://www.xn--shp-ted.sg',
    'https://shop.sg.xn--80ak6aa92e.com',
    // IP literals in every spelling the parser accepts, and local names
    'http://0x7f000001',
    'http://2130706433',
    'http://0177.0.0.1',
    'http://017700000001',
    'http://0x7f.0x0.0x0.0x1',
    'http://127.1',
    'http://127.0.0.1',
    'http://127.0.0.1:8080/',
    'http://0/',
    'http://[::1]',
    'http://[::ffff:127.0.0.1]',
    'http://[0:0:0:0:0:ffff:7f00:1]',
    'http://169.254.169.254/latest/meta-data/',
    'http://localhost',
    'http://localhost:8080',
  ],
  /** The parser resolves these to a scheme other than http(s) (script, data, files, other protocols). */
  notHttp: [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    '\tjavascript:alert(1)',
    ' javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'javascript://shop.sg/%0aalert(1)',
    'javascript://%0aalert(1)',
    'javascript:/%0aalert(1)//',
    'javascript:%61lert(1)',
    'jaVAscript://shop.sg//%0d%0aalert(1);//',
    'javascript://https://shop.sg/?%0aalert(1)',
    'javascript:alert(document.domain)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html,x',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'file://shop.sg/etc/passwd',
    'blob:https://www.shop.sg/0f3a',
    'ftp://evil.com',
    'ws://shop.sg',
    'wss://www.shop.sg/',
    'mailto:a@evil.com',
    'tel:+6512345678',
    'intent://evil.com#Intent;scheme=https;end',
    'view-source:https://evil.com',
    'about:blank',
    'shop.sg:443@evil.com', // "shop.sg:" is a scheme
  ],
  /** The parser refuses these outright (forbidden host code points after percent-decoding, bad port, …). */
  unparseable: [
    'https://shop.sg%00.evil.com',
    'https://shop.sg%252eevil.com',
    'https://evil.com%23.shop.sg',
    'https://evil.com%3F.shop.sg',
    'https://shop.sg%2f.evil.com',
    'https://shop.sg%40evil.com',
    'https://evil.com%09.shop.sg',
    'https://evil.com%20.shop.sg',
    'https://evil.c℀.com', // U+2100 maps to "a/c"
    'https://shop.sg％2eevil.com', // fullwidth percent sign
    'https://shop.sg\u00a0.evil.com',
    '//%5cevil.com',
    '//evil%00.com',
    'http://[::1',
    'http://evil.com:99999',
  ],
  // ---- Defence in depth: the browser would stay on shop.sg; a pre-check refuses the spelling. ----
  /** Contains a control character or whitespace (here ones the parser keeps, so the result stays on-site). */
  controlOrSpace: [
    '/\r\nLocation: https://evil.com',
    '\u3000//evil.com',
    '\u00a0//evil.com',
    '\u2028//evil.com',
    '\ufeff//evil.com',
    '/ /evil.com',
    '/cart\u0000/evil.com',
  ],
  /** Contains a backslash. */
  backslash: [
    'https://shop.sg\\.evil.com',
    'https://www.shop.sg\\@evil.com',
    'https://shop.sg\\evil.com',
    '/\\shop.sg',
    '\\\\www.shop.sg\\cart',
  ],
  /** Protocol-relative ("//host"), even where the host is ours. */
  protocolRelative: ['//shop.sg', '//www.shop.sg/cart', '//evil.com@shop.sg', '//evil.com@www.shop.sg/'],
  /** "http(s):" without "//" (resolved against the page when the scheme is the page's). */
  noAuthority: ['https:evil.com', 'https:/evil.com', 'HTTPS:evil.com', 'https:?next=evil.com'],
  /** A raw authority with a percent sign or a non-ASCII character (decoded or IDNA-mapped onto shop.sg). */
  authority: [
    'https://shop%2esg',
    'https://%73hop.sg',
    'https://www%2eshop.sg/',
    'https://evil.com%E3%80%82shop.sg',
    'https://evil.com。shop.sg',
    'https://ｗｗｗ.shop.sg',
    'https://аpp.shop.sg', // Cyrillic а (U+0430)
  ],
  /** Userinfo in front of our host ("evil.com@shop.sg" reads as a host to people and to naive parsers). */
  userinfo: [
    'https://evil.com@shop.sg',
    'https://evil.com:pass@www.shop.sg/',
    'http://evil.com:@shop.sg',
    'https://javascript:alert(1)@shop.sg',
  ],
  /** A host name ending in a dot. */
  trailingDot: ['https://shop.sg.', 'https://www.shop.sg./cart', 'http://shop.sg.:8080/'],
  /** A path with an encoded "/", "\" or control character (a server that decodes it may redirect off-site). */
  encodedPath: [
    '%2f%2fevil.com',
    '/%2f%2fevil.com',
    '/%2F/evil.com',
    '/%09/evil.com',
    '/%5cevil.com',
    '/%5c%5cevil.com',
    '/%255c%255cevil.com',
    '/%252f%252fevil.com',
    '/%0d%0aLocation:evil.com',
    '%0d%0aLocation:evil.com',
    '/%0d%0aSet-Cookie:sid=evil',
    '/%00//evil.com',
    '/%7f/evil.com',
    'java%0d%0ascript:alert(1)', // "%" ends the scheme, so this is a relative path
    'http%3A%2F%2Fevil.com',
    'https%3A%2F%2Fevil.com',
    '%68%74%74%70%3a%2f%2fevil.com',
    'https://www.shop.sg/%2f%2fevil.com',
    'https://www.shop.sg/%5C%5Cevil.com',
    '/redirect/%2F%2Fevil.com',
  ],
  /** Resolves to a path starting "//" (reads as protocol-relative to whoever takes the path alone). */
  doubleSlashPath: [
    '/.//evil.com',
    '..//evil.com',
    './/evil.com',
    '/..//evil.com',
    '/./..//evil.com',
    '/%2e%2e//evil.com',
    'https://www.shop.sg//evil.com',
    'https://www.shop.sg/.//evil.com',
  ],
  /** A relative reference starting with a non-ASCII character (look-alikes of "/" aimed at Unicode folding). */
  leadingNonAscii: [
    '〱evil.com',
    '〵evil.com',
    'ゝevil.com',
    'ーevil.com',
    '／／evil.com',
    '⁄⁄evil.com',
    '\u200b//evil.com',
    '。evil.com',
  ],
  /** A punycode label below our domain (an IDN look-alike subdomain). */
  punycodeLabel: ['https://xn--80ak6aa92e.shop.sg', 'https://www.xn--shp-ted.shop.sg', 'https://xn--pp-6kc.shop.sg'],
} satisfies Record<string, readonly string[]>;

export type PayloadGroup = keyof typeof OPEN_REDIRECT_PAYLOADS;
