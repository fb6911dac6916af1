/** The account area's texts: its translator type and how a view's message becomes text. */
import type { MessageKey } from '../../i18n/catalogs/en.js';
import type { AccountKey } from '../../i18n/parts/account/en.js';
import { serverErrorText } from '../../i18n/server-errors.js';
import type { Translator } from '../../i18n/translate.js';
import type { AccountMessage, FieldMessages } from '../../machines/account/shared.js';

/** The account part's keys and the popup catalog's (validation, server errors, shared words). */
export type AccountT = Translator<AccountKey | MessageKey>;

export function accountText(message: AccountMessage | null | undefined, t: AccountT): string {
  if (!message) return '';
  if ('key' in message) return t(message.key as AccountKey, message.params);
  return serverErrorText(message.server, t as never, (message.fallbackKey ?? 'error.network') as MessageKey);
}

/** Field errors as texts. */
export function fieldTexts<F extends string>(errors: FieldMessages<F>, t: AccountT): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  for (const [field, message] of Object.entries(errors) as [F, AccountMessage][]) out[field] = accountText(message, t);
  return out;
}
