/**
 * The popup's generic widgets (STYLE.md §2). They take translated texts as props (or a `t` for their defaults),
 * render no `style` attribute (strict CSP: styles/components/*.css) and touch no browser global at module load.
 */
export {
  DateColumnPicker,
  DATE_PICKER_MODES,
  MODE_COLUMNS,
  MODE_FORMATS,
  daysInMonth,
  formatDateValue,
  isLeapYear,
  parseDateValue,
  toDateValue,
  type DateColumn,
  type DateColumnPickerProps,
  type DateParts,
  type DatePickerMode,
} from './date-column-picker/index.js';
export { Dialog, PageDialog, useFocusTrap, type DialogProps, type FocusTrapOptions, type PageDialogProps } from './dialog/index.js';
export { LoadingOverlay, type LoadingOverlayProps } from './loading-overlay/index.js';
export { PasscodeInput, type PasscodeInputProps } from './passcode-input/index.js';
export { Popover, type PopoverProps, type PopoverRenderProps } from './popover/index.js';
export { Select, foldForSearch, type SelectOption, type SelectProps, type SelectSize } from './select/index.js';
export { TextInput, type TextInputProps } from './text-input/index.js';
export { SliderCheck, type SliderCheckLabels, type SliderCheckProps } from './slider-check/index.js';
export { Toast, type ToastProps, type ToastTone } from './toast/index.js';
export { Tooltip, type TooltipProps } from './tooltip/index.js';
export { hideOthers } from './internal/inert.js';
export type { WidgetTranslate } from './internal/widget-text.js';
