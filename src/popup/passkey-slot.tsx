'use client';

/**
 * Login's passkey slot (issue 25), in the popup and on /user/login: arrives with its own chunk (popup-screens.tsx,
 * a lazy part), so the first screen carries nothing of passkeys. It owns the passkey sign-in actor
 * (machines/passkeys/passkey-login.machine.ts): the actor asks the services whether this browser can use passkeys
 * (WebAuthn, not an in-app web view; a further chunk) and, where it can, the slot adds ' webauthn' to the login-name
 * autofill, waits there (conditional mediation) and shows "Log in with a passkey". Unmounting (leaving Login) stops
 * the actor, which aborts the wait. A completed sign-in goes to the popup machine as every flow's login
 * (`senders.loggedIn`, ROUTE `loggedIn` via 'passkey').
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { Services } from '../api/services.js';
import type { ViewMessage } from '../i18n/message.js';
import { passkeyLoginMachine } from '../machines/passkeys/passkey-login.machine.js';
import type { PasskeyProblem } from '../machines/passkeys/problem.js';
import { FormError, type ScreenProps } from '../screens/shared/index.js';

export interface PasskeySlotProps extends ScreenProps {
  readonly services: Pick<Services, 'passkeys'>;
  readonly autofill: (tokens: string) => void;
}

/** A failed passkey sign-in in the popup's words. */
export function passkeyLoginMessage(problem: PasskeyProblem): ViewMessage {
  if (problem === 'network') return { key: 'error.network' };
  if (problem === 'busy') return { key: 'error.busy.message' };
  return { key: 'login.passkeyFailed' };
}

export function PasskeySlot({ t, senders, services, autofill }: PasskeySlotProps) {
  const actor = useActorRef(passkeyLoginMachine, { input: { passkeys: () => services.passkeys(), conditional: true } });
  const usable = useSelector(actor, (s) => s.hasTag('usable'));
  const pending = useSelector(actor, (s) => s.hasTag('pending'));
  const problem = useSelector(actor, (s) => s.context.problem);

  useEffect(() => {
    autofill(usable ? ' webauthn' : '');
    return () => autofill('');
  }, [usable, autofill]);

  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status === 'done') senders.loggedIn(snapshot.output, 'passkey');
    });
    return () => subscription.unsubscribe();
  }, [actor, senders]);

  if (!usable) return null;
  return (
    <div className="mp-login__passkey">
      <FormError message={problem ? passkeyLoginMessage(problem) : null} t={t} />
      <button
        type="button"
        className="mp-button mp-button--secondary mp-button--block"
        aria-disabled={pending || undefined}
        aria-busy={pending || undefined}
        data-pending={pending || undefined}
        onClick={() => {
          if (!pending) actor.send({ type: 'SIGN_IN' });
        }}
      >
        <span className="mp-button__label">{t('login.passkey')}</span>
      </button>
    </div>
  );
}
