/**
 * English of the popup's lazy flows: the texts only the screens and machines Login does not need use (QR, sign-up,
 * Verify / method list / phone call, forgot and reset password, profile completion, the bot check's slider, the
 * generic widgets those screens use, the validation of fields Login does not have). Not in the popup's first screen:
 * it arrives with the first lazy part or flow (`loadEnglishFlows` in ./index.ts, awaited beside the part's chunk and
 * its stylesheet), then the English catalog (`getCatalog('en')`) holds these keys too. The wing entries (pages,
 * account) and the package's export list build it in (`addEnglishFlows`), since their own screens show some of these.
 * Every other full catalog holds these keys as well (`Catalog` is en.ts + this part; the completeness test checks it).
 */
const enFlows = {
  // Passkey sign-in on Login (issue 25; the same words as the passkey part's). Here, not in en.ts: the button shows
  // only once the passkey chunk found passkeys usable, and that load brings this part (popup.flows.ts loadFlow).
  'login.passkey': 'Log in with a passkey',
  'login.passkeyFailed': 'This passkey could not be used. Try again or choose another way to log in.',
  // Errors (spec §8)
  'error.qr.network': 'Network Error',
  'error.qr.connection': 'Please check your connection and try again',
  // Shared widgets
  'common.resendIn': { one: 'Resend in {count} second', other: 'Resend in {count} seconds' },
  // Popup shell and shared form texts
  'popup.next': 'Next',
  'popup.newTab': '(opens in a new tab)',
  // Popup: Qrcode
  'qr.title': 'QR code login',
  'qr.scan': 'Scan the QR code with the app',
  'qr.image': 'QR code to scan with the app',
  'qr.scanned': 'Scan completed — finish logging in on your phone',
  'qr.refresh': 'Refresh',
  'qr.rescan': 'Rescan',
  'qr.success': 'Login successful',
  'qr.otherWays': 'Log in with password or code',
  // Popup: Registry
  'registry.title': 'Create your account',
  'registry.method': 'Sign up with',
  'registry.usePhone': 'Use phone number',
  'registry.useEmail': 'Use email',
  'registry.consent': 'I have read and agree to the {terms} and {privacy}.',
  'registry.terms': 'Terms of Use',
  'registry.privacy': 'Privacy Policy',
  'registry.guestSetPassword': 'Set a password',
  'registry.promoSms': 'Send me offers and promotions by SMS',
  'registry.promoEmail': 'Send me offers and promotions by email',
  'registry.submit': 'Sign up',
  'registry.haveAccount': 'Already have an account?',
  'registry.social': 'Or sign up with',
  // Popup: Verify, VerifyMethodList, PhoneCall
  'verify.title': 'Enter verification code',
  'verify.code': 'Verification code',
  'verify.resend': 'Resend code',
  'verify.changePhone': 'Change phone number',
  'verify.changeEmail': 'Change email',
  'verify.otherMethods': 'Try another verification method',
  'methods.title': 'Choose a verification method',
  'methods.intro': 'Choose another way to get your verification code.',
  'phoneCall.title': 'Verify by phone call',
  'phoneCall.text': 'For your security, we will call {phone} and read out a verification code.',
  'phoneCall.call': 'Call me',
  // Popup: ForgetPassword, ResetPassword
  'forgot.title': 'Forgot password',
  'forgot.intro': 'Enter the phone number or email of your account. We will send you a verification code.',
  'reset.title': 'Set a new password',
  'reset.newPassword': 'New password',
  'reset.retype': 'Re-enter new password',
  'reset.submit': 'Save password',
  'reset.successTitle': 'Password changed',
  'reset.successText': 'Your new password is ready. Where would you like to go?',
  'reset.shortcuts': 'Shortcuts',
  'reset.shopping': 'Continue shopping',
  'reset.cart': 'Cart',
  'reset.wishlist': 'Wishlist',
  'reset.account': 'My account',
  'reset.closing': { one: 'Closing in {count} second', other: 'Closing in {count} seconds' },
  'reset.stay': 'Keep this window open',
  // Popup: ProfileComplete
  'profile.title': 'Complete your profile',
  'profile.step': 'Step {step} of {total}',
  'profile.name': 'Full name',
  'profile.password': 'Set a password',
  'profile.gender': 'Gender',
  'profile.male': 'Male',
  'profile.female': 'Female',
  'profile.birthday': 'Birthday',
  'profile.save': 'Save',
  'profile.later': 'Fill in later',
  'profile.shopping': 'Go shopping',
  // Server errors only the flows' calls answer (codes, Verify, social, QR, sign-up); Login's own (password login,
  // the CSRF token, the bot check, limits, the network) stay in en.ts: server-errors.ts reads a text here once it is in
  'error.social.suspended':
    'We detected a security risk, so login with {provider} is suspended for this account. Please use another login method.',
  'error.emailRegistered': 'This email is already registered',
  'error.coolingPeriod':
    'A new account cannot be registered with these credentials because they are linked to a recently deleted account. Please contact customer care.',
  'error.verification.rejected': 'The verification was rejected',
  'error.verification.expired': 'The verification has expired. Please start again.',
  'error.code.sendLimit': 'You have requested too many codes. Please try again in an hour.',
  'error.code.incorrect': 'The code is incorrect. Please try again.',
  'error.code.expired': 'The code has expired. Please request a new one.',
  'server.socialSuspended':
    'We detected a security risk, so this login method is suspended for this account. Please use another login method.',
  'server.risk': 'For your security, please receive the code by a voice call.',
  'server.phoneNotRegistered': 'This phone number is not registered yet.',
  'server.oauthNotLinked': 'No account is linked to this social login yet.',
  'server.resendTooSoon': 'Please wait a moment before requesting a new code.',
  'server.phoneExist': 'This phone number is already registered. Please log in.',
  'server.passwordIncorrect': 'The current password is incorrect.',
  'server.contactMissing': 'This account has no email or phone number to send a code to.',
  'server.channelUnsupported': "This way of receiving the code isn't available. Please choose another.",
  'server.oauthExpired': 'The sign-in with the provider has expired. Please try again.',
  'server.qrInvalid': 'This QR code is no longer valid. Please refresh it.',
  // Validation of the flows' and the wings' fields (name, birthday, address, tax and branch IDs, a changed phone or
  // email, a new password)
  'validation.phone.same': 'The new mobile number must be different from the current one.',
  'validation.fullName.length': 'The length of Full name should be 2 - 50 characters.',
  'validation.fullName.lengthPH': 'The length of Full name should be 5 - 50 characters.',
  'validation.fullName.special': "Full name can't contain special characters.",
  'validation.fullName.words': 'Please enter your first and last name.',
  'validation.fullName.digits': "Full name can't contain numbers.",
  'validation.birthday.format': 'The birthday format is incorrect.',
  'validation.birthday.range': 'Please select the correct birthday.',
  'validation.address.length': 'The length of Detail Address should be 5 - 350 characters.',
  'validation.address.digitsOnly': "Detail Address can't contain only numbers.",
  'validation.address.email': "Detail Address can't contain an email address.",
  'validation.postcode.invalid': 'Please enter a valid postcode.',
  'validation.taxId.length': "Tax ID can't be longer than 100 characters.",
  'validation.taxId.invalid': 'Please enter a valid Tax ID.',
  'validation.branchId.length': "Branch ID can't be longer than 100 characters.",
  'validation.branchId.invalid': 'Please enter a valid Branch ID.',
  'validation.email.same': 'The new email must be different from the current one.',
  'validation.newPassword.charset': 'Password can only include ~.!@#$%^&*<> symbols',
  'validation.newPassword.rule': 'Password should contain alphabets, numbers and special characters',
  'validation.newPassword.spaces': "Password can't contain spaces.",
  'validation.newPassword.sameAsCurrent': 'The new password must be different from the current password.',
  'validation.newPassword.mismatch': "The passwords you entered don't match.",
  'validation.newPassword.hintLength': '8 - 20 characters',
  'validation.newPassword.hintRule': 'Letters, numbers and special characters (~.!@#$%^&*<>)',
  // The new-password field's hint lines (reset, profile, the account's change-password)
  'popup.hint.met': 'Done:',
  'popup.hint.unmet': 'Not yet:',
  // Errors and shared texts only the flows, the wings or the generic widgets show (or no screen of the popup)
  'error.networkShort': 'Network error',
  'error.tryAgain': 'Error occurred, please try again',
  'error.slider.system': 'system error, please refresh and retry',
  'error.guest.resendFailed': 'Please check your internet connection and retry',
  'error.redirect.illegal': 'illegal URL',
  'error.redirect.empty': 'URL is empty',
  'error.select.empty': 'No matching items found',
  'common.overflow': '+ {count} ...',
  'restore.success': 'Restore your account successfully',
  // Generic widgets the lazy screens and the wings use (src/components: passcode, slider, date picker, loading)
  'widget.loading': 'Loading',
  'widget.passcode.label': 'Verification code',
  'widget.passcode.cell': 'Digit {index} of {count}',
  'widget.slider.label': 'Slide to verify',
  'widget.slider.checking': 'Checking…',
  'widget.slider.verified': 'Verified',
  'widget.slider.refresh': 'Refresh',
  'widget.datePicker.label': 'Choose a date',
  'widget.datePicker.timeLabel': 'Choose a time',
  'widget.datePicker.year': 'Year',
  'widget.datePicker.month': 'Month',
  'widget.datePicker.day': 'Day',
  'widget.datePicker.hour': 'Hour',
  'widget.datePicker.minute': 'Minute',
  // The link to /user/lost-number on code login's Verify and the method list (issue 26 part 3).
  'lostNumber.link': "I no longer have this number",
} as const;

