/**
 * Who is signed in, and logging out, without the popup's services (issue 28): the header's account menu makes only
 * these two calls, so its entry takes them from here and never loads the popup's flows chunks (services-flows, the
 * gateway's call table, the login-page redirect). The popup's services ask get-current-user through `askCurrentUser`
 * too (services-flows.ts): one way to ask it.
 */
import { clearUserId, writeUserId } from '../config/cookies.js';
import type { MemberConfig } from '../config/index.js';
import { detectBridge } from './bridge.js';
import { isApiError } from './errors.js';
import { getUser } from './gateway/calls.js';
import { createGateway } from './gateway/client.js';
import { createMemberCore, MEMBER_PATHS } from './member-core.js';
import { globalAntiFraud, type Services } from './services.js';
import type { User } from './types.js';

/** The cookie domain: the site's registrable domain, except on a single local origin (a host-only cookie). */
export function cookieDomain(config: MemberConfig): string | undefined {
  return config.env === 'local' ? undefined : config.domain || undefined;
}

/**
 * Spec §7.1: get-current-user writes the user-id cookie (and clears it when nobody is signed in). It never opens a
 * login: asking who is signed in is not a reason to log in. `ask` is the gateway's getUser with needLogin false.
 */
export async function askCurrentUser(config: MemberConfig, ask: () => Promise<User>): Promise<User | null> {
  try {
    const user = await ask();
    writeUserId(String(user.id), { domain: cookieDomain(config), store: config.cookies });
    return user;
  } catch (error) {
    if (isApiError(error) && error.kind === 'session') {
      clearUserId({ domain: cookieDomain(config), store: config.cookies });
      return null;
    }
    throw error;
  }
}

/**
 * The account menu's calls: the current user (the signed gateway, with the host's anti-fraud tokens, through the
 * mobile app's bridge inside the app, as the popup's services ask it) and logout.
 */
export function createSessionServices(config: MemberConfig): Pick<Services, 'currentUser' | 'logout'> {
  const gateway = createGateway(config, { bridge: detectBridge(), antiFraud: globalAntiFraud() });
  const member = createMemberCore(config);
  return {
    currentUser: () => askCurrentUser(config, () => getUser(gateway, { needLogin: false })),
    logout: async () => {
      await member.post(MEMBER_PATHS.logout, {});
    },
  };
}
