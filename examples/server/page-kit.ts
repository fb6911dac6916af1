/**
 * What the server's own HTML pages share (the QR phone simulator, the fake identity provider, the verify,
 * account-auth and restore pages, the policy pages, the index page):
 *
 * - `html\`…\``: a template tag that escapes every interpolated value unless it is already `SafeHtml`.
 * - `sendPage`: a whole page with the shared stylesheet and external scripts only, under a strict
 *   Content-Security-Policy (`default-src 'self'`): no inline script or style anywhere.
 * - Page assets (`/static/member/*.css|js`) read once from `public/`, served with an ETag and `no-cache`.
 * - `pageApi`: the small JSON endpoints the page scripts call: same-origin JSON POSTs only (a cross-site form
 *   cannot send `application/json`, and a foreign Origin is refused), answered in the member envelope
 *   `{ success, errorCode: { key, displayMessage }, module }`.
 * - `pageRedirect`: a `redirect` parameter through src/redirect's guard, with the local allowed domains.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { allowedDomains } from '../../src/config/hosts.js';
import { setMonitor } from '../../src/monitor.js';
import { sanitizeRedirect } from '../../src/redirect/index.js';
import type { AppContext } from './context.js';
import { BusinessError, RequestError } from './errors.js';
import { parseJsonObject, type Body } from './fields.js';
import { headerValue, readBody, sendJson, sendText, type RequestContext } from './http.js';
import type { Handler, Router } from './router.js';

/** Every page of this server is served under this policy. */
export const PAGE_CSP = "default-src 'self'; base-uri 'none'; object-src 'none'; form-action 'self'; frame-ancestors 'none'";

/** Page API bodies are a few fields. */
const PAGE_API_MAX_BODY_BYTES = 16 * 1024;

/* -------------------------------------------------------------------------------------------------------------- */
/* Escaping                                                                                                        */

export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

type HtmlValue = SafeHtml | string | number | boolean | null | undefined | readonly HtmlValue[];

function fragment(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map((item: HtmlValue) => fragment(item)).join('');
  return escapeHtml(String(value));
}

/** `html\`<p>${text}</p>\``: interpolations are escaped, SafeHtml (and arrays of it) is inserted as is. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += fragment(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

/* -------------------------------------------------------------------------------------------------------------- */
/* Assets                                                                                                          */

const PUBLIC_DIR = new URL('./public/', import.meta.url);

/** The files under public/ and the URL each is served at. */
export const PAGE_ASSETS = Object.freeze({
  css: { path: '/static/member/pages.css', file: 'pages.css', type: 'text/css; charset=utf-8' },
  forms: { path: '/static/member/forms.js', file: 'forms.js', type: 'application/javascript; charset=utf-8' },
  qrPhone: { path: '/static/member/qr-phone.js', file: 'qr-phone.js', type: 'application/javascript; charset=utf-8' },
  consent: { path: '/static/member/oauth-consent.js', file: 'oauth-consent.js', type: 'application/javascript; charset=utf-8' },
});

export type PageAsset = keyof typeof PAGE_ASSETS;

