export { ProfileCompleteScreen, birthdayRange } from './profile-complete.js';
