/**
 * The texts of /user/lost-number, "I no longer have this number" (issue 26 part 3; the `lost-number` catalog part).
 * The page also uses the pages part (the item question) and the popup catalog (fields, codes, errors).
 */
const en = {
  'lostNumber.title': "Recover your account with a new number",
  'lostNumber.number.text': "Enter the phone number your account uses. We will check that the account is yours, with a code to your email and a question about your orders or with an approval on a device where you’re logged in, then you set a new number.",
  'lostNumber.continue': "Continue",
  'lostNumber.email.title': "Check your email",
  'lostNumber.email.text': "We will send a 6-digit code to {email}, the email address of this account.",
  'lostNumber.email.send': "Send code",
  'lostNumber.new.title': "Your new phone number",
  'lostNumber.new.text': "Enter the number you want to use from now on. We will send a code to it by SMS.",
  'lostNumber.phone.submit': "Confirm new number",
  'lostNumber.done.title': "Your phone number is changed",
  'lostNumber.done.text': "Your account now uses {phone}. We told your email address and your old number about the change. Log in with your new number.",
  'lostNumber.done.login': "Log in",
  'lostNumber.care.title': "Contact customer care",
  'lostNumber.care.noEmail': "Without your old number we cannot confirm this account here: it needs an email address and an order we can ask about, or a device where you’re logged in. Customer care can help you get back into your account.",
  'lostNumber.care.tooManyTries': "Too many wrong answers. Customer care can help you get back into your account.",
  'lostNumber.care.link': "Go to the help center",
  'lostNumber.expired.title': "Please start again",
  'lostNumber.expired.text': "For your security, a recovery must be finished within 15 minutes.",
  'lostNumber.startAgain': "Start again",
  'lostNumber.choose.title': "Confirm it’s your account",
  'lostNumber.device.offerText': "Your account is logged in on another phone or computer. We can send a request there for you to approve.",
  'lostNumber.device.offer': "Approve on a device where you’re logged in",
  'lostNumber.device.title': "Approve on your other device",
  'lostNumber.device.text': "On a phone or computer where you’re logged in to this account, open {address} and choose “Yes, it’s me”. This page continues by itself.",
  'lostNumber.device.back': "Use another way",
  'lostNumber.device.timedOut.title': "The request has ended",
  'lostNumber.device.timedOut.text': "Nobody approved the request in time. You can send a new one.",
  'lostNumber.device.askAgain': "Send a new request",
  'lostNumber.rejected.title': "Request rejected",
  'lostNumber.rejected.text': "The request was rejected on a device where you’re logged in, so this recovery has ended.",
} as const;

export type LostNumberKey = keyof typeof en;
export default en;
