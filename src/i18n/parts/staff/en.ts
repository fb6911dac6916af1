/**
 * The staff verification page's texts in English (/user/lazadian; the `staff` catalog part, loaded only by that page
 * so the other member pages do not carry them). The page also uses the pages part and the popup catalog.
 */
const en = {
  'staff.title': 'Verify your staff account',
  'staff.intro': 'Work at the marketplace? Verify your work email to link it to this shopping account and get your staff benefits.',
  'staff.email': 'Work email',
  'staff.emailDomain': 'Use your work email address ending in {domains}.',
  'staff.send': 'Send code',
  'staff.doneTitle': 'Staff account verified',
  'staff.doneText': 'Your work email {email} is linked to this account.',
  'staff.unlink': 'Unlink work email',
  'staff.unlinked': 'Your work email is no longer linked.',
  'staff.notLinked': "No work email is linked to this account yet.",
  'staff.codeTitle': "Check your work email",
  'staff.codeSent': "We sent a code to {email}. Enter it within 5 minutes.",
  'staff.confirm': "Verify and link",
  'staff.changeEmail': "Use another email",
  'staff.badge': "Staff account",
  'staff.benefits': "Staff benefits are active on this account.",
  'staff.unlinkTitle': "Unlink your work email?",
  'staff.unlinkText': "Staff benefits stop on this account. You can link a work email again at any time.",
  'staff.unlinkConfirm': "Unlink",
  'staff.keep': "Keep it linked",
  'staff.error.domain': "Only a marketplace work email can be linked. Check the part after the @.",
  'staff.error.taken': "This work email is already linked to another account. Unlink it there first.",
  'staff.error.alreadyLinked': "This account already has a linked work email. Unlink it first to link another one.",
} as const;

export type StaffKey = keyof typeof en;
export default en;
