/**
 * Helpers for `play` functions. Queries go through the story's translator (`context.loaded.t`), so a play function
 * finds the same control in every language of the toolbar.
 */
import { within } from 'storybook/test';
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
