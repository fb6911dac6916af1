/**
 * `<DefaultAddresses>`: the dashboard's compact summary: the default shipping and default billing addresses (or
 * "Not set yet") and a link to the address book sub-page. It reads the same book machine as the section (the list
 * is its only call).
 */
import { useMemo } from 'react';
import { createAddressServices, type Address } from '../../api/address.js';
import type { MessageKey } from '../../i18n/catalogs/en.js';
import type { AddressPartKey } from '../../i18n/parts/address/index.js';
import type { Translator } from '../../i18n/translate.js';
import { useAddressBook } from '../../machines/address-book.hooks.js';
import { usePageEnv } from '../page/index.js';
import { formatAddressLines } from './format.js';
import { RecipientLine } from './recipient-line.js';

type T = Translator<AddressPartKey | MessageKey>;

export interface DefaultAddressesProps {
  /** The address book sub-page (default '#address-book'). */
  readonly href?: string;
  /**
   * Inside a card that already has its heading (the account dashboard's "Address book" card): no landmark of its
   * own, a third-level heading.
   */
  readonly embedded?: boolean;
}

function Entry({ label, address, t }: { label: string; address: Address | undefined; t: T }) {
  return (
    <div className="mp-default-addresses__entry">
      <dt className="mp-default-addresses__label">{label}</dt>
      <dd className="mp-default-addresses__value">
        {address ? (
          <address className="mp-address-card__text">
            <RecipientLine address={address} />
            <span className="mp-address-card__line">{formatAddressLines(address).join(', ')}</span>
          </address>
        ) : (
          t('address.notSet')
        )}
      </dd>
    </div>
  );
}

export function DefaultAddresses({ href = '#address-book', embedded = false }: DefaultAddressesProps) {
  const env = usePageEnv<AddressPartKey>();
  const t = env.t as T;
  const services = useMemo(() => createAddressServices(env.member, env.config), [env.member, env.config]);
  const { view, senders } = useAddressBook({ services, site: env.config.site.code });
  const shipping = view.addresses.find((address) => address.defaultShipping);
  const billing = view.addresses.find((address) => address.defaultBilling);
  const Root = embedded ? 'div' : 'section';
  const Heading = embedded ? 'h3' : 'h2';
  return (
    <Root className="mp-default-addresses" aria-labelledby={embedded ? undefined : 'mp-default-addresses-title'} lang={t.lang} dir={t.dir}>
      <Heading className="mp-default-addresses__title" id="mp-default-addresses-title">
        {t('address.summaryTitle')}
      </Heading>
      {view.status === 'loading' ? <p>{t('address.loading')}</p> : null}
      {view.status === 'failed' ? (
        <div className="mp-address-book__failed">
          <p role="alert">{t('address.loadFailed')}</p>
          <button type="button" className="mp-button" onClick={senders.retry}>
            {t('address.retry')}
          </button>
        </div>
      ) : null}
      {view.status !== 'loading' && view.status !== 'failed' ? (
        <dl className="mp-default-addresses__list">
          <Entry label={t('address.defaultShipping')} address={shipping} t={t} />
          <Entry label={t('address.defaultBilling')} address={billing} t={t} />
        </dl>
      ) : null}
      <a className="mp-default-addresses__link" href={href}>
        {t('address.manage')}
      </a>
    </Root>
  );
}
