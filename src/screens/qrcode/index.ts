export { QrcodeScreen } from './qrcode.js';
