/**
 * Text overrides: an integrator's own wording for any text of the popup, the member pages or the account area, as
 * partial catalogs keyed by catalog language (`texts: { en: { 'login.title': 'Sign in to Zuma Shop' } }`). Every entry
 * point takes them as its `texts` option (docs/texts.md). A translator looks an override up before every built-in
 * catalog (regional English too), and reads it at each call, so a catalog chunk that arrives later never hides it.
 */
import { devWarn } from '../config/dev.js';
import { CATALOG_LANGUAGES, isCatalogLanguage, type CatalogLanguage } from './catalogs/index.js';
import type { Message, MessageKey } from './catalogs/en.js';
import type { AccountKey } from './parts/account/en.js';
import type { AddressKey } from './parts/address/en.js';
import type { PagesKey } from './parts/pages/en.js';
import type { PrivacyKey } from './parts/privacy/en.js';
import type { StaffKey } from './parts/staff/en.js';

/** Every text key of the package: the popup's catalog and every catalog part's (pages, account, address, staff, privacy). */
export type TextKey = MessageKey | AccountKey | AddressKey | PagesKey | StaffKey | PrivacyKey;

/** One language's overrides: any subset of the keys (a misspelled key fails to compile). */
export type TextCatalog = Readonly<Partial<Record<TextKey, Message>>>;

/** Overrides keyed by catalog language ('en', 'id', 'ms', 'zh', 'th', 'vi', 'my', 'bn', 'si', 'ne', 'ur'). */
export type TextOverrides = Readonly<Partial<Record<CatalogLanguage, TextCatalog>>>;

/** Development: names a `texts` language that has no catalog ('en-SG', 'fr': its texts would never show). */
export function checkTexts(texts: unknown): void {
  if (process.env.NODE_ENV === 'production' || texts === undefined) return;
  if (typeof texts !== 'object' || texts === null) {
    devWarn(`texts must be an object of catalogs by language, e.g. { en: { 'login.title': '…' } }; got ${String(texts)}.`);
    return;
  }
  for (const language of Object.keys(texts)) {
    if (!isCatalogLanguage(language)) {
      devWarn(`texts.${language}: no such catalog language, its texts never show. Languages: ${CATALOG_LANGUAGES.join(', ')}.`);
    }
  }
}
