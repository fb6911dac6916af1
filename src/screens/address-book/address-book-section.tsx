/**
 * `<AddressBookSection>`: the #address-book sub-page of /user/profile (spec §3.4). The buyer's addresses of the
 * market, written the country's way, with their default badges; add, edit (the market's form), delete after a
 * confirmation dialog, set default shipping / billing. Every outcome is announced (a polite status for successes,
 * an alert for failures); a list that fails to load offers retry. Reads the page kit's environment: the page must
 * include `addressPart` in its catalog parts.
 */
import { useEffect, useMemo, useRef } from 'react';
import { createAddressServices, type Address } from '../../api/address.js';
import { PageDialog } from '../../components/index.js';
import type { MessageKey } from '../../i18n/catalogs/en.js';
import type { AddressPartKey } from '../../i18n/parts/address/index.js';
import type { Translator } from '../../i18n/translate.js';
import { useAddressBook, type AddressBookSenders } from '../../machines/address-book.hooks.js';
import type { LocationCache } from '../../machines/address-form.machine.js';
import { usePageEnv } from '../page/index.js';
import { AddressFormPanel, messageText } from './address-form-view.js';
import { formatAddressLines } from './format.js';
import { RecipientLine } from './recipient-line.js';

type T = Translator<AddressPartKey | MessageKey>;

function AddressCard({ address, n, t, senders, busy, level }: { address: Address; n: number; t: T; senders: AddressBookSenders; busy: boolean; level: 'h2' | 'h3' }) {
  const Heading = level;
  const textId = `mp-address-${address.id}-text`;
  return (
    <li className="mp-address-card" aria-labelledby={`${textId}-name`}>
      <Heading className="mp-address-card__name" id={`${textId}-name`}>
        {t('address.itemLabel', { n })}
      </Heading>
      <address className="mp-address-card__text" id={textId}>
        <RecipientLine address={address} />
        {formatAddressLines(address).map((line, index) => (
          <span className="mp-address-card__line" key={index}>
            {line}
          </span>
        ))}
      </address>
      {address.defaultShipping || address.defaultBilling ? (
        <ul className="mp-address-card__badges">
          {address.defaultShipping ? <li className="mp-address-card__badge">{t('address.defaultShipping')}</li> : null}
          {address.defaultBilling ? <li className="mp-address-card__badge">{t('address.defaultBilling')}</li> : null}
        </ul>
      ) : null}
      <div className="mp-address-card__actions">
        <button type="button" className="mp-button" aria-label={t('address.editLabel', { n })} onClick={() => senders.edit(address.id)} aria-disabled={busy || undefined}>
          {t('address.edit')}
        </button>
        <button type="button" className="mp-button" aria-label={t('address.deleteLabel', { n })} onClick={() => senders.remove(address.id)} aria-disabled={busy || undefined}>
          {t('address.delete')}
        </button>
        {address.defaultShipping ? null : (
          <button type="button" className="mp-button mp-button--text" aria-describedby={`${textId}-name`} onClick={() => senders.setDefault(address.id, 'shipping')} aria-disabled={busy || undefined}>
            {t('address.setDefaultShipping')}
          </button>
        )}
        {address.defaultBilling ? null : (
          <button type="button" className="mp-button mp-button--text" aria-describedby={`${textId}-name`} onClick={() => senders.setDefault(address.id, 'billing')} aria-disabled={busy || undefined}>
            {t('address.setDefaultBilling')}
          </button>
        )}
      </div>
    </li>
  );
}

export interface AddressBookSectionProps {
  /** Shared location cache (keeps levels across openings of the section); default one per mount. */
  readonly cache?: LocationCache;
  /**
   * The page around it already shows the title (the account page's h1 "Address book"): no heading of its own, so the
   * title is not said twice (issue 27); the section is then labelled, and focused after a change, as a whole.
   */
  readonly embedded?: boolean;
}

