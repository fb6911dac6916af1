'use client';

/**
 * Plain-DOM mounts for pages without React (the way the loader serves the popup): `mountAccountMenu(element, options)`
 * for a header (./mount-menu.tsx), `mountProfilePage(element, options)` for /user/profile. Each renders with the bundled
 * React into the element and returns a handle to update or unmount it.
 */
import { createRoot } from 'react-dom/client';
import { checkContainer } from '../config/dev.js';
import { ProfilePage, type ProfilePageProps } from './profile-page.js';

export { ACCOUNT_MENU_SHEETS, mountAccountMenu, type AccountMenuHandle, type AccountMenuMountOptions } from './mount-menu.js';

export interface ProfilePageHandle {
  unmount(): void;
}

export function mountProfilePage(element: Element, options: ProfilePageProps = {}): ProfilePageHandle {
  checkContainer(element, 'mountProfilePage: element');
  const root = createRoot(element);
  root.render(<ProfilePage {...options} />);
  return { unmount: () => root.unmount() };
}
