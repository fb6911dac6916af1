/**
 * `<DefaultAddressesView>`: the default shipping and billing addresses (or "Not set yet") from addresses already
 * loaded, and a link to the address book sub-page. No machine, no call: the account dashboard renders it from its
 * overview (which brings the defaults), `<DefaultAddresses>` from the address book machine's list.
 */
import type { Address } from '../../api/address.js';
import type { MessageKey } from '../../i18n/catalogs/en.js';
import type { AddressPartKey } from '../../i18n/parts/address/index.js';
import type { Translator } from '../../i18n/translate.js';
import { formatAddressLines } from './format.js';
import { RecipientLine } from './recipient-line.js';

export type AddressSummaryT = Translator<AddressPartKey | MessageKey>;
type T = AddressSummaryT;

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

export interface DefaultAddressesViewProps extends DefaultAddressesProps {
  /** The buyer's addresses (the defaults among them are shown). */
  readonly addresses: readonly Address[];
  readonly status: 'loading' | 'failed' | 'ready';
  readonly onRetry?: () => void;
  readonly t: T;
}

/**
 * The summary from addresses already loaded (the account dashboard's overview brings the defaults with the buyer, so
 * the dashboard runs no address book machine and makes no list call).
 */
export function DefaultAddressesView({ addresses, status, onRetry, t, href = '#address-book', embedded = false }: DefaultAddressesViewProps) {
  const shipping = addresses.find((address) => address.defaultShipping);
  const billing = addresses.find((address) => address.defaultBilling);
  const Root = embedded ? 'div' : 'section';
  const Heading = embedded ? 'h3' : 'h2';
  return (
    <Root className="mp-default-addresses" aria-labelledby={embedded ? undefined : 'mp-default-addresses-title'} lang={t.lang} dir={t.dir}>
      <Heading className="mp-default-addresses__title" id="mp-default-addresses-title">
        {t('address.summaryTitle')}
      </Heading>
      {status === 'loading' ? <p>{t('address.loading')}</p> : null}
      {status === 'failed' ? (
        <div className="mp-address-book__failed">
          <p role="alert">{t('address.loadFailed')}</p>
          <button type="button" className="mp-button" onClick={onRetry}>
            {t('address.retry')}
          </button>
        </div>
      ) : null}
      {status === 'ready' ? (
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
