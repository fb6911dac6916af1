// The help center on the main host (help-center.ts): the topics the account menu opens, an unknown topic, LiveUp,
// and the feedback form's call (validation, same-origin only, rate limit, stored with the signed-in buyer).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_LANGUAGES } from '../../src/i18n/catalogs/index.js';
import { helpCenterModule } from './help-center.js';
import { HELP_TEXTS, type HelpTexts } from './help-center-texts.js';
import { PAGES_STYLESHEET_PATH, POPUP_STYLESHEET_PATH } from './pages-shell.js';
import { SEED_PASSWORD, SITE_BUYERS } from './seed.js';
import { expectStrictPage, getPage, openBrowser, pageCall, startTestServer, type TestServer } from './testing.js';

/** The member pages' policy (demo-pages.ts demoCsp): strict, scripts and sheets of this origin or with the page's nonce. */
const MEMBER_SHELL_CSP = /^default-src 'self'; script-src 'self' 'nonce-[A-Za-z0-9+/=]+'; style-src 'self' 'nonce-[A-Za-z0-9+/=]+'; img-src 'self' data:; base-uri 'none'; object-src 'none'; form-action 'self'; frame-ancestors 'none'$/;

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ modules: [helpCenterModule()] });
});
afterAll(() => t.dispose());

describe('help center pages', () => {
  it('the index, every topic the menu and the pages link to, LiveUp and feedback; an unknown topic is 404; the bare path leads to /helpcenter/', async () => {
    const b = openBrowser(t.url);
    const index = await getPage(b, '/helpcenter/');
    expectStrictPage(index, MEMBER_SHELL_CSP);
    expect(index.html).toContain('How can we help?');
    for (const path of ['/helpcenter/account', '/helpcenter/orders', '/helpcenter/liveup', '/helpcenter/feedback', '/helpcenter/Account/']) {
      const page = await getPage(b, path);
      expect(page.status, path).toBe(200);
      expectStrictPage(page, MEMBER_SHELL_CSP);
    }
    expect((await getPage(b, '/helpcenter/account')).html).toContain('30 days after the deletion');
    expect((await getPage(b, '/helpcenter/liveup')).html).toContain('LiveUp membership');
    const unknown = await getPage(b, '/helpcenter/%E0%A4%A');
    expect(unknown.status).toBe(404);
    expect((await getPage(b, '/helpcenter/nope')).status).toBe(404);
    const bare = await getPage(b, '/helpcenter');
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/helpcenter/');
  });

  it('wears the member pages\' look (issue 27): their header with the site\'s logo, the package\'s page sheets, the mp-page frame, in the page\'s language', async () => {
    const b = openBrowser(t.url);
    for (const [lang, dir] of [['en', 'ltr'], ['th', 'ltr'], ['my', 'ltr'], ['ur', 'rtl']] as const) {
      const { html } = await getPage(b, `/helpcenter/feedback?site=TH&lang=${lang}`);
      expect(html).toContain(`<html lang="${lang}"${dir === 'rtl' ? ' dir="rtl"' : ''}>`);
      expect(html).toContain('<header class="demo-header demo-header--plain">');
      expect(html).toContain('<a class="demo-logo" href="/demo/th">');
      expect(html).toContain(`href="${POPUP_STYLESHEET_PATH}`);
      expect(html).toContain(`href="${PAGES_STYLESHEET_PATH}`);
      expect(html).toContain(`<div class="mp-root mp-page mp-page--wide help" lang="${lang}" dir="${dir}">`);
      expect(html).toContain('<h1 class="mp-page__title">');
      expect(html).toContain('class="mp-button mp-button--primary mp-button--block" type="submit"');
      expect(html).not.toContain('/static/member/pages.css');
    }
  });

  it('"Home" leads to the demo shop of the site the buyer came from, not the developer page (issue 27)', async () => {
    const b = openBrowser(t.url);
    expect((await getPage(b, '/helpcenter/account?site=TH')).html).toContain('href="/demo/th">Home</a>');
    expect((await getPage(b, '/helpcenter/account')).html).not.toContain('href="/">');
  });
});

/** Every text of a language, flattened to [path, text] pairs. */
function texts(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  return Object.entries(value as object).flatMap(([key, inner]) => texts(inner, path ? `${path}.${key}` : key));
}

