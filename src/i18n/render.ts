/**
 * Turns a `ViewMessage` (what the popup's machines put in a view) into the text to show: a catalog key through the
 * translator, a server error through `serverErrorText` (its localized text, else its displayMessage, else the
 * fallback key, by default the generic network error).
 */
import type { ViewMessage } from './message.js';
import { serverErrorText } from './server-errors.js';
import type { TranslateFn } from './server-errors.js';

export function renderMessage(message: ViewMessage, t: TranslateFn): string {
  if ('key' in message) return t(message.key, message.params);
  return serverErrorText(message.server, t, message.fallbackKey ?? 'error.network', message.params);
}
