/**
 * Where the browser entries live under the base, relative to `browser/`. These are the names of an unbuilt tree
 * (the loader's unit tests); the loader build replaces this module with the content-hashed names of the browser
 * build (rollup.config.mjs `loaderManifest`), so the entries can be cached for a year.
 */
export const MANIFEST: {
  /** The default runtime (React) and the lite runtime (preact/compat). */
  readonly popup: string;
  readonly lite: string;
  /** Non-English popup catalogs of each runtime by language: requested with the entry (modulepreload). */
  readonly catalogs: Readonly<Record<string, string>>;
  readonly liteCatalogs: Readonly<Record<string, string>>;
} = { popup: 'member-popup.js', lite: 'member-popup-lite.js', catalogs: {}, liteCatalogs: {} };
