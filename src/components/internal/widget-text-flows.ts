/**
 * Default texts of the widgets the popup's first screen does not show (passcode, slider, date picker, loading
 * overlay): their English is in the lazy flows' part (i18n/catalogs/en-flows.ts), not in the first screen's en.ts.
 * Such a widget builds that part into the English catalog when it renders, so its texts never show as raw keys,
 * whether they come from the given `t` (English fallback) or from the built-in English; the popup's lazy parts have
 * it in already (they await `loadEnglishFlows`), and the widget's chunk shares the part's module with them.
 */
import * as enFlows from '../../i18n/catalogs/en-flows.js';
import { addEnglishFlows, hasEnglishFlows } from '../../i18n/catalogs/index.js';
import { widgetTranslate, type WidgetTranslate } from './widget-text.js';

/** `widgetTranslate`, with the lazy flows' English in. */
export function flowWidgetTranslate(t: WidgetTranslate | undefined): WidgetTranslate {
  if (!hasEnglishFlows()) addEnglishFlows(enFlows);
  return widgetTranslate(t);
}
