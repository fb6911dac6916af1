// @vitest-environment jsdom
// The reset screen on the lite runtime (preact/compat in place of React, as the lite browser build aliases it): a
// render that removes the focused element moves focus in that same render. preact/compat runs useEffect only after
// the next paint, so a focus move written as a passive effect left focus on <body> for a frame (lost keys; the lite
// end-to-end accessibility run failed on it). Rendered with preact's own render: no act() that would flush effects.
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('react', () => import('preact/compat'));
vi.mock('react-dom', () => import('preact/compat'));
vi.mock('react/jsx-runtime', () => import('preact/compat/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', () => import('preact/compat/jsx-dev-runtime'));
// test-utils renders with @testing-library/react (React's act); this file renders with preact and needs only its data.
vi.mock('@testing-library/react', () => ({ render: () => undefined }));

const { createElement, render } = await import('preact/compat');
const { makeSenders, makeView, t } = await import('../test-utils.js');
const { ResetPasswordScreen } = await import('./index.js');

const host = document.createElement('div');
document.body.append(host);
afterEach(() => render(null, host));

const show = (reset: { success: { secondsLeft: number; stopped: boolean } } | undefined) =>
  render(
    createElement(ResetPasswordScreen, {
      view: makeView({ screen: 'ResetPassword', ...(reset ? { reset } : {}) }),
      senders: makeSenders(),
      t,
      titleId: 'reset-title',
    }),
    host,
  );

describe('ResetPassword screen on preact/compat (the lite runtime)', () => {
  it('success: focus is on the new title as soon as the form (and its focused button) is gone', () => {
    show(undefined);
    host.querySelector<HTMLElement>('button[type="submit"]')!.focus();
    show({ success: { secondsLeft: 5, stopped: false } });
    expect(document.activeElement).toBe(document.getElementById('reset-title'));
  });

  it('countdown off: focus is on the first shortcut as soon as the focused "keep open" button is gone', () => {
    show({ success: { secondsLeft: 4, stopped: false } });
    host.querySelector<HTMLElement>('.mp-reset__stay')!.focus();
    show({ success: { secondsLeft: 3, stopped: true } });
    expect(host.querySelector('.mp-reset__stay')).toBeNull();
    expect(document.activeElement).toBe(host.querySelector('.mp-reset__shortcuts button'));
  });
});
