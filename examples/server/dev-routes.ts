/**
 * Development endpoints. They answer only in dev mode (MEMBER_DEV=1), only to loopback clients, and only when the
 * Host header names a loopback host too (a DNS-rebinding page reaches 127.0.0.1 under its own name: refused).
 * Anyone else gets 404, as if they did not exist. A state-changing request (POST) must also come from this very
 * origin: a browser's Origin header, when sent, must be the server's own, and `Sec-Fetch-Site`, when sent, must
 * be same-origin or none (OWASP CSRF "verifying origin with standard headers"). The same fence (`fenceRouter`)
 * guards the development-only route modules: the QR phone simulator and the fake identity provider.
 *
 * | method + path                       | what                                                                  |
 * |-------------------------------------|-----------------------------------------------------------------------|
 * | GET  /__dev/outbox                  | every code "sent" (SMS, WhatsApp, voice, e-mail), newest first (JSON); `?to=` filters by phone (E.164) or e-mail |
 * | GET  /__dev/outbox.html             | the same as a small page                                              |
 * | GET  /__dev/bot-check               | the bot-check state as JSON, or (Accept: text/html) a page with a "pass" button |
 * | POST /__dev/bot-check               | `{ "enabled": true|false }` switches the bot check                    |
 * | POST /__dev/bot-check/pass          | marks this browser passed (sets the x5sec cookie)                     |
 * | GET  /__dev/faults                  | the fault switches as JSON                                            |
 * | POST /__dev/faults                  | `{ "checkSmsChannel": true|false }`: check-SMS-channel fails, so the JSONP backup file answers |
 */
import type { AppContext } from './context.js';
import { BusinessError, RequestError, paramError } from './errors.js';
import { parseJsonObject, readBoolean } from './fields.js';
import { escapeHtml, headerValue, readBody, sendJson, sendText, type RequestContext } from './http.js';
import type { Handler, Router } from './router.js';

export const DEV_PATHS = Object.freeze({
  outbox: '/__dev/outbox',
  outboxHtml: '/__dev/outbox.html',
  botCheck: '/__dev/bot-check',
  botCheckPass: '/__dev/bot-check/pass',
  faults: '/__dev/faults',
});

const NOT_FOUND = { success: false, errorCode: { key: 'NOT_FOUND', displayMessage: 'Not found' } };

/** True for 127.0.0.0/8, localhost (and its subdomains) and [::1]. */
export function isLoopbackHostname(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(host);
}

/**
 * Whether a request may reach a development route: dev mode, a loopback peer, a loopback Host header, and for
 * anything but GET/HEAD a same-origin browser (or a non-browser client, which sends no Origin).
 */
export function devRequestAllowed(ctx: AppContext, rc: RequestContext): boolean {
  if (!ctx.dev || !rc.loopback) return false;
  const host = headerValue(rc.req, 'host');
  if (!host || !isLoopbackHostname(rc.url.hostname)) return false;
  if (rc.method === 'GET' || rc.method === 'HEAD') return true;
  const origin = headerValue(rc.req, 'origin');
  if (origin !== undefined && origin !== rc.url.origin) return false;
  const site = headerValue(rc.req, 'sec-fetch-site');
  return site === undefined || site === 'same-origin' || site === 'none';
}

/** A router whose routes answer 404 to every request `devRequestAllowed` refuses. */
export function fenceRouter(ctx: AppContext, router: Router): Router {
  const fence =
    (handler: Handler): Handler =>
    (rc) => {
      if (!devRequestAllowed(ctx, rc)) {
        rc.req.resume();
        sendJson(rc, 404, NOT_FOUND);
        return;
      }
      return handler(rc);
    };
  return {
    add: (methods, path, handler) => router.add(methods, path, fence(handler)),
    addPrefix: (methods, prefix, handler) => router.addPrefix(methods, prefix, fence(handler)),
    has: (method, path) => router.has(method, path),
    match: (method, path) => router.match(method, path),
  };
}

