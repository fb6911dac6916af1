'use client';

/**
 * Plain-DOM mounts for pages without React (the way the loader serves the popup): `mountAccountMenu(element, options)`
 * for a header (./mount-menu.tsx), `mountProfilePage(element, options)` for /user/profile, and
 * `hydrateProfilePage(element, options)` for a /user/profile whose dashboard the server rendered
 * (member-popup/account/server). Each renders with the bundled React into the element and returns a handle to
 * unmount it.
 */
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { checkContainer } from '../config/dev.js';
import { Committed } from '../screens/page/committed.js';
import { ProfilePage, ProfilePageRoot, prepareProfilePage, type ProfilePageProps } from './profile-page.js';
import { DEFAULT_SECTION, sectionOf } from './profile-sections.js';

export { ACCOUNT_MENU_SHEETS, mountAccountMenu, type AccountMenuHandle, type AccountMenuMountOptions } from './mount-menu.js';

export interface ProfilePageHandle {
  unmount(): void;
}

const handleOf = (root: Root): ProfilePageHandle => ({ unmount: () => root.unmount() });

export function mountProfilePage(element: Element, options: ProfilePageProps = {}): ProfilePageHandle {
  checkContainer(element, 'mountProfilePage: element');
  const root = createRoot(element);
  root.render(<ProfilePage {...options} />);
  return handleOf(root);
}

/**
 * Whether the location's hash shows the dashboard (none, `#dashboard`, or a name no sub-page has): the sub-page the
 * server renders (it never sees the hash), so the one a hydration can take over.
 */
export const showsDashboard = (hash: string = typeof location === 'undefined' ? '' : location.hash): boolean =>
  sectionOf(hash) === DEFAULT_SECTION;

/**
 * Hydrates the dashboard the server rendered into `element` (`renderProfilePage` with the same site, language,
 * texts and overview): loads the page's texts, then hydrates on the dashboard, keeping the server's nodes. Resolves
 * once the page is interactive. Another sub-page in the hash (a deep link: the server rendered the dashboard) is
 * rendered instead, as `mountProfilePage` does, the server's markup replaced.
 */
export async function hydrateProfilePage(element: Element, options: ProfilePageProps = {}): Promise<ProfilePageHandle> {
  checkContainer(element, 'hydrateProfilePage: element');
  if (!showsDashboard()) {
    element.replaceChildren();
    return mountProfilePage(element, options);
  }
  const translator = await prepareProfilePage(options);
  let interactive!: () => void;
  const hydrated = new Promise<void>((resolve) => (interactive = resolve));
  const root = hydrateRoot(
    element,
    <Committed done={interactive}>
      <ProfilePageRoot props={options} translator={translator} section={DEFAULT_SECTION} />
    </Committed>,
  );
  await hydrated;
  return handleOf(root);
}
