export { VerifyScreen } from './verify.js';