describe('help center languages', () => {
  it('every language has every text, none empty or left in English, with the same placeholders', () => {
    const reference = new Map(texts(HELP_TEXTS.en));
    const placeholders = (text: string) => [...text.matchAll(/\{[a-zA-Z]+\}/g)].map((m) => m[0]).sort();
    for (const lang of CATALOG_LANGUAGES) {
      const own = new Map(texts(HELP_TEXTS[lang] as HelpTexts));
      expect([...own.keys()], lang).toEqual([...reference.keys()]);
      for (const [path, text] of own) {
        expect(text.trim(), `${lang} ${path}`).not.toBe('');
        expect(placeholders(text), `${lang} ${path}`).toEqual(placeholders(reference.get(path)!));
        // Brand names and the app may stay as they are; sentences may not.
        if (lang !== 'en' && text.length > 12) expect(text, `${lang} ${path} is the English text`).not.toBe(reference.get(path));
      }
    }
  });

  it('follows ?lang= (kept in its links), else the hng cookie, else English; <html lang dir> is the language shown', async () => {
    const b = openBrowser(t.url);
    const english = await getPage(b, '/helpcenter/');
    expect(english.html).toMatch(/<html lang="en">/);
    const thai = await getPage(b, '/helpcenter/account?lang=th');
    expect(thai.html).toMatch(/<html lang="th">/);
    expect(thai.html).toContain('ลืมรหัสผ่าน');
    expect(thai.html).toContain('href="/helpcenter/feedback?lang=th"');
    expect(thai.html).toContain('เป็นเวลา 30 วันหลังการลบ');
    const urdu = await getPage(b, '/helpcenter/liveup?lang=ur-PK');
    expect(urdu.html).toMatch(/<html lang="ur" dir="rtl">/);
    expect(urdu.html).toContain('LiveUp رکنیت');
    // Bengali digits in Bengali text.
    expect((await getPage(b, '/helpcenter/account?lang=bn')).html).toContain('৩০ দিন');
    // An unknown language is English.
    expect((await getPage(b, '/helpcenter/?lang=xx')).html).toMatch(/<html lang="en">/);

    const cookie = openBrowser(t.url, { headers: { Cookie: 'hng=PK%7Cur' } });
    const viaCookie = await getPage(cookie, '/helpcenter/');
    expect(viaCookie.html).toMatch(/<html lang="ur" dir="rtl">/);
    expect(viaCookie.html).toContain('ہم آپ کی کیا مدد کر سکتے ہیں؟');
    // Without ?lang= the links stay plain (the cookie decides).
    expect(viaCookie.html).toContain('href="/helpcenter/account"');
    // Every page has the language switch, each language named in itself.
    expect(viaCookie.html).toContain('<a href="/helpcenter/?lang=th" hreflang="th" lang="th" dir="ltr">ไทย</a>');
    expect((await getPage(b, '/helpcenter/nope?lang=vi')).html).toContain('Không tìm thấy chủ đề trợ giúp này');
  });
});

describe('POST /helpcenter/api/feedback', () => {
  it('stores feedback with the signed-in buyer; refuses a short message, an unknown topic, a foreign origin; limits 5 per hour', async () => {
    const b = openBrowser(t.url);
    await b.member.login({ loginName: SITE_BUYERS.SG.email, password: SEED_PASSWORD });
    const sent = await pageCall(b, '/helpcenter/api/feedback', { topic: 'account', message: 'The restore page was clear, thanks.' });
    expect(sent.body).toMatchObject({ success: true, module: { ok: true } });
    const row = t.server.db.prepare('SELECT f.topic, f.message, u.email FROM help_feedback f JOIN users u ON u.id = f.user_id').get() as Record<string, string>;
    expect(row).toEqual({ topic: 'account', message: 'The restore page was clear, thanks.', email: SITE_BUYERS.SG.email });
    expect((await pageCall(b, '/helpcenter/api/feedback', { topic: 'account', message: 'short' })).body).toMatchObject({ errorCode: { key: 'PL-USER-INPUT-INVALID' } });
    expect((await pageCall(b, '/helpcenter/api/feedback', { topic: 'root', message: 'long enough message' })).status).toBe(400);
    const foreign = await pageCall(b, '/helpcenter/api/feedback', { topic: 'other', message: 'from another site' }, { Origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    // The answer is in the form's language.
    expect((await pageCall(b, '/helpcenter/api/feedback', { topic: 'orders', message: 'Tracking link worked nicely.', lang: 'zh' })).body).toMatchObject({ module: { message: '谢谢！您的反馈已提交。' } });
    expect((await pageCall(b, '/helpcenter/api/feedback', { topic: 'orders', message: 'short', lang: 'th' })).body).toMatchObject({ errorCode: { displayMessage: 'โปรดเขียนอย่างน้อย 10 ตัวอักษร' } });
    for (let i = 0; i < 3; i += 1) await pageCall(b, '/helpcenter/api/feedback', { topic: 'other', message: `message number ${i}` });
    expect((await pageCall(b, '/helpcenter/api/feedback', { topic: 'other', message: 'one too many now' })).body).toMatchObject({ errorCode: { key: 'FAIL_SYS_TRAFFIC_LIMIT' } });
  });
});
