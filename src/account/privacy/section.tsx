/**
 * The #privacy sub-page (a lazy chunk of the account entry, issue 26): download my data, delete my account. The
 * privacy machine owns the flow (src/machines/account/privacy.machine.ts); this file renders its view. The identity
 * step is the account area's own screen (ChangeScreen) over the machine's `identity` child. The final confirmation is
 * the product's dialog (alertdialog on the page layer). The export's download is started by a link the section
 * clicks for the buyer (no inline script; the server names the file with Content-Disposition).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useMemo, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { createPrivacyServices, type DeletionBlocker, type LossKind } from '../../api/privacy.js';
import { Dialog } from '../../components/dialog/index.js';
import { formatMoney, formatPhone } from '../../i18n/format.js';
import privacyPart, { type PrivacyKey } from '../../i18n/parts/privacy/index.js';
import type { changeMachine } from '../../machines/account/change.machine.js';
import { createChangeSenders, selectChangeView } from '../../machines/account/change.view.js';
import { privacyMachine, selectPrivacyView, type PrivacyView } from '../../machines/account/privacy.machine.js';
import { ChangeScreen } from '../../screens/account/change.js';
import { accountText, type AccountT } from '../../screens/account/text.js';
import { useStepFocus } from '../../screens/shared/index.js';
import type { SectionProps } from '../sections.js';

export const parts = [privacyPart];

type PrivacyT = (key: PrivacyKey, params?: Readonly<Record<string, string | number>>) => string;

function IdentityStep({ child, props }: { child: ActorRefFrom<typeof changeMachine>; props: SectionProps }) {
  const view = useSelector(child, selectChangeView);
  const senders = useMemo(() => createChangeSenders(child.send), [child]);
  const { env, t } = props;
  return <ChangeScreen view={view} t={t} phoneCode={env.config.site.phoneCode} site={env.config.site} formatPhone={formatPhone} senders={senders} />;
}

function blockerText(blocker: DeletionBlocker, tp: PrivacyT, money: (amount: number, currency: string) => string): string {
  if (blocker.kind === 'walletBalance') return tp('privacy.blocker.walletBalance', { amount: money(blocker.amount, blocker.ref) });
  return tp(blocker.kind === 'openOrder' ? 'privacy.blocker.openOrder' : 'privacy.blocker.refundableOrder', { ref: blocker.ref });
}

function Checklist({ view, tp, send, t }: { view: PrivacyView; tp: PrivacyT; t: AccountT; send: (e: { type: 'TOGGLE'; kind: LossKind } | { type: 'CONTINUE' } | { type: 'CANCEL' }) => void }) {
  const errorId = useId();
  const losses = view.check?.losses ?? [];
  return (
    <form
      className="mp-form mp-privacy__losses"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'CONTINUE' });
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
              onChange={() => send({ type: 'TOGGLE', kind: loss.kind })}
            />
            <span className="mp-check__label">{tp(`privacy.loss.${loss.kind}` as PrivacyKey, { count: loss.count })}</span>
          </label>
        ))}
      </fieldset>
      <p className="mp-form-error" id={errorId} role="alert">
        {view.error ? accountText(view.error, t) : ''}
      </p>
      <div className="mp-account-actions">
        <button type="submit" className="mp-button mp-button--primary">
          {tp('privacy.continue')}
        </button>
        <button type="button" className="mp-button mp-button--secondary" onClick={() => send({ type: 'CANCEL' })}>
          {tp('privacy.cancel')}
        </button>
      </div>
    </form>
  );
}

export default function PrivacySection(props: SectionProps) {
  const { env, t, services, user } = props;
  const tp = t as unknown as PrivacyT;
  const privacy = useMemo(() => createPrivacyServices(env.member, env.config.hosts.member), [env.member, env.config.hosts.member]);
  const actor = useActorRef(privacyMachine, { input: { services, privacy, user, site: env.config.site } });
  const view = useSelector(actor, selectPrivacyView);
  const child = useSelector(actor, (s) => s.children.identity as ActorRefFrom<typeof changeMachine> | undefined);
  const output = useSelector(actor, (s) => (s.status === 'done' ? s.output : undefined));
  const container = useRef<HTMLDivElement>(null);
  const download = useRef<HTMLAnchorElement>(null);
  useStepFocus(container, `${view.step}:${view.purpose ?? ''}`);
  const money = (amount: number, currency: string) => formatMoney(amount, env.config.language, env.config.site, currency);

  useEffect(() => {
    if (view.step === 'exported') download.current?.click();
  }, [view.step, view.exportUrl]);

  useEffect(() => {
    if (!output) return;
    if (output.type === 'deleted') {
      props.notify(tp('privacy.done'));
      env.navigate(env.redirect);
    } else props.sessionExpired();
    // The output arrives once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [output]);

  const error = (
    <p className="mp-form-error" role="alert">
      {view.error && view.step !== 'acknowledging' ? accountText(view.error, t) : ''}
    </p>
  );

  return (
    <div className="mp-privacy" ref={container} data-step={view.step}>
      {view.step === 'identity' && child ? (
        <IdentityStep child={child} props={props} />
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
          <button type="button" className="mp-button mp-button--secondary" onClick={() => actor.send({ type: 'CANCEL' })}>
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
              <li key={`${b.kind}:${b.ref}`}>{blockerText(b, tp, money)}</li>
            ))}
          </ul>
          <div className="mp-account-actions">
            <button type="button" className="mp-button mp-button--primary" onClick={() => actor.send({ type: 'RECHECK' })}>
              {tp('privacy.recheck')}
            </button>
            <button type="button" className="mp-button mp-button--secondary" onClick={() => actor.send({ type: 'CANCEL' })}>
              {tp('privacy.cancel')}
            </button>
          </div>
        </section>
      ) : view.step === 'acknowledging' || view.step === 'confirming' ? (
        <section className="mp-account-card" aria-labelledby="mp-privacy-delete">
          <h2 className="mp-account-card__title" id="mp-privacy-delete" tabIndex={-1}>
            {tp('privacy.delete.title')}
          </h2>
          <Checklist view={view} tp={tp} t={t} send={actor.send} />
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
              onClick={() => !view.pending && actor.send({ type: 'EXPORT' })}
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
              onClick={() => !view.pending && actor.send({ type: 'DELETE' })}
            >
              {tp('privacy.delete.start')}
            </button>
          </section>
        </>
      )}
      <Dialog
        open={view.step === 'confirming'}
        role="alertdialog"
        title={tp('privacy.confirm.title')}
        onClose={() => !view.pending && actor.send({ type: 'CANCEL' })}
        onCancel={() => actor.send({ type: 'CANCEL' })}
        onConfirm={() => actor.send({ type: 'CONFIRM' })}
        confirmLabel={tp('privacy.confirm.submit')}
        cancelLabel={tp('privacy.cancel')}
        closeLabel={t('widget.close')}
        busy={view.pending}
        error={view.error && view.step === 'confirming' ? accountText(view.error, t) : undefined}
        container="page"
        t={t as never}
      >
        <p>{tp('privacy.confirm.text', { graceDays: view.check?.graceDays ?? 0, coolingDays: view.check?.coolingDays ?? 0 })}</p>
      </Dialog>
    </div>
  );
}
