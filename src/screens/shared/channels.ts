/** Catalog keys for the code delivery channels (login channel choice, method list, verify text). */
import type { MessageKey } from '../../i18n/catalogs/en.js';
import type { VerifyView } from '../../machines/contract.js';

export const CHANNEL_LABEL_KEYS: Readonly<Record<'SMS' | 'WHATSAPP' | 'VOICE', MessageKey>> = Object.freeze({
  SMS: 'methods.sms',
  WHATSAPP: 'methods.whatsapp',
  VOICE: 'methods.voice',
});

export const CODE_SENT_KEYS: Readonly<Record<VerifyView['deliveryType'], MessageKey>> = Object.freeze({
  SMS: 'verify.sent.sms',
  WHATSAPP: 'verify.sent.whatsapp',
  VOICE: 'verify.sent.voice',
  EMAIL: 'verify.sent.email',
});
