/**
 * Helpers for `play` functions. Queries go through the story's translator (`context.loaded.t`), so a play function
 * finds the same control in every language of the toolbar.
 */
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Translator } from '../../src/i18n/translate.js';
import type { MockBackend } from '../../src/mocks/index.js';

export function playKit(context: { canvasElement: HTMLElement; loaded: Record<string, unknown> }) {
  const t = context.loaded.t as Translator;
  const canvas = within(context.canvasElement);
  return { t, canvas };
}

/** The mock backend of a story with `parameters.mocks` (its request log). */
export function backendOf(context: { loaded: Record<string, unknown> }): MockBackend {
  const backend = context.loaded.backend as MockBackend | undefined;
  if (!backend) throw new Error('This story has no parameters.mocks: no mock backend was started');
  return backend;
}

/** Generous timeouts for full flows (RSA chunk, polls, counters). */
export const FLOW_TIMEOUT = { timeout: 8000 } as const;

/**
 * Types a code into Verify's cells once they take input: they are read-only (not disabled, so focus stays) while a
 * code is being sent or checked, and a paste then is ignored as it would be for a buyer.
 */
export async function enterCode({ t, canvas }: ReturnType<typeof playKit>, code: string, cells = 6): Promise<void> {
  const first = await canvas.findByRole('textbox', { name: t('widget.passcode.cell', { index: 1, count: cells }) }, FLOW_TIMEOUT);
  await waitFor(() => expect(first).not.toHaveAttribute('readonly'), FLOW_TIMEOUT);
  await waitFor(() => expect(first).toBeEnabled(), FLOW_TIMEOUT);
  await userEvent.click(first);
  await userEvent.paste(code);
}

/** A heading that starts with `text` (ProfileComplete's heading goes on with its step, "Step 1 of 2"). */
export function headingStartingWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}
