// @vitest-environment jsdom
// Login's next action first (issue 28 item 4): the encryption module on the first use of a password field in the
// popup (not before, not for fields outside it, once), Verify's screen as soon as Login is in code mode.
import { afterEach, describe, expect, it, vi } from 'vitest';

const engineLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../api/rsa-engine.js', () => {
  engineLoads.count += 1;
  return { JSEncrypt: {}, DEFAULT_RSA_PUBLIC_KEY: 'key' };
});

import { prefetchNextAction } from './next-action.js';
import { SCREEN_COMPONENTS } from './popup-screens.js';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function field(type: string, inside: boolean): HTMLInputElement {
  const host = document.body.appendChild(document.createElement('div'));
  if (inside) host.className = 'mp-root';
  const input = host.appendChild(document.createElement('input'));
  input.type = type;
  return input;
}

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('prefetchNextAction', () => {
  it('password mode: loads the encryption module on the first focus in a password field of the popup, once', async () => {
    const stop = prefetchNextAction('password');
    field('text', true).dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    field('password', false).dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await settle();
    expect(engineLoads.count).toBe(0);
    const password = field('password', true);
    password.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await settle();
    expect(engineLoads.count).toBe(1);
    stop();
  });

  it('code mode: preloads Verify and adds no listener', () => {
    const verify = SCREEN_COMPONENTS.Verify;
    if (!('preload' in verify)) throw new Error('Verify is a lazy part');
    const preload = vi.spyOn(verify, 'preload').mockResolvedValue(undefined);
    const listen = vi.spyOn(document, 'addEventListener');
    prefetchNextAction('code')();
    expect(preload).toHaveBeenCalledTimes(1);
    expect(listen).not.toHaveBeenCalled();
  });
});
