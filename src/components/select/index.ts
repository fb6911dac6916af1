export { Select, foldForSearch, type SelectOption, type SelectProps, type SelectSize } from './select.js';
