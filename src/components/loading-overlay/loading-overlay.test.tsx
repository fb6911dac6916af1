// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOADING_OVERLAY_REMOVE_DELAY_MS } from '../../config/constants.js';
import { axeViolations } from '../internal/__fixtures__/axe.js';
import { LoadingOverlay } from './index.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const overlay = (container: HTMLElement) => container.querySelector<HTMLElement>('.mp-loading__overlay')!;

function Form({ active }: { active: boolean }) {
  return (
    <LoadingOverlay active={active}>
      <label>
        Phone <input />
      </label>
      <button type="button">Send code</button>
    </LoadingOverlay>
  );
}

describe('LoadingOverlay', () => {
  describe('used as a wrapper', () => {
    it('given active, covers the region and marks it busy', async () => {
      const { container } = render(<Form active />);
      const region = container.querySelector('.mp-loading')!;
      expect(region.getAttribute('aria-busy')).toBe('true');
      expect(overlay(container).hidden).toBe(false);
      expect(overlay(container).getAttribute('data-state')).toBe('open');
      expect(overlay(container).textContent).toBe('Loading');
      expect(await axeViolations(container)).toEqual([]);
    });

    it('given inactive, nothing covers the region', async () => {
      const { container } = render(<Form active={false} />);
      expect(container.querySelector('.mp-loading')!.hasAttribute('aria-busy')).toBe(false);
      expect(overlay(container).hidden).toBe(true);
      expect(await axeViolations(container)).toEqual([]);
    });

    it('when loading ends, busy ends at once but the overlay stays LOADING_OVERLAY_REMOVE_DELAY_MS (no flicker)', () => {
      vi.useFakeTimers();
      const { container, rerender } = render(<Form active />);
      rerender(<Form active={false} />);
      expect(container.querySelector('.mp-loading')!.hasAttribute('aria-busy')).toBe(false);
      expect(overlay(container).hidden).toBe(false);
      expect(overlay(container).getAttribute('data-state')).toBe('closing');
      act(() => vi.advanceTimersByTime(LOADING_OVERLAY_REMOVE_DELAY_MS - 1));
      expect(overlay(container).hidden).toBe(false);
      act(() => vi.advanceTimersByTime(1));
      expect(overlay(container).hidden).toBe(true);
    });

    it('when loading starts again during the delay, the overlay simply stays', () => {
      vi.useFakeTimers();
      const { container, rerender } = render(<Form active />);
      rerender(<Form active={false} />);
      act(() => vi.advanceTimersByTime(LOADING_OVERLAY_REMOVE_DELAY_MS / 2));
      rerender(<Form active />);
      act(() => vi.advanceTimersByTime(LOADING_OVERLAY_REMOVE_DELAY_MS * 2));
      expect(overlay(container).hidden).toBe(false);
      expect(overlay(container).getAttribute('data-state')).toBe('open');
    });

    it('clears its timer on unmount', () => {
      vi.useFakeTimers();
      const { rerender, unmount } = render(<Form active />);
      rerender(<Form active={false} />);
      expect(vi.getTimerCount()).toBe(1);
      unmount();
      expect(vi.getTimerCount()).toBe(0);
    });

    it('never traps focus: a keyboard user moves through the region while it loads', async () => {
      const user = userEvent.setup();
      render(
        <>
          <Form active />
          <button type="button">After</button>
        </>,
      );
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Phone' }));
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send code' }));
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }));
    });
  });

  describe('used as the last child of a region', () => {
    it('marks its parent busy while active and removes that when done', () => {
      const { container, rerender } = render(
        <div className="stage">
          <p>QR</p>
          <LoadingOverlay active />
        </div>,
      );
      const stage = container.querySelector('.stage')!;
      expect(stage.getAttribute('aria-busy')).toBe('true');
      rerender(
        <div className="stage">
          <p>QR</p>
          <LoadingOverlay active={false} />
        </div>,
      );
      expect(stage.hasAttribute('aria-busy')).toBe(false);
    });

    it('leaves aria-busy alone when the parent’s owner manages it', () => {
      function Stage({ loading }: { loading: boolean }) {
        return (
          <div className="stage" aria-busy={loading || undefined}>
            <LoadingOverlay active={loading} />
          </div>
        );
      }
      const { container, rerender } = render(<Stage loading />);
      const stage = container.querySelector('.stage')!;
      expect(stage.getAttribute('aria-busy')).toBe('true');
      rerender(<Stage loading={false} />);
      expect(stage.hasAttribute('aria-busy')).toBe(false);
      rerender(<Stage loading />);
      expect(stage.getAttribute('aria-busy')).toBe('true');
    });
  });

  it('takes its label from props', () => {
    const { container } = render(<LoadingOverlay active label="Memuat" />);
    expect(overlay(container).textContent).toBe('Memuat');
  });

  it('renders on the server with no style attribute', () => {
    const html = renderToString(<Form active />);
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toMatch(/style=/);
  });
});
