/**
 * English: the reference catalog. Every other full catalog must hold every key here (a test enforces it).
 * A value is a string with `{name}` placeholders, or a plural map keyed by Intl.PluralRules categories.
 */
const en = {
  // Validation (spec §5)
  'validation.required': "You can't leave this empty.",
  'validation.phone.invalid': 'Please enter a valid phone number.',
  'validation.phone.same': 'The new mobile number must be different from the current one.',
  'validation.loginName.length': 'The length of Phone or Email should be 6 - 60 characters.',
  'validation.email.length': 'The length of Email should be 6 - 60 characters.',
  'validation.email.invalid': 'Please enter a valid email address.',
  'validation.email.same': 'The new email must be different from the current one.',
  'validation.password.length': 'The length of Password should be 8 - 20 characters.',
  'validation.passwordLegacy.length': 'The length of Password should be 6 - 50 characters.',
  'validation.passwordLegacy.rule': 'Minimum 6 characters with a number and a letter',
  'validation.newPassword.charset': 'Password can only include ~.!@#$%^&*<> symbols',
  'validation.newPassword.rule': 'Password should contain alphabets, numbers and special characters',
  'validation.newPassword.spaces': "Password can't contain spaces.",
  'validation.newPassword.sameAsCurrent': 'The new password must be different from the current password.',
  'validation.newPassword.mismatch': "The passwords you entered don't match.",
  'validation.newPassword.hintLength': '8 - 20 characters',
  'validation.newPassword.hintRule': 'Letters, numbers and special characters (~.!@#$%^&*<>)',
  'validation.fullName.length': 'The length of Full name should be 2 - 50 characters.',
  'validation.fullName.lengthPH': 'The length of Full name should be 5 - 50 characters.',
  'validation.fullName.special': "Full name can't contain special characters.",
  'validation.fullName.words': 'Please enter your first and last name.',
  'validation.fullName.digits': "Full name can't contain numbers.",
  'validation.smsCode.invalid': 'Please enter the {count}-digit code.',
  'validation.birthday.format': 'The birthday format is incorrect.',
  'validation.birthday.range': 'Please select the correct birthday.',
  'validation.gender.invalid': 'Please select your gender.',
  'validation.address.length': 'The length of Detail Address should be 5 - 350 characters.',
  'validation.address.digitsOnly': "Detail Address can't contain only numbers.",
  'validation.address.email': "Detail Address can't contain an email address.",
  'validation.postcode.invalid': 'Please enter a valid postcode.',
  'validation.taxId.length': "Tax ID can't be longer than 100 characters.",
  'validation.taxId.invalid': 'Please enter a valid Tax ID.',
  'validation.branchId.length': "Branch ID can't be longer than 100 characters.",
  'validation.branchId.invalid': 'Please enter a valid Branch ID.',
  'validation.consent.required': 'You should agree to our Terms of Use and Privacy Policy.',

  // Errors (spec §8)
  'error.network': 'Network error, please try again later',
  'error.networkShort': 'Network error',
  'error.qr.network': 'Network Error',
  'error.qr.connection': 'Please check your connection and try again',
  'error.tryAgain': 'Error occurred, please try again',
  'error.somethingWrong': 'Something went wrong, please try again later',
  'error.busy.title': 'The system is busy',
  'error.busy.message': 'Too many people are trying right now. Please try again in a moment.',
  'error.busy.retryLater': 'Retry later',
  'error.bot.title': 'Security verification',
  'error.bot.message': 'Please complete the verification to continue.',
  'error.bridge.notLogin': 'Sorry, you have not login',
  'error.bridge.runtime': 'runtime error',
  'error.social.failed': 'Third-party login failed, please check the connection with {provider}',
  'error.social.suspended':
    'We detected a security risk, so login with {provider} is suspended for this account. Please use another login method.',
  'error.emailRegistered': 'This email is already registered',
  'error.guestEmail': 'You are logged in as guest, set your password to continue',
  'error.coolingPeriod':
    'A new account cannot be registered with these credentials because they are linked to a recently deleted account. Please contact customer care.',
  'error.slider.failed': 'verification failed',
  'error.slider.system': 'system error, please refresh and retry',
  'error.guest.resendFailed': 'Please check your internet connection and retry',
  'error.verification.rejected': 'The verification was rejected',
  'error.verification.expired': 'The verification has expired. Please start again.',
  'error.session.expired': 'Your session has expired. Please log in again.',
  'error.code.incorrect': 'The code is incorrect. Please try again.',
  'error.code.expired': 'The code has expired. Please request a new one.',
  'error.login.incorrect': 'Incorrect phone number, email or password.',
  'error.redirect.illegal': 'illegal URL',
  'error.redirect.empty': 'URL is empty',
  'error.select.empty': 'No matching items found',

  // Shared widgets
  'common.confirm': 'Confirm',
  'common.cancel': 'Cancel',
  'common.overflow': '+ {count} ...',
  'common.resendIn': { one: 'Resend in {count} second', other: 'Resend in {count} seconds' },
  'restore.success': 'Restore your account successfully',
} as const;

export type MessageKey = keyof typeof en;
export type PluralMessage = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
export type Message = string | PluralMessage;
export type Catalog = Record<MessageKey, Message>;
export type PartialCatalog = Partial<Catalog>;

export default en satisfies Catalog as Catalog;
