/** Public API of the i18n module: catalogs, the translate function and server error texts. */
export { createTranslator, loadTranslator, catalogLanguage, type Translator, type TranslateParams } from './translate.js';
export {
  serverErrorText,
  serverErrorKey,
  SERVER_ERROR_KEYS,
  type ServerErrorLike,
  type TranslateFn,
} from './server-errors.js';
export { renderMessage } from './render.js';
export type { ViewMessage } from './message.js';
export type { TextKey, TextCatalog, TextOverrides } from './texts.js';
export { LANGUAGES, languageDir, type LanguageInfo, type TextDirection } from './languages.js';
export {
  CATALOG_LANGUAGES,
  loadCatalog,
  loadEnglishFlows,
  hasEnglishFlows,
  FULL_CATALOG_LANGUAGES,
  MINIMAL_CATALOG_LANGUAGES,
  isCatalogLanguage,
  type CatalogLanguage,
  type FullCatalogLanguage,
  type MinimalCatalogLanguage,
} from './catalogs/index.js';
export type { MessageKey, Message, PluralMessage, Catalog, PartialCatalog } from './catalogs/en.js';
export {
  defineCatalogPart,
  loadPartTranslator,
  createPartTranslator,
  loadPartCatalog,
  getPartCatalog,
  type CatalogPart,
  type PartCatalog,
  type PartKey,
  type TranslatedLanguage,
} from './catalog-parts.js';
export {
  formatNumber,
  formatMoney,
  formatDate,
  formatDateField,
  formatPhone,
  dateFieldOrder,
  parseCalendarDate,
  intlLocale,
  type DateField,
} from './format.js';
export { REGIONAL_ENGLISH, regionalEnglish, type RegionalEnglish } from './catalogs/regional.js';
