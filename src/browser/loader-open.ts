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
 * `open(site, environment, language, socialAuthorize, options, closed)`: opens the popup with the tag's site,
 * environment and language (the call's options win over the language), a popup-window social provider when the tag
 * names a consent page (`data-social-authorize`; else the real SDKs), and `closed` called before the caller's own onClose.
 */
export function loaderOpener(openPopup: (options: OpenPopupOptions) => PopupHandle, createWindowSocialProvider: typeof SocialProvider) {
  return (
    site: string,
    environment: Environment,
    language: string | undefined,
    socialAuthorize: string | undefined,
    options: LoaderOpenOptions,
    closed: () => void,
  ): PopupHandle =>
    openPopup({
      site,
      environment,
      language,
      social: socialAuthorize ? createWindowSocialProvider({ authorizeUrl: socialAuthorize }) : undefined,
      ...options,
      // The popup itself dispatches `member-popup:close` for the header; passing onClose also stops the reload.
      onClose() {
        closed();
        if (options.onClose) options.onClose();
      },
    } as OpenPopupOptions);
}
