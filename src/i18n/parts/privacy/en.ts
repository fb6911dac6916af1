/**
 * The #privacy section's texts in English (issue 26: download my data, delete my account; the `privacy` catalog part,
 * loaded with the section's lazy chunk). The section also uses the account part and the popup catalog.
 */
const en = {
  'privacy.intro': "Download a copy of your data or delete your account.",
  'privacy.export.title': "Download my data",
  'privacy.export.text': "Get one file with your profile, email and phone history, addresses, orders, consents, linked accounts and security activity: JSON with a readable summary. You can do this once a day.",
  'privacy.export.start': "Download my data",
  'privacy.export.ready': "Your file is ready. The download starts by itself; if it does not, use the link below.",
  'privacy.export.done': "Done",
  'privacy.export.link': "Download the file",
  'privacy.delete.title': "Delete my account",
  'privacy.delete.text': "Close your account and erase your personal data. First we check what must be settled.",
  'privacy.delete.start': "Delete my account",
  'privacy.checking': "Checking your account…",
  'privacy.blocked.title': "Settle these first",
  'privacy.blocked.text': "Your account can be deleted once these are settled:",
  'privacy.blocker.openOrder': "Order {ref} has not been delivered yet.",
  'privacy.blocker.refundableOrder': "Order {ref} can still be returned or refunded.",
  'privacy.blocker.walletBalance': "Your wallet still holds {amount}. Spend it, or ask customer care to refund it.",
  'privacy.recheck': "Check again",
  'privacy.losses.title': "What you will lose",
  'privacy.losses.text': "Tick each item to confirm you understand it.",
  'privacy.loss.orderHistory': "Your order history ({count}). The records stay, as the law requires, but without your name.",
  'privacy.loss.addresses': "Your saved addresses ({count}).",
  'privacy.loss.socialAccounts': "Your linked social accounts ({count}).",
  'privacy.loss.groceryHistory': "Your linked grocery order history ({count}).",
  'privacy.loss.staffLink': "Your staff link and its benefits.",
  'privacy.loss.promotions': "Your promotion subscriptions.",
  'privacy.delete.ackAll': "Tick every item to continue.",
  'privacy.continue': "Continue",
  'privacy.cancel': "Cancel",
  'privacy.confirm.title': "Delete your account?",
  'privacy.confirm.text': "You will be logged out everywhere. For {graceDays} days, logging in lets you restore the account. After that it is closed, and {coolingDays} days later its personal data is erased and your email and mobile number are free again.",
  'privacy.confirm.submit': "Delete my account",
  'privacy.identityAgain': "Please confirm it’s you again.",
  'privacy.done': "Your account will be deleted. We sent you an email about it.",
  'privacy.error.exportLimited': "You have already downloaded your data today. Try again tomorrow.",
} as const;

export type PrivacyKey = keyof typeof en;
export default en;
