export { VerifyMethodListScreen } from './verify-method-list.js';
