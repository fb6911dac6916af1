/**
 * The account menu's regional English (en-SG, en-MY, en-PH) over ./en.ts, with the glossary of the popup's overlays
 * (src/i18n/catalogs/regional.ts): PH says "cellphone number" where the base says "mobile".
 */
import type { PartRegional } from '../../catalog-parts.js';
import type { AccountMenuKey } from './en.js';

const regional: PartRegional<AccountMenuKey> = {
  'en-PH': {
    'account.menu.changeMobile': 'Change cellphone number',
    'account.menu.addMobile': 'Add cellphone number',
  },
};

export default regional;
