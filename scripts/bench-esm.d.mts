// Types of bench-esm.mjs for the test that imports it (test/unit/esm-weight.test.ts).
export interface AppWeight {
  bytes: number;
  reactDom: boolean;
  xstate: boolean;
  catalogs: number;
  /** Minified bytes per bundled module. */
  modules: Record<string, number>;
}
export declare const LIMITS: { validatePhoneBytes: number; threeEntriesRatio: number };
export declare const ANCHORS: { validatePhoneBytes: number; threeEntriesRatio: number };
export declare const APPS: Record<'validatePhone' | 'validatePhoneSubpath' | 'popup' | 'pages' | 'account' | 'all', string>;
export declare function measure<K extends string>(apps?: Record<K, string>, root?: string): Promise<Record<K, AppWeight>>;
export declare function threeEntriesRatio(results: Record<'popup' | 'pages' | 'account' | 'all', AppWeight>): number;
export interface EntrySplit {
  shared: number;
  own: Record<'popup' | 'pages' | 'account', number>;
  ownText: Record<'popup' | 'pages' | 'account', number>;
}
export declare function entrySplit(results: Record<'popup' | 'pages' | 'account', AppWeight>): EntrySplit;
