'use client';

/** `mountMemberPage(element, options)`: renders a member page with react-dom/client; `unmount()` takes it away. */
import { createRoot } from 'react-dom/client';
import { checkContainer } from '../config/dev.js';
import { MemberPage, type MemberPageProps } from './member-page.js';

export type MountMemberPageOptions = MemberPageProps;

export interface MemberPageHandle {
  /** Unmounts the page (safe to call more than once). */
  unmount(): void;
}

/** Renders the member page into `element` (its content is replaced). */
export function mountMemberPage(element: HTMLElement, options: MountMemberPageOptions = {}): MemberPageHandle {
  checkContainer(element, 'mountMemberPage: element');
  let root: ReturnType<typeof createRoot> | null = createRoot(element);
  root.render(<MemberPage {...options} />);
  return {
    unmount() {
      const mounted = root;
      root = null;
      mounted?.unmount();
    },
  };
}
