export { DateColumnPicker, type DateColumnPickerProps } from './date-column-picker.js';
export {
  DATE_PICKER_MODES,
  MODE_COLUMNS,
  MODE_FORMATS,
  daysInMonth,
  formatDateValue,
  isLeapYear,
  parseDateValue,
  toDateValue,
  type DateColumn,
  type DateParts,
  type DatePickerMode,
} from './date-columns.js';
