/**
 * The #security section's passkeys panel (issue 25): the account's passkeys with name, created and last used; rename
 * (inline form), remove (the product's confirmation dialog), add (the browser's sheet). Behaviour is the panel
 * machine's (machines/passkeys/passkeys-panel.machine.ts); the services are built on the page's member client. Where
 * this browser cannot make passkeys (no WebAuthn, an in-app web view) the list still shows and can be managed; only
 * "Add a passkey" is left out.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Passkey } from '../../api/passkey-calls.js';
import { PASSKEY_NAME_MAX } from '../../api/passkey-calls.js';
import { createPasskeyServices } from '../../api/passkey-services.js';
import { canUsePasskeys } from '../../api/passkey-support.js';
import { PageDialog } from '../../components/dialog/index.js';
import { formatDate } from '../../i18n/format.js';
import type { PasskeyKey } from '../../i18n/parts/passkey/en.js';
import type { Translator } from '../../i18n/translate.js';
import { passkeysPanelMachine, selectPasskeysPanelView } from '../../machines/passkeys/passkeys-panel.machine.js';
import type { SectionProps } from '../sections.js';

export const PASSKEYS_PANEL_ID = 'passkeys';

type PanelT = Translator<PasskeyKey>;

export default function PasskeysPanel(props: SectionProps) {
  const { env } = props;
  const t = props.t as unknown as PanelT;
  const services = useMemo(() => createPasskeyServices(env.member), [env.member]);
  const actor = useActorRef(passkeysPanelMachine, { input: { services } });
  const view = useSelector(actor, selectPasskeysPanelView);
  const expired = useSelector(actor, (s) => s.status === 'done');
  const canAdd = useMemo(() => canUsePasskeys(), []);
  const addRef = useRef<HTMLButtonElement>(null);
  const titleId = `mp-security-${PASSKEYS_PANEL_ID}`;
  const date = (ms: number) => formatDate(ms, env.config.language, { year: 'numeric', month: 'long', day: 'numeric' });

  useEffect(() => {
    if (expired) props.sessionExpired();
  }, [expired]);
  useEffect(() => {
    if (view.done) props.notify(t(`passkey.panel.${view.done}`));
  }, [view.done]);

  const removing = view.passkeys.find((p) => p.id === view.confirmingRemoval);
  const problem = view.problem ? t(view.problem === 'failed' && view.renaming ? 'passkey.error.nameEmpty' : `passkey.error.${view.problem}`) : '';

  return (
    <section className="mp-account-card mp-passkeys" aria-labelledby={titleId} aria-busy={view.pending}>
      <h2 className="mp-account-card__title" id={titleId}>
        {t('passkey.panel.title')}
      </h2>
      <p className="mp-passkeys__intro">{t('passkey.panel.intro')}</p>
      {view.status === 'loading' && (
        <p className="mp-account-loading" role="status">
          {t('passkey.panel.loading')}
        </p>
      )}
      {view.status === 'loadFailed' && (
        <div role="alert">
          <p>{t(`passkey.error.${view.problem ?? 'network'}`)}</p>
          <button type="button" className="mp-button mp-button--primary" onClick={() => actor.send({ type: 'RETRY' })}>
            {t('passkey.panel.retry')}
          </button>
        </div>
      )}
      {view.status === 'ready' && (
        <>
          {view.passkeys.length === 0 ? (
            <p className="mp-passkeys__empty">{t('passkey.panel.empty')}</p>
          ) : (
            <ul className="mp-passkeys__list">
              {view.passkeys.map((passkey) => (
                <PasskeyRow
                  key={passkey.id}
                  passkey={passkey}
                  t={t}
                  date={date}
                  renaming={view.renaming === passkey.id}
                  pending={view.pending}
                  onRename={() => actor.send({ type: 'RENAME', id: passkey.id })}
                  onSave={(name) => actor.send({ type: 'SAVE_NAME', name })}
                  onCancel={() => actor.send({ type: 'CANCEL' })}
                  onRemove={() => actor.send({ type: 'REMOVE', id: passkey.id })}
                />
              ))}
            </ul>
          )}
          <p className="mp-passkeys__problem" role="alert">
            {view.confirmingRemoval ? '' : problem}
          </p>
          {canAdd && (
            <button
              ref={addRef}
              type="button"
              className="mp-button mp-button--primary mp-passkeys__add"
              disabled={view.pending}
              onClick={() => actor.send({ type: 'ADD' })}
            >
              {t('passkey.panel.add')}
            </button>
          )}
        </>
      )}
      <PageDialog
        open={removing !== undefined}
        role="alertdialog"
        title={t('passkey.panel.removeTitle')}
        onClose={() => actor.send({ type: 'CANCEL' })}
        onCancel={() => actor.send({ type: 'CANCEL' })}
        onConfirm={() => actor.send({ type: 'CONFIRM' })}
        confirmLabel={t('passkey.panel.remove')}
        cancelLabel={t('passkey.panel.cancel')}
        closeLabel={(t as unknown as Translator<'widget.close'>)('widget.close')}
        busy={view.pending}
        container="page"
        t={t as never}
      >
        <p>{t('passkey.panel.removeText', { name: removing?.name ?? '' })}</p>
      </PageDialog>
    </section>
  );
}

interface RowProps {
  passkey: Passkey;
  t: PanelT;
  date: (ms: number) => string;
  renaming: boolean;
  pending: boolean;
  onRename(): void;
  onSave(name: string): void;
  onCancel(): void;
  onRemove(): void;
}

function PasskeyRow({ passkey, t, date, renaming, pending, onRename, onSave, onCancel, onRemove }: RowProps) {
  const nameId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const renameRef = useRef<HTMLButtonElement>(null);
  const [name, setName] = useState(passkey.name);
  const wasRenaming = useRef(false);
  useEffect(() => {
    // Focus into the field when the form opens, back to "Rename" when it closes.
    if (renaming) inputRef.current?.focus();
    else if (wasRenaming.current) renameRef.current?.focus();
    wasRenaming.current = renaming;
    if (!renaming) setName(passkey.name);
  }, [renaming, passkey.name]);
  return (
    <li className="mp-passkeys__item">
      {renaming ? (
        <form
          className="mp-passkeys__rename"
          onSubmit={(event) => {
            event.preventDefault();
            onSave(name);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onCancel();
          }}
        >
          <label htmlFor={nameId}>{t('passkey.panel.renameLabel')}</label>
          <input
            ref={inputRef}
            id={nameId}
            className="mp-input"
            value={name}
            maxLength={PASSKEY_NAME_MAX}
            autoComplete="off"
            onChange={(event) => setName(event.target.value)}
          />
          <button type="submit" className="mp-button mp-button--primary" disabled={pending}>
            {t('passkey.panel.save')}
          </button>
          <button type="button" className="mp-button" onClick={onCancel}>
            {t('passkey.panel.cancel')}
          </button>
        </form>
      ) : (
        <>
          <p className="mp-passkeys__name" id={nameId}>
            {passkey.name}
          </p>
          <p className="mp-passkeys__dates">
            {t('passkey.panel.created', { date: date(passkey.createdAt) })}
            {' · '}
            {passkey.lastUsedAt === null ? t('passkey.panel.neverUsed') : t('passkey.panel.lastUsed', { date: date(passkey.lastUsedAt) })}
          </p>
          <div className="mp-passkeys__actions">
            <button ref={renameRef} type="button" className="mp-button" aria-describedby={nameId} disabled={pending} onClick={onRename}>
              {t('passkey.panel.rename')}
            </button>
            <button type="button" className="mp-button" aria-describedby={nameId} disabled={pending} onClick={onRemove}>
              {t('passkey.panel.remove')}
            </button>
          </div>
        </>
      )}
    </li>
  );
}
