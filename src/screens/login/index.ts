export { LoginScreen } from './login.js';
