/**
 * The same-tab social sign-in's texts in English (issue 25 part 3): the social-login return page (/user/social-login)
 * when the provider refuses the in-app browser, or the answer is not for this tab. The `social` catalog part, loaded
 * only by that page.
 */
const en = {
  "social.refused.title": "{provider} does not allow signing in here",
  "social.refused.text": "{provider} blocks sign-in inside this app's browser. Open this page in your browser, or use another way to sign in.",
  "social.openBrowser": "Open in your browser",
  "social.copyLink": "Copy the link",
  "social.copyHint": "Copy the link, then paste it into your browser's address bar.",
  "social.copied": "Link copied",
  "social.otherWays": "Other ways to sign in",
  "social.invalid.title": "This sign-in could not be completed",
  "social.invalid.text": "Please start again from the sign-in page.",
} as const;

export type SocialKey = keyof typeof en;
export default en;
