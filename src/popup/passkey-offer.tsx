'use client';

/**
 * The offer to create a passkey after a sign-in or sign-up without one (issue 25): shown once per device (the offer
 * machine remembers the answer, created or "Not now"), only where this browser can use passkeys (the services answer
 * null in an in-app web view or without WebAuthn) and only to an account with no passkey. Its own chunk: the popup
 * (member-popup.tsx) and the member pages' login and sign-up (pages/flow-page.tsx) load it once a login completed,
 * and go on (close, reload, redirect) when it resolves, whatever the answer; a failure anywhere here is no offer.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import type { PasskeyServices } from '../api/passkey-services.js';
import type { Services } from '../api/services.js';
import { PageDialog } from '../components/dialog/index.js';
import { loadPartTranslator } from '../i18n/catalog-parts.js';
import type { PasskeyKey } from '../i18n/parts/passkey/en.js';
import passkeyPart from '../i18n/parts/passkey/index.js';
import type { Translator } from '../i18n/translate.js';
import { passkeyOfferMachine, selectPasskeyOfferView } from '../machines/passkeys/passkey-offer.machine.js';

export type OfferT = Translator<PasskeyKey | 'widget.close'>;

export interface PasskeyOfferProps {
  readonly services: PasskeyServices;
  readonly t: OfferT;
  /** The offer ended (created and continued, "Not now", or not offered at all). */
  readonly onDone: () => void;
}

/** The offer's dialog: nothing while it checks the account's passkeys, nor once it finished. */
export function PasskeyOffer({ services, t, onDone }: PasskeyOfferProps) {
  const actor = useActorRef(passkeyOfferMachine, { input: { services } });
  const view = useSelector(actor, selectPasskeyOfferView);
  useEffect(() => {
    if (view.step === 'finished') onDone();
  }, [view.step]);
  if (view.step === 'checking' || view.step === 'finished') return null;
  const created = view.step === 'created';
  return (
    <PageDialog
      open
      title={t('passkey.offer.title')}
      onClose={() => actor.send({ type: 'DISMISS' })}
      error={view.problem ? t(`passkey.error.${view.problem}`) : undefined}
      closeLabel={t('widget.close')}
      busy={view.pending}
      container="page"
      t={t as never}
      footer={
        created ? (
          <button type="button" className="mp-button mp-button--primary mp-button--block" onClick={() => actor.send({ type: 'CONTINUE' })}>
            <span className="mp-button__label">{t('passkey.offer.continue')}</span>
          </button>
        ) : (
          <>
            <button
              type="button"
              className="mp-button mp-button--primary mp-button--block"
              aria-disabled={view.pending || undefined}
              aria-busy={view.pending || undefined}
              data-pending={view.pending || undefined}
              onClick={() => {
                if (!view.pending) actor.send({ type: 'CREATE' });
              }}
            >
              <span className="mp-button__label">{t('passkey.offer.create')}</span>
            </button>
            <button type="button" className="mp-button mp-button--secondary mp-button--block" onClick={() => actor.send({ type: 'DISMISS' })}>
              <span className="mp-button__label">{t('passkey.offer.notNow')}</span>
            </button>
          </>
        )
      }
    >
      <p>{t(created ? 'passkey.offer.created' : 'passkey.offer.text')}</p>
    </PageDialog>
  );
}

/**
 * Offers a passkey on the page (its own React root, removed afterwards) and resolves when the offer ended. Resolves
 * at once where passkeys cannot be used here; never rejects (an offer is a nicety, never a wall).
 */
export async function offerPasskey(services: Pick<Services, 'passkeys'>, languageTag: string): Promise<void> {
  try {
    const passkeys = await services.passkeys();
    if (!passkeys || passkeys.offerAnswered()) return;
    const t = (await loadPartTranslator(languageTag, [passkeyPart])) as unknown as OfferT;
    const host = document.body.appendChild(document.createElement('div'));
    const root = createRoot(host);
    await new Promise<void>((done) => root.render(<PasskeyOffer services={passkeys} t={t} onDone={done} />));
    root.unmount();
    host.remove();
  } catch {
    // The chunk, the catalog or the check failed: no offer, the buyer goes on.
  }
}
