'use client';

/**
 * What Login shows from its own chunk (popup-screens.tsx fills Login's `slot` with this lazy part), so the first
 * screen carries none of it: passkey sign-in (issue 25, passkey-slot.tsx) where the popup's services are given, and
 * in code mode "I no longer have this number" with the number typed so far (issue 26 part 3, the verify screens'
 * lost-number-link.tsx). While Login shows, it also fetches what the next action needs first (next-action.ts), and
 * starts the prefetch of the popup's other parts once the buyer is not typing and no submit is in flight
 * (idle-prefetch.ts; it goes on when Login gives way to another screen, and stops when the popup closes).
 */
import { useEffect } from 'react';
import { LostNumberLink } from '../screens/verify/lost-number-link.js';
import { prefetchPopupRest } from './idle-prefetch.js';
import { prefetchNextAction } from './next-action.js';
import { PasskeySlot, type PasskeySlotProps } from './passkey-slot.js';

export type LoginSlotProps = Omit<PasskeySlotProps, 'services'> & {
  readonly services?: PasskeySlotProps['services'];
  /** The number typed so far in code mode (Login's field; the machine has it only once sent). */
  readonly phone: string;
};

export function LoginSlot({ services, phone, ...props }: LoginSlotProps) {
  const { mode } = props.view.login;
  useEffect(() => prefetchNextAction(mode), [mode]);
  const { pending } = props.view;
  useEffect(() => {
    const rest = prefetchPopupRest();
    rest.busy(pending);
    return () => rest.busy(false);
  }, [pending]);
  return (
    <>
      {mode === 'code' && <LostNumberLink view={props.view} phone={phone} t={props.t} />}
      {services && <PasskeySlot {...props} services={services} />}
    </>
  );
}
