// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_AUTO_CLOSE_MS } from '../../config/constants.js';
import { axeViolations } from '../internal/__fixtures__/axe.js';
import { Toast } from './index.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const status = () => screen.getByRole('status');
const alert = () => screen.getByRole('alert');

describe('Toast', () => {
  describe('given no message', () => {
    it('keeps both empty live regions in place so a later message is announced', async () => {
      const { container } = render(<Toast message={null} />);
      expect(status().textContent).toBe('');
      expect(status().getAttribute('aria-live')).toBe('polite');
      expect(alert().textContent).toBe('');
      expect(screen.queryByRole('button')).toBeNull();
      expect(container.querySelector('.mp-toast')?.getAttribute('data-state')).toBe('closed');
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('given an info message', () => {
    it('puts it in the polite status region with a close button', async () => {
      const { container } = render(<Toast id={1} message="Code sent" onClose={() => {}} />);
      expect(status().textContent).toBe('Code sent');
      expect(alert().textContent).toBe('');
      expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('given an error message', () => {
    it('puts it in the assertive alert region', async () => {
      const { container } = render(<Toast id={1} tone="error" message="Network error" />);
      expect(alert().textContent).toBe('Network error');
      expect(status().textContent).toBe('');
      expect(container.querySelector('.mp-toast')?.getAttribute('data-tone')).toBe('error');
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('when TOAST_AUTO_CLOSE_MS pass', () => {
    it('closes itself and calls onClose once', () => {
      vi.useFakeTimers();
      const onClose = vi.fn();
      render(<Toast id={1} message="Saved" tone="success" onClose={onClose} />);
      act(() => vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS - 1));
      expect(onClose).not.toHaveBeenCalled();
      expect(status().textContent).toBe('Saved');
      act(() => vi.advanceTimersByTime(1));
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(status().textContent).toBe('');
      act(() => vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS * 3));
      expect(onClose).toHaveBeenCalledTimes(1);
    });

    it('honours a custom duration, and 0 means no timer', () => {
      vi.useFakeTimers();
      const onClose = vi.fn();
      const { rerender } = render(<Toast id={1} message="A" duration={500} onClose={onClose} />);
      act(() => vi.advanceTimersByTime(500));
      expect(onClose).toHaveBeenCalledTimes(1);
      rerender(<Toast id={2} message="B" duration={0} onClose={onClose} />);
      act(() => vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS * 10));
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(status().textContent).toBe('B');
    });
  });

  describe('given the same text shown again with a new id', () => {
    it('re-inserts the message (announced again) and restarts the timer', () => {
      vi.useFakeTimers();
      const onClose = vi.fn();
      const { rerender } = render(<Toast id={1} message="Network error" onClose={onClose} />);
      const first = status().firstElementChild;
      act(() => vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS - 100));
      rerender(<Toast id={2} message="Network error" onClose={onClose} />);
      const second = status().firstElementChild;
      expect(second?.textContent).toBe('Network error');
      expect(second).not.toBe(first);
      act(() => vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS - 1));
      expect(onClose).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(onClose).toHaveBeenCalledTimes(1);
    });

    it('shows a toast again after the previous one closed', () => {
      vi.useFakeTimers();
      const { rerender } = render(<Toast id={1} message="Again" />);
      act(() => vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS));
      expect(status().textContent).toBe('');
      rerender(<Toast id={2} message="Again" />);
      expect(status().textContent).toBe('Again');
    });
  });

  describe('when the user uses the keyboard only', () => {
    it('Tab reaches the close button, focus pauses the timer, Enter closes', async () => {
      // user-event awaits real zero-delay timeouts between steps: let the fake clock follow real time as well.
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const onClose = vi.fn();
      render(<Toast id={1} message="Check your phone" onClose={onClose} />);
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
      act(() => vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS * 2));
      expect(onClose).not.toHaveBeenCalled();
      await user.keyboard('{Enter}');
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(status().textContent).toBe('');
    });

    it('Escape closes it while focus is inside', async () => {
      const user = userEvent.setup();
      const onClose = vi.fn();
      render(<Toast id={1} message="Hello" onClose={onClose} />);
      await user.tab();
      await user.keyboard('{Escape}');
      expect(onClose).toHaveBeenCalledTimes(1);
    });
  });

  describe('when the pointer rests on it', () => {
    it('pauses, then closes a full period after the pointer leaves', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const onClose = vi.fn();
      const { container } = render(<Toast id={1} message="Hover me" onClose={onClose} />);
      const toast = container.querySelector('.mp-toast')!;
      await user.hover(toast);
      act(() => vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS * 2));
      expect(onClose).not.toHaveBeenCalled();
      await user.unhover(toast);
      act(() => vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS));
      expect(onClose).toHaveBeenCalledTimes(1);
    });
  });

  describe('when it unmounts before the timer fires', () => {
    it('clears the timer', () => {
      vi.useFakeTimers();
      const onClose = vi.fn();
      const { unmount } = render(<Toast id={1} message="Bye" onClose={onClose} />);
      expect(vi.getTimerCount()).toBe(1);
      unmount();
      expect(vi.getTimerCount()).toBe(0);
      act(() => vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS));
      expect(onClose).not.toHaveBeenCalled();
    });
  });

  it('takes the close label from props', () => {
    render(<Toast id={1} message="x" closeLabel="Tutup" />);
    expect(screen.getByRole('button', { name: 'Tutup' })).toBeTruthy();
  });
});
