/**
 * msw handlers for the connected accounts calls (issue 24 part 5; api/social-link-calls.ts), for stories and tests of
 * the #security panel: an in-memory list of the signed-in buyer's links and a scenario per outcome. The provider's
 * consent step is the page's social provider (createFakeSocialProvider in tests and stories); these handlers accept
 * any code the client sends.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import {
  SOCIAL_LAST_WAY_KEY,
  SOCIAL_LINK_PATHS,
  SOCIAL_LINKED_ELSEWHERE_KEY,
  SOCIAL_NOT_LINKED_KEY,
  type SocialLink,
  type WayIn,
} from '../api/social-link-calls.js';

export interface SocialLinkMockOptions {
  /** The member origin (default any: '*'). */
  member?: string;
  /** The account's links at the start. */
  links?: readonly SocialLink[];
  /**
   * 'lastWay': unlink is refused (the account has no other way in, `add` names what to add); 'elsewhere': link is
   * refused (the provider account is another account's); 'network': every call fails; 'session': a stale session.
   */
  scenario?: 'ok' | 'lastWay' | 'elsewhere' | 'network' | 'session';
  add?: readonly WayIn[];
  delayMs?: number;
}

export const MOCK_SOCIAL_LINKS: readonly SocialLink[] = Object.freeze([
  { provider: 'FACEBOOK', email: 'b***r@example.com', since: Date.UTC(2025, 10, 3) },
]);

const ok = (module: unknown = {}) => HttpResponse.json({ success: true, module } as never);
const refuse = (key: string, displayMessage: string, data?: unknown, status = 200) =>
  HttpResponse.json({ success: false, errorCode: { key, displayMessage }, ...(data ? { module: data } : {}) } as never, { status });

export function createSocialLinkHandlers(options: SocialLinkMockOptions = {}): HttpHandler[] {
  const member = (options.member ?? '*').replace(/\/+$/, '');
  const scenario = options.scenario ?? 'ok';
  let links: SocialLink[] = [...(options.links ?? [])];
  const route = (path: string, answer: (body: Record<string, unknown>) => Response) =>
    http.post(`${member}/${path}`, async ({ request }) => {
      if (options.delayMs) await delay(options.delayMs);
      if (scenario === 'network') return HttpResponse.error();
      if (scenario === 'session') return refuse('PL-USER-SESSION-EXPIRED', 'Your session has expired.', undefined, 401);
      return answer((await request.json().catch(() => ({}))) as Record<string, unknown>);
    });
  return [
    route(SOCIAL_LINK_PATHS.list, () => ok({ links })),
    route(SOCIAL_LINK_PATHS.link, (body) => {
      if (scenario === 'elsewhere') return refuse(SOCIAL_LINKED_ELSEWHERE_KEY, 'This account of the provider is already linked to another marketplace account.');
      const provider = body.provider === 'FACEBOOK' ? 'FACEBOOK' : 'GOOGLE';
      const link: SocialLink = { provider, email: 'n***w@example.com', since: Date.now() };
      links = [...links.filter((l) => l.provider !== provider), link];
      return ok({ link });
    }),
    route(SOCIAL_LINK_PATHS.unlink, (body) => {
      if (!links.some((l) => l.provider === body.provider)) return refuse(SOCIAL_NOT_LINKED_KEY, 'No account of this provider is linked.');
      if (scenario === 'lastWay') {
        const add = options.add ?? ['password', 'phone', 'email', 'passkey'];
        return refuse(SOCIAL_LAST_WAY_KEY, 'This is your only way to sign in.', { add });
      }
      links = links.filter((l) => l.provider !== body.provider);
      return ok();
    }),
  ];
}
