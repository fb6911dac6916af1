/**
 * Where the browser entries live under the base. These are the names of an unbuilt tree
 * (the loader's unit tests); the loader build replaces this module with the content-hashed names of the browser
 * build (rollup.config.mjs `loaderManifest`), so the entries can be cached for a year.
 * (Separate constants, not one object: the minifier folds them into the paths, and no property name is downloaded.)
 */
/**
 * The content hashes of the default runtime's entry (React, browser/member-popup<hash>.js) and the lite runtime's
 * (preact/compat, browser/member-popup-lite<hash>.js), each with its leading dash; empty in an unbuilt tree.
 */
export const POPUP_HASH: string = '';
export const LITE_HASH: string = '';
/**
 * The popup catalogs' shared hash with its leading dash (every catalog is browser/chunks/<lang><hash>.js, in both
 * runtimes).
 */
export const CATALOG_HASH: string = '';
/** The default language of each site whose default is not English: that catalog is requested with the entry (modulepreload). */
export const SITE_LANGUAGES: Readonly<Record<string, string>> = {};
