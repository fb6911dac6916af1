/** What every popup screen receives: the view to render, the senders it may call, the translator and its title id. */
import type { Translator } from '../../i18n/translate.js';
import type { PopupSenders, PopupView } from '../../machines/contract.js';

export interface ScreenProps {
  readonly view: PopupView;
  readonly senders: PopupSenders;
  readonly t: Translator;
  /** The id the screen puts on its heading; the popup dialog is labelled by it. */
  readonly titleId: string;
  /**
   * Origin of the site's main host (terms and privacy pages live there). The view has no environment, so the
   * popup's host passes it; without it the production host of `view.site` is used.
   */
  readonly mainOrigin?: string;
}
