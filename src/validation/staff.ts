/**
 * The staff verification page's rule (/user/lazadian): a work e-mail is a valid e-mail (spec §5) whose domain is one
 * of the marketplace's staff domains (the server's list, which the page receives with the link status). Shared by
 * the page's statechart and the reference server, so both say the same thing.
 */
import type { MessageKey } from '../i18n/catalogs/en.js';
import type { StaffKey } from '../i18n/parts/staff/en.js';
import { asText } from './common.js';
import { validateEmail } from './text.js';

/** The domain of an e-mail address, lowercased ('' when there is none). */
export function emailDomain(value: unknown): string {
  const email = asText(value).trim().toLowerCase();
  const at = email.lastIndexOf('@');
  return at < 0 ? '' : email.slice(at + 1);
}

/** A staff domain as the server lists it: lowercased, without a leading "@" or surrounding spaces. */
export function normalizeStaffDomain(domain: string): string {
  return domain.trim().toLowerCase().replace(/^@+/, '');
}

/** null, or the catalog key of what is wrong with `email` as a work e-mail for `domains`. */
export function validateStaffEmail(email: unknown, domains: readonly string[]): MessageKey | StaffKey | null {
  const verdict = validateEmail(email);
  if (verdict) return verdict;
  const domain = emailDomain(email);
  return domains.some((allowed) => normalizeStaffDomain(allowed) === domain) ? null : 'staff.error.domain';
}
