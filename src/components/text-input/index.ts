export { TextInput, type TextInputProps } from './text-input.js';
