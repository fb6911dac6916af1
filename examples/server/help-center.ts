/**
 * The help center on the main host (spec §2.2 "Site pages on the main site host: /helpcenter (with a parameter
 * path), /helpcenter/liveup"): what the account menu's Help (/helpcenter/) and Feedback (/helpcenter/feedback)
 * items open (src/account/links.ts), and where the close-account failure page sends the buyer for customer care
 * (/helpcenter/account). These are the site's own pages, not member pages, so the server renders them like the
 * policies (page-kit: strict CSP, no inline script or style).
 *
 * | path                    | what                                                                                  |
 * |-------------------------|---------------------------------------------------------------------------------------|
 * | /helpcenter/            | the topics                                                                            |
 * | /helpcenter/<topic>     | account, orders, payment, shipping, returns: questions and answers (facts of this server: code lifetime, deletion grace and cooling periods) |
 * | /helpcenter/feedback    | the feedback form: topic and message (10-2000 characters), kept in help_feedback with the signed-in buyer if any; 5 per client address per hour |
 * | /helpcenter/liveup      | LiveUp, the partner membership programme of the marketplace (what it is, who may join, how to link it) |
 * | POST /helpcenter/api/feedback | {topic, message} → stores the feedback (same-origin JSON only, pageApi)              |
 *
 * An unknown topic answers 404 with the topic list. The bare /helpcenter leads to /helpcenter/.
 *
 * The pages follow the site language like the member pages: `?lang=` (any of the eleven catalog languages, e.g.
 * `?lang=th`; the help center's own links keep it), else the language of the `hng` cookie (`SITE|language`), else
 * English. `<html lang dir>` names the language actually shown (Urdu right to left); every page has a language
 * switch. The texts are in help-center-texts.ts; the feedback call answers in the form's language.
 */
import { HNG_COOKIE, parseHng } from '../../src/config/cookies.js';
import { isCatalogLanguage, type CatalogLanguage } from '../../src/i18n/catalogs/index.js';
import { LANGUAGES, languageDir } from '../../src/i18n/languages.js';
import { catalogLanguage } from '../../src/i18n/translate.js';
import type { RouteModule } from './app.js';
import { memberPageSite, newNonce, sendDocument, sitePath } from './demo-pages.js';
import { BusinessError, KEYS, trafficLimited } from './errors.js';
import { readString } from './fields.js';
import { FEEDBACK_TOPICS, HELP_TEXTS, HELP_TOPIC_SLUGS, type HelpTexts, type HelpTopicSlug } from './help-center-texts.js';
import type { RequestContext } from './http.js';
import { html, PAGE_ASSETS, pageApi, registerPageAssets, type PageOptions, type SafeHtml } from './page-kit.js';
import { PAGES_STYLESHEET_PATH, POPUP_STYLESHEET_PATH, plainHeader } from './pages-shell.js';
import { versionedDistUrl } from './demo-site.js';

export { FEEDBACK_TOPICS };
export const HELP_CENTER_PATH = '/helpcenter/';

interface Facts {
  readonly minutes: number;
  readonly graceDays: number;
  readonly coolingDays: number;
}

/** The topics of the help center (their texts per language are in help-center-texts.ts). */
export const HELP_TOPICS: readonly HelpTopicSlug[] = HELP_TOPIC_SLUGS;
const FEEDBACK_LIMIT = Object.freeze({ max: 5, windowMs: 60 * 60_000 });

/** The catalog language a tag names by its primary subtag ('th', 'zh-CN', 'en-SG', the old 'in'), else undefined. */
function namedLanguage(tag: string | null | undefined): CatalogLanguage | undefined {
  if (!tag) return undefined;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (isCatalogLanguage(primary)) return primary;
  const alias = catalogLanguage(tag);
  return alias === 'en' ? undefined : alias;
}

interface HelpLanguage {
  readonly code: CatalogLanguage;
  /** True when `?lang=` chose it (the help center's links then keep it). */
  readonly asked: boolean;
}

/** `?lang=`, else the `hng` cookie's language, else English. */
export function helpLanguage(rc: RequestContext): HelpLanguage {
  const asked = namedLanguage(rc.url.searchParams.get('lang'));
  if (asked) return { code: asked, asked: true };
  return { code: namedLanguage(parseHng(rc.cookies.get(HNG_COOKIE))?.language) ?? 'en', asked: false };
}

/** Fills {minutes}, {graceDays}, {coolingDays} with the server's facts in the language's own digits. */
function fill(text: string, facts: Facts, code: CatalogLanguage): string {
  const number = new Intl.NumberFormat(code === 'en' ? 'en' : code);
  return text.replace(/\{(minutes|graceDays|coolingDays)\}/g, (_, name: keyof Facts) => number.format(facts[name]));
}

