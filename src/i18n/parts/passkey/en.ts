/**
 * Passkeys' English texts (issue 25): the #security section's passkeys panel, the offer to create a passkey after
 * sign-in, the member pages' "Log in with a passkey" and the ceremonies' errors (`passkey.error.<problem>`,
 * machines/passkeys/problem.ts). One term: "passkey".
 */
const en = {
  'passkey.signIn': "Log in with a passkey",
  'passkey.panel.title': "Passkeys",
  'passkey.panel.intro': "Log in with your fingerprint, face or screen lock instead of a password.",
  'passkey.panel.empty': "You have no passkeys yet.",
  'passkey.panel.add': "Add a passkey",
  'passkey.panel.created': "Created {date}",
  'passkey.panel.lastUsed': "Last used {date}",
  'passkey.panel.neverUsed': "Not used yet",
  'passkey.panel.rename': "Rename",
  'passkey.panel.renameLabel': "Passkey name",
  'passkey.panel.save': "Save",
  'passkey.panel.cancel': "Cancel",
  'passkey.panel.remove': "Remove",
  'passkey.panel.removeTitle': "Remove this passkey?",
  'passkey.panel.removeText': "You will no longer be able to log in with “{name}”. Your other ways to log in stay as they are.",
  'passkey.panel.added': "Passkey added.",
  'passkey.panel.renamed': "Passkey renamed.",
  'passkey.panel.removed': "Passkey removed.",
  'passkey.panel.loading': "Loading your passkeys…",
  'passkey.panel.retry': "Try again",
  'passkey.offer.title': "Log in faster next time",
  'passkey.offer.text': "Create a passkey to log in with your fingerprint, face or screen lock. There is no password to remember.",
  'passkey.offer.create': "Create a passkey",
  'passkey.offer.notNow': "Not now",
  'passkey.offer.created': "Passkey created. Next time, choose “Log in with a passkey”.",
  'passkey.offer.continue': "Continue",
  'passkey.error.failed': "This passkey could not be used. Try again or choose another way to log in.",
  'passkey.error.exists': "This device already has a passkey for your account.",
  'passkey.error.unsupported': "This browser cannot use passkeys here. Please choose another way to log in.",
  'passkey.error.notFound': "This passkey no longer exists.",
  'passkey.error.busy': "Too many tries. Please wait a minute and try again.",
  'passkey.error.network': "Network error. Please check your connection and try again.",
  'passkey.error.session': "Your session has expired. Please log in again.",
  'passkey.error.nameEmpty': "Please enter a name.",
} as const;

export default en;
export type PasskeyKey = keyof typeof en;
