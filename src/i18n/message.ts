/**
 * A text to show, as the popup's machines put it in a view and `renderMessage` renders it: a catalog key (validation
 * and client texts), or a server error that `serverErrorText` turns into the localized text for its key, else its
 * displayMessage, else the fallback key.
 */
import type { MessageKey } from './catalogs/en.js';

export type ViewMessage =
  | { readonly key: MessageKey; readonly params?: Readonly<Record<string, string | number>> }
  | {
      readonly server: {
        readonly key?: string;
        readonly displayMessage?: string;
        /** The catalog key the server named for its verdict (PL-USER-INPUT-INVALID), with its params. */
        readonly messageKey?: string;
        readonly messageParams?: Readonly<Record<string, string | number>>;
      };
      readonly fallbackKey?: MessageKey;
      readonly params?: Readonly<Record<string, string | number>>;
    };