export type FlowMessageKey = keyof typeof enFlows;

/**
 * The server error keys only the lazy flows' calls answer (codes, Verify, social, QR, sign-up, the account area's
 * identity step), mapped to their texts above: the rest of SERVER_ERROR_KEYS (i18n/server-errors.ts, Login's own),
 * joined to it when this part is in (`addEnglishFlows`). Matched upper-cased, like every key there.
 */
export const FLOW_SERVER_ERROR_KEYS: Readonly<Record<string, FlowMessageKey | readonly FlowMessageKey[]>> = Object.freeze({
  'PL-USER-EMAIL-REGISTER-IN-COOLING-PERIOD': 'error.coolingPeriod',
  'PL-USER-EMAIL-EXIST': 'error.emailRegistered',
  'PL-USER-SOCIAL-LOGIN-SUSPENDED': ['error.social.suspended', 'server.socialSuspended'] as const,
  'PL-USER-CODE-INCORRECT': 'error.code.incorrect',
  'PL-USER-CODE-EXPIRED': 'error.code.expired',
  'PL-USER-VERIFICATION-REJECTED': 'error.verification.rejected',
  'PL-USER-VERIFICATION-EXPIRED': 'error.verification.expired',
  'PL-USER-RISK': 'server.risk',
  PL_USER_LOGIN_PHONE_NOT_EXIST: 'server.phoneNotRegistered',
  PL_USER_LOGIN_OAUTH_NOT_EXIST: 'server.oauthNotLinked',
  'PL-USER-CODE-RESEND-TOO-SOON': 'server.resendTooSoon',
  'PL-USER-PHONE-EXIST': 'server.phoneExist',
  // The account area's identity step and password change (examples/server/account-routes.ts ACCOUNT_KEYS).
  'PL-USER-PASSWORD-INCORRECT': 'server.passwordIncorrect',
  'PL-USER-CONTACT-MISSING': 'server.contactMissing',
  'PL-USER-CHANNEL-UNSUPPORTED': 'server.channelUnsupported',
  'PL-USER-OAUTH-CODE-INVALID': 'server.oauthExpired',
  'PL-USER-QR-INVALID': 'server.qrInvalid',
  'PL-USER-CODE-SEND-LIMIT': 'error.code.sendLimit',
});

export default enFlows;
