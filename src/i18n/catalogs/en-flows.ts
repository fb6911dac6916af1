/**
 * English of the popup's lazy flows: the texts only the screens and machines Login does not need use (QR, sign-up,
 * Verify / method list / phone call, forgot and reset password, profile completion). Not in the popup's first screen:
 * it arrives with the first lazy part or flow (`loadEnglishFlows` in ./index.ts, awaited beside the part's chunk and
 * its stylesheet), then the English catalog (`getCatalog('en')`) holds these keys too. The wing entries (pages,
 * account) and the package's export list build it in (`addEnglishFlows`), since their own screens show some of these.
 * Every other full catalog holds these keys as well (`Catalog` is en.ts + this part; the completeness test checks it).
 */
const enFlows = {
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
} as const;

export type FlowMessageKey = keyof typeof enFlows;

export default enFlows;
