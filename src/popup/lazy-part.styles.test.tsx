// @vitest-environment jsdom
/**
 * A lazy part and the popup's flows stylesheet (api/stylesheets.ts): on a page that links the first popup sheet, a
 * part renders only once the flows sheet is in (no unstyled flash), and a failing sheet ends in "Try again", which
 * links it again. Link events are dispatched by the test (jsdom loads no stylesheet).
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { t } from '../screens/test-utils.js';
import { Fallback, Part } from './lazy-part.fixtures.js';
import { lazyPart } from './lazy-part.js';

const flowsLink = () => document.querySelector<HTMLLinkElement>('link[href*="/styles/member-popup-flows-0.0.2.css"]');

beforeEach(() => {
  const first = document.createElement('link');
  first.rel = 'stylesheet';
  first.href = '/dist/styles/member-popup-0.0.2.css';
  document.head.append(first);
});
afterEach(() => {
  cleanup();
  for (const link of document.head.querySelectorAll('link')) link.remove();
});

describe('lazyPart with the flows stylesheet', () => {
  it('waits for the sheet after its chunk is in, then renders (the sheet linked right after the first one)', async () => {
    const Lazy = lazyPart(() => Promise.resolve(Part), Fallback);
    render(<Lazy t={t} name="a" />);
    // The stylesheet module is a dynamic import beside the chunk: wait for its link.
    await waitFor(() => expect(flowsLink()).not.toBeNull());
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(flowsLink()!.previousElementSibling?.getAttribute('href')).toBe('/dist/styles/member-popup-0.0.2.css');
    await act(async () => flowsLink()!.dispatchEvent(new Event('load')));
    expect(await screen.findByText('part a')).toBeTruthy();
  });

  it('a sheet that fails shows "Try again", which links it again and renders once it loads', async () => {
    const Lazy = lazyPart(() => Promise.resolve(Part), Fallback);
    render(<Lazy t={t} name="b" />);
    await waitFor(() => expect(flowsLink()).not.toBeNull());
    await act(async () => flowsLink()!.dispatchEvent(new Event('error')));
    expect(flowsLink()).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('status')).toBeTruthy();
    await waitFor(() => expect(flowsLink()).not.toBeNull());
    await act(async () => flowsLink()!.dispatchEvent(new Event('load')));
    expect(await screen.findByText('part b')).toBeTruthy();
  });
});
