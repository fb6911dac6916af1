/**
 * The sign-up bot check (spec §4 "Slider check"): drag the handle to the end of the track.
 *
 * States come from the machine (`SliderState`): loading (busy), ready (draggable), checking (busy, handle at the
 * end), verified (a check), notVerified and errored (the message and a refresh button). The widget only measures:
 * when the handle reaches the end it calls `onDragged` with `{ distance, durationMs, samples }` and the machine
 * verifies the trace through its services.
 *
 * Pointer: pointer events with capture; released at the end completes, anywhere else springs back.
 * Single pointer (WCAG 2.5.7): a tap or click on the track or the handle, without dragging, completes it too.
 * Keyboard: role="slider" (0-100); arrows move a step (mirrored in right-to-left text), Home goes back, End or
 * the last step completes; the trace then holds the keyboard steps.
 *
 * The handle position is the CSS custom property --mp-slider-progress (0..1), written through CSSOM
 * (`style.setProperty`) from a layout effect: CSP allows script-written CSSOM, and no `style` attribute is rendered.
 * State changes are announced through a polite live region.
 */
import {
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import type { SliderState, SliderTrace } from '../../machines/contract.js';
import { cx } from '../internal/compose-event-handlers.js';
import type { WidgetTranslate } from '../internal/widget-text.js';
import { flowWidgetTranslate } from '../internal/widget-text-flows.js';

export interface SliderCheckLabels {
  /** Name of the slider and the instruction on the track ("Slide to verify"). */
  label: string;
  /** Announced while a challenge loads. */
  loading: string;
  /** Announced while the trace is checked. */
  checking: string;
  /** Shown and announced when verified. */
  verified: string;
  /** Shown and announced when the check failed ('error.slider.failed'). */
  notVerified: string;
  /** Shown and announced when the check could not run ('error.slider.system'). */
  errored: string;
  /** The refresh button. */
  refresh: string;
}

export interface SliderCheckProps {
  state: SliderState;
  /** The handle reached the end: the measured trace. */
  onDragged: (trace: SliderTrace) => void;
  /** The user asked for a new challenge (after notVerified or errored). */
  onRefresh: () => void;
  /** Texts (already translated); missing ones come from `t`, else English. */
  labels?: Partial<SliderCheckLabels>;
  /** Translator for the default texts (else English). */
  t?: WidgetTranslate;
  className?: string;
}

/** One arrow-key step, as a share of the track. */
const KEY_STEP = 0.1;
/** One PageUp/PageDown step, as a share of the track. */
const PAGE_STEP = 0.25;
/** A drag released this close to the end counts as reaching it (sub-pixel rounding, a thumb's wobble). */
const END_TOLERANCE = 0.02;
/** A pointer that travels less than this (px) between down and up is a tap, not a drag. */
const TAP_SLOP_PX = 6;
/** At most this many pointer samples go into a trace (a slow drag would otherwise send thousands). */
const MAX_TRACE_SAMPLES = 200;

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
const round = (value: number) => Math.round(value * 1000) / 1000;

interface Drag {
  pointerId: number;
  startX: number;
  startProgress: number;
  startTime: number;
  direction: 1 | -1;
  available: number;
  samples: number[];
}

function isRtl(element: Element | null): boolean {
  return element?.closest('[dir]')?.getAttribute('dir')?.toLowerCase() === 'rtl';
}

function defaultLabels(t: WidgetTranslate): SliderCheckLabels {
  return {
    label: t('widget.slider.label'),
    loading: t('widget.slider.loading'),
    checking: t('widget.slider.checking'),
    verified: t('widget.slider.verified'),
    notVerified: t('error.slider.failed'),
    errored: t('error.slider.system'),
    refresh: t('widget.slider.refresh'),
  };
}

export function SliderCheck({ state, onDragged, onRefresh, labels, t, className }: SliderCheckProps) {
  const text: SliderCheckLabels = { ...defaultLabels(flowWidgetTranslate(t)), ...labels };
  const rootRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const keyboard = useRef<{ startTime: number; samples: number[] } | null>(null);
  const completed = useRef(false);
  /** The last pointer press became a drag (so its click is not a tap). */
  const dragged = useRef(false);
  const [progress, setProgress] = useState(0);
  const [dragging, setDragging] = useState(false);

  // A new challenge (loading, ready) puts the handle back at the start.
  const [seenState, setSeenState] = useState(state);
  if (seenState !== state) {
    setSeenState(state);
    if (state === 'loading' || state === 'ready') {
      setProgress(0);
      setDragging(false);
    }
  }

  const interactive = state === 'ready';
  const shown = state === 'checking' || state === 'verified' ? 1 : progress;

  useLayoutEffect(() => {
    rootRef.current?.style.setProperty('--mp-slider-progress', String(shown));
  }, [shown]);

  // A new challenge accepts a new completion.
  useLayoutEffect(() => {
    if (state === 'loading' || state === 'ready') completed.current = false;
  }, [state]);

  const complete = (trace: SliderTrace) => {
    if (completed.current) return;
    completed.current = true;
    setProgress(1);
    onDragged(trace);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!interactive || event.button !== 0 || completed.current) return;
    const track = trackRef.current;
    const handle = event.currentTarget;
    if (!track) return;
    event.preventDefault();
    handle.focus();
    if (typeof handle.setPointerCapture === 'function') handle.setPointerCapture(event.pointerId);
    const available = track.getBoundingClientRect().width - handle.getBoundingClientRect().width;
    drag.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startProgress: progress,
      startTime: Date.now(),
      direction: isRtl(track) ? -1 : 1,
      available,
      samples: [round(progress)],
    };
    keyboard.current = null;
    dragged.current = false;
    setDragging(true);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId || current.available <= 0) return;
    if (Math.abs(event.clientX - current.startX) > TAP_SLOP_PX) dragged.current = true;
    const next = clamp01(current.startProgress + (current.direction * (event.clientX - current.startX)) / current.available);
    if (current.samples.length < MAX_TRACE_SAMPLES) current.samples.push(round(next));
    else current.samples[current.samples.length - 1] = round(next);
    setProgress(next);
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragging(false);
    const handle = event.currentTarget;
    if (typeof handle.hasPointerCapture === 'function' && handle.hasPointerCapture(event.pointerId)) {
      handle.releasePointerCapture(event.pointerId);
    }
    const reached = current.samples[current.samples.length - 1] ?? 0;
    if (!cancelled && interactive && reached >= 1 - END_TOLERANCE) {
      complete({ distance: 1, durationMs: Date.now() - current.startTime, samples: [...current.samples.slice(0, -1), 1] });
    } else {
      setProgress(0);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const forward = isRtl(trackRef.current) ? 'ArrowLeft' : 'ArrowRight';
    const backward = forward === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
    let next: number;
    switch (event.key) {
      case forward:
      case 'ArrowUp':
        next = progress + KEY_STEP;
        break;
      case backward:
      case 'ArrowDown':
        next = progress - KEY_STEP;
        break;
      case 'PageUp':
        next = progress + PAGE_STEP;
        break;
      case 'PageDown':
        next = progress - PAGE_STEP;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = 1;
        break;
      default:
        return;
    }
    event.preventDefault();
    if (!interactive || completed.current || drag.current) return;
    next = clamp01(round(next));
    keyboard.current ??= { startTime: Date.now(), samples: [round(progress)] };
    keyboard.current.samples.push(next);
    if (next >= 1 - END_TOLERANCE / 2) {
      const { startTime, samples } = keyboard.current;
      keyboard.current = null;
      complete({ distance: 1, durationMs: Date.now() - startTime, samples: samples.slice(0, MAX_TRACE_SAMPLES) });
    } else {
      setProgress(next);
    }
  };

  // The single-pointer alternative to dragging: a click or tap on the track (or a press on the handle that did not
  // move) completes the check. The server judges the challenge and its time floor, not how the slider was moved.
  const onTrackClick = () => {
    if (dragged.current) {
      dragged.current = false;
      return;
    }
    if (!interactive || completed.current || drag.current) return;
    keyboard.current = null;
    complete({ distance: 1, durationMs: 0, samples: [0, 1] });
    handleRef.current?.focus();
  };

  const refresh = () => {
    onRefresh();
    // The refresh button goes away with the new challenge; keep keyboard focus on the slider.
    handleRef.current?.focus();
  };

  const status =
    state === 'loading'
      ? text.loading
      : state === 'checking'
        ? text.checking
        : state === 'verified'
          ? text.verified
          : state === 'notVerified'
            ? text.notVerified
            : state === 'errored'
              ? text.errored
              : '';
  const failed = state === 'notVerified' || state === 'errored';

  return (
    <div
      ref={rootRef}
      className={cx('mp-slider', className)}
      data-state={state}
      data-dragging={dragging ? '' : undefined}
      aria-busy={state === 'loading' || state === 'checking' || undefined}
    >
      {/* The track's click is the pointer alternative of the slider, which keyboards already reach (End). */}
      <div ref={trackRef} className="mp-slider__track" onClick={onTrackClick}>
        <div className="mp-slider__fill" />
        <span className="mp-slider__instruction" aria-hidden="true">
          {state === 'verified' ? text.verified : text.label}
        </span>
        <div
          ref={handleRef}
          role="slider"
          tabIndex={interactive ? 0 : -1}
          aria-label={text.label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(shown * 100)}
          aria-orientation="horizontal"
          aria-disabled={!interactive || undefined}
          className="mp-slider__handle"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={(event) => endDrag(event, false)}
          onPointerCancel={(event) => endDrag(event, true)}
          onKeyDown={onKeyDown}
        >
          <HandleIcon state={state} />
        </div>
      </div>
      <div className="mp-slider__footer">
        <p className="mp-slider__status" role="status" aria-live="polite" data-tone={failed ? 'error' : state === 'verified' ? 'success' : 'info'}>
          {status}
        </p>
        {failed ? (
          <button type="button" className="mp-slider__refresh" onClick={refresh}>
            {text.refresh}
          </button>
        ) : null}
      </div>
    </div>
  );
}

function HandleIcon({ state }: { state: SliderState }) {
  if (state === 'verified') {
    return (
      <svg className="mp-slider__icon" data-icon="check" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="m9.5 16.6-4.1-4.1L4 13.9l5.5 5.5L20.5 8.4 19.1 7z" />
      </svg>
    );
  }
  if (state === 'loading' || state === 'checking') {
    return <span className="mp-slider__spinner" aria-hidden="true" />;
  }
  return (
    <svg className="mp-slider__icon" data-icon="arrow" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M5.6 5 4.2 6.4 9.8 12l-5.6 5.6L5.6 19l7-7zm7 0-1.4 1.4 5.6 5.6-5.6 5.6 1.4 1.4 7-7z" />
    </svg>
  );
}
