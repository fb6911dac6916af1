/**
 * The account area's English texts (`member-popup/account`): /user/profile's sub-pages, the
 * dashboard, profile editing, and the e-mail, mobile and password changes. Texts the popup already has (validation
 * messages, server errors, "Verification code", "Resend code", "New password", the gender words…) are reused from the
 * popup's catalog through the part translator, not repeated here. The menu's texts (and "Try again") are their own
 * part, src/i18n/parts/account-menu, which the account area loads beside this one (issue 28: the header's menu loads
 * that part alone).
 */
import type { AccountMenuKey } from '../account-menu/en.js';

const en = {
  // /user/profile and its sub-pages (§2.2).
  'account.nav.label': 'My account sections',
  'account.section.dashboard': 'My account',
  'account.section.myProfile': 'My profile',
  'account.section.security': 'Security',
  'account.section.privacy': 'Privacy',
  'account.section.loading': 'Loading this page…',
  'account.section.loadFailed': 'We could not load this page.',
  'account.section.editProfile': 'Edit profile',
  'account.section.emailChange': 'Change email',
  'account.section.emailAdd': 'Add email',
  'account.section.mobileChange': 'Change mobile',
  'account.section.mobileAdd': 'Add mobile',
  'account.loading': 'Loading your account…',
  'account.loadFailed': 'We could not load your account.',
  'account.notSet': 'Not set',
  'account.cancel': 'Cancel',
  'account.continue': 'Continue',
  'account.saveFailed': 'Saving did not work. Everything you typed is still here: please try again.',
  'account.session.expired': 'Your session has ended. Log in again and you will come back here with what you typed.',
  'account.draft.restored': 'Welcome back. We kept what you typed before logging in.',

  // Dashboard (§2.3).
  'account.dashboard.profile': 'Personal profile',
  'account.dashboard.editProfile': 'Edit profile',
  'account.dashboard.addressBook': 'Address book',
  'account.dashboard.manageAddresses': 'Manage addresses',
  'account.dashboard.orders': 'Recent orders',
  'account.dashboard.noOrders': 'You have no orders yet.',
  'account.dashboard.order': 'Order {orderNo}',
  'account.dashboard.placed': 'Placed on {date}',
  'account.dashboard.items': 'Items',
  'account.dashboard.quantity': 'Quantity: {count}',
  'account.dashboard.total': 'Total',
  'account.dashboard.manage': 'Manage',
  'account.promotions.title': 'Promotions',
  'account.promotions.intro': 'Choose how we may send you offers and news. You can change this at any time.',
  'account.promotions.sms': 'Receive promotions by SMS',
  'account.promotions.email': 'Receive promotions by email',
  'account.promotions.saved': 'Your choice is saved.',
  'account.promotions.failed': 'Your choice could not be saved. Please try again.',

  // Profile (§2.3, §3.4 member form fields, §5).
  'account.field.name': 'Full name',
  'account.field.nickname': 'Nickname',
  'account.field.nicknameHint': 'If you leave it empty, your mobile number is shown instead.',
  'account.field.email': 'Email',
  'account.field.mobile': 'Mobile',
  'account.field.gender': 'Gender',
  'account.field.genderNone': 'Not specified',
  'account.field.birthday': 'Birthday',
  'account.field.birthdayChoose': 'Choose your birthday',
  'account.field.birthdayClear': 'Remove birthday',
  'account.field.taxId': 'Tax ID',
  'account.field.branchId': 'Branch ID',
  'account.field.pin': 'Messaging PIN',
  'account.field.pinHint': '6 digits. Leave it empty to keep your current PIN.',
  'account.field.pinSet': 'Set',
  'account.prompt.title': 'Complete your profile',
  'account.prompt.mobile': 'Add a mobile number so you can log in with a code.',
  'account.prompt.birthday': 'Add your birthday to get birthday offers.',
  'account.prompt.gender': 'Tell us your gender for better suggestions.',
  'account.profile.save': 'Save changes',
  'account.profile.saved': 'Your profile is saved.',
  'account.validation.nickname.length': 'The nickname can have at most 50 characters.',
  'account.validation.nickname.invalid': 'The nickname cannot contain < or >.',
  'account.validation.pin': 'The PIN must be 6 digits.',

  // E-mail and mobile change (§2.2 #email-change, #mobile-change; §5 "must differ").
  'account.identity.title': 'Confirm it’s you',
  'account.identity.password': 'Enter your current password to continue.',
  'account.identity.codeIntro': 'To continue, we will send a verification code to your current email or mobile.',
  'account.identity.sendEmail': 'Send a code to my email',
  'account.identity.sendMobile': 'Send a code to my mobile',
  'account.identity.sent': 'Enter the code we sent to {identifier}.',
  'account.contact.currentEmail': 'Current email',
  'account.contact.currentMobile': 'Current mobile',
  'account.contact.newEmail': 'New email',
  'account.contact.newMobile': 'New mobile number',
  'account.contact.sendCode': 'Send code',
  'account.contact.codeSent': 'Enter the code we sent to {value}.',
  'account.contact.confirm': 'Confirm',
  'account.contact.edit': 'Use a different one',
  'account.contact.emailDone': 'Your email is now {value}.',
  'account.contact.mobileDone': 'Your mobile number is now {value}.',

  // Password (change or set).
  'account.password.current': 'Current password',
  'account.password.setIntro': 'Your account has no password yet. Confirm it’s you with a code, then choose one.',
  'account.password.submit': 'Change password',
  'account.password.setSubmit': 'Set password',
  'account.password.hints': 'Your new password needs:',
} as const;

export default en;
/** This part's own keys (its catalogs hold these). */
export type AccountOwnKey = keyof typeof en;
/** The keys the account area's translator has: its own and the menu's part. */
export type AccountKey = AccountOwnKey | AccountMenuKey;
