// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SliderState, SliderTrace } from '../../machines/contract.js';
import { loadTranslator } from '../../i18n/translate.js';
import { axeViolations } from '../internal/__fixtures__/axe.js';
import { SliderCheck, type SliderCheckProps } from './index.js';

const TRACK_WIDTH = 300;
const HANDLE_WIDTH = 44;
const TRAVEL = TRACK_WIDTH - HANDLE_WIDTH;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2024, 0, 1, 12, 0, 0));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const slider = () => screen.getByRole('slider');
const rect = (width: number) => ({ x: 0, y: 0, top: 0, left: 0, bottom: 44, right: width, width, height: 44, toJSON: () => ({}) });

function renderSlider(props: Partial<SliderCheckProps> = {}) {
  const onDragged = vi.fn<(trace: SliderTrace) => void>();
  const onRefresh = vi.fn();
  const view = render(<SliderCheck state="ready" onDragged={onDragged} onRefresh={onRefresh} {...props} />);
  const track = view.container.querySelector<HTMLElement>('.mp-slider__track')!;
  track.getBoundingClientRect = () => rect(TRACK_WIDTH) as DOMRect;
  slider().getBoundingClientRect = () => rect(HANDLE_WIDTH) as DOMRect;
  return { onDragged, onRefresh, ...view };
}

const progress = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('.mp-slider')!.style.getPropertyValue('--mp-slider-progress');

/** The popup's side: the machine moves the state on after a drag. */
function WithMachine({ onDragged, onRefresh }: { onDragged: (trace: SliderTrace) => void; onRefresh: () => void }) {
  const [state, setState] = useState<SliderState>('ready');
  return (
    <>
      <SliderCheck
        state={state}
        onDragged={(trace) => {
          onDragged(trace);
          setState('checking');
        }}
        onRefresh={() => {
          onRefresh();
          setState('loading');
        }}
      />
      <button type="button" onClick={() => setState('notVerified')}>
        fail
      </button>
      <button type="button" onClick={() => setState('ready')}>
        ready
      </button>
      <button type="button" onClick={() => setState('verified')}>
        pass
      </button>
    </>
  );
}

