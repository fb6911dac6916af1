/**
 * The #security section's English texts (issue 24): devices and sessions. Words the account part or the popup
 * already has ("Try again", "Cancel", "Close") are reused through the part translator, not repeated here.
 */
const en = {
  'security.sessions.title': 'Devices and sessions',
  'security.sessions.intro': 'These browsers and apps are logged in to your account. If you do not recognise one, log it out and change your password.',
  'security.sessions.loading': 'Loading your devices…',
  'security.sessions.loadFailed': 'Your devices could not be loaded.',
  'security.sessions.thisDevice': 'This device',
  'security.sessions.phoneApp': 'Phone app (QR code login)',
  'security.sessions.unknownBrowser': 'Unknown browser',
  'security.sessions.browserOn': '{browser} on {system}',
  'security.sessions.method': 'Logged in with',
  'security.sessions.started': 'Logged in',
  'security.sessions.lastActive': 'Last active',
  'security.sessions.network': 'Network',
  'security.sessions.place': 'Place',
  'security.sessions.signOut': 'Log out',
  'security.sessions.signOutNamed': 'Log out {device}',
  'security.sessions.signOutOthers': 'Log out of all other devices',
  'security.sessions.confirmTitle': 'Log out of all other devices?',
  'security.sessions.confirmText': 'Every other browser and the phone app will have to log in again. This device stays logged in.',
  'security.sessions.signedOut': '{device} is logged out.',
  'security.sessions.othersSignedOut': 'All other devices are logged out.',
  'security.sessions.onlyThis': 'No other device is logged in.',
  'security.method.password': 'Password',
  'security.method.code': 'One-time code',
  'security.method.qr': 'QR code',
  'security.method.passkey': 'Passkey',
  'security.method.reset': 'Password reset',
  'security.method.signup': 'Sign up',
  'security.method.restore': 'Account restore',
  'security.method.other': 'Other',
} as const;

export type SecurityKey = keyof typeof en;
export default en;
