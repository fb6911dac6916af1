/**
 * The header's account menu texts (issue 28): its items, the "Log out?" dialog, "Try again", and the two words the
 * menu shows from the popup's catalog (the network error, "Close"), so the menu's entry loads this small part alone
 * and never the popup's catalogs. The account area loads it beside its own part (src/i18n/parts/account).
 */
const en = {
  'account.menu.button': 'Account menu for {name}',
  'account.menu.myAccount': 'My account',
  'account.menu.myProfile': 'My profile',
  'account.menu.editProfile': 'Edit profile',
  'account.menu.changeEmail': 'Change email',
  'account.menu.addEmail': 'Add email',
  'account.menu.changeMobile': 'Change mobile',
  'account.menu.addMobile': 'Add mobile',
  'account.menu.changePassword': 'Change password',
  'account.menu.setPassword': 'Set password',
  'account.menu.feedback': 'Feedback',
  'account.menu.help': 'Help',
  'account.menu.policies': 'Policies',
  'account.menu.settings': 'Settings',
  'account.menu.security': 'Security',
  'account.menu.privacy': 'Privacy',
  'account.menu.logout': 'Log out',
  'account.logout.title': 'Log out?',
  'account.logout.text': 'You will need to log in again to see your account and orders.',
  'account.logout.stay': 'Stay logged in',
  'account.logout.failed': 'Could not log out. Please try again.',
  'account.retry': 'Try again',
  'account.menu.unavailable': 'Network error, please try again later',
  'account.menu.close': 'Close',
} as const;

export default en;
export type AccountMenuKey = keyof typeof en;