describe('SliderCheck', () => {
  describe('given a ready challenge', () => {
    it('is a named slider from 0 to 100 with the instruction on the track', async () => {
      const { container } = renderSlider();
      expect(slider().getAttribute('aria-label')).toBe('Slide to verify');
      expect(slider().getAttribute('aria-valuemin')).toBe('0');
      expect(slider().getAttribute('aria-valuemax')).toBe('100');
      expect(slider().getAttribute('aria-valuenow')).toBe('0');
      expect(slider().tabIndex).toBe(0);
      expect(container.querySelector('.mp-slider__instruction')?.textContent).toBe('Slide to verify');
      expect(screen.getByRole('status').textContent).toBe('');
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('when the user drags the handle to the end', () => {
    it('sends the trace: full distance, the duration and the sampled positions', () => {
      const { onDragged, container } = renderSlider();
      fireEvent.pointerDown(slider(), { pointerId: 1, button: 0, clientX: 20 });
      vi.setSystemTime(Date.now() + 300);
      fireEvent.pointerMove(slider(), { pointerId: 1, clientX: 20 + TRAVEL / 2 });
      expect(slider().getAttribute('aria-valuenow')).toBe('50');
      expect(progress(container)).toBe('0.5');
      vi.setSystemTime(Date.now() + 300);
      fireEvent.pointerMove(slider(), { pointerId: 1, clientX: 20 + TRAVEL + 30 });
      fireEvent.pointerUp(slider(), { pointerId: 1, clientX: 20 + TRAVEL + 30 });
      expect(onDragged).toHaveBeenCalledTimes(1);
      expect(onDragged).toHaveBeenCalledWith({ distance: 1, durationMs: 600, samples: [0, 0.5, 1] });
      expect(slider().getAttribute('aria-valuenow')).toBe('100');
    });

    it('ignores moves of another pointer', () => {
      renderSlider();
      fireEvent.pointerDown(slider(), { pointerId: 1, button: 0, clientX: 0 });
      fireEvent.pointerMove(slider(), { pointerId: 2, clientX: TRAVEL });
      expect(slider().getAttribute('aria-valuenow')).toBe('0');
    });

    it('in right-to-left text, dragging towards the left completes', () => {
      const onDragged = vi.fn();
      const { container } = render(
        <div dir="rtl">
          <SliderCheck state="ready" onDragged={onDragged} onRefresh={vi.fn()} />
        </div>,
      );
      container.querySelector<HTMLElement>('.mp-slider__track')!.getBoundingClientRect = () => rect(TRACK_WIDTH) as DOMRect;
      slider().getBoundingClientRect = () => rect(HANDLE_WIDTH) as DOMRect;
      fireEvent.pointerDown(slider(), { pointerId: 1, button: 0, clientX: 290 });
      fireEvent.pointerMove(slider(), { pointerId: 1, clientX: 290 - TRAVEL });
      fireEvent.pointerUp(slider(), { pointerId: 1, clientX: 290 - TRAVEL });
      expect(onDragged).toHaveBeenCalledWith(expect.objectContaining({ distance: 1 }));
    });
  });

  describe('when the user taps instead of dragging (single pointer, WCAG 2.5.7)', () => {
    it('a click on the track completes the check at once, with focus on the handle', async () => {
      const user = userEvent.setup();
      const { onDragged, container } = renderSlider();
      await user.click(container.querySelector<HTMLElement>('.mp-slider__track')!);
      expect(onDragged).toHaveBeenCalledTimes(1);
      expect(onDragged).toHaveBeenCalledWith({ distance: 1, durationMs: 0, samples: [0, 1] });
      expect(slider().getAttribute('aria-valuenow')).toBe('100');
      expect(document.activeElement).toBe(slider());
    });

    it('a press on the handle that does not move completes it too', () => {
      const { onDragged } = renderSlider();
      fireEvent.pointerDown(slider(), { pointerId: 1, button: 0, clientX: 20 });
      fireEvent.pointerUp(slider(), { pointerId: 1, clientX: 22 });
      fireEvent.click(slider());
      expect(onDragged).toHaveBeenCalledTimes(1);
    });

    it('the click that ends a drag released early is not a tap: it springs back and sends nothing', () => {
      const { onDragged } = renderSlider();
      fireEvent.pointerDown(slider(), { pointerId: 1, button: 0, clientX: 0 });
      fireEvent.pointerMove(slider(), { pointerId: 1, clientX: TRAVEL * 0.5 });
      fireEvent.pointerUp(slider(), { pointerId: 1, clientX: TRAVEL * 0.5 });
      fireEvent.click(slider());
      expect(onDragged).not.toHaveBeenCalled();
      expect(slider().getAttribute('aria-valuenow')).toBe('0');
    });

    it('does nothing while loading', async () => {
      const user = userEvent.setup();
      const { onDragged, container } = renderSlider({ state: 'loading' });
      await user.click(container.querySelector<HTMLElement>('.mp-slider__track')!);
      expect(onDragged).not.toHaveBeenCalled();
    });
  });

  describe('when the user lets go before the end', () => {
    it('springs back to the start and sends nothing', () => {
      const { onDragged } = renderSlider();
      fireEvent.pointerDown(slider(), { pointerId: 1, button: 0, clientX: 0 });
      fireEvent.pointerMove(slider(), { pointerId: 1, clientX: TRAVEL * 0.8 });
      fireEvent.pointerUp(slider(), { pointerId: 1, clientX: TRAVEL * 0.8 });
      expect(onDragged).not.toHaveBeenCalled();
      expect(slider().getAttribute('aria-valuenow')).toBe('0');
    });

    it('a cancelled pointer springs back even at the end', () => {
      const { onDragged } = renderSlider();
      fireEvent.pointerDown(slider(), { pointerId: 1, button: 0, clientX: 0 });
      fireEvent.pointerMove(slider(), { pointerId: 1, clientX: TRAVEL });
      fireEvent.pointerCancel(slider(), { pointerId: 1 });
      expect(onDragged).not.toHaveBeenCalled();
      expect(slider().getAttribute('aria-valuenow')).toBe('0');
    });
  });

  describe('when a keyboard user completes it', () => {
    it('Tab reaches the handle, arrows step by 10, the last step completes with the steps as samples', async () => {
      const user = userEvent.setup();
      const { onDragged } = renderSlider();
      await user.tab();
      expect(document.activeElement).toBe(slider());
      await user.keyboard('{ArrowRight}{ArrowRight}');
      expect(slider().getAttribute('aria-valuenow')).toBe('20');
      await user.keyboard('{ArrowLeft}');
      expect(slider().getAttribute('aria-valuenow')).toBe('10');
      for (let i = 0; i < 9; i += 1) await user.keyboard('{ArrowRight}');
      expect(onDragged).toHaveBeenCalledTimes(1);
      const trace = onDragged.mock.calls[0]![0];
      expect(trace.distance).toBe(1);
      expect(trace.samples).toEqual([0, 0.1, 0.2, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1]);
      expect(trace.durationMs).toBeGreaterThanOrEqual(0);
    });

    it('End completes at once; Home goes back', async () => {
      const user = userEvent.setup();
      const { onDragged } = renderSlider();
      await user.tab();
      await user.keyboard('{ArrowUp}{Home}');
      expect(slider().getAttribute('aria-valuenow')).toBe('0');
      await user.keyboard('{End}');
      expect(onDragged).toHaveBeenCalledWith({ distance: 1, durationMs: 0, samples: [0, 0.1, 0, 1] });
      await user.keyboard('{End}');
      expect(onDragged).toHaveBeenCalledTimes(1);
    });
  });

  describe('given a loading challenge', () => {
    it('is busy, announces loading and cannot be moved', async () => {
      const user = userEvent.setup();
      const { onDragged, container } = renderSlider({ state: 'loading' });
      expect(container.querySelector('.mp-slider')?.getAttribute('aria-busy')).toBe('true');
      expect(screen.getByRole('status').textContent).toBe('Loading the verification…');
      expect(slider().getAttribute('aria-disabled')).toBe('true');
      await user.tab();
      expect(document.activeElement).toBe(document.body);
      slider().focus();
      await user.keyboard('{End}');
      fireEvent.pointerDown(slider(), { pointerId: 1, button: 0, clientX: 0 });
      fireEvent.pointerMove(slider(), { pointerId: 1, clientX: TRAVEL });
      fireEvent.pointerUp(slider(), { pointerId: 1, clientX: TRAVEL });
      expect(onDragged).not.toHaveBeenCalled();
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('given checking', () => {
    it('is busy with the handle at the end', async () => {
      const { container } = renderSlider({ state: 'checking' });
      expect(container.querySelector('.mp-slider')?.getAttribute('aria-busy')).toBe('true');
      expect(slider().getAttribute('aria-valuenow')).toBe('100');
      expect(screen.getByRole('status').textContent).toBe('Checking…');
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('given verified', () => {
    it('shows and announces "Verified" with a check and no refresh', async () => {
      const { container } = renderSlider({ state: 'verified' });
      expect(screen.getByRole('status').textContent).toBe('Verified');
      expect(container.querySelector('[data-icon="check"]')).not.toBeNull();
      expect(screen.queryByRole('button')).toBeNull();
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe.each<[SliderState, string]>([
    ['notVerified', 'verification failed'],
    ['errored', 'system error, please refresh and retry'],
  ])('given %s', (state, message) => {
    it('shows the message and a refresh button that asks for a new challenge', async () => {
      const user = userEvent.setup();
      const { onRefresh, container } = renderSlider({ state });
      expect(screen.getByRole('status').textContent).toBe(message);
      await user.click(screen.getByRole('button', { name: 'Refresh' }));
      expect(onRefresh).toHaveBeenCalledTimes(1);
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('the whole round with the machine, keyboard only', () => {
    it('drag, check, fail, refresh, and a new challenge starts from zero with focus on the slider', async () => {
      const user = userEvent.setup();
      const onDragged = vi.fn();
      const onRefresh = vi.fn();
      render(<WithMachine onDragged={onDragged} onRefresh={onRefresh} />);
      await user.tab();
      await user.keyboard('{End}');
      expect(onDragged).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('status').textContent).toBe('Checking…');
      await user.click(screen.getByRole('button', { name: 'fail' }));
      expect(screen.getByRole('status').textContent).toBe('verification failed');
      await user.click(screen.getByRole('button', { name: 'Refresh' }));
      expect(onRefresh).toHaveBeenCalledTimes(1);
      expect(document.activeElement).toBe(slider());
      expect(screen.getByRole('status').textContent).toBe('Loading the verification…');
      await user.click(screen.getByRole('button', { name: 'ready' }));
      expect(slider().getAttribute('aria-valuenow')).toBe('0');
      slider().focus();
      await user.keyboard('{End}');
      expect(onDragged).toHaveBeenCalledTimes(2);
    });
  });

  describe('texts', () => {
    it('come from labels', () => {
      renderSlider({ state: 'notVerified', labels: { label: 'Geser', notVerified: 'Gagal', refresh: 'Muat ulang' } });
      expect(slider().getAttribute('aria-label')).toBe('Geser');
      expect(screen.getByRole('status').textContent).toBe('Gagal');
      expect(screen.getByRole('button', { name: 'Muat ulang' })).toBeTruthy();
    });

    it('default to the translator it is given', async () => {
      const t = await loadTranslator('ms');
      renderSlider({ state: 'errored', t });
      expect(slider().getAttribute('aria-label')).toBe('Leret untuk mengesahkan');
      expect(screen.getByRole('button', { name: 'Muat semula' })).toBeTruthy();
    });
  });

  it('renders on the server with no style attribute', () => {
    const html = renderToString(<SliderCheck state="ready" onDragged={() => {}} onRefresh={() => {}} />);
    expect(html).toContain('role="slider"');
    expect(html).not.toMatch(/style=/);
  });
});
