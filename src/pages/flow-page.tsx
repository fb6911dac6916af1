/**
 * The popup's flows as full pages (spec §2.2): /user/login and /user/register (and, through the same runner, the
 * forgot and reset pages). The root popup machine runs with the page's services, configuration and address; the
 * page presentation (`PageFrame`) shows its screens without a close button. A finished flow (a plain login, the
 * reset countdown) leaves for the page's `redirect` (already through the guard); every navigation of the machine
 * goes through the page's guarded `navigate`.
 */
import { useEffect, useId, useState } from 'react';
import { createServices, type Services } from '../api/services.js';
import type { SocialProvider } from '../api/social.js';
import type { SocialProviderName } from '../api/types.js';
import type { OpeningScreen } from '../machines/contract.js';
import { createPopupHooks, type PopupActorLike } from '../machines/popup-hooks.js';
import { PageFrame } from '../popup/page-frame.js';
import { PopupScreens } from '../popup/popup-screens.js';
import { usePopupActor } from '../popup/use-popup-actor.js';
import { usePageEnv } from '../screens/page/index.js';
import type { PagesKey } from '../i18n/parts/pages/index.js';

export interface FlowPageProps {
  readonly screen: OpeningScreen;
  /** ResetPassword's verified token (the reset page, after its check). */
  readonly resetToken?: string;
  /** The services given to the page entry (tests, stories); else built here with the popup's gateway hooks. */
  readonly services?: Services;
  readonly social?: SocialProvider;
  /**
   * The social-login return page (issue 25 part 3): the provider whose same-tab sign-in came back; it is pressed once
   * at the start, and `social` answers the code the tab brought.
   */
  readonly resumeSocial?: SocialProviderName;
  /** Where a finished flow leaves for (through the guard); default the page's own `redirect`. */
  readonly redirect?: string;
}

export function FlowPage({ screen, resetToken, services: given, social, resumeSocial, redirect }: FlowPageProps) {
  const env = usePageEnv<PagesKey>();
  const titleId = `${useId()}-title`;
  const [setup] = useState(() => {
    const holder: { actor: PopupActorLike | null } = { actor: null };
    const services =
      given ??
      createServices(env.config, { hooks: createPopupHooks(() => holder.actor), ...(social ? { social } : {}) });
    return {
      holder,
      input: {
        services,
        config: env.config,
        screen,
        ...(resetToken ? { resetToken } : {}),
        hideClose: true,
        pageUrl: env.pageUrl,
        navigate: (url: string) => env.navigate(url),
      },
    };
  });
  const [login] = useState<{ seen: boolean }>(() => ({ seen: false }));
  const { view, senders, active } = usePopupActor(setup.input, setup.holder, {
    onLogin: () => void (login.seen = true),
    onClosed: () => {
      const leave = () => env.navigate(redirect ?? env.redirect);
      // After a login or sign-up, the offer to create a passkey (issue 25; its own chunk) before the page leaves.
      if (!login.seen) return leave();
      void import('../popup/passkey-offer.js').then((offer) => offer.offerPasskey(setup.input.services, env.config.language)).then(leave, leave);
    },
  });
  const [resumed] = useState<{ done: boolean }>(() => ({ done: false }));
  useEffect(() => {
    if (!resumeSocial || resumed.done) return;
    resumed.done = true;
    senders.socialLogin(resumeSocial);
  }, [resumeSocial, resumed, senders]);
  if (!active) return null;
  return (
    <PageFrame view={view} senders={senders} t={env.t} titleId={titleId}>
      <PopupScreens view={view} senders={senders} t={env.t} titleId={titleId} services={setup.input.services} />
    </PageFrame>
  );
}
