/** Small pieces every member page screen shares: a page message as text, the form error, a page button or link. */
import { useId, type ReactNode } from 'react';
import { PageDialog } from '../../components/index.js';
import { renderMessage } from '../../i18n/render.js';
import type { Translator } from '../../i18n/translate.js';
import type { ViewMessage } from '../../machines/contract.js';
import type { PageMessage } from '../../machines/page-contract.js';
import type { PagesKey } from '../../i18n/parts/pages/en.js';
import type { StaffKey } from '../../i18n/parts/staff/en.js';
import { PageLayout } from '../page/index.js';

/** The translator of a member page: the pages part and the popup catalog. */
export type PageT = Translator<PagesKey | Parameters<Translator>[0]>;
/** /user/lazadian's translator: the staff part too. */
export type StaffPageT = Translator<StaffKey | PagesKey | Parameters<Translator>[0]>;

/** A page message as text (a pages or popup key, or a server error through serverErrorText). */
export function pageText(message: PageMessage, t: PageT): string {
  return renderMessage(message as ViewMessage, t as Translator);
}

/** The page's error, always mounted so it is announced when it appears. */
export function PageError({ message, t }: { message: PageMessage | null; t: PageT }) {
  return (
    <div className="mp-form-error" role="alert">
      {message ? pageText(message, t) : null}
    </div>
  );
}

/**
 * The purchased-item question (identity verification, "I no longer have this number"): the items of the buyer's
 * orders and decoys as buttons, one picked; `children` (an error line) sits between the question and the items.
 */
export function ItemQuestion(props: {
  readonly options: readonly { readonly id: string; readonly name: string; readonly image: string }[];
  readonly pending: boolean;
  readonly onPick: (id: string) => void;
  readonly t: PageT;
  readonly children?: ReactNode;
}) {
  const { options, pending, onPick, t, children } = props;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} aria-busy={pending || undefined}>
      <p className="mp-page__text" id={headingId}>
        {t('pages.verify.item.text')}
      </p>
      {children}
      <ul className="mp-verification__items">
        {options.map((option) => (
          <li key={option.id}>
            <button
              type="button"
              className="mp-verification__item"
              aria-disabled={pending || undefined}
              onClick={() => {
                if (!pending) onPick(option.id);
              }}
            >
              <img className="mp-verification__picture" src={option.image} alt="" width={64} height={64} />
              <span className="mp-verification__name">{option.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A live status line (polite): countdowns, "sent", "waiting for approval". */
export function PageStatus({ children }: { children: ReactNode }) {
  return (
    <p className="mp-page__status" role="status">
      {children}
    </p>
  );
}

/** The error (announced) and Try again: the body of a page or a part whose call failed. */
export function PageRetry({ error, t, onRetry }: { error: PageMessage | null; t: PageT; onRetry: () => void }) {
  return (
    <>
      <PageError message={error} t={t} />
      <p className="mp-page__actions">
        <PageButton primary onClick={onRetry}>
          {t('pages.retry')}
        </PageButton>
      </p>
    </>
  );
}

/** A narrow page whose first call failed: its title, the error and Try again. */
export function PageLoadFailed({ title, error, t, onRetry }: { title: string; error: PageMessage | null; t: PageT; onRetry: () => void }) {
  return (
    <PageLayout title={title} t={t} className="mp-page--narrow">
      <PageRetry error={error} t={t} onRetry={onRetry} />
    </PageLayout>
  );
}

/** A narrow page still loading: its title and a busy status. */
export function PageLoading({ title, t }: { title: string; t: PageT }) {
  return (
    <PageLayout title={title} t={t} className="mp-page--narrow">
      <p className="mp-page__status" role="status" aria-busy="true" />
    </PageLayout>
  );
}

export function PageButton(props: { onClick: () => void; primary?: boolean; pending?: boolean; children: ReactNode; className?: string }) {
  return (
    <button
      type="button"
      className={`mp-button ${props.primary ? 'mp-button--primary' : ''}${props.className ? ` ${props.className}` : ''}`}
      aria-disabled={props.pending || undefined}
      aria-busy={props.pending || undefined}
      data-pending={props.pending || undefined}
      onClick={() => {
        if (!props.pending) props.onClick();
      }}
    >
      <span className="mp-button__label">{props.children}</span>
    </button>
  );
}

export function PageLink({ href, primary, children }: { href: string; primary?: boolean; children: ReactNode }) {
  return (
    <a className={`mp-button ${primary ? 'mp-button--primary' : ''}`} href={href}>
      <span className="mp-button__label">{children}</span>
    </a>
  );
}

/**
 * The page's yes/no question over its content (log out, restore the account, unlink the work e-mail): an alertdialog
 * that makes `inertRoot` inert, Close and Cancel both cancel, and the answer's failure shows inside it.
 */
export function PageQuestionDialog(props: {
  title: string;
  text: string;
  cancelLabel: string;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
  busy: boolean;
  error: PageMessage | null;
  t: PageT;
}) {
  const { t } = props;
  return (
    <PageDialog
      open
      role="alertdialog"
      className="mp-popup-dialog"
      t={t}
      container="page"
      title={props.title}
      closeLabel={t('popup.close')}
      onClose={props.onCancel}
      showCancel
      cancelLabel={props.cancelLabel}
      confirmLabel={props.confirmLabel}
      onConfirm={props.onConfirm}
      busy={props.busy}
      error={props.error ? pageText(props.error, t) : undefined}
    >
      <p>{props.text}</p>
    </PageDialog>
  );
}

/**
 * "This wasn't me" over a page that stays mounted behind it (identity verification, trusted device): opened and
 * closed by the machine, its own container, not closable while the refusal is being sent.
 */
export function PageRejectDialog(props: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
  busy: boolean;
  error: PageMessage | null;
  container: Element | null | 'page';
  t: PageT;
}) {
  const t = props.t as Translator;
  return (
    <PageDialog
      open={props.open}
      role="alertdialog"
      title={props.title}
      onClose={() => {
        if (!props.busy) props.onCancel();
      }}
      onCancel={props.onCancel}
      onConfirm={props.onConfirm}
      confirmLabel={props.confirmLabel}
      cancelLabel={t('common.cancel')}
      closeLabel={t('widget.close')}
      busy={props.busy}
      error={props.error ? pageText(props.error, props.t) : undefined}
      container={props.container}
      t={t as never}
    >
      <p className="mp-dialog__text">{props.text}</p>
    </PageDialog>
  );
}
