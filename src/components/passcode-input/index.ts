export { PasscodeInput, type PasscodeInputProps } from './passcode-input.js';
