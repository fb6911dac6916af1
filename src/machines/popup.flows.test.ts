/**
 * The flows Login does not need come from their own chunks (popup.flows.ts): entering one loads it (view.flowLoad
 * 'loading'), a failed load waits in `failed` with "Try again" (RETRY_LOAD), and the flow runs once it is in. Each
 * test starts from a fresh module graph, so no flow is loaded yet (as on a page where the idle prefetch has not run).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createConfig } from '../config/index.js';
import type { OpeningScreen } from './contract.js';
import type { PopupEvent } from './popup.machine.js';
import type { LazyFlow } from './popup.flows.js';
import { POPUP_SYSTEM_ID } from './shared.js';
import { createServiceStubs, flush } from './test-utils.js';

const config = createConfig({ site: 'SG', env: 'production', language: 'en-SG', cookies: { get: () => undefined, set: () => undefined, remove: () => undefined } });

beforeEach(() => {
  vi.resetModules();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * The root machine from a fresh module graph, its `loadFlow` failing `failures` times (a chunk that does not
 * arrive: each waits for the test's `failLoad()`) before it loads for real; `loads` lists every attempt.
 */
async function startPopup(screen: OpeningScreen, failures: number, resetToken?: string) {
  const { popupMachine } = await import('./popup.machine.js');
  const flows = await import('./popup.flows.js');
  const { selectView } = await import('./view.js');
  const loads: LazyFlow[] = [];
  const failing: Array<() => void> = [];
  const loadFlow = fromPromise<unknown, { flow: LazyFlow }>(({ input }) => {
    loads.push(input.flow);
    if (loads.length > failures) return flows.loadFlow(input.flow);
    return new Promise((_, reject) => failing.push(() => reject(new TypeError('Failed to fetch dynamically imported module'))));
  });
  const failLoad = async () => {
    for (const fail of failing.splice(0)) fail();
    await flush();
  };
  const stubs = createServiceStubs();
  const actor = createActor(popupMachine.provide({ actors: { loadFlow } }), {
    input: { services: stubs.services, config, screen, pageUrl: 'https://www.shop.sg/', ...(resetToken ? { resetToken } : {}) },
    systemId: POPUP_SYSTEM_ID,
  });
  actor.start();
  const send = (event: PopupEvent) => actor.send(event);
  const view = () => selectView(actor.getSnapshot());
  const flowChild = () => (actor.getSnapshot().children as Record<string, unknown>)['flow'];
  return { actor, send, view, flowChild, loads, flows, stubs, failLoad };
}

type Popup = Awaited<ReturnType<typeof startPopup>>;

/** Each lazy flow state, entered the way the popup enters it. */
const ENTRIES: Array<{ state: string; flow: LazyFlow; screen: OpeningScreen; resetToken?: string; enter(p: Popup): void; shown: string }> = [
  // Login's code mode: Login stays on screen while the code login loads (below); its failure is the same "Try again".
  { state: 'login code', flow: 'codeLogin', screen: 'Login', enter: (p) => p.send({ type: 'SET_LOGIN_MODE', mode: 'code' }), shown: 'Login' },
  { state: 'qrcode', flow: 'qr', screen: 'Login', enter: (p) => p.send({ type: 'TO_QRCODE' }), shown: 'Qrcode' },
  { state: 'registry', flow: 'registry', screen: 'Registry', enter: () => undefined, shown: 'Registry' },
  { state: 'forgot', flow: 'forgot', screen: 'Login', enter: (p) => p.send({ type: 'TO_FORGET_PASSWORD' }), shown: 'ForgetPassword' },
  // The reset page: its link's token already checked.
  { state: 'reset', flow: 'forgot', screen: 'ResetPassword', resetToken: 'rt-1', enter: () => undefined, shown: 'ResetPassword' },
  {
    state: 'profile',
    flow: 'profile',
    screen: 'Login',
    enter: (p) =>
      p.send({
        type: 'ROUTE',
        output: { type: 'loggedIn', via: 'password', response: { loginNextStepAction: 'COMPLETE_PROFILE', toRegisterToken: 'reg-1' } },
      }),
    shown: 'ProfileComplete',
  },
];

