/** Display facts about each catalog language: its own name, its English name, writing direction, completeness. */
import { FULL_CATALOG_LANGUAGES, type CatalogLanguage } from './catalogs/index.js';

export type TextDirection = 'ltr' | 'rtl';

export interface LanguageInfo {
  readonly code: CatalogLanguage;
  /** The language's name in itself (for a language switcher). */
  readonly name: string;
  readonly englishName: string;
  readonly dir: TextDirection;
  /** True when every key is translated; false when missing keys fall back to English. */
  readonly full: boolean;
}

const RTL: ReadonlySet<CatalogLanguage> = new Set<CatalogLanguage>(['ur']);

/** The writing direction of a catalog language. */
export function languageDir(code: CatalogLanguage): TextDirection {
  return RTL.has(code) ? 'rtl' : 'ltr';
}

const info = (code: CatalogLanguage, name: string, englishName: string): LanguageInfo =>
  Object.freeze({
    code,
    name,
    englishName,
    dir: languageDir(code),
    full: (FULL_CATALOG_LANGUAGES as readonly string[]).includes(code),
  });

export const LANGUAGES: readonly LanguageInfo[] = Object.freeze([
  info('en', 'English', 'English'),
  info('id', 'Bahasa Indonesia', 'Indonesian'),
  info('ms', 'Bahasa Melayu', 'Malay'),
  info('zh', '简体中文', 'Chinese (Simplified)'),
  info('th', 'ไทย', 'Thai'),
  info('vi', 'Tiếng Việt', 'Vietnamese'),
  info('my', 'မြန်မာ', 'Burmese'),
  info('bn', 'বাংলা', 'Bengali'),
  info('si', 'සිංහල', 'Sinhala'),
  info('ne', 'नेपाली', 'Nepali'),
  info('ur', 'اردو', 'Urdu'),
]);
