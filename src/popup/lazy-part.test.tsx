// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { t } from '../screens/test-utils.js';
import { Fallback, Part } from './lazy-part.fixtures.js';
import { lazyPart } from './lazy-part.js';

afterEach(cleanup);

/** A chunk load the test settles by hand. */
function deferredLoads() {
  const loads: Array<{ resolve: (c: typeof Part) => void; reject: (e: Error) => void }> = [];
  const load = () =>
    new Promise<typeof Part>((resolve, reject) => {
      loads.push({ resolve, reject });
    });
  return { loads, load };
}

describe('lazyPart: a screen or dialog from its own chunk', () => {
  it('shows the announced placeholder until the chunk is in, then the part (and at once on the next mount)', async () => {
    const { loads, load } = deferredLoads();
    const Lazy = lazyPart(load, Fallback);
    const first = render(<Lazy t={t} name="a" />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    await act(async () => loads[0]!.resolve(Part));
    // The flows stylesheet's module arrives beside the chunk (a dynamic import too).
    expect(await screen.findByText('part a')).toBeTruthy();
    first.unmount();
    render(<Lazy t={t} name="b" />);
    expect(screen.getByText('part b')).toBeTruthy();
    expect(loads).toHaveLength(1);
  });

  it('a failed load offers "Try again", which loads again (never a stuck spinner)', async () => {
    const { loads, load } = deferredLoads();
    let shown = 0;
    const Lazy = lazyPart(load, Fallback, () => (shown += 1));
    render(<Lazy t={t} name="c" />);
    await act(async () => loads[0]!.reject(new Error('chunk failed')));
    const retry = screen.getByRole('button', { name: 'Try again' });
    await userEvent.setup().click(retry);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(loads).toHaveLength(2);
    await act(async () => loads[1]!.resolve(Part));
    expect(screen.getByText('part c')).toBeTruthy();
    expect(shown).toBe(1);
  });

  it('preload() starts the load before any render, and shares it', async () => {
    const { loads, load } = deferredLoads();
    const Lazy = lazyPart(load, Fallback);
    const pending = Lazy.preload();
    void Lazy.preload();
    expect(loads).toHaveLength(1);
    loads[0]!.resolve(Part);
    await pending;
    render(<Lazy t={t} name="d" />);
    expect(screen.getByText('part d')).toBeTruthy();
  });
});
