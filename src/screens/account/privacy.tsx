/**
 * The #privacy sub-page's screen (issue 26): the two cards (download my data, delete my account), the blockers, the
 * losses to tick, the export's ready state with its download link, and the final confirmation dialog. It renders the
 * privacy machine's view and calls its senders; the identity step is given as a node (the account area's own
 * identity screen over the machine's child, see src/account/privacy/section.tsx).
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { DeletionBlocker, LossKind } from '../../api/privacy.js';
import { PageDialog } from '../../components/dialog/index.js';
import type { PrivacyKey } from '../../i18n/parts/privacy/en.js';
import type { PrivacySenders, PrivacyView } from '../../machines/account/privacy.machine.js';
import { useStepFocus } from '../shared/index.js';
import { accountText, type AccountT } from './text.js';

type PrivacyT = (key: PrivacyKey, params?: Readonly<Record<string, string | number>>) => string;

export interface PrivacyScreenProps {
  readonly view: PrivacyView;
  /** The account translator over the privacy part. */
  readonly t: AccountT;
  readonly senders: PrivacySenders;
  /** The identity step (shown while view.step is 'identity'). */
  readonly identity?: ReactNode;
  /** A wallet balance in the market's way (formatMoney of src/i18n/format.ts). */
  readonly formatMoney: (amount: number, currency: string) => string;
  /** Where the confirmation dialog renders (default the page layer). */
  readonly dialogContainer?: Element | null;
}

function blockerText(blocker: DeletionBlocker, tp: PrivacyT, money: (amount: number, currency: string) => string): string {
  if (blocker.kind === 'walletBalance') return tp('privacy.blocker.walletBalance', { amount: money(blocker.amount, blocker.ref) });
  return tp(blocker.kind === 'openOrder' ? 'privacy.blocker.openOrder' : 'privacy.blocker.refundableOrder', { ref: blocker.ref });
}

function Checklist({ view, tp, senders, t }: { view: PrivacyView; tp: PrivacyT; t: AccountT; senders: PrivacySenders }) {
  const errorId = useId();
  const losses = view.check?.losses ?? [];
  return (
    <form
      className="mp-form mp-privacy__losses"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        senders.continue();
      }}
    >
      <fieldset className="mp-privacy__fieldset" aria-describedby={view.error ? errorId : undefined}>
        <legend className="mp-account-card__subtitle">{tp('privacy.losses.title')}</legend>
        <p>{tp('privacy.losses.text')}</p>
        {losses.map((loss) => (
          <label key={loss.kind} className="mp-check">
            <input
              className="mp-check__input"
              type="checkbox"
              name={loss.kind}
              checked={view.acknowledged.includes(loss.kind)}
              onChange={() => senders.toggle(loss.kind as LossKind)}
            />
            <span className="mp-check__label">{tp(`privacy.loss.${loss.kind}` as PrivacyKey, { count: loss.count })}</span>
          </label>
        ))}
      </fieldset>
      <p className="mp-form-error" id={errorId} role="alert">
        {view.error && view.step === 'acknowledging' ? accountText(view.error, t) : ''}
      </p>
      <div className="mp-account-actions">
        <button type="submit" className="mp-button mp-button--primary">
          {tp('privacy.continue')}
        </button>
        <button type="button" className="mp-button mp-button--secondary" onClick={senders.cancel}>
          {tp('privacy.cancel')}
        </button>
      </div>
    </form>
  );
}

