/**
 * The member pages' routes (spec §2.2, §2.3): which page a path shows. Pure: `matchRoute(pathname)` reads a path
 * (the page's `location.pathname` by default) and names the page; the page reads its parameters (token, type,
 * redirect) from the query through the page kit.
 *
 * The regional reset-password path (spec §2.2 "a reset-password page also exists under a regional path in the
 * member area, with a test variant in pre-production") is `/<region>/member/reset-password` (e.g.
 * `/sg/member/reset-password`) and its pre-production test variant `/<region>/member/reset-password-test`; both show
 * the same page as /user/reset-password.
 */
export const PAGE_ROUTES = Object.freeze([
  'login',
  'register',
  'forget-password',
  'reset-password',
  'change-password',
  'logout',
  'guest-register',
  'lazadian',
  'verify',
  'trusted-device',
  'link-expired',
  'close-account-register-fail',
  'account-restore',
  'account-auth',
  'grocery-merge',
  'lost-number',
  'social-login',
] as const);
export type PageRoute = (typeof PAGE_ROUTES)[number];

/** The path of each page on the member host. */
export const PAGE_PATHS: Readonly<Record<PageRoute, string>> = Object.freeze({
  login: '/user/login',
  register: '/user/register',
  'forget-password': '/user/forget-password',
  'reset-password': '/user/reset-password',
  'change-password': '/user/change-password',
  logout: '/user/logout',
  'guest-register': '/user/guest-register',
  lazadian: '/user/lazadian',
  verify: '/user/verify',
  'trusted-device': '/user/trusted-device',
  'link-expired': '/user/link-expired',
  'close-account-register-fail': '/user/close-account-register-fail',
  'account-restore': '/user/account-restore',
  'account-auth': '/user/account-auth',
  'grocery-merge': '/user/grocery-merge',
  'lost-number': '/user/lost-number',
  /** The spec's social-login return path (§2.2): a same-tab social sign-in comes back here (issue 25 part 3). */
  'social-login': '/user/social-login',
});

/** The regional reset-password paths: `/<region>/member/reset-password` and its pre-production `-test` variant. */
export const REGIONAL_RESET_PATH = /^\/([a-z]{2})\/member\/reset-password(?:-test)?\/?$/;

const BY_PATH = new Map<string, PageRoute>(Object.entries(PAGE_PATHS).map(([route, path]) => [path, route as PageRoute]));

/** The page a path shows, or null (the page then says it does not exist). Trailing slashes and case are ignored. */
export function matchRoute(pathname: string): PageRoute | null {
  const path = (pathname.split(/[?#]/)[0] ?? '').toLowerCase().replace(/\/+$/, '') || '/';
  const direct = BY_PATH.get(path);
  if (direct) return direct;
  if (REGIONAL_RESET_PATH.test(path)) return 'reset-password';
  return null;
}

export const isPageRoute = (value: unknown): value is PageRoute =>
  typeof value === 'string' && (PAGE_ROUTES as readonly string[]).includes(value);