export function AddressBookSection(props: AddressBookSectionProps = {}) {
  const env = usePageEnv<AddressPartKey>();
  const t = env.t as T;
  const services = useMemo(() => createAddressServices(env.member, env.config), [env.member, env.config]);
  const { view, senders } = useAddressBook({ services, site: env.config.site.code, cache: props.cache });
  const sectionRef = useRef<HTMLElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const embedded = props.embedded === true;
  const focusTitle = () => (embedded ? sectionRef.current : titleRef.current)?.focus();
  // When the form closes or a change is done, the control that was used is gone: focus goes to the section's title
  // (keyboard and screen-reader users start again at the top of the refreshed list).
  const formOpen = view.form !== null;
  const wasOpen = useRef(formOpen);
  useEffect(() => {
    if (wasOpen.current && !formOpen) focusTitle();
    wasOpen.current = formOpen;
  }, [formOpen]);
  const seq = view.notice?.seq;
  useEffect(() => {
    if (seq !== undefined && !formOpen && !sectionRef.current?.contains(document.activeElement)) focusTitle();
    // Runs when a new notice arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [seq]);
  const busy = view.status !== 'ready';
  const notice = view.notice;
  const noticeText = notice ? messageText(t, notice.key, notice.text) : '';
  const targetIndex = view.addresses.findIndex((address) => address.id === view.target);

  return (
    <section
      className="mp-address-book"
      aria-labelledby={embedded ? undefined : 'mp-address-book-title'}
      aria-label={embedded ? t('address.title') : undefined}
      tabIndex={embedded ? -1 : undefined}
      ref={sectionRef}
      lang={t.lang}
      dir={t.dir}
    >
      {embedded ? null : (
        <h2 className="mp-address-book__title" id="mp-address-book-title" ref={titleRef} tabIndex={-1}>
          {t('address.title')}
        </h2>
      )}
      <p className="mp-address-book__status" role="status">
        {notice?.tone === 'success' ? <span key={notice.seq}>{noticeText}</span> : null}
      </p>
      <p className="mp-address-book__alert" role="alert">
        {notice?.tone === 'error' ? <span key={notice.seq}>{noticeText}</span> : null}
      </p>
      {view.status === 'loading' ? <p className="mp-address-book__loading">{t('address.loading')}</p> : null}
      {view.status === 'failed' ? (
        <div className="mp-address-book__failed">
          <p role="alert">{t('address.loadFailed')}</p>
          <button type="button" className="mp-button" onClick={senders.retry}>
            {t('address.retry')}
          </button>
        </div>
      ) : null}
      {view.form ? (
        <AddressFormPanel view={view.form} senders={senders} t={t} />
      ) : view.status !== 'loading' && view.status !== 'failed' ? (
        <>
          {view.addresses.length === 0 ? <p className="mp-address-book__empty">{t('address.empty')}</p> : null}
          {view.addresses.length > 0 ? (
            <ul className="mp-address-book__list" aria-label={t('address.listLabel')}>
              {view.addresses.map((address, index) => (
                <AddressCard key={address.id} address={address} n={index + 1} t={t} senders={senders} busy={busy} level={embedded ? 'h2' : 'h3'} />
              ))}
            </ul>
          ) : null}
          <button type="button" className="mp-button mp-button--primary" onClick={senders.add} aria-disabled={busy || undefined}>
            {t('address.add')}
          </button>
        </>
      ) : null}
      <PageDialog
        open={view.status === 'confirmDelete' || view.status === 'deleting'}
        role="alertdialog"
        title={t('address.deleteConfirmTitle')}
        onClose={senders.cancel}
        onCancel={senders.cancel}
        onConfirm={senders.confirm}
        confirmLabel={t('address.delete')}
        cancelLabel={t('address.cancel')}
        busy={view.status === 'deleting'}
        container="page"
        t={t}
      >
        <p>{t('address.deleteConfirmBody')}</p>
        {targetIndex >= 0 ? (
          <address className="mp-address-card__text">{formatAddressLines(view.addresses[targetIndex]!).join(', ')}</address>
        ) : null}
      </PageDialog>
    </section>
  );
}
