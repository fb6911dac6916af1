/** Shared helpers of the spec §5 validators. Every validator returns `null` when valid, else a message key. */
import type { MessageKey } from '../i18n/catalogs/en.js';
import { getSite, type Site, type SiteCode } from '../config/sites.js';

export type ValidationResult = MessageKey | null;

export interface LengthRange {
  readonly min: number;
  readonly max: number;
}

/** The input as text. Non-strings (undefined, null, numbers, objects) count as empty, so no validator throws. */
export function asText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Length in Unicode code points, so an emoji or a supplementary-plane character counts once. */
export function codePointLength(value: string): number {
  return [...value].length;
}

export function isLengthWithin(value: string, range: LengthRange): boolean {
  const length = codePointLength(value);
  return length >= range.min && length <= range.max;
}

/** A site object as given, or the site for a code (unknown codes give the default site, as `getSite` does). */
export function resolveSite(site: Site | SiteCode): Site {
  return typeof site === 'object' && site !== null ? site : getSite(typeof site === 'string' ? site : undefined);
}