export function PrivacyScreen({ view, t, senders, identity, formatMoney, dialogContainer }: PrivacyScreenProps) {
  const tp = t as unknown as PrivacyT;
  const container = useRef<HTMLDivElement>(null);
  const download = useRef<HTMLAnchorElement>(null);
  useStepFocus(container, `${view.step}:${view.purpose ?? ''}`);
  // The export is ready: the download starts through its own link (no inline script); the link stays for a retry.
  useEffect(() => {
    if (view.step === 'exported') download.current?.click();
  }, [view.step, view.exportUrl]);

  const error = (
    <p className="mp-form-error" role="alert">
      {view.error && view.step !== 'acknowledging' && view.step !== 'confirming' ? accountText(view.error, t) : ''}
    </p>
  );

  return (
    <div className="mp-privacy" ref={container} data-step={view.step}>
      {view.step === 'identity' ? (
        <>
          {error}
          {identity}
        </>
      ) : view.step === 'exported' ? (
        <section className="mp-account-card" aria-labelledby="mp-privacy-export">
          <h2 className="mp-account-card__title" id="mp-privacy-export" tabIndex={-1}>
            {tp('privacy.export.title')}
          </h2>
          <p role="status">{tp('privacy.export.ready')}</p>
          <p>
            <a ref={download} className="mp-link" href={view.exportUrl} download>
              {tp('privacy.export.link')}
            </a>
          </p>
          <button type="button" className="mp-button mp-button--secondary" onClick={() => senders.cancel()}>
            {tp('privacy.export.done')}
          </button>
        </section>
      ) : view.step === 'blocked' ? (
        <section className="mp-account-card" aria-labelledby="mp-privacy-blocked">
          <h2 className="mp-account-card__title" id="mp-privacy-blocked" tabIndex={-1}>
            {tp('privacy.blocked.title')}
          </h2>
          {error}
          <p>{tp('privacy.blocked.text')}</p>
          <ul className="mp-privacy__blockers">
            {(view.check?.blockers ?? []).map((b) => (
              <li key={`${b.kind}:${b.ref}`}>{blockerText(b, tp, formatMoney)}</li>
            ))}
          </ul>
          <div className="mp-account-actions">
            <button type="button" className="mp-button mp-button--primary" onClick={() => senders.recheck()}>
              {tp('privacy.recheck')}
            </button>
            <button type="button" className="mp-button mp-button--secondary" onClick={() => senders.cancel()}>
              {tp('privacy.cancel')}
            </button>
          </div>
        </section>
      ) : view.step === 'acknowledging' || view.step === 'confirming' ? (
        <section className="mp-account-card" aria-labelledby="mp-privacy-delete">
          <h2 className="mp-account-card__title" id="mp-privacy-delete" tabIndex={-1}>
            {tp('privacy.delete.title')}
          </h2>
          <Checklist view={view} tp={tp} t={t} senders={senders} />
        </section>
      ) : (
        <>
          <p>{tp('privacy.intro')}</p>
          {error}
          <section className="mp-account-card" aria-labelledby="mp-privacy-export">
            <h2 className="mp-account-card__title" id="mp-privacy-export" tabIndex={-1}>
              {tp('privacy.export.title')}
            </h2>
            <p>{tp('privacy.export.text')}</p>
            <button
              type="button"
              className="mp-button mp-button--secondary"
              aria-disabled={view.pending || undefined}
              aria-busy={(view.pending && view.purpose === 'export') || undefined}
              onClick={() => !view.pending && senders.exportData()}
            >
              {tp('privacy.export.start')}
            </button>
          </section>
          <section className="mp-account-card" aria-labelledby="mp-privacy-delete">
            <h2 className="mp-account-card__title" id="mp-privacy-delete" tabIndex={-1}>
              {tp('privacy.delete.title')}
            </h2>
            <p>{tp('privacy.delete.text')}</p>
            {view.step === 'checking' && (
              <p className="mp-account-loading" role="status" aria-busy="true">
                {tp('privacy.checking')}
              </p>
            )}
            <button
              type="button"
              className="mp-button mp-button--primary"
              aria-disabled={view.pending || undefined}
              onClick={() => !view.pending && senders.deleteAccount()}
            >
              {tp('privacy.delete.start')}
            </button>
          </section>
        </>
      )}
      <PageDialog
        open={view.step === 'confirming'}
        role="alertdialog"
        title={tp('privacy.confirm.title')}
        onClose={() => !view.pending && senders.cancel()}
        onCancel={() => senders.cancel()}
        onConfirm={() => senders.confirm()}
        confirmLabel={tp('privacy.confirm.submit')}
        cancelLabel={tp('privacy.cancel')}
        closeLabel={t('widget.close')}
        busy={view.pending}
        error={view.error && view.step === 'confirming' ? accountText(view.error, t) : undefined}
        container={dialogContainer === undefined ? 'page' : dialogContainer}
        t={t as never}
      >
        <p>{tp('privacy.confirm.text', { graceDays: view.check?.graceDays ?? 0, coolingDays: view.check?.coolingDays ?? 0 })}</p>
      </PageDialog>
    </div>
  );
}
