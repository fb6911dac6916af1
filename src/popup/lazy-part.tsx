'use client';

/**
 * A part of the popup that the Login screen does not need (a flow's screen, a dialog), loaded on first use from its
 * own chunk (a dynamic import: rollup splits it out of the browser entries) and prefetched once Login is
 * interactive and the buyer is not typing (`POPUP_PARTS`, idle-prefetch.ts; not on Save-Data).
 *
 * While the chunk loads, the part renders an announced placeholder (role="status", "Loading…"); a failed load shows
 * the network error with a "Try again" button that loads again (never a stuck spinner). Once loaded, the part
 * renders synchronously from then on. Plain state and effects, no Suspense: the same code runs on preact/compat.
 */
import { createElement, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { loadEnglishFlows } from '../i18n/catalogs/index.js';
import type { Translator } from '../i18n/translate.js';
import { preloadFlows } from '../machines/popup.flows.js';

export interface LazyPart<P> {
  (props: P): React.ReactElement | null;
  /** Starts (or joins) the chunk's load; resolves once the component is ready. */
  preload(): Promise<unknown>;
}

/** Every part's load (a failure resolves: the part loads again when shown), for the idle prefetch (idle-prefetch.ts). */
export const POPUP_PARTS: Array<() => Promise<unknown>> = [];

/** `load` resolves to the component (from a dynamic import). `fallback` renders the placeholder or the error. */
export function lazyPart<P extends { t: Translator }>(
  load: () => Promise<ComponentType<P>>,
  fallback: (props: P, state: { failed: boolean; retry: () => void }) => React.ReactElement | null,
  /** Runs after the part replaced its placeholder (e.g. focus to the title when the placeholder had it). */
  shown?: (props: P) => void,
): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> =>
    // With the popup's flows stylesheet (api/stylesheets.ts, loaded beside the part so Login does not carry it) and the
    // lazy flows' English texts (i18n/catalogs/en-flows.ts, the fallback of every language): a part renders only once
    // its rules and its texts are in.
    (pending ??= Promise.all([
      load(),
      import('../api/stylesheets.js').then((sheets) => sheets.loadFlowStyles()),
      loadEnglishFlows(),
    ]).then(
      ([component]) => (loaded = component),
      (error: unknown) => {
        // Not kept: the next render or "Try again" loads again.
        pending = undefined;
        throw error;
      },
    ));
  POPUP_PARTS.push(() => preload().catch(() => undefined));

  function Lazy(props: P) {
    const [state, setState] = useState<'loading' | 'failed' | 'ready'>(loaded ? 'ready' : 'loading');
    const waited = useRef(state !== 'ready');
    // A layout effect: the focus the removed placeholder had moves before the browser paints or runs anything else.
    useLayoutEffect(() => {
      if (state === 'ready' && waited.current) {
        waited.current = false;
        shown?.(props);
      }
    });
    useEffect(() => {
      if (state !== 'loading') return undefined;
      let live = true;
      preload().then(
        () => live && setState('ready'),
        () => live && setState('failed'),
      );
      return () => {
        live = false;
      };
    }, [state]);
    const Component = loaded;
    return Component && state === 'ready'
      ? createElement(Component, props)
      : fallback(props, { failed: state === 'failed', retry: () => setState('loading') });
  }
  return Object.assign(Lazy, { preload });
}

/** Loads every lazy part of the popup, and the flow machines Login does not need (machines/popup.flows.ts), now (tests, stories). */
export function preloadPopupParts(): Promise<unknown> {
  return Promise.all([...POPUP_PARTS.map((load) => load()), preloadFlows()]);
}
