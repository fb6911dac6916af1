// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createScriptLoader, currentScriptNonce } from './jsonp.js';

function lastScript(): HTMLScriptElement | null {
  return document.head.querySelector('script[src="https://cdn.shop.sg/f.js"]');
}

describe('default script loader', () => {
  it('appends an async script with the nonce and removes it after load', async () => {
    const loading = createScriptLoader('n0nce')('https://cdn.shop.sg/f.js');
    const script = lastScript();
    expect(script).not.toBeNull();
    expect(script!.async).toBe(true);
    expect(script!.getAttribute('nonce')).toBe('n0nce');
    script!.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBeUndefined();
    expect(lastScript()).toBeNull();
  });

  it('rejects and removes the script on error', async () => {
    const loading = createScriptLoader()('https://cdn.shop.sg/f.js');
    const script = lastScript();
    expect(script!.hasAttribute('nonce')).toBe(false);
    script!.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow();
    expect(lastScript()).toBeNull();
  });

  it('removes the script when aborted (timeout)', async () => {
    const controller = new AbortController();
    const loading = createScriptLoader()('https://cdn.shop.sg/f.js', controller.signal);
    expect(lastScript()).not.toBeNull();
    controller.abort();
    await expect(loading).rejects.toBeDefined();
    expect(lastScript()).toBeNull();
  });

  it('has no current script nonce outside a running script', () => {
    expect(currentScriptNonce()).toBeUndefined();
  });
});
