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
   * The popup catalog of each site whose default language is not English, as a chunk name under browser/chunks/
   * without `.js`: requested with the entry (modulepreload). The lite runtime's, only where its chunks differ.
   */
  readonly catalogs: Readonly<Record<string, string>>;
  readonly liteCatalogs?: Readonly<Record<string, string>>;
} = { popup: '', lite: '', catalogs: {} };
