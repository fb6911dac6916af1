/**
 * The account area's regional English (en-SG, en-MY, en-PH) over ./en.ts, with the glossary of the popup's overlays
 * (src/i18n/catalogs/regional.ts): MY and PH say "TIN" for the tax identification number; PH says "cellphone
 * number" where the base says "mobile". Only keys whose wording differs are here.
 */
import type { PartRegional } from '../../catalog-parts.js';
import type { AccountOwnKey } from './en.js';

const regional: PartRegional<AccountOwnKey> = {
  'en-MY': {
    'account.field.taxId': 'TIN',
  },
  'en-PH': {
    'account.section.mobileChange': 'Change cellphone number',
    'account.section.mobileAdd': 'Add cellphone number',
    'account.field.nicknameHint': 'If you leave it empty, your cellphone number is shown instead.',
    'account.field.mobile': 'Cellphone number',
    'account.field.taxId': 'TIN',
    'account.prompt.mobile': 'Add a cellphone number so you can log in with a code.',
    'account.identity.codeIntro': 'To continue, we will send a verification code to your current email or cellphone number.',
    'account.identity.sendMobile': 'Send a code to my cellphone',
    'account.contact.currentMobile': 'Current cellphone number',
    'account.contact.newMobile': 'New cellphone number',
    'account.contact.mobileDone': 'Your cellphone number is now {value}.',
  },
};

export default regional;
