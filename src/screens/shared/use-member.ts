'use client';
/**
 * `useMember()`: the signed-in buyer for a React app's own UI (a header, a "hi, Ana" line, a guarded route): loading,
 * signed in with the user, signed out, or an error to retry, plus `signOut()`. Every caller of the page shares one
 * get-current-user (src/api/current-member.ts); it is asked again when the popup closes.
 */
import { useState, useSyncExternalStore } from 'react';
import { memberStore, type MemberState } from '../../api/current-member.js';
import { createServices, type Services } from '../../api/services.js';
import { createConfig, type Environment, type MemberConfigOptions, type SiteCode } from '../../config/index.js';

export interface UseMemberOptions {
  /** Site code ('SG', 'MY', …); default SG. */
  readonly site?: SiteCode;
  readonly environment?: Environment;
  /** More configuration options (hosts, domains, cookies, …). */
  readonly config?: Omit<MemberConfigOptions, 'site' | 'env'>;
  /** Replaces the services asked (tests, stories): a store of their own. */
  readonly services?: Pick<Services, 'currentUser' | 'logout'>;
}

export interface Member extends MemberState {
  /** True until the first answer. */
  readonly loading: boolean;
  readonly signedIn: boolean;
  /** Logs out on the server; the state is signed out once it answered (a failure rejects and keeps it). */
  signOut(): Promise<void>;
  /** Asks the server again (after an error, or after a login outside the popup). */
  refresh(): Promise<void>;
}

export function useMember(options: UseMemberOptions = {}): Member {
  const [store] = useState(() => {
    const { site, environment, services } = options;
    const key = services ?? `${(site ?? 'SG').toUpperCase()}|${environment ?? 'production'}`;
    return memberStore(key, () => services ?? createServices(createConfig({ ...options.config, site, env: environment })));
  });
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return {
    ...state,
    loading: state.status === 'loading',
    signedIn: state.status === 'signedIn',
    signOut: store.signOut,
    refresh: store.refresh,
  };
}
