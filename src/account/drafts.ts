/**
 * Drafts kept across a login redirect (spec §4 "a session-related failure … triggers the login flow"): when a save
 * finds the session gone, what was typed (never a password, code or pin) is kept in sessionStorage under its
 * section, and given back once when the buyer returns to that section after logging in.
 */
const PREFIX = 'member-account:draft:';

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storage(): DraftStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function saveDraft(section: string, draft: Readonly<Record<string, string>>, store: DraftStorage | null = storage()): void {
  try {
    store?.setItem(`${PREFIX}${section}`, JSON.stringify(draft));
  } catch {
    /* storage full or refused: the redirect still happens */
  }
}

/** The section's draft, removed as it is read (a draft is restored once). */
export function takeDraft(section: string, store: DraftStorage | null = storage()): Record<string, string> | undefined {
  try {
    const raw = store?.getItem(`${PREFIX}${section}`);
    if (!raw) return undefined;
    store?.removeItem(`${PREFIX}${section}`);
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return undefined;
  }
}
