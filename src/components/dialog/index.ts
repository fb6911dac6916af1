export { Dialog, type DialogProps } from './dialog.js';
export { PageDialog, type PageDialogProps } from './page-dialog.js';
export { useFocusTrap, type FocusTrapOptions } from './use-focus-trap.js';
