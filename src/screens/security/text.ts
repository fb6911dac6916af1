/** The #security section's texts: its translator (its own part over the account part and the popup catalog). */
import type { MessageKey } from '../../i18n/catalogs/en.js';
import type { AccountKey } from '../../i18n/parts/account/en.js';
import type { SecurityKey } from '../../i18n/parts/security/en.js';
import type { Translator } from '../../i18n/translate.js';
import type { AccountMessage } from '../../machines/account/shared.js';
import { accountText, type AccountT } from '../account/text.js';

export type SecurityT = Translator<SecurityKey | AccountKey | MessageKey>;

/** A view's message as text (a key of any of the three catalogs, or a server answer). */
export const securityText = (message: AccountMessage | null | undefined, t: SecurityT): string => accountText(message, t as unknown as AccountT);
