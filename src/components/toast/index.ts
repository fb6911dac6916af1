export { Toast, type ToastProps, type ToastTone } from './toast.js';
