/**
 * Who receives the parcel, as the address list, the dashboard and the defaults show it: the recipient's name beside
 * the contact number (the number isolated left to right, so Urdu and other right-to-left pages do not reverse it).
 */
import type { Address } from '../../api/address.js';

export function RecipientLine({ address }: { address: Pick<Address, 'recipient' | 'serviceNumber'> }) {
  const name = address.recipient.trim();
  const phone = address.serviceNumber.trim();
  if (!name && !phone) return null;
  return (
    <span className="mp-address-card__line mp-address-card__recipient">
      {name ? <span className="mp-address-card__recipient-name">{name}</span> : null}
      {name && phone ? ' · ' : null}
      {phone ? (
        <bdi className="mp-address-card__phone" dir="ltr">
          {phone}
        </bdi>
      ) : null}
    </span>
  );
}
