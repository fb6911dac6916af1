/**
 * The static JSONP fallback files (spec §7.3), as a route module: what the CDN serves at
 * `${cdn}/member-fallback/${api}/${v}/${site}_${language}.js` (src/api/gateway/jsonp.ts `fallbackUrl`), a
 * script that calls the API's fixed global callback (`fallbackCallbackName(api)`) with the gateway envelope.
 *
 * Only read-only calls whose answer does not depend on the visitor make sense offline: today that is
 * checkSmsChannel (the code channels of a site, texts in the file's language). Every other API, version,
 * site or language answers 404. Files are real static JavaScript: `Content-Type: application/javascript`,
 * an ETag, and an hour of public caching.
 */
import { createHash } from 'node:crypto';
import { GATEWAY_APIS } from '../../src/api/gateway/calls.js';
import { fallbackCallbackName } from '../../src/api/gateway/jsonp.js';
import { FALLBACK_PATH } from '../../src/api/gateway/protocol.js';
import { SITES, isSiteCode, type Site } from '../../src/config/sites.js';
import { loadTranslator, type Translator } from '../../src/i18n/translate.js';
import { channelsFor } from './accounts.js';
import type { RouteModule } from './app.js';
import { sendText } from './http.js';
import { notModified } from './page-kit.js';

export const FALLBACK_PREFIX = `/${FALLBACK_PATH}/`;
/** How long a CDN or browser may keep a file. */
export const FALLBACK_MAX_AGE_S = 3600;

export interface FallbackApi {
  api: string;
  v: string;
  /** The envelope's `data` for a site and one of its languages. */
  data(site: Site, t: Translator, origin: string): unknown;
}

/** checkSmsChannel offline: the site's channels, as the live call lists them, with texts in the file's language. */
const CHANNEL_TEXT_KEYS = { SMS: 'methods.sms', WHATSAPP: 'methods.whatsapp', VOICE: 'methods.voice' } as const;

export const FALLBACK_APIS: readonly FallbackApi[] = Object.freeze([
  {
    api: GATEWAY_APIS.checkSmsChannel,
    v: '1.0',
    data: (site: Site, t: Translator, origin: string) =>
      channelsFor(site, origin).map((channel) => ({
        ...channel,
        text: t(CHANNEL_TEXT_KEYS[channel.type as keyof typeof CHANNEL_TEXT_KEYS]),
      })),
  },
]);

/** JSON that is also safe inside a script: no `</script>`, no raw U+2028/U+2029 (line terminators in old JS). */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The file's text, or undefined when there is no such file. */
export async function fallbackScript(path: string, origin: string): Promise<string | undefined> {
  const match = /^([^/]+)\/([^/]+)\/([a-z]{2})_([A-Za-z-]{2,10})\.js$/.exec(path);
  if (!match) return undefined;
  let api: string;
  let v: string;
  try {
    api = decodeURIComponent(match[1]!);
    v = decodeURIComponent(match[2]!);
  } catch {
    return undefined;
  }
  const spec = FALLBACK_APIS.find((entry) => entry.api === api && entry.v === v);
  const code = match[3]!.toUpperCase();
  if (!spec || !isSiteCode(code)) return undefined;
  const site = SITES[code];
  const language = site.languages.find((tag) => tag === match[4]);
  if (!language) return undefined;
  const t = await loadTranslator(language);
  const envelope = { api: spec.api, v: spec.v, ret: ['SUCCESS::ok'], data: spec.data(site, t, origin) };
  return `${fallbackCallbackName(spec.api)}(${scriptJson(envelope)});\n`;
}

export function fallbackModule(): RouteModule {
  return ({ ctx, router }) => {
    router.addPrefix(['GET', 'HEAD'], FALLBACK_PREFIX, async (rc) => {
      const script = await fallbackScript(rc.url.pathname.slice(FALLBACK_PREFIX.length), ctx.origin());
      if (script === undefined) {
        sendText(rc, 404, '/* no such fallback file */\n', 'application/javascript; charset=utf-8');
        return;
      }
      const etag = `"${createHash('sha256').update(script).digest('base64url').slice(0, 22)}"`;
      if (notModified(rc, etag)) return;
      sendText(rc, 200, script, 'application/javascript; charset=utf-8', {
        'Cache-Control': `public, max-age=${FALLBACK_MAX_AGE_S}`,
        ETag: etag,
        'Access-Control-Allow-Origin': '*',
      });
    });
  };
}
