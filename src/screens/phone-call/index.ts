export { PhoneCallScreen } from './phone-call.js';
