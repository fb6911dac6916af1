/**
 * English: the reference catalog, built into the popup's first screen: the texts of Login, the popup's shell,
 * dialogs, toasts, Login's validation and the server errors. The texts only the lazy flows, the lazy widgets
 * (passcode, slider, date picker) or the wings show are in ./en-flows.ts (they arrive with those flows);
 * `MessageKey` and `Catalog` span both, so every other full catalog must hold every key of the two (a test enforces
 * it).
 * A value is a string with `{name}` placeholders, or a plural map keyed by Intl.PluralRules categories.
 */
import type { FlowMessageKey } from './en-flows.js';

const en = {
  // Validation (spec §5)
  'validation.required': "You can't leave this empty.",
  'validation.phone.invalid': 'Please enter a valid phone number.',
  'validation.loginName.length': 'The length of Phone or Email should be 6 - 60 characters.',
  'validation.email.length': 'The length of Email should be 6 - 60 characters.',
  'validation.email.invalid': 'Please enter a valid email address.',
  'validation.password.length': 'The length of Password should be 8 - 20 characters.',
  'validation.passwordLegacy.length': 'The length of Password should be 6 - 50 characters.',
  'validation.passwordLegacy.rule': 'Minimum 6 characters with a number and a letter',
  'validation.smsCode.invalid': 'Please enter the {count}-digit code.',
  'validation.gender.invalid': 'Please select your gender.',
  'validation.consent.required': 'You should agree to our Terms of Use and Privacy Policy.',

  // Errors (spec §8)
  'error.network': 'Network error, please try again later',
  'error.somethingWrong': 'Something went wrong, please try again later',
  'error.busy.title': 'The system is busy',
  'error.busy.message': 'Too many people are trying right now. Please try again in a moment.',
  'error.busy.retryLater': 'Retry later',
  'error.bot.title': 'Security verification',
  'error.bot.message': 'Please complete the verification to continue.',
  'error.bridge.notLogin': 'Sorry, you have not login',
  'error.bridge.runtime': 'runtime error',
  'error.social.failed': 'Third-party login failed, please check the connection with {provider}',
  'error.guestEmail': 'You are logged in as guest, set your password to continue',
  'error.slider.failed': 'verification failed',
  'error.session.expired': 'Your session has expired. Please log in again.',
  'error.login.tooManyAttempts': 'Too many login attempts. Please wait a few minutes and try again, or log in with a verification code.',
  'error.login.incorrect': 'Incorrect phone number, email or password.',

  // Server error keys (spec §8 and the reference server's examples/server/errors.ts)
  'server.pageExpired': 'This page has been open for too long. Please refresh it and try again.',
  'server.accountNotExist': 'No account uses this phone number or email address.',
  'server.inputInvalid': 'Please check what you entered and try again.',
  'server.sliderRequired': 'Please complete the slider verification first.',

  // Shared widgets
  'common.confirm': 'Confirm',
  'common.cancel': 'Cancel',

  // Generic widgets (src/components)
  'widget.close': 'Close',
  'widget.slider.loading': 'Loading the verification…',
  // Popup shell and shared form texts
  'popup.close': 'Close',
  'popup.back': 'Back',
  'popup.loading': 'Loading…',
  'popup.retry': 'Try again',
  'popup.notice.title': 'Notice',
  'popup.notice.ok': 'OK',
  'popup.restore.title': 'Restore your account?',
  'popup.restore.notice':
    'This account is scheduled for deletion. Restore it to keep using it; the deletion request will be cancelled.',
  'popup.restore.cancel': 'Cancel',
  'popup.restore.confirm': 'Confirm',
  'popup.field.loginName': 'Phone number or email',
  'popup.field.loginNamePlaceholder': 'Enter your phone number or email',
  'popup.field.phone': 'Phone number',
  'popup.field.phonePlaceholder': 'Enter your phone number',
  'popup.field.email': 'Email address',
  'popup.field.emailPlaceholder': 'Enter your email address',
  'popup.field.password': 'Password',
  'popup.field.passwordPlaceholder': 'Enter your password',
  'popup.field.showPassword': 'Show password',

  // Popup: Login
  'login.title': 'Log in',
  'login.mode': 'Login method',
  'login.mode.password': 'Password',
  'login.mode.code': 'Verification code',
  'login.forgot': 'Forgot password?',
  'login.submit': 'Log in',
  'login.noAccount': "Don't have an account?",
  'login.signUp': 'Sign up',
  'login.social': 'Or log in with',
  'login.google': 'Continue with Google',
  'login.facebook': 'Continue with Facebook',
  'login.qr': 'Log in with QR code',
  'login.qrHint': 'Log in faster: scan the QR code with the app',
  'login.channel': 'Receive the code by',
  'login.sendCode': 'Send code',

  // The code channels (Login's code mode; Verify's own texts are in en-flows.ts)
  'verify.sent.sms': 'We sent a {count}-digit code by SMS to {identifier}.',
  'verify.sent.whatsapp': 'We sent a {count}-digit code on WhatsApp to {identifier}.',
  'verify.sent.voice': 'We are calling {identifier} to read out a {count}-digit code.',
  'verify.sent.email': 'We sent a {count}-digit code to {identifier}.',
  'methods.sms': 'Text message (SMS)',
  'methods.whatsapp': 'WhatsApp message',
  'methods.voice': 'Voice call',
} as const;

/** A key of the built-in part (en.ts), always there. */
export type BuiltInMessageKey = keyof typeof en;
export type MessageKey = BuiltInMessageKey | FlowMessageKey;
export type PluralMessage = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
export type Message = string | PluralMessage;
export type Catalog = Record<MessageKey, Message>;
export type PartialCatalog = Partial<Catalog>;

export type BuiltInCatalog = Record<BuiltInMessageKey, Message>;
/** English built in: every key but the lazy flows' (en-flows.ts). */
export default en satisfies BuiltInCatalog as BuiltInCatalog;
