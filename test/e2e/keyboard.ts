/** Keyboard-only driving: Tab until the focus is where a person would want it, reading only the focused element. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export interface FocusedElement {
  readonly tag: string;
  readonly name: string;
  readonly type: string;
  readonly role: string;
  /** Accessible-ish name: aria-label, the label's text, or the text content. */
  readonly label: string;
  readonly member: string;
}

export async function focused(page: Page): Promise<FocusedElement> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return { tag: '', name: '', type: '', role: '', label: '', member: '' };
    const input = el as HTMLInputElement;
    const labelled = input.labels && input.labels.length ? input.labels[0]!.textContent ?? '' : '';
    return {
      tag: el.tagName.toLowerCase(),
      name: input.name ?? '',
      type: input.type ?? '',
      role: el.getAttribute('role') ?? '',
      label: (el.getAttribute('aria-label') ?? labelled ?? '').trim() || (el.textContent ?? '').trim(),
      member: el.hasAttribute('data-member-login') ? 'login' : el.hasAttribute('data-member-signup') ? 'signup' : '',
    };
  });
}

/** Presses Tab (at most `max` times) until `wanted` holds for the focused element. */
export async function tabTo(page: Page, wanted: (el: FocusedElement) => boolean, max = 30): Promise<FocusedElement> {
  const seen: string[] = [];
  for (let i = 0; i <= max; i += 1) {
    const current = await focused(page);
    if (wanted(current)) return current;
    seen.push(`${current.tag}[${current.name || current.role}] "${current.label.slice(0, 30)}"`);
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached the wanted element; focus went through:\n${seen.join('\n')}`);
}

/**
 * Waits until focus is on the element labelled `label` and returns it. A screen whose code arrives lazily shows its
 * title first (the frame keeps focus off <body>) and moves focus into the screen when it mounts; on a loaded machine
 * that mount can come a moment after the frame's `data-screen` changed. Fails naming where focus is if it never gets there.
 */
export async function focusSettlesOn(page: Page, label: string, timeout = 10_000): Promise<FocusedElement> {
  await expect.poll(async () => (await focused(page)).label, { timeout }).toBe(label);
  return focused(page);
}
