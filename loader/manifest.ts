/**
 * Where the browser entries live under the base. These are the names of an unbuilt tree
 * (the loader's unit tests); the loader build replaces this module with the content-hashed names of the browser
 * build (rollup.config.mjs `loaderManifest`), so the entries can be cached for a year.
 */
export const MANIFEST: {
  /**
   * The content hashes of the default runtime's entry (React, browser/member-popup<hash>.js) and the lite runtime's
   * (preact/compat, browser/member-popup-lite<hash>.js), each with its leading dash; empty in an unbuilt tree.
   */
  readonly popup: string;
  readonly lite: string;
  /**
   * The popup catalogs' shared hash with its leading dash (every catalog is browser/chunks/<lang><catalog>.js, in both
   * runtimes), and the default language of each site whose default is not English: that catalog is requested with the
   * entry (modulepreload).
   */
  readonly catalog: string;
  readonly sites: Readonly<Record<string, string>>;
} = { popup: '', lite: '', catalog: '', sites: {} };
