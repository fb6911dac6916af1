'use client';

/**
 * What Login shows from its own chunk (popup-screens.tsx fills Login's `slot` with this lazy part), so the first
 * screen carries none of it: passkey sign-in (issue 25, passkey-slot.tsx) where the popup's services are given, and
 * in code mode "I no longer have this number" with the number typed so far (issue 26 part 3, the verify screens'
 * lost-number-link.tsx). While Login shows, it also fetches what the next action needs first (next-action.ts).
 */
import { useEffect } from 'react';
import { LostNumberLink } from '../screens/verify/lost-number-link.js';
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
  return (
    <>
      {mode === 'code' && <LostNumberLink view={props.view} phone={phone} t={props.t} />}
      {services && <PasskeySlot {...props} services={services} />}
    </>
  );
}
