/**
 * Social sign-in texts in English (the `social` catalog part): the social-login return page (/user/social-login,
 * issue 25 part 3) when the provider refuses the in-app browser or the answer is not for this tab, and the #security
 * section's connected accounts panel (issue 24 part 5).
 */
const en = {
  "social.refused.title": "{provider} does not allow logging in here",
  "social.refused.text": "{provider} blocks logging in inside this app's browser. Open this page in your browser, or use another way to log in.",
  "social.openBrowser": "Open in your browser",
  "social.copyLink": "Copy the link",
  "social.copyHint": "Copy the link, then paste it into your browser's address bar.",
  "social.copied": "Link copied",
  "social.otherWays": "Other ways to log in",
  "social.invalid.title": "This sign-in could not be completed",
  "social.invalid.text": "Please start again from the sign-in page.",
  "social.panel.title": "Connected accounts",
  "social.panel.intro": "Log in with Google or Facebook too. Your other ways in stay as they are.",
  "social.panel.loading": "Loading your connected accounts…",
  "social.panel.retry": "Try again",
  "social.panel.linked": "Linked as {email} since {date}",
  "social.panel.linkedNoEmail": "Linked since {date}",
  "social.panel.notLinked": "Not linked",
  "social.panel.link": "Link {provider}",
  "social.panel.unlink": "Unlink {provider}",
  "social.panel.cancel": "Cancel",
  "social.panel.unlinkTitle": "Unlink {provider}?",
  "social.panel.unlinkText": "You will no longer be able to log in with {provider}.",
  "social.panel.done.linked": "{provider} is linked.",
  "social.panel.done.unlinked": "{provider} is unlinked.",
  "social.error.elsewhere": "This {provider} account is already linked to another marketplace account. Use another {provider} account.",
  "social.error.already": "Another {provider} account is linked already. Unlink it first.",
  "social.error.lastWay": "{provider} is your only way to log in. Add {ways} first, then unlink it.",
  "social.error.notLinked": "This account is not linked any more.",
  "social.error.busy": "Too many tries. Please wait a few minutes and try again.",
  "social.error.network": "No connection. Check your network and try again.",
  "social.error.failed": "Something went wrong. Please try again.",
  "social.error.inApp": "{provider} can't open in this app's browser. Open this page in your browser to link it.",
  "social.way.password": "a password",
  "social.way.phone": "a mobile number",
  "social.way.email": "a verified email address",
  "social.way.passkey": "a passkey",
} as const;

export type SocialKey = keyof typeof en;
export default en;