interface View {
  readonly lang: HelpLanguage;
  readonly t: HelpTexts;
  /** A help center path with the language kept when `?lang=` chose it. */
  href(path: string): string;
  /** The buyer's demo shop home (site of `?site=` or the hng cookie), not the reference server's developer page. */
  readonly home: string;
}

function viewOf(rc: RequestContext): View {
  const lang = helpLanguage(rc);
  return {
    lang,
    t: HELP_TEXTS[lang.code],
    href: (path) => (lang.asked ? `${path}?lang=${lang.code}` : path),
    home: sitePath(memberPageSite(rc)),
  };
}

/**
 * Sends a help page in the view's language: `<html lang dir>` honest, a language switch at the end. It wears the
 * member pages' look (issue 27: it looked like another site): their header with the site's logo, the package's page
 * sheets and a `mp-page` frame, with its few own rules in demo.css (`.help-*`).
 */
function sendHelpPage(rc: RequestContext, view: View, options: Omit<PageOptions, 'lang' | 'dir'>): void {
  const here = rc.url.pathname;
  const nonce = newNonce();
  const dir = languageDir(view.lang.code);
  const switcher = html`<nav aria-label="${view.t.languageLabel}"><ul class="help-langs">${LANGUAGES.map(
    (language) =>
      html`<li><a href="${here}?lang=${language.code}" hreflang="${language.code}" lang="${language.code}" dir="${language.dir}"${
        language.code === view.lang.code ? html` aria-current="true"` : ''
      }>${language.name}</a></li>`,
  )}</ul></nav>`;
  const scripts = (options.scripts ?? []).map((name) => html`<script src="${PAGE_ASSETS[name].path}" nonce="${nonce}" defer></script>`);
  sendDocument(rc, {
    title: options.title,
    nonce,
    status: options.status,
    lang: view.lang.code,
    dir,
    head: html`<link rel="stylesheet" href="${versionedDistUrl(POPUP_STYLESHEET_PATH)}" nonce="${nonce}">
<link rel="stylesheet" href="${versionedDistUrl(PAGES_STYLESHEET_PATH)}" nonce="${nonce}">
${scripts}`,
    body: html`${plainHeader(memberPageSite(rc))}
<div class="demo-member"><div class="mp-root mp-page mp-page--wide help" lang="${view.lang.code}" dir="${dir}"><main class="mp-page__main">
${options.main}
${switcher}
</main></div></div>`,
  });
}

function helpNav(view: View, current: string): SafeHtml {
  const { t } = view;
  const links = [
    ...HELP_TOPICS.map((slug) => [slug, t.topics[slug].title] as const),
    ['liveup', t.liveup.title] as const,
    ['feedback', t.feedback.title] as const,
  ];
  return html`<nav aria-label="${t.topicsLabel}"><ul class="help-topics">${links.map(
    ([slug, title]) => html`<li><a href="${view.href(`${HELP_CENTER_PATH}${slug}`)}"${slug === current ? html` aria-current="page"` : ''}>${title}</a></li>`,
  )}</ul></nav>
<p class="mp-page__muted"><a href="${view.href(HELP_CENTER_PATH)}">${t.allTopics}</a> · <a href="${view.home}">${t.home}</a></p>`;
}

