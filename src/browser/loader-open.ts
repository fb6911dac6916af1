/**
 * What the loader (loader/boot.ts) calls in the browser entry to open the popup: the tag's settings, the queued call's
 * options and a callback for the close, mapped here to `openPopup`'s options. It lives in the entry, not the loader,
 * because every byte of the loader is downloaded by every page view (its size budget), the entry only on intent.
 */
import type { createWindowSocialProvider as SocialProvider } from '../api/social.js';
import type { Environment } from '../config/hosts.js';
import type { OpenPopupOptions, PopupHandle } from '../popup/open-popup.js';

/** A queued `open` call's options: what `openPopup` takes except the site and environment, which come from the tag. */
export type LoaderOpenOptions = Omit<OpenPopupOptions, 'site' | 'environment'>;
/**
 * A call on the loader's queue, `window.MemberPopupQueue` (package export `member-popup/loader` declares it): open the
 * popup (Login unless `screen` says Registry) or close it. Calls pushed before the loader ran are replayed.
 */
export type LoaderQueueCall = readonly ['open', LoaderOpenOptions?] | readonly ['close'];

/** The loader tag's data- attributes that only the entry reads (the tag's `dataset`). */
export interface LoaderTagData {
  /** data-language: the popup's language (default the site's). */
  readonly language?: string;
  /** data-social-authorize: an OAuth consent page for social sign-in in a popup window (default the real SDKs). */
  readonly socialAuthorize?: string;
}

/**
 * `open(data, site, staging, options, closed)`: opens the popup with the tag's site, its environment (`staging`: the
 * tag's test, pre or local; anything else is production) and language (the call's options win over it), a popup-window
 * social provider when the tag names a consent page (else the real SDKs), and `closed` called before the caller's own
 * onClose. The loader hands over the tag's data- attributes: what only the popup needs is read here, so that its
 * names are downloaded on intent, not by every page view (the loader's size budget).
 */
export function loaderOpener(openPopup: (options: OpenPopupOptions) => PopupHandle, createWindowSocialProvider: typeof SocialProvider) {
  return (data: LoaderTagData, site: string, staging: Environment | false, options: LoaderOpenOptions, closed: () => void): PopupHandle =>
    openPopup({
      site,
      environment: staging || 'production',
      language: data.language,
      social: data.socialAuthorize ? createWindowSocialProvider({ authorizeUrl: data.socialAuthorize }) : undefined,
      ...options,
      // The popup itself dispatches `member-popup:close` for the header; passing onClose also stops the reload.
      onClose() {
        closed();
        if (options.onClose) options.onClose();
      },
    } as OpenPopupOptions);
}
