/**
 * The single presentational root of the popup: the frame around the screen on top. It renders a `PopupView` and
 * calls `PopupSenders`; it holds no flow logic, does no I/O and provides no machine.
 */
import { useId } from 'react';
import type { Services } from '../api/services.js';
import type { Translator } from '../i18n/translate.js';
import type { PopupSenders, PopupView } from '../machines/contract.js';
import { PopupFrame } from './popup-frame.js';
import { PopupScreens } from './popup-screens.js';

export interface PopupUIProps {
  readonly view: PopupView;
  readonly senders: PopupSenders;
  readonly t: Translator;
  /** `data-mp-theme` on the popup's root (the colorScheme option). */
  readonly theme?: 'light' | 'dark';
  /** The popup's services, for the lazily loaded parts of its screens that own their actor (Login's passkey slot). */
  readonly services?: Services;
}

export function PopupUI({ view, senders, t, theme, services }: PopupUIProps) {
  const titleId = `${useId()}-title`;
  return (
    <PopupFrame view={view} senders={senders} t={t} titleId={titleId} theme={theme}>
      <PopupScreens view={view} senders={senders} t={t} titleId={titleId} services={services} />
    </PopupFrame>
  );
}
