export { ResetPasswordScreen } from './reset-password.js';
