/**
 * member-popup: the member-account core shared by the popup, the loader and the marketplace's member pages.
 * Everything here is tree-shakeable; nothing runs on import.
 */
export * from './config/index.js';
export * from './validation/index.js';
export { checkRedirect, isAllowedRedirect, sanitizeRedirect, type RedirectDecision, type RedirectRefusal } from './redirect/index.js';
export * from './i18n/index.js';
export * from './api/index.js';
export { setMonitor, report, type Monitor, type MonitorEvent } from './monitor.js';
export { MemberPopup, POPUP_CLOSE_EVENT, type MemberPopupProps } from './popup/member-popup.js';
export { openPopup, type OpenPopupOptions, type PopupHandle } from './popup/open-popup.js';
export { useMemberPopup, type MemberPopupControls } from './popup/use-member-popup.js';
export { useMember, type Member, type UseMemberOptions } from './screens/shared/use-member.js';
export type { MemberState, MemberStatus } from './api/current-member.js';
export type { ColorScheme } from './components/internal/color-scheme.js';
export { preloadPopupParts } from './popup/lazy-part.js';
export { loginPageUrl, LOGIN_PAGE_PATH, type LoginPageOptions } from '../loader/login-redirect.js';
