/**
 * Bidirectional text: a left-to-right isolate (LRI U+2066 … PDI U+2069) keeps a phone number, a code or an address
 * reading left to right inside right-to-left text (Urdu), in messages, attributes and templates alike (issue 27 #7).
 * Its own module so a screen that only isolates (the change-password page of the pages entry) does not bring the
 * phone metadata that formatPhone (format.ts) formats with.
 */

/** Left-to-right isolate (LRI … PDI) around a text; once only. */
export const isolateLtr = (text: string): string => (text.startsWith('\u2066') ? text : `\u2066${text}\u2069`);
