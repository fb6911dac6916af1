/**
 * A member page's first screen, rendered on the server and hydrated in the browser (issue 28 item 2): /user/login,
 * /user/register and /user/forget-password. Both sides load the same things before their first render, so both
 * first renders are the same tree: the translator of the page's catalog parts in its language, and for register and
 * forget-password the screen's chunk and its flow machine (the popup machine then starts in the flow's `running`
 * state, not `loading`). Login's screen and machines are in the entry.
 */
import { createConfig } from '../config/index.js';
import { loadPartTranslator } from '../i18n/catalog-parts.js';
import type { Translator } from '../i18n/translate.js';
import { loadFlow } from '../machines/popup.flows.js';
import { preloadScreen } from '../popup/popup-screens.js';
import { PARTS, routeOf, type MemberPageProps } from './member-page.js';
import type { PageRoute } from './routes.js';

/** The pages the server renders (the others keep the page shell the entry renders into). */
export const RENDERED_ROUTES = Object.freeze(['login', 'register', 'forget-password'] as const);
export type RenderedRoute = (typeof RENDERED_ROUTES)[number];

export const isRenderedRoute = (route: PageRoute | null | undefined): route is RenderedRoute =>
  (RENDERED_ROUTES as readonly (PageRoute | null | undefined)[]).includes(route);

/** What the first screen of `route` needs besides its texts. */
function screenLoads(route: RenderedRoute): Promise<unknown>[] {
  if (route === 'register') return [preloadScreen('Registry'), loadFlow('registry')];
  if (route === 'forget-password') return [preloadScreen('ForgetPassword'), loadFlow('forgot')];
  return [];
}

/**
 * Loads what the page's first render needs and resolves to its translator (the language `createConfig` resolves
 * from the options, as the page itself does). A page the server does not render resolves to undefined.
 */
export async function prepareFirstScreen(props: MemberPageProps): Promise<Translator<string> | undefined> {
  const route = routeOf(props);
  if (!isRenderedRoute(route)) return undefined;
  const config = createConfig({ ...props.config, site: props.site, env: props.environment, language: props.language });
  // The lazy flows' English texts are not waited for: Login is the popup's first screen (its texts are built in), and
  // the register and forget-password screens' loads bring them (lazy-part.tsx, popup.flows.ts).
  const [translator] = await Promise.all([loadPartTranslator(config.language, PARTS, props.texts, false), ...screenLoads(route)]);
  return translator as Translator<string>;
}
