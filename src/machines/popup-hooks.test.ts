import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createConfig } from '../config/index.js';
import { preloadFlows } from './popup.flows.js';
import { popupMachine } from './popup.machine.js';
import { createPopupHooks, type PopupActorLike } from './popup-hooks.js';
import { POPUP_SYSTEM_ID } from './shared.js';
import { createServiceStubs, flush } from './test-utils.js';
import { selectView } from './view.js';

// The flows from their own chunks are in (as once the idle prefetch ran; popup.flows.test.ts walks their loading).
await preloadFlows();

const config = createConfig({ site: 'SG', cookies: { get: () => undefined, set: () => undefined, remove: () => undefined } });

function start() {
  const stubs = createServiceStubs();
  const navigate = vi.fn();
  const actor = createActor(popupMachine, {
    input: { services: stubs.services, config, pageUrl: 'https://www.shop.sg/', navigate },
    systemId: POPUP_SYSTEM_ID,
  }).start();
  const hooks = createPopupHooks(() => actor as unknown as PopupActorLike);
  return { actor, hooks, stubs, navigate, view: () => selectView(actor.getSnapshot()) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createPopupHooks', () => {
  it('busy() shows the busy dialog and resolves when it is dismissed', async () => {
    const p = start();
    let done = false;
    const busy = p.hooks.busy!().then(() => (done = true));
    expect(p.view().dialog).toEqual({ type: 'busy' });
    await flush();
    expect(done).toBe(false);
    p.actor.send({ type: 'DISMISS_DIALOG' });
    await busy;
    expect(done).toBe(true);
  });

  it('botCheck(url) resolves true once the slider is verified by the server, and false on dismiss', async () => {
    const p = start();
    const first = p.hooks.botCheck!('https://bot.shop.sg/');
    expect(p.view().dialog).toEqual({ type: 'bot', slider: 'loading' });
    p.stubs.resolve('sliderChallenge', { challengeId: 'c-1' });
    await flush();
    p.actor.send({ type: 'SLIDER_DRAGGED', trace: { distance: 1, durationMs: 900, samples: [0, 0.5, 1] } });
    let settled = false;
    void first.then(() => (settled = true));
    await flush();
    expect(settled).toBe(false);
    p.stubs.resolve('verifySlider', { token: 'proof' });
    await expect(first).resolves.toBe(true);
    const second = p.hooks.botCheck!();
    p.actor.send({ type: 'DISMISS_DIALOG' });
    await expect(second).resolves.toBe(false);
  });

  it('login() shows Login and resolves true after a successful login', async () => {
    const p = start();
    p.actor.send({ type: 'TO_REGISTRY' });
    const login = p.hooks.login!();
    expect(p.view().screen).toBe('Login');
    p.actor.send({ type: 'SUBMIT_PASSWORD_LOGIN', loginName: 'shopper@example.com', password: 'Secret123' });
    p.stubs.resolve('login', { loginSuccess: true });
    await expect(login).resolves.toBe(true);
  });

  it('every open request is answered "no" when the popup closes, and later ones at once', async () => {
    const p = start();
    const busy = p.hooks.busy!();
    const bot = p.hooks.botCheck!();
    const login = p.hooks.login!();
    p.actor.send({ type: 'CLOSE' });
    await expect(Promise.all([busy, bot, login])).resolves.toEqual([undefined, false, false]);
    await expect(p.hooks.login!()).resolves.toBe(false);
    await expect(p.hooks.botCheck!()).resolves.toBe(false);
  });

  it('answers when the actor is stopped without closing (unmount)', async () => {
    const p = start();
    const login = p.hooks.login!();
    p.actor.stop();
    await expect(login).resolves.toBe(false);
  });

  it('navigate(url) goes through the root navigate action (redirect guard first)', () => {
    const p = start();
    p.hooks.navigate!('https://member.shop.sg/user/validate');
    p.hooks.navigate!('https://evil.example/');
    expect(p.navigate.mock.calls).toEqual([
      ['https://member.shop.sg/user/validate', { top: true }],
      ['https://my.shop.sg/', { top: true }],
    ]);
  });

  it('answers at once when there is no popup', async () => {
    const hooks = createPopupHooks(() => null);
    await expect(hooks.login!()).resolves.toBe(false);
    await expect(hooks.botCheck!()).resolves.toBe(false);
    await expect(hooks.busy!()).resolves.toBeUndefined();
  });
});
