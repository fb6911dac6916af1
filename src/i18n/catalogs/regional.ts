/**
 * Regional English: small overlays over en.ts for the three English-speaking markets, chosen by the full language
 * tag (en-SG, en-MY, en-PH). Only wording a local writer would change is here; every other key stays the base
 * English. Built in with en.ts (a few hundred bytes), so the first screen never waits for them.
 * Glossary: SG "postal code"; MY "postcode" (the base) and "TIN" (LHDN's tax identification number); PH "ZIP code",
 * "cellphone number" and "TIN" (BIR's tax identification number).
 */
import type { Message, MessageKey } from './en.js';

export type RegionalEnglish = 'en-SG' | 'en-MY' | 'en-PH';
export type RegionalCatalog = Readonly<Partial<Record<MessageKey, Message>>>;

const enSG: RegionalCatalog = {
  'validation.postcode.invalid': 'Please enter a valid postal code.',
};

const enMY: RegionalCatalog = {
  'validation.taxId.length': "TIN can't be longer than 100 characters.",
  'validation.taxId.invalid': 'Please enter a valid TIN.',
};

const enPH: RegionalCatalog = {
  'validation.phone.same': 'The new cellphone number must be different from the current one.',
  'validation.postcode.invalid': 'Please enter a valid ZIP code.',
  'validation.taxId.length': "TIN can't be longer than 100 characters.",
  'validation.taxId.invalid': 'Please enter a valid TIN.',
};

export const REGIONAL_ENGLISH: Readonly<Record<RegionalEnglish, RegionalCatalog>> = Object.freeze({
  'en-SG': Object.freeze(enSG),
  'en-MY': Object.freeze(enMY),
  'en-PH': Object.freeze(enPH),
});

/** The regional English variant a BCP 47 tag names ('en-PH', 'EN_ph', 'en-Latn-PH'), else undefined. */
export function regionalEnglish(tag: string): RegionalEnglish | undefined {
  if (typeof tag !== 'string') return undefined;
  const subtags = tag.trim().replace(/_/g, '-').split('-');
  if (subtags[0]?.toLowerCase() !== 'en') return undefined;
  const region = subtags.slice(1).find((s) => /^[A-Za-z]{2}$/.test(s))?.toUpperCase();
  const variant = `en-${region}`;
  return Object.prototype.hasOwnProperty.call(REGIONAL_ENGLISH, variant) ? (variant as RegionalEnglish) : undefined;
}