export function registerDevRoutes(ctx: AppContext, router: Router, options: { maxBodyBytes: number }): void {
  const guarded =
    (handler: Handler): Handler =>
    async (rc) => {
      if (!devRequestAllowed(ctx, rc)) {
        rc.req.resume();
        sendJson(rc, 404, NOT_FOUND);
        return;
      }
      try {
        await handler(rc);
      } catch (error) {
        if (error instanceof RequestError || error instanceof BusinessError) {
          sendJson(rc, error instanceof RequestError ? error.status : 400, {
            success: false,
            errorCode: { key: error.key, displayMessage: error.displayMessage },
          });
        } else {
          ctx.log.error(`dev ${rc.url.pathname}: ${error instanceof Error ? error.message : String(error)}`);
          sendJson(rc, 500, { success: false, errorCode: { key: 'SYSTEM_ERROR', displayMessage: 'Internal error' } });
        }
      }
    };

  async function jsonBody(rc: RequestContext) {
    const raw = await readBody(rc.req, options.maxBodyBytes);
    if (!(headerValue(rc.req, 'content-type') ?? '').toLowerCase().startsWith('application/json')) {
      throw new RequestError(415, 'PL-PARAM-INVALID', 'Send a JSON body (Content-Type: application/json).');
    }
    return parseJsonObject(raw.toString('utf8'));
  }

  router.add('GET', DEV_PATHS.outbox, guarded((rc) => {
    const to = rc.url.searchParams.get('to') ?? undefined;
    const limit = Math.min(500, Math.max(1, Number(rc.url.searchParams.get('limit') ?? 100) || 100));
    sendJson(rc, 200, { messages: ctx.outbox.list({ to, limit }) });
  }));

  router.add('GET', DEV_PATHS.outboxHtml, guarded((rc) => {
    const rows = ctx.outbox
      .list({ limit: 200 })
      .map(
        (m) =>
          `<tr><td>${escapeHtml(new Date(m.at).toISOString())}</td><td>${escapeHtml(m.channel)}</td>` +
          `<td>${escapeHtml(m.destination)}</td><td>${escapeHtml(m.purpose)}</td>` +
          `<td class="code">${escapeHtml(m.code ?? '')}</td><td>${escapeHtml(m.text)}</td></tr>`,
      )
      .join('\n');
    sendText(
      rc,
      200,
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev outbox</title>
<meta http-equiv="refresh" content="5">
<style>body{font:14px system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top}.code{font:bold 1.2em monospace}</style>
</head><body><h1>Dev outbox</h1><p>Every code "sent" by this server, newest first (refreshes every 5 s).
JSON: <a href="${DEV_PATHS.outbox}">${DEV_PATHS.outbox}</a></p>
<table><thead><tr><th>time</th><th>channel</th><th>to</th><th>purpose</th><th>code</th><th>message</th></tr></thead>
<tbody>${rows || '<tr><td colspan="6">No messages yet.</td></tr>'}</tbody></table></body></html>`,
    );
  }));

  router.add('GET', DEV_PATHS.botCheck, guarded((rc) => {
    const wantsHtml = (headerValue(rc.req, 'accept') ?? '').includes('text/html');
    if (!wantsHtml) {
      sendJson(rc, 200, { enabled: ctx.botCheck.enabled(), passed: ctx.botCheck.passed(rc) });
      return;
    }
    sendText(
      rc,
      200,
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Security verification</title>
<style>body{font:16px system-ui,sans-serif;margin:3rem;max-width:32rem}button{font-size:1rem;padding:.6rem 1.2rem}</style>
</head><body><h1>Security verification</h1>
<p>The development bot check is ${ctx.botCheck.enabled() ? 'on' : 'off'}; this browser has ${ctx.botCheck.passed(rc) ? '' : 'not '}passed.</p>
<form method="post" action="${DEV_PATHS.botCheckPass}"><button type="submit">I am not a robot: pass</button></form>
</body></html>`,
    );
  }));

  router.add('POST', DEV_PATHS.botCheck, guarded(async (rc) => {
    const body = await jsonBody(rc);
    const enabled = readBoolean(body, 'enabled');
    if (enabled === undefined) throw paramError('The field "enabled" is required.');
    ctx.botCheck.setEnabled(enabled);
    sendJson(rc, 200, { enabled });
  }));

  router.add('POST', DEV_PATHS.botCheckPass, guarded(async (rc) => {
    await readBody(rc.req, options.maxBodyBytes);
    ctx.botCheck.markPassed(rc);
    const wantsHtml = (headerValue(rc.req, 'accept') ?? '').includes('text/html');
    if (wantsHtml) {
      sendText(rc, 200, '<!doctype html><meta charset="utf-8"><title>Passed</title><p>Verification passed. You can close this tab and retry.</p>');
    } else {
      sendJson(rc, 200, { passed: true });
    }
  }));

  router.add('GET', DEV_PATHS.faults, guarded((rc) => {
    sendJson(rc, 200, { ...ctx.faults });
  }));

  router.add('POST', DEV_PATHS.faults, guarded(async (rc) => {
    const body = await jsonBody(rc);
    const checkSmsChannel = readBoolean(body, 'checkSmsChannel');
    if (checkSmsChannel === undefined) throw paramError('The field "checkSmsChannel" is required.');
    ctx.faults.checkSmsChannel = checkSmsChannel;
    sendJson(rc, 200, { ...ctx.faults });
  }));
}
