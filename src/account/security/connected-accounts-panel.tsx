/**
 * The #security section's connected accounts panel (issue 24 part 5): Google and Facebook, each linked (the provider
 * account's e-mail masked, since when) or not. "Link" runs the social login's provider flow (the page's social
 * provider: its window, or the same tab in an in-app browser) and links the code to this account; "Unlink" asks in
 * the product's dialog. The server refuses to unlink the last way in; the panel names what to add first. Behaviour
 * is the panel machine's (machines/account/connected-accounts.machine.ts).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { createSocialLinkServices } from '../../api/social-link-calls.js';
import { PageDialog } from '../../components/dialog/index.js';
import { formatDate } from '../../i18n/format.js';
import type { SocialKey } from '../../i18n/parts/social/en.js';
import type { Translator } from '../../i18n/translate.js';
import {
  connectedAccountsMachine,
  selectConnectedAccountsView,
  type ConnectedAccountsServices,
  type ConnectedAccountsView,
} from '../../machines/account/connected-accounts.machine.js';
import { PROVIDER_LABELS } from '../../machines/shared.js';
import type { SectionProps } from '../sections.js';

export const CONNECTED_PANEL_ID = 'connected-accounts';

type PanelT = Translator<SocialKey>;

/** The refusal's text: what to add first, joined the language's way ("a password, a mobile number or a passkey"). */
export function problemText(view: ConnectedAccountsView, t: PanelT, language: string): string {
  if (!view.problem) return '';
  const provider = PROVIDER_LABELS[view.target ?? 'GOOGLE'];
  if (view.problem === 'lastWay') {
    const names = view.add.map((way) => t(`social.way.${way}`));
    let ways = names.join(', ');
    try {
      ways = new Intl.ListFormat(language, { type: 'disjunction' }).format(names);
    } catch {
      // An old browser without Intl.ListFormat: the comma list.
    }
    return t('social.error.lastWay', { provider, ways });
  }
  if (view.problem === 'session') return '';
  return t(`social.error.${view.problem}`, { provider });
}

export default function ConnectedAccountsPanel(props: SectionProps) {
  const { env } = props;
  const t = props.t as unknown as PanelT;
  const services = useMemo<ConnectedAccountsServices>(() => {
    const calls = createSocialLinkServices(env.member);
    return { ...calls, signIn: (provider, signal) => env.services.socialSignIn(provider, { signal, sameTab: false }) };
  }, [env.member, env.services]);
  const actor = useActorRef(connectedAccountsMachine, { input: { services } });
  const view = useSelector(actor, selectConnectedAccountsView);
  const expired = useSelector(actor, (s) => s.status === 'done');
  const titleId = `mp-security-${CONNECTED_PANEL_ID}`;
  const rowButtons = useRef(new Map<string, HTMLButtonElement>());
  const date = (ms: number) => formatDate(ms, env.config.language, { year: 'numeric', month: 'long', day: 'numeric' });
  const provider = PROVIDER_LABELS[view.target ?? 'GOOGLE'];

  useEffect(() => {
    if (expired) props.sessionExpired();
  }, [expired]);
  useEffect(() => {
    if (!view.done || !view.target) return;
    props.notify(t(`social.panel.done.${view.done}`, { provider }));
    // The row's button changed (Link ↔ Unlink): focus stays on the row.
    rowButtons.current.get(view.target)?.focus();
  }, [view.done]);

  return (
    <section className="mp-account-card mp-connected" aria-labelledby={titleId} aria-busy={view.pending}>
      <h2 className="mp-account-card__title" id={titleId}>
        {t('social.panel.title')}
      </h2>
      <p className="mp-connected__intro">{t('social.panel.intro')}</p>
      {view.status === 'loading' && (
        <p className="mp-account-loading" role="status">
          {t('social.panel.loading')}
        </p>
      )}
      {view.status === 'loadFailed' && (
        <div role="alert">
          <p>{problemText(view, t, env.config.language) || t('social.error.failed')}</p>
          <button type="button" className="mp-button mp-button--primary" onClick={() => actor.send({ type: 'RETRY' })}>
            {t('social.panel.retry')}
          </button>
        </div>
      )}
      {view.status === 'ready' && (
        <>
          <ul className="mp-connected__list">
            {view.rows.map(({ provider: name, link }) => {
              const label = PROVIDER_LABELS[name];
              const nameId = `${titleId}-${name.toLowerCase()}`;
              return (
                <li key={name} className="mp-connected__item" data-state={link ? 'linked' : 'unlinked'}>
                  <p className="mp-connected__name" id={nameId}>
                    <span className={`mp-connected__mark mp-connected__mark--${name.toLowerCase()}`} aria-hidden="true" />
                    {label}
                  </p>
                  <p className="mp-connected__status">
                    {link
                      ? link.email
                        ? t('social.panel.linked', { email: link.email, date: date(link.since) })
                        : t('social.panel.linkedNoEmail', { date: date(link.since) })
                      : t('social.panel.notLinked')}
                  </p>
                  <button
                    ref={(element) => {
                      if (element) rowButtons.current.set(name, element);
                      else rowButtons.current.delete(name);
                    }}
                    type="button"
                    className={`mp-button${link ? '' : ' mp-button--primary'}`}
                    aria-describedby={nameId}
                    aria-disabled={view.pending || undefined}
                    onClick={() => {
                      if (!view.pending) actor.send(link ? { type: 'UNLINK', provider: name } : { type: 'LINK', provider: name });
                    }}
                  >
                    {t(link ? 'social.panel.unlink' : 'social.panel.link', { provider: label })}
                  </button>
                </li>
              );
            })}
          </ul>
          <p className="mp-connected__problem" role="alert">
            {view.confirmingUnlink ? '' : problemText(view, t, env.config.language)}
          </p>
        </>
      )}
      <PageDialog
        open={view.confirmingUnlink}
        role="alertdialog"
        title={t('social.panel.unlinkTitle', { provider })}
        onClose={() => actor.send({ type: 'CANCEL' })}
        onCancel={() => actor.send({ type: 'CANCEL' })}
        onConfirm={() => actor.send({ type: 'CONFIRM' })}
        confirmLabel={t('social.panel.unlink', { provider })}
        cancelLabel={t('social.panel.cancel')}
        closeLabel={(t as unknown as Translator<'widget.close'>)('widget.close')}
        busy={view.pending}
        container="page"
        t={t as never}
      >
        <p>{t('social.panel.unlinkText', { provider })}</p>
      </PageDialog>
    </section>
  );
}
