/**
 * The member pages' texts in English (the reference of the `pages` catalog part, src/i18n/catalog-parts.ts). The
 * pages also use the popup's catalog (validation, errors, the popup screens' own texts), so only what a page adds
 * lives here.
 */
const en = {
  // Every page
  'pages.landmark': 'Member account',
  'pages.loadFailed': "This page couldn't be loaded. Please check your connection and try again.",
  'pages.retry': 'Try again',
  'pages.backHome': 'Back to home',
  'pages.continue': 'Continue',
  'pages.notFound.title': 'Page not found',
  'pages.notFound.text': "This page doesn't exist or has moved.",
  'pages.signIn.title': 'Please log in',
  'pages.signIn.text': 'Log in to your account to continue.',
  'pages.signIn.action': 'Log in',

  // /user/change-password
  'pages.changePassword.title': 'Change password',
  'pages.changePassword.intro': 'Choose a new password you don\'t use anywhere else.',
  'pages.changePassword.doneTitle': 'Password changed',
  'pages.changePassword.doneText': 'Your new password is saved. You have been logged out on your other devices.',
  'pages.setPassword.title': 'Set a password',
  'pages.setPassword.doneTitle': 'Password set',
  'pages.setPassword.doneText': 'Your password is saved. From now on you can log in with it.',

  // /user/logout
  'pages.logout.title': 'Log out',
  'pages.logout.question': 'Do you want to log out of your account on this device?',
  'pages.logout.confirm': 'Log out',
  'pages.logout.cancel': 'Stay logged in',
  'pages.logout.signedOut': "You're not logged in.",

  // /user/guest-register
  'pages.guest.title': 'Set your password',
  'pages.guest.intro': 'You ordered as a guest with this email address. Set a password to turn it into an account and see your orders.',
  'pages.guest.send': 'Send me a link',
  'pages.guest.sentTitle': 'Check your email',
  'pages.guest.sent': 'We sent an email to {email}. Open the link in it within 5 minutes to set your password.',
  'pages.guest.resend': 'Resend email',
  'pages.guest.resent': 'We sent the email again.',

  // /user/link-expired
  'pages.expired.title': 'This link has expired',
  'pages.expired.text': 'Links in our emails work once and for 5 minutes only. Enter your email address to get a new one.',
  'pages.expired.resend': 'Send a new link',
  'pages.expired.sent': 'If an account or a guest order uses {email}, a new link is on its way.',
  'pages.incomplete.title': 'This link is incomplete',
  'pages.incomplete.text': 'Part of the link is missing, so this page cannot tell what it is for. Open the link again from the email or message we sent you, or copy its whole address into your browser.',

  // /user/close-account-register-fail
  'pages.closeAccount.title': "This account can't be created",
  'pages.closeAccount.help': 'If you need help, contact customer care.',

  // /user/account-restore
  'pages.restore.doneTitle': 'Account restored',
  'pages.restore.account': "Account: {account}",
  'pages.closeAccount.contact': "Contact customer care",
  'pages.auth.title': "Finish logging in",
  'pages.auth.linkTitle': "Link your {provider} account",
  'pages.auth.linkText': "An account already uses {email}. Enter its password to link your {provider} sign-in to it and log in.",
  'pages.auth.link': "Link and log in",
  'pages.auth.phoneTitle': "Add your mobile number",
  'pages.auth.phoneText': "{provider} didn't share an email address. Add your mobile number to create your account.",
  'pages.auth.create': "Create account",
  'pages.auth.doneTitle': "You're logged in",
  'pages.auth.done': "Taking you back…",


  // /user/verify
  'pages.verify.title': 'Verify it’s you',
  'pages.verify.intro.login': 'Someone is trying to log in to your account. Confirm it’s you within 5 minutes.',
  'pages.verify.intro.reset': 'Someone is trying to reset your password. Confirm it’s you within 5 minutes.',
  'pages.verify.methods': 'Choose how to verify',
  'pages.verify.method.sms': 'Code by SMS to {phone}',
  'pages.verify.method.email': 'Code by email to {email}',
  'pages.verify.method.device': 'Approve on my trusted device',
  'pages.verify.method.call': 'Code by phone call to {phone}',
  'pages.verify.method.item': 'Answer a question about my orders',
  'pages.verify.method.password': 'Enter my password',
  'pages.verify.otherMethod': 'Use another method',
  'pages.verify.device.title': 'Approve on your trusted device',
  'pages.verify.device.text': 'We sent a request to {device}. Approve it there; this page continues by itself.',
  'pages.verify.device.waiting': 'Waiting for your approval…',
  'pages.verify.item.title': 'Which of these did you buy?',
  'pages.verify.item.text': 'Pick the item from one of your orders.',
  'pages.verify.password.title': 'Enter your password',
  'pages.verify.password.field': 'Password',
  'pages.verify.submit': 'Verify',
  'pages.verify.notMe': 'This wasn’t me',
  'pages.verify.reject.title': 'Stop this request?',
  'pages.verify.reject.text': 'Nobody will be able to continue with this request. If it wasn’t you, change your password.',
  'pages.verify.reject.confirm': 'Stop the request',
  'pages.verify.rejectedTitle': 'Request stopped',
  'pages.verify.rejectedText': 'The request was stopped. If it wasn’t you, change your password.',
  'pages.verify.rejectedByDevice': 'The request was rejected on your trusted device.',
  'pages.verify.expiredTitle': 'Your session has expired',
  'pages.verify.expiredText': 'The 5 minutes to verify are over. Please start again.',
  'pages.verify.approvedTitle': 'Verified',
  'pages.verify.approvedText': 'Thanks, it’s you. Taking you back…',
  'pages.verify.wrongItem': 'That isn’t an item from your orders. Please try again.',
  'pages.verify.startAgain': 'Start again',
  'pages.verify.tooManyTries': 'Too many wrong answers. Please choose another way to verify.',
  'pages.verify.noMethod': 'No way to verify it’s you is available right now. Please try again tomorrow, or contact customer care.',
  'pages.verify.device.where': 'the devices where you’re logged in to this account',

  // /user/trusted-device (the trusted device answers a verification)
  'pages.device.title': 'Requests to verify it’s you',
  'pages.device.intro': 'Approve a request only if you started it yourself just now.',
  'pages.device.signInText': 'Log in on this device to approve or reject requests to verify it’s you.',
  'pages.device.empty': 'No request is waiting for your answer.',
  'pages.device.refresh': 'Check again',
  'pages.device.purpose.login': 'Log in to your account',
  'pages.device.purpose.reset': 'Reset your password',
  'pages.device.asked': 'Requested at {time}',
  'pages.device.ends': 'Ends at {time}',
  'pages.device.from': 'From {browser} on {system}, address {address}',
  'pages.device.fromUnknown': 'From an unknown browser, address {address}',
  'pages.device.approve': 'Yes, it’s me',
  'pages.device.reject.title': 'Reject this request?',
  'pages.device.reject.text': 'Nobody will be able to continue with it. If it wasn’t you, change your password.',
  'pages.device.reject.confirm': 'Reject',
  'pages.device.approvedTitle': 'Request approved',
  'pages.device.approvedText': 'The other device continues by itself.',
  'pages.device.rejectedTitle': 'Request rejected',
  'pages.device.rejectedText': 'Nobody can continue with this request. If it wasn’t you, change your password now.',
  'pages.device.changePassword': 'Change password',
  'pages.device.goneTitle': 'This request has ended',
  'pages.device.goneText': 'It expired or was already answered.',

  // /user/grocery-merge (spec §2.3)
  'pages.grocery.title': 'Your grocery orders',
  'pages.grocery.intro': 'You have an order history with our grocery store under {account}. What would you like to do with it?',
  'pages.grocery.optIn': 'Move my grocery orders into this account',
  'pages.grocery.optInText': 'Your grocery orders will appear in this account. Your grocery login stops working.',
  'pages.grocery.createNew': 'Create a new account for grocery',
  'pages.grocery.createNewText': 'Keep grocery separate: a new marketplace account holds your grocery orders.',
  'pages.grocery.combine': 'Combine both accounts',
  'pages.grocery.combineText': 'One account with all your orders, addresses and both logins.',
  'pages.grocery.submit': 'Confirm',
  'pages.grocery.doneOptIn': 'Your grocery orders are now in this account.',
  'pages.grocery.doneCreateNew': 'A new account now holds your grocery orders. We emailed you how to log in to it.',
  'pages.grocery.doneCombine': 'Your accounts are combined.',
  'pages.grocery.orders': "Orders in this history",
  'pages.grocery.none': "There's no grocery order history to move.",
  'pages.grocery.doneTitle': "Grocery orders moved",
} as const;

export type PagesKey = keyof typeof en;
export default en;