describe('lazy flows: loaded when their screen is entered', () => {
  it.each(ENTRIES)('$state: loading, a failed load ends in "Try again", which loads again and runs the flow', async (entry) => {
    const p = await startPopup(entry.screen, 1, entry.resetToken);
    // Login's code mode keeps Login on screen while its flow loads (and again after "Try again").
    const loading = entry.flow === 'codeLogin' ? null : 'loading';
    entry.enter(p);
    expect(p.view()).toMatchObject({ screen: entry.shown, flowLoad: loading });
    expect(p.flowChild()).toBeUndefined();

    await p.failLoad();
    expect(p.actor.getSnapshot().hasTag('loadFailed')).toBe(true);
    expect(p.view()).toMatchObject({ screen: entry.shown, flowLoad: 'failed', pending: false });
    expect(p.loads).toEqual([entry.flow]);

    p.send({ type: 'RETRY_LOAD' });
    expect(p.view().flowLoad).toBe(loading);
    // The retry's import (the same one the machine waits for), then the machine's turn.
    await p.flows.loadFlow(entry.flow);
    await flush();
    expect(p.loads).toEqual([entry.flow, entry.flow]);
    expect(p.view()).toMatchObject({ screen: entry.shown, flowLoad: null });
    expect(p.flowChild()).toBeDefined();
    expect(p.flows.loadedFlow(entry.flow)).toBeDefined();
    p.actor.stop();
  });

  it('code login: Login stays while it loads; "Send code" pressed meanwhile waits busy, then goes to the flow with that phone', async () => {
    const p = await startPopup('Login', 0);
    p.send({ type: 'SET_LOGIN_MODE', mode: 'code' });
    expect(p.view()).toMatchObject({ screen: 'Login', flowLoad: null, pending: false, login: { mode: 'code' } });
    p.send({ type: 'SUBMIT_CODE_LOGIN', phone: '81234567' });
    expect(p.view()).toMatchObject({ screen: 'Login', pending: true });
    expect(p.stubs.argsOf('validatePhone')).toEqual([]);
    await p.flows.loadFlow('codeLogin');
    await flush();
    expect(p.loads).toEqual(['codeLogin']);
    // The flow runs with the phone and checks it (the submit replayed), still busy.
    expect(p.stubs.argsOf('validatePhone')).toHaveLength(1);
    expect(p.view()).toMatchObject({ screen: 'Login', pending: true, login: { mode: 'code', values: { phone: '81234567' } } });
    p.actor.stop();
  });

  it('INTENT (pointer over the mode switch) loads the code login ahead: code mode then runs at once', async () => {
    const p = await startPopup('Login', 0);
    p.send({ type: 'INTENT', flow: 'codeLogin' });
    await p.flows.loadFlow('codeLogin');
    p.send({ type: 'SET_LOGIN_MODE', mode: 'code' });
    expect(p.flowChild()).toBeDefined();
    expect(p.loads).toEqual([]);
    p.actor.stop();
  });

  it('social login: Login stays while it loads; the button pressed meanwhile is busy, then that press goes to the flow', async () => {
    const p = await startPopup('Login', 0);
    const socialChild = () => (p.actor.getSnapshot().children as Record<string, unknown>)['social'];
    expect(socialChild()).toBeUndefined();
    p.send({ type: 'SOCIAL_LOGIN', provider: 'FACEBOOK' });
    expect(p.view()).toMatchObject({ screen: 'Login', flowLoad: null, pending: true, error: null, login: { socialPending: 'FACEBOOK' } });
    // Pressed again while it loads (the button is busy): nothing more.
    p.send({ type: 'SOCIAL_LOGIN', provider: 'GOOGLE' });
    expect(p.stubs.argsOf('socialSignIn')).toEqual([]);
    await p.flows.loadFlow('socialLogin');
    await flush();
    expect(p.loads).toEqual(['socialLogin']);
    // The flow runs and signs in with the provider pressed (the press replayed once), still busy.
    expect(socialChild()).toBeDefined();
    expect(p.stubs.argsOf('socialSignIn')).toEqual(['FACEBOOK']);
    expect(p.view()).toMatchObject({ screen: 'Login', pending: true, login: { socialPending: 'FACEBOOK' } });
    // And it logs in as before.
    p.stubs.resolve('socialSignIn', { oauthCode: 'c', redirectUri: 'postmessage' });
    await flush();
    p.stubs.resolve('loginByOAuth', { loginSuccess: true });
    await flush();
    expect(p.actor.getSnapshot().status).toBe('done');
  });

  it('social login: a failed load says "Third-party login failed…" on Login; the next press loads again and signs in', async () => {
    const p = await startPopup('Login', 1);
    p.send({ type: 'SOCIAL_LOGIN', provider: 'GOOGLE' });
    await p.failLoad();
    expect(p.view()).toMatchObject({
      screen: 'Login',
      flowLoad: null,
      pending: false,
      error: { key: 'error.social.failed', params: { provider: 'Google' } },
      login: { socialPending: null },
    });
    expect(p.actor.getSnapshot().hasTag('socialLoadFailed')).toBe(true);
    // The rest of Login works meanwhile (the password login is its own flow).
    p.send({ type: 'SUBMIT_PASSWORD_LOGIN', loginName: 'buyer@shop.sg', password: 'secret-1' });
    expect(p.view().login.socialPending).toBeNull();
    p.send({ type: 'SOCIAL_LOGIN', provider: 'FACEBOOK' });
    expect(p.view()).toMatchObject({ pending: true, login: { socialPending: 'FACEBOOK' } });
    await p.flows.loadFlow('socialLogin');
    await flush();
    expect(p.loads).toEqual(['socialLogin', 'socialLogin']);
    expect(p.stubs.argsOf('socialSignIn')).toEqual(['FACEBOOK']);
    expect(p.view().error).toBeNull();
    p.actor.stop();
  });

  it('social login from Registry: the press replayed under its rules (no consent: the consent error, no call; then signs up)', async () => {
    const p = await startPopup('Registry', 0);
    await p.flows.loadFlow('registry');
    await flush();
    p.send({ type: 'SOCIAL_LOGIN', provider: 'GOOGLE' });
    expect(p.view()).toMatchObject({ screen: 'Registry', login: { socialPending: 'GOOGLE' } });
    await p.flows.loadFlow('socialLogin');
    await flush();
    expect(p.stubs.argsOf('socialSignIn')).toEqual([]);
    expect(p.view()).toMatchObject({ screen: 'Registry', login: { socialPending: null }, fieldErrors: { consent: { key: 'validation.consent.required' } } });
    p.send({ type: 'SET_CONSENT', checked: true });
    p.send({ type: 'SOCIAL_LOGIN', provider: 'GOOGLE' });
    expect(p.stubs.argsOf('socialSignIn')).toEqual(['GOOGLE']);
    p.actor.stop();
  });

  it('social login: INTENT (pointer over a provider) loads it ahead, so a press signs in at once', async () => {
    const p = await startPopup('Login', 0);
    p.send({ type: 'INTENT', flow: 'socialLogin' });
    await p.flows.loadFlow('socialLogin');
    p.send({ type: 'SOCIAL_LOGIN', provider: 'GOOGLE' });
    expect(p.stubs.argsOf('socialSignIn')).toEqual(['GOOGLE']);
    expect(p.loads).toEqual([]);
    p.actor.stop();
  });

  it('social login: Close while it loads ends cleanly (the chunk arriving later opens no sign-in)', async () => {
    const q = await startPopup('Login', 0);
    q.send({ type: 'SOCIAL_LOGIN', provider: 'GOOGLE' });
    q.send({ type: 'CLOSE' });
    expect(q.actor.getSnapshot().status).toBe('done');
    await q.flows.loadFlow('socialLogin');
    await flush();
    expect(q.stubs.argsOf('socialSignIn')).toEqual([]);
  });

  it('bot check: the dialog shows the slider loading; a failed load shows its error, whose refresh loads again', async () => {
    const p = await startPopup('Login', 1);
    p.send({ type: 'SHOW_BOT', requestId: 7, url: 'https://bot.shop.sg/check' });
    expect(p.view().dialog).toEqual({ type: 'bot', slider: 'loading' });
    expect(p.view().flowLoad).toBeNull();
    await p.failLoad();
    expect(p.view().dialog).toEqual({ type: 'bot', slider: 'errored' });
    p.send({ type: 'REFRESH_SLIDER' });
    expect(p.view().dialog).toEqual({ type: 'bot', slider: 'loading' });
    await p.flows.loadFlow('slider');
    await flush();
    expect(p.loads).toEqual(['slider', 'slider']);
    expect((p.actor.getSnapshot().children as Record<string, unknown>)['slider']).toBeDefined();
    // The slider asks for its challenge: the check runs.
    expect(p.stubs.argsOf('sliderChallenge')).toHaveLength(1);
    // Dismissed while loading or failed: the gateway hears "not passed", as before.
    p.send({ type: 'DISMISS_DIALOG' });
    expect(p.view().dialog).toBeNull();
    p.actor.stop();
  });

  it('restore dialog: up at once, Confirm busy while its flow loads; a failed load says so and Confirm loads again; Cancel works', async () => {
    const restoreRoute = {
      type: 'ROUTE',
      output: {
        type: 'loggedIn',
        via: 'social',
        response: { loginNextStepAction: 'DELETION_COOL_CONFIRM', loginNextStepActionData: { deletionCancelToken: 'del-1' } },
      },
    } as PopupEvent;
    const p = await startPopup('Login', 1);
    p.send(restoreRoute);
    expect(p.view()).toMatchObject({ dialog: { type: 'restore' }, pending: true, flowLoad: null });
    await p.failLoad();
    expect(p.view()).toMatchObject({ dialog: { type: 'restore' }, pending: false, toast: { message: { key: 'error.network' }, tone: 'error' } });
    p.send({ type: 'CONFIRM_RESTORE' });
    expect(p.view()).toMatchObject({ dialog: { type: 'restore' }, pending: true });
    await p.flows.loadFlow('restore');
    await flush();
    expect(p.loads).toEqual(['restore', 'restore']);
    expect(p.view()).toMatchObject({ dialog: { type: 'restore' }, pending: false });
    p.send({ type: 'CONFIRM_RESTORE' });
    expect(p.stubs.argsOf('restoreAccount')).toEqual(['del-1']);
    p.actor.stop();

    // Cancel while the chunk loads: the dialog goes, the screen behind works again.
    const q = await startPopup('Login', 1);
    q.send(restoreRoute);
    q.send({ type: 'DISMISS_DIALOG' });
    expect(q.view()).toMatchObject({ dialog: null, pending: false, screen: 'Login' });
    q.actor.stop();
  });

  it('a flow already loaded (the idle prefetch ran) runs at once: no loading state, no second load', async () => {
    const p = await startPopup('Login', 0);
    await p.flows.preloadFlows();
    p.send({ type: 'TO_QRCODE' });
    expect(p.view()).toMatchObject({ screen: 'Qrcode', flowLoad: null });
    expect(p.flowChild()).toBeDefined();
    expect(p.loads).toEqual([]);
    p.actor.stop();
  });

  it('Back and Close still work while a flow loads or after its load failed', async () => {
    const p = await startPopup('Login', 2);
    p.send({ type: 'TO_QRCODE' });
    p.send({ type: 'BACK' });
    expect(p.view()).toMatchObject({ screen: 'Login', flowLoad: null });
    p.send({ type: 'TO_REGISTRY' });
    await p.failLoad();
    expect(p.view()).toMatchObject({ screen: 'Registry', flowLoad: 'failed' });
    p.send({ type: 'CLOSE' });
    expect(p.actor.getSnapshot().status).toBe('done');
  });

  it('loadFlow: concurrent loads share one import, and the module stays', async () => {
    const flows = await import('./popup.flows.js');
    const [first, second] = await Promise.all([flows.loadFlow('qr'), flows.loadFlow('qr')]);
    expect(first).toBe(second);
    expect(first.qrMachine).toBeDefined();
    expect(flows.loadedFlow('qr')).toBe(first);
  });

  it('invoking a lazy flow before its module is in is a wrong statechart: it throws, loudly', async () => {
    const { ACTORS } = await import('./popup.regions.js');
    const errors: unknown[] = [];
    const actor = createActor(ACTORS.qr, { input: { services: createServiceStubs().services } });
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(errors[0])).toMatch(/the qr flow was invoked before its module loaded/);
  });
});
