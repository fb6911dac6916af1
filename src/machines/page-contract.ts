/**
 * The member pages' contract between their statecharts and their screens (like contract.ts for the popup): each
 * page machine has a pure `select…View(snapshot)` and the page's senders; screens never import xstate. A page's
 * texts come from the popup catalog or the `pages` catalog part, so a page message may name either's key.
 */
import type { Services } from '../api/services.js';
import type { PagesServices } from '../api/pages.js';
import type { MessageKey } from '../i18n/catalogs/en.js';
import type { PagesKey } from '../i18n/parts/pages/en.js';
import type { StaffKey } from '../i18n/parts/staff/en.js';
import type { ViewMessage } from './contract.js';

/** A text to show: a popup or pages catalog key, or a server error (see ViewMessage). */
export type PageMessage =
  | { readonly key: MessageKey | PagesKey | StaffKey; readonly params?: Readonly<Record<string, string | number>> }
  | Extract<ViewMessage, { server: unknown }>;

/** The I/O a page machine may do: the popup's services it needs and the pages' own calls. */
export type PageServices = Pick<Services, 'currentUser' | 'logout'> & PagesServices;

/** Field errors of a page form, by field name. */
export type PageFieldErrors = Readonly<Record<string, PageMessage>>;

export const NO_PAGE_ERRORS: PageFieldErrors = Object.freeze({});
