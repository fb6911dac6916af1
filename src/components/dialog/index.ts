export { Dialog, type DialogProps } from './dialog.js';
export { useFocusTrap, type FocusTrapOptions } from './use-focus-trap.js';
