/** The popup's presentational layer: `PopupUI` renders a `PopupView` and calls `PopupSenders`. */
export { PopupUI, type PopupUIProps } from './popup-ui.js';
export { PopupFrame, type PopupFrameProps } from './popup-frame.js';
export { PopupScreens, SCREEN_COMPONENTS } from './popup-screens.js';
export { preloadPopupParts } from './lazy-part.js';
export type { ScreenProps } from '../screens/shared/index.js';
