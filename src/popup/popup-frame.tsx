/**
 * The popup's modal container (spec §2.1): a labelled, trapped dialog with back and close controls, Escape to
 * close, the toast, and the dialogs the view asks for (busy, bot check, account restore, notice). Focus goes back
 * to the opener when the popup unmounts. Writing direction and language come from the translator.
 */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Dialog, Toast, hideOthers, useFocusTrap, type SliderCheckProps } from '../components/index.js';
import { renderMessage } from '../i18n/render.js';
import type { Translator } from '../i18n/translate.js';
import type { DialogView, PopupSenders, PopupView } from '../machines/contract.js';
import { lazyPart } from './lazy-part.js';

/**
 * The bot check's slider, a lazy part (the Login screen does not show it): "Loading the verification…" while its
 * chunk loads, the network error with "Try again" if it cannot be loaded.
 */
const BotSlider = lazyPart<SliderCheckProps & { t: Translator }>(
  () => import('../components/slider-check/index.js').then((m) => m.SliderCheck),
  ({ t }, { failed, retry }) =>
    failed ? (
      <div className="mp-slider-check">
        <p className="mp-form-error" role="alert">
          {t('error.network')}
        </p>
        <button type="button" className="mp-button mp-button--primary mp-button--block" onClick={retry}>
          <span className="mp-button__label">{t('popup.retry')}</span>
        </button>
      </div>
    ) : (
      <p className="mp-slider-check" role="status">
        {t('widget.slider.loading')}
      </p>
    ),
);

export interface PopupFrameProps {
  readonly view: PopupView;
  readonly senders: PopupSenders;
  readonly t: Translator;
  /** Id of the current screen's heading, which labels the popup. */
  readonly titleId: string;
  readonly children: ReactNode;
  /** `data-mp-theme` on the root (the colorScheme option): 'dark' applies the dark tokens. */
  readonly theme?: 'light' | 'dark';
}

/** The dialog the view asks for (busy, bot check, account restore, notice); also used by the page presentation. */
export function PopupDialog({
  dialog,
  senders,
  t,
  inertRoot,
}: {
  dialog: DialogView;
  senders: PopupSenders;
  t: Translator;
  inertRoot: React.RefObject<HTMLElement | null>;
}) {
  const common = { open: true, t, inertRoot, closeLabel: t('popup.close'), onClose: () => senders.dismissDialog() };
  switch (dialog.type) {
    case 'busy':
      return (
        <Dialog
          {...common}
          role="alertdialog"
          className="mp-popup-dialog"
          title={t('error.busy.title')}
          confirmLabel={t('error.busy.retryLater')}
          onConfirm={() => senders.dismissDialog()}
        >
          <p>{t('error.busy.message')}</p>
        </Dialog>
      );
    case 'bot':
      return (
        <Dialog {...common} className="mp-popup-dialog" title={t('error.bot.title')} dismissOnBackdrop={false}>
          <p>{t('error.bot.message')}</p>
          {/* The machine verifies the drag with the server; the dialog closes itself once the check passed. */}
          <BotSlider
            state={dialog.slider}
            t={t}
            onDragged={(trace) => senders.sliderDragged(trace)}
            onRefresh={() => senders.refreshSlider()}
          />
        </Dialog>
      );
    case 'restore':
      return (
        <Dialog
          {...common}
          role="alertdialog"
          className="mp-popup-dialog"
          title={t('popup.restore.title')}
          dismissOnBackdrop={false}
          showCancel
          cancelLabel={t('popup.restore.cancel')}
          confirmLabel={t('popup.restore.confirm')}
          onConfirm={() => senders.confirmRestore()}
        >
          <p>{t('popup.restore.notice')}</p>
        </Dialog>
      );
    case 'notice':
      // A question (confirm: true) has Cancel and Confirm; a plain notice only its OK.
      return dialog.confirm ? (
        <Dialog
          {...common}
          role="alertdialog"
          className="mp-popup-dialog"
          title={t('popup.notice.title')}
          showCancel
          cancelLabel={t('common.cancel')}
          confirmLabel={t('common.confirm')}
          onConfirm={() => senders.confirmDialog()}
        >
          <p>{renderMessage(dialog.message, t)}</p>
        </Dialog>
      ) : (
        <Dialog
          {...common}
          className="mp-popup-dialog"
          title={t('popup.notice.title')}
          confirmLabel={t('popup.notice.ok')}
          onConfirm={() => senders.dismissDialog()}
        >
          <p>{renderMessage(dialog.message, t)}</p>
        </Dialog>
      );
  }
}

