export { ForgetPasswordScreen } from './forget-password.js';
