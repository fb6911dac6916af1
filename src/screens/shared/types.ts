/** What every popup screen receives: the view to render, the senders it may call, the translator and its title id. */
import type { Translator } from '../../i18n/translate.js';
import type { PopupSenders, PopupView } from '../../machines/contract.js';

export interface ScreenProps {
  readonly view: PopupView;
  readonly senders: PopupSenders;
  readonly t: Translator;
  /** The id the screen puts on its heading; the popup dialog is labelled by it. */
  readonly titleId: string;
}
