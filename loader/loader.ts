/**
 * The host-page loader's entry (rollup → dist/loader/member-popup-loader.js, IIFE, ES2017, about 1.5 KB gzip).
 * Embedded with one tag, for example:
 *
 *   <script async src="https://cdn.example/dist/loader/member-popup-loader.js" data-site="SG" data-env="production"
 *           data-css-version="0.0.2" data-nonce="…"></script>
 *
 * `document.currentScript` is only set while this file first runs, so the tag is captured here, synchronously.
 * (A `type="module"` tag has no currentScript: the first script whose src names the loader is used instead.)
 */
import { boot, type PopupModule } from './boot.js';

boot(
  (document.currentScript as HTMLScriptElement | null) ||
    document.querySelector<HTMLScriptElement>('script[src*="member-popup-loader"]'),
  // What a page does; the tests pass stubs (a parameter, not a default: the minifier inlines these, not a fallback).
  (url) => import(/* @vite-ignore */ url) as Promise<PopupModule>,
  (url) => {
    location.href = url;
  },
);
