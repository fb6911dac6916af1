/**
 * /user/social-login, the spec's social-login return path (§2.2), where a same-tab social sign-in comes back
 * (issue 25 part 3; api/social-redirect.ts). Its own lazy chunk.
 *
 * - A code for the sign-in this tab started: the Login flow runs the social login with it (the popup's social-login
 *   machine: LOGIN, then sign-up with consent when the identity is new, the suspended and busy answers), and a
 *   finished login leaves for where the buyer was (the member page's own redirect, or the page that opened the
 *   popup), through the redirect guard.
 * - The provider refused this in-app browser (Google: disallowed_useragent): says so, and offers "Open in your
 *   browser" (an intent link on Android), else "Copy the link", next to the other ways to sign in.
 * - The buyer cancelled at the provider: straight back to where they were.
 * - No sign-in under way in this tab, or another state: says so, with a way back to sign-in.
 */
import { useEffect, useMemo, useState } from 'react';
import { takeRedirect, type RedirectAnswer } from '../api/social-redirect.js';
import type { SocialProvider } from '../api/social-keys.js';
import { browserIntentUrl, isAndroid } from '../config/in-app-browsers.js';
import type { PagesKey } from '../i18n/parts/pages/index.js';
import type { SocialKey } from '../i18n/parts/social/index.js';
import { PROVIDER_LABELS } from '../machines/shared.js';
import { PageLayout, usePageEnv } from '../screens/page/index.js';
import { PageButton, PageStatus } from '../screens/member-pages/page-bits.js';
import { FlowPage } from './flow-page.js';
import { PAGE_PATHS } from './routes.js';

function readAnswer(query: URLSearchParams): RedirectAnswer {
  try {
    return takeRedirect(sessionStorage, query);
  } catch {
    return { kind: 'invalid', returnTo: null };
  }
}

/** The login page that comes back to `returnTo` (the other ways in). */
function loginPage(origin: string, returnTo: string): string {
  const url = new URL(PAGE_PATHS.login, origin);
  url.searchParams.set('redirect', returnTo);
  return url.href;
}

export default function SocialReturnPage() {
  const env = usePageEnv<PagesKey | SocialKey>();
  const [answer] = useState(() => readAnswer(env.query));
  const returnTo = answer.returnTo || env.redirect;
  const social = useMemo<SocialProvider | undefined>(
    () => (answer.kind === 'code' ? { signIn: () => Promise.resolve(answer.signIn) } : undefined),
    [answer],
  );
  useEffect(() => {
    // The code must not stay in the address bar nor in the history.
    if (typeof history !== 'undefined') history.replaceState(history.state, '', new URL(PAGE_PATHS['social-login'], env.pageUrl).href);
    if (answer.kind === 'cancelled') env.navigate(returnTo);
  }, [answer, env, returnTo]);

  if (answer.kind === 'code') {
    return <FlowPage screen="Login" social={social} resumeSocial={answer.provider} redirect={returnTo} />;
  }
  if (answer.kind === 'refused') return <RefusedPage provider={PROVIDER_LABELS[answer.provider]} returnTo={returnTo} />;
  if (answer.kind === 'cancelled') return null;
  return (
    <PageLayout title={env.t('social.invalid.title')} t={env.t} className="mp-page--narrow">
      <p className="mp-page__text">{env.t('social.invalid.text')}</p>
      <p className="mp-page__actions">
        <a className="mp-button mp-button--primary" href={loginPage(env.pageUrl, returnTo)}>
          <span className="mp-button__label">{env.t('social.otherWays')}</span>
        </a>
      </p>
    </PageLayout>
  );
}

/** The provider refuses this in-app browser: open the sign-in in the phone's browser, or another way in. */
function RefusedPage({ provider, returnTo }: { provider: string; returnTo: string }) {
  const env = usePageEnv<PagesKey | SocialKey>();
  const [copied, setCopied] = useState(false);
  const signIn = loginPage(env.pageUrl, returnTo);
  const intent = typeof navigator !== 'undefined' && isAndroid(navigator.userAgent) ? browserIntentUrl(signIn) : null;
  const copy = () => {
    void navigator.clipboard?.writeText(signIn).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <PageLayout title={env.t('social.refused.title', { provider })} t={env.t} className="mp-page--narrow">
      <p className="mp-page__text">{env.t('social.refused.text', { provider })}</p>
      <p className="mp-page__actions">
        {intent ? (
          <a className="mp-button mp-button--primary" href={intent}>
            <span className="mp-button__label">{env.t('social.openBrowser')}</span>
          </a>
        ) : (
          <PageButton primary onClick={copy}>
            {env.t('social.copyLink')}
          </PageButton>
        )}
        <a className="mp-button" href={signIn}>
          <span className="mp-button__label">{env.t('social.otherWays')}</span>
        </a>
      </p>
      {intent ? null : (
        <>
          <p className="mp-page__text">{env.t('social.copyHint')}</p>
          <PageStatus>{copied ? env.t('social.copied') : ''}</PageStatus>
        </>
      )}
    </PageLayout>
  );
}
