/**
 * One address as a whole (spec §3.4, §5), by the market's form description (src/config/address-forms.ts). The same
 * function judges the form in the browser and the call on the reference server, so both give the same message key.
 */
import {
  ADDRESS_TEXT_MAX,
  locationFields,
  textFields,
  type AddressDraft,
  type AddressField,
  type AddressFormSpec,
} from '../config/address-forms.js';
import type { SiteCode } from '../config/sites.js';
import { validateBranchId, validateDetailAddress, validatePostcode, validateTaxId } from './address.js';
import { asText, codePointLength, type ValidationResult } from './common.js';
import { validateFullName } from './name.js';
import { validatePhone } from './phone.js';
import { EMAIL_IN_TEXT } from './text.js';

/** The address part's own messages (keys of src/i18n/parts/address). */
export type AddressMessageKey = NonNullable<ValidationResult> | 'address.error.tooLong' | 'address.error.email' | 'address.error.location';

export type AddressErrors = Partial<Record<AddressField, AddressMessageKey>>;

/** A free text that is optional: at most `max` code points and no e-mail address inside. */
function validateFreeText(value: string, max: number): AddressMessageKey | null {
  if (codePointLength(value) > max) return 'address.error.tooLong';
  return EMAIL_IN_TEXT.test(value) ? 'address.error.email' : null;
}

/**
 * Every field's verdict (absent when valid). `locationDepth` is how many location levels must be chosen: the levels
 * of the form for which the tree has entries below the chosen parent (the caller knows the tree; a shallow branch
 * ends the cascade early).
 */
export function validateAddressDraft(draft: AddressDraft, form: AddressFormSpec, locationDepth: number): AddressErrors {
  const errors: AddressErrors = {};
  const site: SiteCode = form.site;
  for (const field of locationFields(form)) {
    if (field.level <= locationDepth && asText(draft[field.name]).trim() === '') errors[field.name] = 'validation.required';
  }
  for (const field of textFields(form)) {
    const value = asText(draft[field.name]).trim();
    if (value === '' && !field.required) continue;
    let verdict: AddressMessageKey | null;
    switch (field.name) {
      case 'detailAddress':
      case 'line1':
        verdict = validateDetailAddress(value);
        break;
      case 'postcode':
        verdict = validatePostcode(value, site);
        break;
      case 'recipient':
        verdict = validateFullName(value, site);
        break;
      case 'serviceNumber':
        verdict = validatePhone(value, site);
        break;
      case 'taxId':
        verdict = validateTaxId(value);
        break;
      case 'branchId':
        verdict = validateBranchId(value);
        break;
      default:
        verdict = value === '' ? 'validation.required' : validateFreeText(value, ADDRESS_TEXT_MAX[field.name]);
    }
    if (verdict) errors[field.name] = verdict;
  }
  return errors;
}

export const hasAddressErrors = (errors: AddressErrors): boolean => Object.keys(errors).length > 0;