export function helpCenterModule(): RouteModule {
  return ({ ctx, router }) => {
    registerPageAssets(router, ['forms']);
    const facts = (): Facts => ({
      minutes: Math.round(ctx.codes.settings.ttlMs / 60_000),
      graceDays: Math.round(ctx.lifecycle.deletionGraceMs / 86_400_000),
      coolingDays: Math.round(ctx.lifecycle.coolingPeriodMs / 86_400_000),
    });

    router.add('GET', HELP_CENTER_PATH.slice(0, -1), (rc) => {
      rc.res.statusCode = 301;
      rc.res.setHeader('Location', HELP_CENTER_PATH + rc.url.search);
      rc.res.end();
    });

    router.add('GET', HELP_CENTER_PATH, (rc) => {
      const view = viewOf(rc);
      const { t } = view;
      sendHelpPage(rc, view, {
        title: t.helpCenter,
        main: html`<h1 class="mp-page__title">${t.howCanWeHelp}</h1>
<ul class="help-cards">${HELP_TOPICS.map(
          (slug) => html`<li><h2><a href="${view.href(`${HELP_CENTER_PATH}${slug}`)}">${t.topics[slug].title}</a></h2><p>${t.topics[slug].summary}</p></li>`,
        )}
<li><h2><a href="${view.href(`${HELP_CENTER_PATH}liveup`)}">${t.liveup.title}</a></h2><p>${t.liveup.summary}</p></li>
<li><h2><a href="${view.href(`${HELP_CENTER_PATH}feedback`)}">${t.feedback.title}</a></h2><p>${t.feedback.summary}</p></li>
</ul>`,
      });
    });

    router.add('GET', `${HELP_CENTER_PATH}liveup`, (rc) => {
      const view = viewOf(rc);
      const l = view.t.liveup;
      sendHelpPage(rc, view, {
        title: `${l.title} - ${view.t.helpCenter}`,
        main: html`<h1 class="mp-page__title">${l.title}</h1>
<p>${l.intro}</p>
<h2>${l.getTitle}</h2>
<ul>${l.get.map((item) => html`<li>${item}</li>`)}</ul>
<h2>${l.whoTitle}</h2>
<p>${l.who}</p>
<h2>${l.howTitle}</h2>
<p>${l.how}</p>
<p>${view.t.stillNeedHelp} <a href="${view.href(`${HELP_CENTER_PATH}feedback`)}">${view.t.sendUsFeedback}</a></p>
${helpNav(view, 'liveup')}`,
      });
    });

    router.add('GET', `${HELP_CENTER_PATH}feedback`, (rc) => {
      const view = viewOf(rc);
      const f = view.t.feedback;
      sendHelpPage(rc, view, {
        title: `${f.title} - ${view.t.helpCenter}`,
        scripts: ['forms'],
        main: html`<h1 class="mp-page__title">${f.title}</h1>
<p>${f.intro}</p>
<form data-api="/helpcenter/api/feedback" class="mp-form">
<input type="hidden" name="lang" value="${view.lang.code}">
<div class="mp-field"><label for="feedback-topic" class="mp-field__label">${f.topic}</label>
<div class="mp-field__control"><select class="mp-field__input" id="feedback-topic" name="topic">${FEEDBACK_TOPICS.map((topic) => html`<option value="${topic}">${f.topics[topic]}</option>`)}</select></div></div>
<div class="mp-field"><label for="feedback-message" class="mp-field__label">${f.message}</label>
<div class="mp-field__control"><textarea class="mp-field__input help-message" id="feedback-message" name="message" rows="6" minlength="10" maxlength="2000" required aria-describedby="feedback-hint"></textarea></div>
<p class="mp-page__muted" id="feedback-hint">${f.hint}</p></div>
<button class="mp-button mp-button--primary mp-button--block" type="submit">${f.send}</button>
<p class="mp-page__status" data-status aria-live="polite"></p></form>
${helpNav(view, 'feedback')}`,
      });
    });

    router.add('POST', '/helpcenter/api/feedback', pageApi(ctx, (rc, body) => {
      const code = namedLanguage(readString(body, 'lang', { max: 16, required: false })) ?? helpLanguage(rc).code;
      const f = HELP_TEXTS[code].feedback;
      const topic = readString(body, 'topic', { max: 16, pattern: new RegExp(`^(${FEEDBACK_TOPICS.join('|')})$`) });
      const message = readString(body, 'message', { max: 2000 }).trim();
      if (message.length < 10) throw new BusinessError(KEYS.inputInvalid, f.tooShort);
      const bucket = `feedback-ip:${rc.ip}`;
      if (ctx.limiter.exceeded(bucket, FEEDBACK_LIMIT, rc.now)) throw trafficLimited();
      ctx.limiter.hit(bucket, FEEDBACK_LIMIT, rc.now);
      const userId = ctx.sessions.current(rc)?.userId ?? null;
      ctx.db.prepare('INSERT INTO help_feedback (user_id, topic, message, created_at) VALUES (?, ?, ?, ?)').run(userId, topic, message, rc.now);
      return { message: f.sent, ok: true, hide: [] };
    }));

    function topicPage(rc: RequestContext, slug: string): void {
      const view = viewOf(rc);
      const { t } = view;
      const topic = (HELP_TOPICS as readonly string[]).includes(slug) ? t.topics[slug as HelpTopicSlug] : undefined;
      if (!topic) {
        sendHelpPage(rc, view, { status: 404, title: `${t.notFoundTitle} - ${t.helpCenter}`, main: html`<h1 class="mp-page__title">${t.notFoundTitle}</h1><p>${t.notFoundText}</p>${helpNav(view, '')}` });
        return;
      }
      const known = facts();
      sendHelpPage(rc, view, {
        title: `${topic.title} - ${t.helpCenter}`,
        main: html`<h1 class="mp-page__title">${topic.title}</h1>
<p>${topic.summary}</p>
${topic.answers.map(([question, answer]) => html`<section><h2>${question}</h2><p>${fill(answer, known, view.lang.code)}</p></section>`)}
<p>${t.stillNeedHelp} <a href="${view.href(`${HELP_CENTER_PATH}feedback`)}">${t.sendUsFeedback}</a></p>
${helpNav(view, slug)}`,
      });
    }

    // Every other path under /helpcenter/ is a topic (the spec's "parameter path"); an unknown one answers 404.
    router.addPrefix('GET', HELP_CENTER_PATH, (rc) => {
      let slug = '';
      try {
        slug = decodeURIComponent(rc.url.pathname.slice(HELP_CENTER_PATH.length)).replace(/\/+$/, '').toLowerCase();
      } catch {
        slug = '';
      }
      topicPage(rc, slug);
    });
  };
}
