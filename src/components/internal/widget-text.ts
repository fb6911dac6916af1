/**
 * Default texts of the widgets. Callers pass translated strings as props; what they leave out comes from the `t`
 * they pass (the popup's translator), else from the built-in English catalog.
 */
import type { MessageKey } from '../../i18n/catalogs/en.js';
import { createTranslator, type TranslateParams } from '../../i18n/translate.js';

/** Any translate function with the catalog's keys (a `Translator` from src/i18n fits). */
export type WidgetTranslate = (key: MessageKey, params?: TranslateParams) => string;

let english: WidgetTranslate | undefined;

/** The given translator, or the English one (created on first use, never at module load). */
export function widgetTranslate(t: WidgetTranslate | undefined): WidgetTranslate {
  if (t) return t;
  english ??= createTranslator('en');
  return english;
}
