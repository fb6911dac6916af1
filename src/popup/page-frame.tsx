/**
 * The page presentation of the popup (spec §2.2 /user/login, /user/register, /user/forget-password,
 * /user/reset-password): the same screens, view and senders as `PopupFrame`, in the page's own layout — no modal,
 * no backdrop, no close button, a `main` landmark labelled by the screen's title, a back control when the flow can
 * go back. The toast and the dialogs (busy, bot check, restore, notice) are the popup's. Focus moves to the new
 * screen's title on every screen change (not on the first render: a page load starts at the top).
 *
 * The dialogs are a lazy part here (issue 28: the pages entry carries only what its first screen shows): the dialog
 * with its focus trap loads when the view first asks for one, or in the idle prefetch once the page is interactive.
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Toast } from '../components/index.js';
import { renderMessage } from '../i18n/render.js';
import type { Translator } from '../i18n/translate.js';
import type { PopupSenders, PopupView } from '../machines/contract.js';
import { lazyPart } from './lazy-part.js';

/** The popup's dialogs (popup-frame.tsx), from their own chunk; nothing while it loads, the network error if it cannot. */
const PageDialog = lazyPart<Parameters<typeof import('./popup-frame.js').PopupDialog>[0]>(
  () => import('./popup-frame.js').then((m) => m.PopupDialog),
  ({ t }, { failed, retry }) =>
    failed ? (
      <div className="mp-page__dialog-error" role="alert">
        <p className="mp-form-error">{t('error.network')}</p>
        <button type="button" className="mp-button mp-button--secondary" onClick={retry}>
          <span className="mp-button__label">{t('popup.retry')}</span>
        </button>
      </div>
    ) : null,
);

export interface PageFrameProps {
  readonly view: PopupView;
  readonly senders: PopupSenders;
  readonly t: Translator;
  readonly titleId: string;
  /** Content above the screen (the site's header, a brand line). */
  readonly before?: ReactNode;
  readonly children: ReactNode;
}

export function PageFrame({ view, senders, t, titleId, before, children }: PageFrameProps) {
  const main = useRef<HTMLElement>(null);
  const shownScreen = useRef(view.screen);
  // A layout effect: focus moves in the commit that changed the screen, on both runtimes (see popup-frame.tsx).
  useLayoutEffect(() => {
    if (shownScreen.current === view.screen) return;
    shownScreen.current = view.screen;
    const root = main.current;
    if (!root) return;
    const active = root.ownerDocument.activeElement;
    const title = root.querySelector<HTMLElement>(`[id="${titleId}"]`);
    if (title && (!active || active === root.ownerDocument.body || !root.contains(active))) title.focus();
  }, [view.screen, titleId]);
  const toast = view.toast;
  return (
    <div className="mp-root mp-page mp-page--flow" dir={t.dir} lang={t.language}>
      <main ref={main} className="mp-page__main mp-page__panel" aria-labelledby={titleId} data-screen={view.screen}>
        {before}
        {view.canGoBack ? (
          <div className="mp-page__toolbar">
            <button type="button" className="mp-icon-button mp-page__back" aria-label={t('popup.back')} onClick={() => senders.back()}>
              <svg className="mp-icon mp-icon--flip-rtl" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M15.4 5 8.4 12l7 7 1.4-1.4-5.6-5.6 5.6-5.6z" />
              </svg>
            </button>
          </div>
        ) : null}
        <div className="mp-page__body">{children}</div>
        <Toast
          className="mp-page__toast"
          t={t}
          closeLabel={t('popup.close')}
          id={toast?.id}
          tone={toast?.tone ?? 'info'}
          message={toast ? renderMessage(toast.message, t) : null}
          onClose={() => senders.dismissToast()}
        />
      </main>
      {view.dialog ? <PageDialog dialog={view.dialog} senders={senders} t={t} inertRoot={main} /> : null}
    </div>
  );
}
