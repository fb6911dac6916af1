/**
 * member-popup/pages/server (issue 28 item 2): `renderMemberPage` renders the first screen of /user/login,
 * /user/register and /user/forget-password in the site's language (lang and dir on the page's root), with no
 * inline style or script (the strict CSP), forms that never submit by themselves (method="dialog"), and the
 * signed-in check's busy status instead of the login form when the user-id cookie is there.
 */
import { describe, expect, it } from 'vitest';
import { renderMemberPage, type RenderMemberPageOptions } from './server.js';

const CASES = [
  { site: 'SG', language: 'en-SG', lang: 'en', dir: 'ltr', host: 'shop.sg' },
  { site: 'TH', language: 'th', lang: 'th', dir: 'ltr', host: 'shop.co.th' },
  { site: 'PK', language: 'ur', lang: 'ur', dir: 'rtl', host: 'shop.pk' },
] as const;

/** The screen each page shows first (its data-screen). */
const SCREENS = { login: 'Login', register: 'Registry', 'forget-password': 'ForgetPassword' } as const;

const render = (route: RenderMemberPageOptions['route'], site: (typeof CASES)[number], cookie?: string) =>
  renderMemberPage({ route, site: site.site, language: site.language, environment: 'local', url: `https://member.${site.host}/user/${route}`, cookie });

function rootOf(html: string): string {
  const root = /<div class="mp-root mp-page mp-page--flow"[^>]*>/.exec(html);
  expect(root, 'the page frame is rendered').not.toBeNull();
  return root![0];
}

describe('renderMemberPage', () => {
  for (const site of CASES) {
    for (const route of ['login', 'register', 'forget-password'] as const) {
      it(`${route} in ${site.language}: the screen in the language, lang and dir, no inline style or script`, async () => {
        const html = await render(route, site);
        const root = rootOf(html);
        expect(root).toContain(`lang="${site.lang}"`);
        expect(root).toContain(`dir="${site.dir}"`);
        expect(html).not.toMatch(/<script|\sstyle=|\son[a-z]+=|javascript:/i);
        // Every form submits by method dialog: a form submitted before hydration sends nothing.
        expect(html).toMatch(/<form [^>]*method="dialog"/);
        expect(html).not.toMatch(/<form (?![^>]*method="dialog")/);
        expect(html).toMatch(/<h2 class="mp-screen__title"[^>]*>[^<]+<\/h2>/);
        expect(html).toContain(`data-screen="${SCREENS[route]}"`);
      });
    }
  }

  it('login has both fields, and the password field is a password input', async () => {
    const html = await render('login', CASES[0]);
    expect(html).toMatch(/<input[^>]*name="loginName"/);
    expect(html).toMatch(/<input[^>]*type="password"[^>]*name="password"|<input[^>]*name="password"[^>]*type="password"/);
  });

  it('Thai and Urdu pages are not the English text', async () => {
    const en = await render('login', CASES[0]);
    const th = await render('login', CASES[1]);
    const ur = await render('login', CASES[2]);
    const title = (html: string) => /<h2 class="mp-screen__title"[^>]*>([^<]+)<\/h2>/.exec(html)![1];
    expect(new Set([title(en), title(th), title(ur)]).size).toBe(3);
  });

  it('login with the user-id cookie renders the signed-in check, not the form', async () => {
    const html = await render('login', CASES[0], 'hng=SG|en-SG; member_uid=u123');
    expect(html).not.toContain('<form');
    expect(html).toContain('aria-busy="true"');
  });

  it('refuses a page it does not render', async () => {
    await expect(renderMemberPage({ route: 'logout' as never, url: 'https://member.shop.sg/user/logout' })).rejects.toThrow(/not a server-rendered page/);
  });
});
