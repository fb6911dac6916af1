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
 */
import type { RouteModule } from './app.js';
import { BusinessError, KEYS, trafficLimited } from './errors.js';
import { readString } from './fields.js';
import type { RequestContext } from './http.js';
import { html, pageApi, registerPageAssets, sendPage, type SafeHtml } from './page-kit.js';

export const HELP_CENTER_PATH = '/helpcenter/';

interface Topic {
  readonly title: string;
  readonly summary: string;
  readonly answers: (facts: Facts) => ReadonlyArray<readonly [string, string]>;
}

interface Facts {
  readonly codeMinutes: number;
  readonly graceDays: number;
  readonly coolingDays: number;
}

/** The topics with questions and answers; `feedback` and `liveup` are pages of their own. */
const TOPICS: Record<string, Topic> = {
  account: {
    title: 'Your account',
    summary: 'Logging in, passwords, codes, deleting and restoring your account.',
    answers: (f) => [
      ['I forgot my password', 'Choose "Forgot password?" on the login page, enter your phone number or email, and type the code we send you. Then choose a new password.'],
      ['My code did not arrive', `Codes work for ${f.codeMinutes} minutes and only once. You can ask for a new one after 60 seconds. If your number is flagged as risky, we offer a phone call instead of an SMS.`],
      ['I ordered as a guest', 'Sign up with the email address of your orders, or choose "Set a password" when the sign-up tells you the address has guest orders. We email you a link; setting your password turns your orders into an account.'],
      ['I asked to delete my account', `For ${f.graceDays} days after your request you can still restore it: log in and confirm "Restore". After that it is gone for good.`],
      ['I cannot sign up with my old email or phone', `The email address and phone number of a deleted account cannot create a new account for ${f.coolingDays} days after the deletion. Write to us through the feedback form if you need help sooner.`],
      ['Someone else may be using my account', 'Change your password at once from your account menu; this logs you out on every other device. If we ask you to verify it is you and it was not, choose "This wasn\u2019t me".'],
    ],
  },
  orders: {
    title: 'Orders',
    summary: 'Finding your orders, order numbers and order history.',
    answers: () => [
      ['Where are my orders?', 'Your recent orders are on your account dashboard, with the order number, the date, the items and the total.'],
      ['My grocery orders are missing', 'Orders from the grocery store are kept with your grocery login. When you log in, we offer to move them into your marketplace account, to keep them in a new account, or to combine both accounts.'],
    ],
  },
  payment: {
    title: 'Payment',
    summary: 'Payment methods, failed payments and refunds.',
    answers: () => [
      ['My payment failed', 'Nothing was charged for a failed payment. Check your card details or choose another method and try again.'],
      ['When do I get my refund?', 'Refunds go back to the method you paid with, usually within 7 working days after the return is accepted.'],
    ],
  },
  shipping: {
    title: 'Shipping and delivery',
    summary: 'Addresses, delivery times and tracking.',
    answers: () => [
      ['How do I change my delivery address?', 'Edit or add addresses in your address book. Each market has one default shipping and one default billing address.'],
      ['How do I track my parcel?', 'Open the order on your dashboard and choose Manage to see its tracking.'],
    ],
  },
  returns: {
    title: 'Returns',
    summary: 'How to return an item and what can be returned.',
    answers: () => [
      ['How do I return an item?', 'Open the order on your dashboard, choose Manage, then Return. Pack the item with its tags and drop it off within 7 days.'],
    ],
  },
};
export const HELP_TOPICS: Readonly<Record<string, Topic>> = Object.freeze(TOPICS);

/** Feedback topics (the form's choices). */
export const FEEDBACK_TOPICS = Object.freeze(['account', 'orders', 'payment', 'shipping', 'returns', 'app', 'other'] as const);
const FEEDBACK_LIMIT = Object.freeze({ max: 5, windowMs: 60 * 60_000 });

function helpNav(current: string): SafeHtml {
  const links = [...Object.entries(HELP_TOPICS).map(([slug, topic]) => [slug, topic.title] as const), ['liveup', 'LiveUp membership'] as const, ['feedback', 'Send feedback'] as const];
  return html`<nav aria-label="Help topics"><ul class="help-topics">${links.map(
    ([slug, title]) => html`<li><a href="${HELP_CENTER_PATH}${slug}"${slug === current ? html` aria-current="page"` : ''}>${title}</a></li>`,
  )}</ul></nav>
<p class="muted"><a href="${HELP_CENTER_PATH}">All help topics</a> · <a href="/">Home</a></p>`;
}

