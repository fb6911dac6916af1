/** What every popup screen receives: the view to render, the senders it may call, the translator and its title id. */
import type { ReactNode } from 'react';
import type { Translator } from '../../i18n/translate.js';
import type { PopupSenders, PopupView } from '../../machines/contract.js';

export interface ScreenProps {
  readonly view: PopupView;
  readonly senders: PopupSenders;
  readonly t: Translator;
  /** The id the screen puts on its heading; the popup dialog is labelled by it. */
  readonly titleId: string;
  /**
   * A part of the screen that arrives with its own chunk and owns its behaviour (Login: passkey sign-in, issue 25).
   * `autofill` adds tokens to the screen's login-name autofill (' webauthn'; '' takes them away); `phone` is the
   * number typed so far in code mode.
   */
  readonly slot?: (autofill: (tokens: string) => void, phone: string) => ReactNode;
}