export function PopupFrame({ view, senders, t, titleId, children, theme }: PopupFrameProps) {
  const panel = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const closable = !view.hideClose;

  // The page behind is inert while the popup is open (no Tab, no screen-reader cursor), and restored on close.
  // Two effects around the focus trap: the trap first notes the opener (before the page turns inert), and on close
  // the page is restored first (this cleanup runs before the trap's), so focus can return to the opener in it.
  const restorePage = useRef<(() => void) | null>(null);
  useLayoutEffect(
    () => () => {
      restorePage.current?.();
      restorePage.current = null;
    },
    [],
  );

  useFocusTrap(panel, true, {
    // Start on the screen's title: no on-screen keyboard pops up over the form, and the title is read first.
    initialFocus: () => panel.current?.querySelector<HTMLElement>(`[id="${titleId}"]`) ?? null,
    onEscape: (event) => {
      if (!closable) return;
      event.preventDefault();
      senders.close('escape');
    },
  });

  useLayoutEffect(() => {
    if (root.current) restorePage.current = hideOthers(root.current);
  }, []);

  // Dialogs mount only once the frame's own trap is active, so a dialog the popup opens with (a restore on
  // arrival) traps inside the frame's trap and not under it (layout effects of children run before their parent's).
  const [trapReady, setTrapReady] = useState(false);
  useLayoutEffect(() => setTrapReady(true), []);

  // A new screen (a push or a pop of the stack) or a new step of one: move focus to its title (unless the screen
  // already put it somewhere inside, e.g. the code cells). And whenever the element that had focus went away or
  // was disabled by this render, focus goes to the title too: it never drops to <body>.
  // A layout effect, as is every focus move after a render that removes the focused element (screens, errors,
  // code cells): it runs in the same commit on both runtimes. A passive effect does not: React flushes the effects of
  // a discrete-input render (a click, a key) before returning, but preact/compat runs useEffect only after the next
  // paint (documented in preactjs.com/guide/v10/hooks, useEffect), so on the lite runtime focus sat on <body> for a frame
  // and keys typed then were lost. Screens' own moves (layout effects of children) run first and are kept.
  const focusKey = `${view.screen}|${view.profile?.step ?? ''}`;
  const shownKey = useRef(focusKey);
  useLayoutEffect(() => {
    const root = panel.current;
    if (!root) return;
    const doc = root.ownerDocument;
    const active = doc.activeElement;
    const changed = shownKey.current !== focusKey;
    shownKey.current = focusKey;
    const lost = !active || active === doc.body;
    // A dialog over the frame owns the focus (its own trap); an explicit drop elsewhere on the page is the user's.
    if (view.dialog || !(lost || (changed && (!root.contains(active) || active === root)))) return;
    root.querySelector<HTMLElement>(`[id="${titleId}"]`)?.focus();
  });

  const toast = view.toast;

  return (
    <div ref={root} className="mp-root mp-popup-root" dir={t.dir} lang={t.lang} data-mp-theme={theme}>
      <div className="mp-popup__backdrop" />
      <div
        ref={panel}
        className="mp-popup"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-screen={view.screen}
      >
        <div className="mp-popup__header">
          {view.canGoBack ? (
            <button type="button" className="mp-icon-button mp-popup__back" aria-label={t('popup.back')} onClick={() => senders.back()}>
              <svg className="mp-icon mp-icon--flip-rtl" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M15.4 5 8.4 12l7 7 1.4-1.4-5.6-5.6 5.6-5.6z" />
              </svg>
            </button>
          ) : null}
          {closable ? (
            <button type="button" className="mp-icon-button mp-popup__close" aria-label={t('popup.close')} onClick={() => senders.close()}>
              <svg className="mp-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z" />
              </svg>
            </button>
          ) : null}
        </div>
        {/* Under the header, in the flow: the toast never covers Back or Close. The machine decides how long it
            stays (info 3 s; an error until dismissed or the next action), so the widget's own timer is off. */}
        <Toast
          className="mp-popup__toast"
          t={t}
          closeLabel={t('popup.close')}
          id={toast?.id}
          tone={toast?.tone ?? 'info'}
          message={toast ? renderMessage(toast.message, t) : null}
          duration={0}
          onClose={() => senders.dismissToast()}
        />
        <div className="mp-popup__body">{children}</div>
      </div>
      {trapReady && view.dialog ? <PopupDialog dialog={view.dialog} senders={senders} t={t} inertRoot={panel} /> : null}
    </div>
  );
}
