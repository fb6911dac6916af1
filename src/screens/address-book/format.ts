/**
 * A saved address written the way its country writes addresses: the street part first, then the localities from the
 * smallest to the largest, the postcode where the country's post puts it. Data per market, like the form; a line
 * whose parts are all empty is left out.
 *
 * (A general address-formatting library was considered: @fragaria/address-formatter carries the templates of
 * every country and Mustache, far more than the eleven markets need in the account chunk; these lines follow the
 * same conventions for our markets.)
 */
import type { Address } from '../../api/address.js';
import type { AddressField } from '../../config/address-forms.js';
import type { SiteCode } from '../../config/sites.js';

/** A line is a list of parts joined by ", " (a part is fields joined by a space, e.g. "Kuala Lumpur 50088"). */
type Line = readonly (readonly AddressField[])[];

const VOYAGER_TAIL: Record<'ID' | 'VN' | 'PH' | 'TH' | 'MY' | 'SG', readonly Line[]> = {
  ID: [[['subdistrict'], ['district']], [['city']], [['province', 'postcode']]],
  VN: [[['city'], ['province']], [['postcode']]],
  PH: [[['district'], ['city']], [['province', 'postcode']]],
  TH: [[['district'], ['city']], [['province', 'postcode']]],
  MY: [[['postcode', 'city']], [['province']]],
  SG: [[['city']], [['postcode']]],
};
const CLASSIC_TAIL: readonly Line[] = [[['district'], ['city']], [['province', 'postcode']]];

export const ADDRESS_LINES: Readonly<Record<SiteCode, readonly Line[]>> = {
  ID: [[['detailAddress']], ...VOYAGER_TAIL.ID],
  VN: [[['detailAddress']], ...VOYAGER_TAIL.VN],
  PH: [[['detailAddress']], ...VOYAGER_TAIL.PH],
  TH: [[['detailAddress']], ...VOYAGER_TAIL.TH],
  MY: [[['detailAddress']], ...VOYAGER_TAIL.MY],
  SG: [[['detailAddress']], ...VOYAGER_TAIL.SG],
  PK: [[['line1']], [['line2']], ...CLASSIC_TAIL],
  LK: [[['line1']], [['line2']], ...CLASSIC_TAIL],
  BD: [[['line1']], [['line2']], ...CLASSIC_TAIL],
  NP: [[['line1']], [['line2']], ...CLASSIC_TAIL],
  MM: [[['line1']], [['line2']], ...CLASSIC_TAIL],
};

function fieldText(address: Address, field: AddressField): string {
  if (field === 'province' || field === 'city' || field === 'district' || field === 'subdistrict') return address.locations[field]?.name ?? '';
  return address[field];
}

/** The lines of a saved address, in its country's order. */
export function formatAddressLines(address: Address): string[] {
  return ADDRESS_LINES[address.country]
    .map((line) =>
      line
        .map((part) => part.map((field) => fieldText(address, field).trim()).filter(Boolean).join(' '))
        .filter(Boolean)
        .join(', '),
    )
    .filter(Boolean);
}