export function helpCenterModule(): RouteModule {
  return ({ ctx, router }) => {
    registerPageAssets(router, ['css', 'forms']);
    const facts = (): Facts => ({
      codeMinutes: Math.round(ctx.codes.settings.ttlMs / 60_000),
      graceDays: Math.round(ctx.lifecycle.deletionGraceMs / 86_400_000),
      coolingDays: Math.round(ctx.lifecycle.coolingPeriodMs / 86_400_000),
    });

    router.add('GET', HELP_CENTER_PATH.slice(0, -1), (rc) => {
      rc.res.statusCode = 301;
      rc.res.setHeader('Location', HELP_CENTER_PATH);
      rc.res.end();
    });

    router.add('GET', HELP_CENTER_PATH, (rc) =>
      sendPage(rc, {
        title: 'Help center',
        main: html`<h1>How can we help?</h1>
<ul class="help-cards">${Object.entries(HELP_TOPICS).map(
          ([slug, topic]) => html`<li><h2><a href="${HELP_CENTER_PATH}${slug}">${topic.title}</a></h2><p>${topic.summary}</p></li>`,
        )}
<li><h2><a href="${HELP_CENTER_PATH}liveup">LiveUp membership</a></h2><p>Partner perks that come with your marketplace account.</p></li>
<li><h2><a href="${HELP_CENTER_PATH}feedback">Send feedback</a></h2><p>Tell us what works and what does not; we read every message.</p></li>
</ul>`,
      }),
    );

    router.add('GET', `${HELP_CENTER_PATH}liveup`, (rc) =>
      sendPage(rc, {
        title: 'LiveUp membership',
        main: html`<h1>LiveUp membership</h1>
<p>LiveUp is the marketplace's partner membership: one membership, linked to your marketplace account, gives you the perks of our partner services together with your shopping benefits.</p>
<h2>What you get</h2>
<ul><li>Free-shipping vouchers every month on orders from LiveUp stores.</li>
<li>Extra cashback on partner days.</li>
<li>The partner service's own subscription perks, for as long as your LiveUp membership runs.</li></ul>
<h2>Who can join</h2>
<p>Any buyer with a marketplace account in good standing. One membership per account; the membership follows the account, so keep your account's phone number and email up to date.</p>
<h2>How to join or leave</h2>
<p>Log in, open the LiveUp offer in the app and link the partner account you want. You can cancel at any time; perks end at the end of the month you cancel in.</p>
<h2>Questions</h2>
<p>For anything about your membership, <a href="${HELP_CENTER_PATH}feedback">send us feedback</a> with the topic "Account".</p>
${helpNav('liveup')}`,
      }),
    );

    router.add('GET', `${HELP_CENTER_PATH}feedback`, (rc) =>
      sendPage(rc, {
        title: 'Send feedback',
        scripts: ['forms'],
        main: html`<h1>Send feedback</h1>
<p>Tell us what went well or what went wrong. We read every message; we do not answer each one, so for an order problem include its order number.</p>
<form data-api="/helpcenter/api/feedback" class="stack">
<div><label for="feedback-topic">Topic</label>
<select id="feedback-topic" name="topic">${FEEDBACK_TOPICS.map((topic) => html`<option value="${topic}">${topic[0]!.toUpperCase()}${topic.slice(1)}</option>`)}</select></div>
<div><label for="feedback-message">Your message</label>
<textarea id="feedback-message" name="message" rows="6" minlength="10" maxlength="2000" required aria-describedby="feedback-hint"></textarea>
<p class="muted" id="feedback-hint">10 to 2000 characters. Never include your password or a code we sent you.</p></div>
<div class="actions"><button type="submit">Send feedback</button></div>
<p class="status" data-status aria-live="polite"></p></form>
${helpNav('feedback')}`,
      }),
    );

    router.add('POST', '/helpcenter/api/feedback', pageApi(ctx, (rc, body) => {
      const topic = readString(body, 'topic', { max: 16, pattern: new RegExp(`^(${FEEDBACK_TOPICS.join('|')})$`) });
      const message = readString(body, 'message', { max: 2000 }).trim();
      if (message.length < 10) throw new BusinessError(KEYS.inputInvalid, 'Please write at least 10 characters.');
      const bucket = `feedback-ip:${rc.ip}`;
      if (ctx.limiter.exceeded(bucket, FEEDBACK_LIMIT, rc.now)) throw trafficLimited();
      ctx.limiter.hit(bucket, FEEDBACK_LIMIT, rc.now);
      const userId = ctx.sessions.current(rc)?.userId ?? null;
      ctx.db.prepare('INSERT INTO help_feedback (user_id, topic, message, created_at) VALUES (?, ?, ?, ?)').run(userId, topic, message, rc.now);
      return { message: 'Thank you. Your feedback was sent.', ok: true, hide: [] };
    }));

    function topicPage(rc: RequestContext, slug: string): void {
      const topic = Object.prototype.hasOwnProperty.call(HELP_TOPICS, slug) ? HELP_TOPICS[slug] : undefined;
      if (!topic) {
        sendPage(rc, { status: 404, title: 'Help topic not found', main: html`<h1>We could not find that help topic</h1><p>Pick one of these instead.</p>${helpNav('')}` });
        return;
      }
      sendPage(rc, {
        title: `${topic.title} - Help center`,
        main: html`<h1>${topic.title}</h1>
<p>${topic.summary}</p>
${topic.answers(facts()).map(([question, answer]) => html`<section><h2>${question}</h2><p>${answer}</p></section>`)}
<p>Still need help? <a href="${HELP_CENTER_PATH}feedback">Send us feedback</a>.</p>
${helpNav(slug)}`,
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