/** Answers 304 when the request's If-None-Match names this ETag. */
export function notModified(rc: RequestContext, etag: string): boolean {
  const given = headerValue(rc.req, 'if-none-match');
  if (!given || !given.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')) return false;
  rc.res.statusCode = 304;
  rc.res.setHeader('ETag', etag);
  rc.res.end();
  return true;
}

/** Registers the assets a module needs; an asset another module registered already is left alone. */
export function registerPageAssets(router: Router, names: readonly PageAsset[]): void {
  for (const name of names) {
    const asset = PAGE_ASSETS[name];
    if (router.has('GET', asset.path)) continue;
    const body = readFileSync(fileURLToPath(new URL(asset.file, PUBLIC_DIR)), 'utf8');
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
    router.add('GET', asset.path, (rc) => {
      if (notModified(rc, etag)) return;
      sendText(rc, 200, body, asset.type, { 'Cache-Control': 'no-cache', ETag: etag });
    });
  }
}

/* -------------------------------------------------------------------------------------------------------------- */
/* Pages                                                                                                           */

export interface PageOptions {
  title: string;
  /** The content of <main>. */
  main: SafeHtml;
  /** Scripts (deferred, in this order); forms.js first when a page script uses its helpers. */
  scripts?: readonly PageAsset[];
  /** <meta name content> pairs the scripts read (the page key, a transaction id). */
  meta?: Readonly<Record<string, string>>;
  status?: number;
  /** Extra class on <body> (layout variants). */
  bodyClass?: string;
  /** The language the page is written in (default en) and its direction (default ltr). */
  lang?: string;
  dir?: 'ltr' | 'rtl';
}

export function renderPage(options: PageOptions): string {
  const meta = Object.entries(options.meta ?? {}).map(([name, content]) => html`<meta name="${name}" content="${content}">`);
  const scripts = (options.scripts ?? []).map((name) => html`<script src="${PAGE_ASSETS[name].path}" defer></script>`);
  return html`<!doctype html>
<html lang="${options.lang ?? 'en'}"${options.dir === 'rtl' ? html` dir="rtl"` : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${options.title}</title>
<link rel="stylesheet" href="${PAGE_ASSETS.css.path}">
${meta}
${scripts}
</head>
<body${options.bodyClass ? html` class="${options.bodyClass}"` : ''}>
<main>
${options.main}
</main>
</body>
</html>
`.value;
}

/** Sends a page (no-store, strict CSP, not framable). */
export function sendPage(rc: RequestContext, options: PageOptions): void {
  sendText(rc, options.status ?? 200, renderPage(options), 'text/html; charset=utf-8', {
    'Content-Security-Policy': PAGE_CSP,
    'X-Frame-Options': 'DENY',
  });
}

/** The meta entry that hands the pages' RSA-OAEP key to forms.js. */
export function pageKeyMeta(ctx: AppContext): Record<string, string> {
  return { 'member-page-key': ctx.rsa.publicKeySpki };
}

/* -------------------------------------------------------------------------------------------------------------- */
/* Page APIs                                                                                                       */

/** The origin the browser used to reach us (scheme, Host header). */
function requestOrigin(rc: RequestContext): string {
  return `${rc.url.protocol}//${rc.url.host}`;
}

/**
 * A JSON endpoint of a page. POST requires a JSON body from a page of this origin; GET reads the query. The
 * handler returns the `module` or throws BusinessError (HTTP 200, or its status) / RequestError (4xx).
 */
export function pageApi(ctx: AppContext, handler: (rc: RequestContext, body: Body) => unknown | Promise<unknown>): Handler {
  return async (rc) => {
    try {
      let body: Body = {};
      if (rc.method === 'POST') {
        const raw = await readBody(rc.req, PAGE_API_MAX_BODY_BYTES);
        if (!(headerValue(rc.req, 'content-type') ?? '').toLowerCase().startsWith('application/json')) {
          throw new RequestError(415, 'PL-PARAM-INVALID', 'Send a JSON body (Content-Type: application/json).');
        }
        const origin = headerValue(rc.req, 'origin');
        const site = headerValue(rc.req, 'sec-fetch-site');
        if ((origin !== undefined && origin !== requestOrigin(rc)) || (site !== undefined && site !== 'same-origin' && site !== 'none')) {
          throw new RequestError(403, 'PL-ORIGIN-REFUSED', 'This endpoint answers pages of this server only.');
        }
        body = parseJsonObject(raw.toString('utf8'));
      }
      const module = await handler(rc, body);
      sendJson(rc, 200, { success: true, module: module ?? {} });
    } catch (error) {
      if (error instanceof BusinessError || error instanceof RequestError) {
        sendJson(rc, error.status, {
          success: false,
          errorCode: { key: error.key, displayMessage: error.displayMessage },
          module: error.data ?? null,
        });
      } else {
        ctx.log.error(`page ${rc.url.pathname}: ${error instanceof Error ? error.message : String(error)}`);
        sendJson(rc, 500, { success: false, errorCode: { key: 'SYSTEM_ERROR', displayMessage: 'Something went wrong, please try again later' } });
      }
    }
  };
}

/* -------------------------------------------------------------------------------------------------------------- */
/* Redirects                                                                                                       */

/**
 * A `redirect` parameter as the guard allows it (the company's domains and this server's own host), else
 * `fallback`. An absent or empty parameter is simply the fallback (nothing to refuse, nothing reported).
 */
export function pageRedirect(ctx: AppContext, value: string | null | undefined, fallback = '/'): string {
  const base = `${ctx.origin()}/`;
  const absoluteFallback = new URL(fallback, base).href;
  if (typeof value !== 'string' || value.trim() === '') return absoluteFallback;
  // The guard reports a refusal to the package's monitor; on this server that is the server log. The guard is
  // synchronous, so the swap covers exactly this call.
  const previous = setMonitor((event) => ctx.log.info(`${event.source}: ${event.message} (${String(event.detail?.url ?? '')})`));
  try {
    return sanitizeRedirect(value, absoluteFallback, allowedDomains('local', { localOrigin: ctx.origin() }), base);
  } finally {
    setMonitor(previous);
  }
}

/** A URL with extra query parameters (used to hand a verified token back to the page that asked). */
export function withParams(url: string, params: Readonly<Record<string, string>>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return target.href;
}
