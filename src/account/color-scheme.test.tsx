// @vitest-environment jsdom
/**
 * colorScheme 'auto' follows the reader's prefers-color-scheme live (issue 22): given an entry shown in the light,
 * when the system turns dark, `data-mp-theme` turns dark, and back. matchMedia is the I/O boundary: jsdom has none,
 * so a controllable one stands in (its `change` event is what the browser fires).
 */
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountAccountMenu } from './mount.js';
import { themeAttribute, useColorScheme, watchColorScheme, type ColorScheme } from '../components/internal/color-scheme.js';

/** A prefers-color-scheme the test switches; `listeners` counts the subscriptions. */
function fakeSystem() {
  const target = new EventTarget();
  const list = Object.assign(target, { matches: false, media: '(prefers-color-scheme: dark)' });
  const system = {
    listeners: 0,
    set(dark: boolean) {
      list.matches = dark;
      act(() => void target.dispatchEvent(new Event('change')));
    },
  };
  const add = target.addEventListener.bind(target);
  const remove = target.removeEventListener.bind(target);
  list.addEventListener = (...args: Parameters<EventTarget['addEventListener']>) => {
    system.listeners += 1;
    add(...args);
  };
  list.removeEventListener = (...args: Parameters<EventTarget['removeEventListener']>) => {
    system.listeners -= 1;
    remove(...args);
  };
  vi.stubGlobal('matchMedia', () => list);
  return system;
}

let system: ReturnType<typeof fakeSystem>;
beforeEach(() => {
  system = fakeSystem();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Themed({ scheme }: { scheme: ColorScheme | undefined }) {
  const theme = useColorScheme(scheme);
  return <div data-testid="root" data-mp-theme={theme} />;
}
const themeOf = (element: Element | null) => element?.getAttribute('data-mp-theme') ?? null;

describe('colorScheme', () => {
  it("given 'auto' in the light, when the system turns dark and back, the theme follows each change", () => {
    const { getByTestId } = render(<Themed scheme="auto" />);
    expect(themeOf(getByTestId('root'))).toBe('light');
    system.set(true);
    expect(themeOf(getByTestId('root'))).toBe('dark');
    system.set(false);
    expect(themeOf(getByTestId('root'))).toBe('light');
  });

  it("given 'dark', 'light' or none, a system change moves nothing and nothing listens", () => {
    for (const scheme of ['dark', 'light', undefined] as const) {
      const { getByTestId, unmount } = render(<Themed scheme={scheme} />);
      expect(system.listeners).toBe(0);
      system.set(true);
      expect(themeOf(getByTestId('root'))).toBe(themeAttribute(scheme) ?? null);
      system.set(false);
      unmount();
    }
  });

  it('stops listening when the entry unmounts', () => {
    const { unmount } = render(<Themed scheme="auto" />);
    expect(system.listeners).toBe(1);
    unmount();
    expect(system.listeners).toBe(0);
  });

  it('watchColorScheme reports each change and unsubscribes', () => {
    const seen: unknown[] = [];
    const stop = watchColorScheme('auto', (theme) => seen.push(theme));
    system.set(true);
    stop();
    system.set(false);
    expect(seen).toEqual(['dark']);
  });

  it("mountAccountMenu({ colorScheme: 'auto' }) restyles the shown menu when the system turns dark", async () => {
    const element = document.body.appendChild(document.createElement('div'));
    const handle = mountAccountMenu(element, {
      site: 'SG',
      environment: 'test',
      colorScheme: 'auto',
      user: { name: 'Ana' },
      services: { currentUser: async () => null, logout: async () => undefined },
      stylesheets: false,
    });
    await handle.ready;
    const root = () => element.querySelector('[data-mp-theme]');
    expect(themeOf(root())).toBe('light');
    system.set(true);
    expect(themeOf(root())).toBe('dark');
    handle.unmount();
    expect(system.listeners).toBe(0);
    element.remove();
  }, 30_000);
});
