/**
 * Connected accounts (issue 24 part 5): the member calls of the #security panel, and the keys of the server's
 * refusals. The reference server: examples/server/social-links.ts.
 */
import type { MemberClient } from './member.js';
import type { SocialSignIn } from './social-keys.js';
import { isRecord, parseError } from './transport.js';
import type { SocialProviderName } from './types.js';

export const SOCIAL_LINK_PATHS = Object.freeze({
  list: 'user/api/social/list',
  link: 'user/api/social/link',
  unlink: 'user/api/social/unlink',
});

/** The provider account is linked to another marketplace account. */
export const SOCIAL_LINKED_ELSEWHERE_KEY = 'PL-USER-SOCIAL-LINKED-ELSEWHERE';
/** This account already has a link of that provider (unlink it first). */
export const SOCIAL_ALREADY_LINKED_KEY = 'PL-USER-SOCIAL-ALREADY-LINKED';
/** No link of that provider on this account. */
export const SOCIAL_NOT_LINKED_KEY = 'PL-USER-SOCIAL-NOT-LINKED';
/** Unlinking would leave the account with no way in; `data.add` names what to add first. */
export const SOCIAL_LAST_WAY_KEY = 'PL-USER-SOCIAL-LAST-WAY-IN';

/** What an account can add so that it keeps a way in: the order the message names them in. */
export const WAYS_IN = Object.freeze(['password', 'phone', 'email', 'passkey'] as const);
export type WayIn = (typeof WAYS_IN)[number];

export interface SocialLink {
  readonly provider: SocialProviderName;
  /** The provider account's e-mail, masked (null when it shared none). */
  readonly email: string | null;
  /** When it was linked (ms since the epoch). */
  readonly since: number;
}

export interface SocialLinkServices {
  links(): Promise<SocialLink[]>;
  /** Links the provider account whose code `signIn` carries (the provider flow of social login). */
  link(provider: SocialProviderName, signIn: SocialSignIn): Promise<SocialLink>;
  unlink(provider: SocialProviderName): Promise<void>;
}

function parseLink(value: unknown): SocialLink | undefined {
  if (!isRecord(value) || (value.provider !== 'GOOGLE' && value.provider !== 'FACEBOOK')) return undefined;
  return {
    provider: value.provider,
    email: typeof value.email === 'string' ? value.email : null,
    since: typeof value.since === 'number' ? value.since : 0,
  };
}

export function createSocialLinkServices(member: MemberClient): SocialLinkServices {
  return {
    async links() {
      const module = await member.call('POST', SOCIAL_LINK_PATHS.list, {});
      const list = isRecord(module) && Array.isArray(module.links) ? module.links : [];
      return list.map(parseLink).filter((link): link is SocialLink => link !== undefined);
    },
    async link(provider, signIn) {
      const module = await member.call('POST', SOCIAL_LINK_PATHS.link, {
        provider,
        oauthCode: signIn.oauthCode,
        redirectUri: signIn.redirectUri,
        ...(signIn.codeVerifier ? { codeVerifier: signIn.codeVerifier } : {}),
        ...(signIn.state ? { state: signIn.state } : {}),
      });
      const link = isRecord(module) ? parseLink(module.link) : undefined;
      if (!link) throw parseError();
      return link;
    },
    async unlink(provider) {
      await member.call('POST', SOCIAL_LINK_PATHS.unlink, { provider });
    },
  };
}
