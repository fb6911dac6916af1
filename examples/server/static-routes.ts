/**
 * The few static answers of the core server: the channel icons checkSmsChannel points at, and a start page at
 * `/` (registered last, only when no other module took `/`: the demo marketplace page replaces it).
 */
import { MEMBER_PATHS } from '../../src/api/member.js';
import type { AppContext } from './context.js';
import { DEV_PATHS } from './dev-routes.js';
import { sendText } from './http.js';
import type { Router } from './router.js';

const ICON_STYLE = 'xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24"';

export const CHANNEL_ICONS: Readonly<Record<string, string>> = Object.freeze({
  sms: `<svg ${ICON_STYLE}><rect x="3" y="4" width="18" height="13" rx="2" fill="#1a9cb0"/><path d="M7 21l3-4h-3z" fill="#1a9cb0"/><circle cx="8" cy="10.5" r="1.3" fill="#fff"/><circle cx="12" cy="10.5" r="1.3" fill="#fff"/><circle cx="16" cy="10.5" r="1.3" fill="#fff"/></svg>`,
  whatsapp: `<svg ${ICON_STYLE}><circle cx="12" cy="12" r="9" fill="#25d366"/><path d="M4 21l1.6-4.6 3 3z" fill="#25d366"/><path d="M9 8.5c.3-.6.9-.6 1.2 0l.6 1.4c.1.3 0 .6-.2.8l-.5.5c.6 1.2 1.5 2.1 2.7 2.7l.5-.5c.2-.2.5-.3.8-.2l1.4.6c.6.3.6.9 0 1.2-1 .7-2.3.8-3.6 0-1.6-.9-2.9-2.2-3.7-3.8-.6-1.2-.4-2.1.2-2.7z" fill="#fff"/></svg>`,
  voice: `<svg ${ICON_STYLE}><circle cx="12" cy="12" r="10" fill="#f57224"/><path d="M8.5 6.5c.4-.4 1-.4 1.3.1l1.2 1.9c.2.4.2.9-.1 1.2l-.8.8c.7 1.5 1.9 2.7 3.4 3.4l.8-.8c.3-.3.8-.4 1.2-.1l1.9 1.2c.5.3.5.9.1 1.3l-1 1c-.8.8-2.2 1-3.5.3-2.3-1.2-4.2-3.1-5.4-5.4-.7-1.3-.5-2.7.3-3.5z" fill="#fff"/></svg>`,
});

export function registerStaticRoutes(_ctx: AppContext, router: Router): void {
  for (const [name, svg] of Object.entries(CHANNEL_ICONS)) {
    router.add('GET', `/static/member/icons/${name}.svg`, (rc) =>
      sendText(rc, 200, svg, 'image/svg+xml', { 'Cache-Control': 'public, max-age=86400' }),
    );
  }
}

/** The start page, unless a page module registered `/` already. */
export function registerIndexPage(ctx: AppContext, router: Router): void {
  if (router.has('GET', '/')) return;
  router.add('GET', '/', (rc) =>
    sendText(
      rc,
      200,
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Member reference server</title>
<style>body{font:16px system-ui,sans-serif;margin:3rem;max-width:40rem}code{background:#f3f3f3;padding:0 .2em}</style>
</head><body><h1>Member reference server</h1>
<p>The member HTTP calls answer under <code>/${MEMBER_PATHS.login.replace(/\/login$/, '/')}</code> and the signed gateway under
<code>/h5/</code>. Point the popup at this origin with <code>createConfig({ env: 'local' })</code>.</p>
${ctx.dev ? `<p>Development outbox: <a href="${DEV_PATHS.outboxHtml}">${DEV_PATHS.outboxHtml}</a> (codes sent by SMS, WhatsApp, voice and e-mail).</p>` : '<p>Start with <code>MEMBER_DEV=1</code> to read sent codes in the development outbox.</p>'}
<p>Seed accounts are listed in <code>examples/server/README.md</code>.</p></body></html>`,
    ),
  );
}
