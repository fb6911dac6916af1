import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors.js';
import type { LoginResponse } from '../api/types.js';
import { RESEND_COUNTDOWN_MS } from '../config/constants.js';
import { resolveHosts } from '../config/hosts.js';
import { getSite } from '../config/sites.js';
import type { FlowOutput, SliderTrace } from './contract.js';
import { coverage, reportCounts } from './model-coverage.js';
import {
  registryMachine,
  selectRegistryFlowView,
  selectRegistryView,
  type RegistryEvent,
  type RegistryInput,
  type RegistrySnapshot,
} from './registry.machine.js';
import {
  createFlowRunner,
  createPopupHost,
  createServiceStubs,
  fieldErrorNames,
  flush,
  modelPaths,
  runModelPath,
  type ModelEvent,
  type ModelSnapshot,
  type ServiceStubs,
} from './test-utils.js';
import type { VerifyOutput } from './verify.machine.js';

const CONFIG = { site: getSite('SG'), hosts: resolveHosts('SG', 'production') };
const input = (stubs: ServiceStubs): RegistryInput => ({ services: stubs.services, config: CONFIG });
const TRACE: SliderTrace = { distance: 1, durationMs: 900, samples: [0, 0.4, 0.8, 1] };
const REGISTERED: LoginResponse = { loginSuccess: true, loginNextStepAction: 'COMPLETE_PROFILE', toRegisterToken: 'reg-phone' };
const REGISTER_FAIL_URL = 'https://member.shop.sg/user/close-account-register-fail';

const apiError = (key: string, kind: ApiError['kind'] = 'business') => new ApiError(kind, key, { displayMessage: `${key} text` });
const cooling = () => apiError('PL-USER-EMAIL-REGISTER-IN-COOLING-PERIOD');

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('registryMachine: model-based walk', () => {
  const events: ModelEvent[] = [
    { type: 'SET_METHOD', method: 'phone' },
    { type: 'SET_METHOD', method: 'email' },
    { type: 'SET_CONSENT', checked: true },
    { type: 'SET_CONSENT', checked: false },
    { type: 'SET_PROMOTION', channel: 'sms', checked: true },
    // Passed on to the slider child (its own walk is slider.machine.test.ts); its verdict is its done event below.
    { type: 'SLIDER_DRAGGED', trace: TRACE },
    { type: 'REFRESH_SLIDER' },
    // What the slider child tells while its check runs (the hand finished; the check failed).
    { type: 'SLIDER_COMPLETED' },
    { type: 'SLIDER_FAILED' },
    { type: 'SUBMIT', phone: '8123 4567' },
    { type: 'SUBMIT', phone: '123' },
    { type: 'SUBMIT', email: 'jane@example.com' },
    { type: 'SUBMIT', email: 'nope' },
    { type: 'TO_FORGET_PASSWORD' },
    { type: 'INPUT', field: 'consent' },
    { type: 'BACK' },
    // Passed on to the verify child, which ignores these three here (incomplete code, countdown running, not a
    // risky phone). CHANGE_NUMBER is walked as the verify child's `back` output (see the runner).
    { type: 'SUBMIT_CODE', code: '12' },
    { type: 'RESEND' },
    { type: 'TO_METHOD_LIST' },
    { type: 'xstate.done.actor.slider', output: { token: 'slider-token' } },
    { type: 'xstate.done.actor.sendPhoneCode', output: { codeLength: 6 } },
    { type: 'xstate.error.actor.sendPhoneCode', error: cooling() },
    { type: 'xstate.error.actor.sendPhoneCode', error: apiError('PL-USER-RISK') },
    { type: 'xstate.done.actor.sendEmailCode', output: { codeLength: 6 } },
    { type: 'xstate.error.actor.sendEmailCode', error: cooling() },
    { type: 'xstate.error.actor.sendEmailCode', error: apiError('PL-USER-EMAIL-EXIST') },
    { type: 'xstate.error.actor.sendEmailCode', error: apiError('FAIL_SYS_TRAFFIC_LIMIT', 'traffic') },
    { type: 'xstate.done.actor.verify', output: { type: 'loggedIn', response: REGISTERED, via: 'register' } satisfies FlowOutput },
    { type: 'xstate.done.actor.verify', output: { type: 'navigate', url: REGISTER_FAIL_URL } satisfies FlowOutput },
    { type: 'xstate.done.actor.verify', output: { type: 'back' } satisfies FlowOutput },
  ];
  // The method and the consent box decide where SUBMIT goes: both are part of a model state (4 combinations).
  const serializeState = (s: ModelSnapshot) => {
    const { method, consent } = s.context as { method: string; consent: boolean };
    return JSON.stringify([s.value, method, consent, fieldErrorNames(s)]);
  };
  const plan = modelPaths(registryMachine, {
    input: input(createServiceStubs()),
    events: () => events,
    serializeState,
    limit: 5_000,
    // Forwarding to the verify child leaves the model's snapshot as it is: walk it anyway. CHANGE_NUMBER ends the
    // real child, which the model does not run: it is walked as the child's `back` output instead.
    keepUnchanged: true,
    ignoreEvents: ['CHANGE_NUMBER'],
  });
  const cover = coverage(registryMachine, plan.transitionPaths);

  it('reaches every state node and takes every transition definition', () => {
    expect(cover.unvisitedStates).toEqual([]);
    // CHANGE_NUMBER's forwarding is taken on the real actor whenever the model's verify child answers `back`.
    expect(cover.untakenTransitions).toEqual(['registry.verify --CHANGE_NUMBER[0]']);
    reportCounts('registry', [plan], cover);
  });

  it(`replays all ${plan.transitionPaths.length} transition paths on the real machine`, async () => {
    for (const path of plan.transitionPaths) {
      const runner = createFlowRunner({
        logic: registryMachine,
        input,
        advanceTime: (ms) => vi.advanceTimersByTime(ms),
        exec: async (event, { stubs, host }) => {
          if (event.type === 'xstate.done.actor.slider') {
            // The real slider passes: its challenge (a stopped slider's too), the drag, the proof.
            while (stubs.pendingCount('sliderChallenge') > 0) stubs.resolve('sliderChallenge', { challengeId: 'challenge-1' });
            await flush();
            host.flow.send({ type: 'SLIDER_DRAGGED', trace: TRACE });
            stubs.resolve('verifySlider', (event as unknown as { output: unknown }).output);
            return true;
          }
          if (event.type !== 'xstate.done.actor.verify') return false;
          const output = (event as unknown as { output: VerifyOutput }).output;
          if (output.type === 'back') {
            host.flow.send({ type: 'CHANGE_NUMBER' });
            return true;
          }
          const phone = (host.flow.getSnapshot() as RegistrySnapshot).context.method === 'phone';
          host.flow.send({ type: 'SUBMIT_CODE', code: '123456' });
          const service = phone ? 'loginByPhoneCode' : 'verifyEmailCode';
          if (output.type === 'navigate') stubs.reject(service, cooling());
          else stubs.resolve(service, phone ? REGISTERED : { token: 'reg-email', tokenType: 'REGISTER' });
          return true;
        },
        check: (snapshot: RegistrySnapshot) => {
          const flow = selectRegistryFlowView(snapshot);
          expect(flow.screen).toBe(snapshot.matches('verify') ? 'Verify' : 'Registry');
          if (snapshot.matches('verify')) expect(flow.verify?.codeLength).toBe(6);
        },
      });
      await runModelPath(path, runner);
      runner.context().host.root.stop();
      expect(vi.getTimerCount()).toBe(0);
    }
  });
});

describe('registryMachine: scenarios', () => {
  const start = (extra: Partial<RegistryInput> = {}) => {
    const stubs = createServiceStubs();
    const host = createPopupHost(registryMachine, { ...input(stubs), ...extra });
    const snapshot = () => host.flow.getSnapshot() as RegistrySnapshot;
    const send = (event: RegistryEvent) => host.flow.send(event);
    /** Challenge loaded and the slider passed. */
    const passSlider = async (token = 'slider-token') => {
      stubs.resolve('sliderChallenge', { challengeId: `challenge-${stubs.argsOf('sliderChallenge').length}` });
      await flush();
      send({ type: 'SLIDER_DRAGGED', trace: TRACE });
      stubs.resolve('verifySlider', { token });
      await flush();
    };
    /** Slider passed and consent ticked, then SUBMIT: the code request is out. */
    const submitReady = async (values: { phone?: string; email?: string }) => {
      await passSlider();
      send({ type: 'SET_CONSENT', checked: true });
      send({ type: 'SUBMIT', ...values });
    };
    /** A phone's code sent: on Verify. */
    const toVerify = async () => {
      await submitReady({ phone: '81234567' });
      stubs.resolve('sendPhoneCode', { codeLength: 6 });
      await flush();
    };
    return { stubs, host, snapshot, send, passSlider, submitReady, toVerify, view: () => selectRegistryView(snapshot()) };
  };

  it('runs the slider: loading, ready, checking, verified', async () => {
    const { stubs, snapshot, send, view } = start();
    expect(view().slider).toBe('loading');
    expect(snapshot().hasTag('pending')).toBe(false);
    stubs.resolve('sliderChallenge', { challengeId: 'c-1' });
    await flush();
    expect(view().slider).toBe('ready');
    send({ type: 'SLIDER_DRAGGED', trace: TRACE });
    expect(view().slider).toBe('checking');
    expect(stubs.argsOf('verifySlider')).toEqual([{ challengeId: 'c-1', trace: TRACE }]);
    stubs.resolve('verifySlider', { token: 'proof' });
    await flush();
    expect(view().slider).toBe('verified');
    expect(snapshot().context.sliderToken).toBe('proof');
  });

  it('shows "not verified" for a refused drag and "errored" for a failed call; REFRESH_SLIDER starts over', async () => {
    const { stubs, host, send, view } = start();
    stubs.resolve('sliderChallenge', { challengeId: 'c-1' });
    await flush();
    send({ type: 'SLIDER_DRAGGED', trace: TRACE });
    stubs.reject('verifySlider', apiError('PL-USER-SLIDER-FAILED'));
    await flush();
    expect(view().slider).toBe('notVerified');
    send({ type: 'SLIDER_DRAGGED', trace: TRACE });
    expect(view().slider).toBe('notVerified');
    send({ type: 'REFRESH_SLIDER' });
    expect(view().slider).toBe('loading');
    stubs.resolve('sliderChallenge', { challengeId: 'c-2' });
    await flush();
    send({ type: 'SLIDER_DRAGGED', trace: TRACE });
    const busy = apiError('FAIL_SYS_TRAFFIC_LIMIT', 'traffic');
    stubs.reject('verifySlider', busy);
    await flush();
    expect(view().slider).toBe('errored');
    expect(host.notices).toEqual([{ type: 'FLOW_BUSY', error: busy }]);
    send({ type: 'REFRESH_SLIDER' });
    stubs.reject('sliderChallenge', apiError('NETWORK_ERROR', 'network'));
    await flush();
    expect(view().slider).toBe('errored');
  });

  it('requires the consent box and a valid field before anything is called, keeping the value', async () => {
    const { stubs, snapshot, send, passSlider, view } = start();
    await passSlider();
    send({ type: 'SUBMIT', phone: '8123 4567' });
    expect(snapshot().context.fieldErrors).toEqual({ consent: { key: 'validation.consent.required' } });
    expect(view().values.phone).toBe('8123 4567');
    send({ type: 'SET_CONSENT', checked: true });
    expect(snapshot().context.fieldErrors).toEqual({});
    send({ type: 'SUBMIT', phone: '123' });
    expect(snapshot().context.fieldErrors).toEqual({ phone: { key: 'validation.phone.invalid' } });
    send({ type: 'INPUT', field: 'phone' });
    expect(snapshot().context.fieldErrors).toEqual({});
    expect(stubs.argsOf('sendPhoneCode')).toEqual([]);
  });

  it('requires a passed slider', async () => {
    const { stubs, snapshot, send } = start();
    send({ type: 'SET_CONSENT', checked: true });
    send({ type: 'SUBMIT', phone: '81234567' });
    expect(snapshot().context.error).toEqual({ key: 'error.bot.message' });
    expect(stubs.argsOf('sendPhoneCode')).toEqual([]);
  });

  it('holds a submit made while the slider is still checking (End, then Enter at once), then sends with its proof', async () => {
    const { stubs, snapshot, send, view } = start({ method: 'email' });
    stubs.resolve('sliderChallenge', { challengeId: 'c-1' });
    await flush();
    send({ type: 'SET_CONSENT', checked: true });
    send({ type: 'SLIDER_DRAGGED', trace: TRACE });
    expect(view().slider).toBe('checking');
    // Submitted before the check's answer: no refusal, the form waits (pending) and nothing is sent yet.
    send({ type: 'SUBMIT', email: 'jane@example.com' });
    expect(snapshot().context.error).toBeNull();
    expect(snapshot().hasTag('pending')).toBe(true);
    expect(stubs.argsOf('sendEmailCode')).toEqual([]);
    stubs.resolve('verifySlider', { token: 'late-proof' });
    await flush();
    expect(view().slider).toBe('verified');
    expect(snapshot().context.error).toBeNull();
    expect(stubs.argsOf('sendEmailCode')).toEqual([
      { type: 'OTP_REGISTER', email: 'jane@example.com', resend: false, sliderToken: 'late-proof', promotions: { sms: false, email: false } },
    ]);
  });

  it('holds a submit while the time floor keeps the completed slider waiting (phone)', async () => {
    const { stubs, snapshot, send } = start();
    stubs.resolve('sliderChallenge', { challengeId: 'c-1', waitMs: 1000 });
    await flush();
    send({ type: 'SET_CONSENT', checked: true });
    send({ type: 'SLIDER_DRAGGED', trace: TRACE });
    send({ type: 'SUBMIT', phone: '81234567' });
    expect(snapshot().hasTag('pending')).toBe(true);
    expect(stubs.argsOf('verifySlider')).toEqual([]);
    vi.advanceTimersByTime(1000);
    stubs.resolve('verifySlider', { token: 'floor-proof' });
    await flush();
    expect(stubs.argsOf('sendPhoneCode')).toMatchObject([{ phone: '81234567', sliderToken: 'floor-proof' }]);
  });

  it('refuses a held submit when the slider check fails, and the passed slider then takes the message away', async () => {
    const { stubs, snapshot, send, view } = start();
    stubs.resolve('sliderChallenge', { challengeId: 'c-1' });
    await flush();
    send({ type: 'SET_CONSENT', checked: true });
    send({ type: 'SLIDER_DRAGGED', trace: TRACE });
    send({ type: 'SUBMIT', phone: '81234567' });
    stubs.reject('verifySlider', apiError('PL-USER-SLIDER-FAILED'));
    await flush();
    expect(view().slider).toBe('notVerified');
    expect(snapshot().hasTag('pending')).toBe(false);
    expect(snapshot().context.error).toEqual({ key: 'error.bot.message' });
    expect(stubs.argsOf('sendPhoneCode')).toEqual([]);
    send({ type: 'REFRESH_SLIDER' });
    stubs.resolve('sliderChallenge', { challengeId: 'c-2' });
    await flush();
    send({ type: 'SLIDER_DRAGGED', trace: TRACE });
    stubs.resolve('verifySlider', { token: 'second-proof' });
    await flush();
    expect(view().slider).toBe('verified');
    expect(snapshot().context.error).toBeNull();
    expect(stubs.argsOf('sendPhoneCode')).toEqual([]);
  });

  it('keeps the values per method', () => {
    const { send, view } = start();
    send({ type: 'SUBMIT', phone: '8123' });
    send({ type: 'SET_METHOD', method: 'email' });
    send({ type: 'SUBMIT', email: 'jane@' });
    expect(view()).toMatchObject({ method: 'email', values: { phone: '8123', email: 'jane@' } });
    send({ type: 'SET_METHOD', method: 'phone' });
    expect(view()).toMatchObject({ method: 'phone', values: { phone: '8123', email: 'jane@' } });
  });

  it('signs up by phone: code with the slider token and opt-in, Verify, register with the code', async () => {
    const { stubs, host, snapshot, send, passSlider } = start();
    await passSlider('proof-1');
    send({ type: 'SET_CONSENT', checked: true });
    send({ type: 'SET_PROMOTION', channel: 'sms', checked: true });
    send({ type: 'SUBMIT', phone: '+65 8123 4567' });
    expect(snapshot().hasTag('pending')).toBe(true);
    expect(stubs.argsOf('sendPhoneCode')).toEqual([
      {
        type: 'OTP_REGISTER',
        phone: '81234567',
        deliveryType: 'SMS',
        resend: false,
        sliderToken: 'proof-1',
        promotions: { sms: true, email: false },
      },
    ]);
    stubs.resolve('sendPhoneCode', { codeLength: 6 });
    await flush();
    const flow = selectRegistryFlowView(snapshot());
    expect(flow.screen).toBe('Verify');
    expect(flow.verify).toMatchObject({ identifier: '+6581234567', identifierType: 'phone', codeLength: 6, deliveryType: 'SMS' });
    send({ type: 'SUBMIT_CODE', code: '654321' });
    expect(selectRegistryFlowView(snapshot()).verifySnapshot?.hasTag('pending')).toBe(true);
    expect(stubs.argsOf('loginByPhoneCode')).toEqual([{ type: 'OTP_REGISTER', phone: '81234567', code: '654321', deliveryType: 'SMS' }]);
    stubs.resolve('loginByPhoneCode', REGISTERED);
    await flush();
    expect(snapshot().status).toBe('done');
    expect(snapshot().output).toEqual({ type: 'loggedIn', response: REGISTERED, via: 'register' });
    expect(host.notices).toEqual([]);
  });

  it('signs up by e-mail: the verified code becomes the register token for ProfileComplete', async () => {
    const { stubs, snapshot, send, passSlider } = start({ method: 'email' });
    await passSlider('proof-2');
    send({ type: 'SET_CONSENT', checked: true });
    send({ type: 'SET_PROMOTION', channel: 'email', checked: true });
    send({ type: 'SUBMIT', email: ' jane@example.com ' });
    expect(stubs.argsOf('sendEmailCode')).toEqual([
      {
        type: 'OTP_REGISTER',
        email: 'jane@example.com',
        resend: false,
        sliderToken: 'proof-2',
        promotions: { sms: false, email: true },
      },
    ]);
    stubs.resolve('sendEmailCode', { codeLength: 6 });
    await flush();
    expect(selectRegistryFlowView(snapshot()).verify).toMatchObject({
      identifier: 'jane@example.com',
      identifierType: 'email',
      deliveryType: 'EMAIL',
    });
    send({ type: 'SUBMIT_CODE', code: '111111' });
    expect(stubs.argsOf('verifyEmailCode')).toEqual([{ type: 'OTP_REGISTER', email: 'jane@example.com', code: '111111' }]);
    stubs.resolve('verifyEmailCode', { token: 'reg-token', tokenType: 'REGISTER' });
    await flush();
    expect(snapshot().output).toEqual({
      type: 'loggedIn',
      response: { loginNextStepAction: 'COMPLETE_PROFILE', toRegisterToken: 'reg-token' },
      via: 'register',
    });
  });

  it('allows a resend 60 s after the code was sent (through verify), with the opt-in again', async () => {
    const { stubs, snapshot, send, toVerify } = start();
    await toVerify();
    const verify = () => selectRegistryFlowView(snapshot()).verify!;
    expect(verify()).toMatchObject({ secondsLeft: 60, canResend: false });
    send({ type: 'RESEND' });
    expect(stubs.argsOf('sendPhoneCode')).toHaveLength(1);
    vi.advanceTimersByTime(RESEND_COUNTDOWN_MS - 1_000);
    expect(verify()).toMatchObject({ secondsLeft: 1, canResend: false });
    vi.advanceTimersByTime(1_000);
    expect(verify()).toMatchObject({ secondsLeft: 0, canResend: true });
    send({ type: 'RESEND' });
    expect(stubs.argsOf('sendPhoneCode')[1]).toEqual({
      type: 'OTP_REGISTER',
      phone: '81234567',
      deliveryType: 'SMS',
      resend: true,
      promotions: { sms: false, email: false },
    });
    stubs.resolve('sendPhoneCode', { codeLength: 6 });
    await flush();
    expect(verify()).toMatchObject({ secondsLeft: 60, canResend: false, resetToken: 1 });
  });

  it('keeps Verify on a wrong code (verify shows the error)', async () => {
    const { stubs, snapshot, send, toVerify } = start();
    await toVerify();
    send({ type: 'SUBMIT_CODE', code: '000000' });
    stubs.reject('loginByPhoneCode', apiError('PL-USER-CODE-INCORRECT'));
    await flush();
    const flow = selectRegistryFlowView(snapshot());
    expect(flow.screen).toBe('Verify');
    expect((flow.verifySnapshot?.context as { error: unknown }).error).toEqual({
      server: { key: 'PL-USER-CODE-INCORRECT', displayMessage: 'PL-USER-CODE-INCORRECT text' },
    });
  });

  it.each([
    ['CHANGE_NUMBER', { type: 'CHANGE_NUMBER' }],
    ['BACK', { type: 'BACK' }],
  ] as const)('goes back to the form from Verify on %s, values kept, with a new slider challenge', async (_name, event) => {
    const { stubs, snapshot, send, toVerify, view } = start();
    await toVerify();
    send(event);
    await flush();
    expect(selectRegistryFlowView(snapshot()).screen).toBe('Registry');
    expect(view()).toMatchObject({ values: { phone: '81234567' }, consent: true, slider: 'loading' });
    expect(stubs.pendingCount('sliderChallenge')).toBe(1);
  });

  it('goes to the close-account register-fail page for a cooling-period answer when sending', async () => {
    const { stubs, snapshot, submitReady } = start({ method: 'email' });
    await submitReady({ email: 'jane@example.com' });
    stubs.reject('sendEmailCode', cooling());
    await flush();
    expect(snapshot().output).toEqual({ type: 'navigate', url: REGISTER_FAIL_URL });
  });

  it('goes to the register-fail page for a cooling-period answer when registering with the code', async () => {
    const { stubs, snapshot, send, toVerify } = start();
    await toVerify();
    send({ type: 'SUBMIT_CODE', code: '123456' });
    stubs.reject('loginByPhoneCode', cooling());
    await flush();
    expect(snapshot().output).toEqual({ type: 'navigate', url: REGISTER_FAIL_URL });
  });

  it('marks an already registered e-mail on the field and starts a new slider challenge', async () => {
    const { stubs, snapshot, submitReady, view } = start({ method: 'email' });
    await submitReady({ email: 'jane@example.com' });
    stubs.reject('sendEmailCode', apiError('PL-USER-EMAIL-EXIST'));
    await flush();
    expect(snapshot().context.fieldErrors).toEqual({ email: { key: 'error.emailRegistered' } });
    expect(snapshot().context.error).toBeNull();
    expect(view().slider).toBe('loading');
  });

  it('tells a guest with orders to set a password, and TO_FORGET_PASSWORD goes to ForgetPassword', async () => {
    const { stubs, snapshot, send, submitReady } = start({ method: 'email' });
    await submitReady({ email: 'guest@example.com' });
    stubs.reject('sendEmailCode', apiError('PL-USER-GUEST-EMAIL-HAS-ORDERS'));
    await flush();
    expect(snapshot().context.fieldErrors).toEqual({ email: { key: 'error.guestEmail' } });
    send({ type: 'TO_FORGET_PASSWORD' });
    expect(snapshot().output).toEqual({ type: 'goto', screen: 'ForgetPassword' });
  });

  it('sends a traffic limit to the busy dialog and shows other refusals (PL-USER-RISK) as the server message', async () => {
    const { stubs, host, snapshot, send, passSlider, submitReady } = start();
    await submitReady({ phone: '81234567' });
    const busy = apiError('FAIL_SYS_TRAFFIC_LIMIT', 'traffic');
    stubs.reject('sendPhoneCode', busy);
    await flush();
    expect(host.notices).toEqual([{ type: 'FLOW_BUSY', error: busy }]);
    expect(snapshot().context.error).toBeNull();
    await passSlider();
    send({ type: 'SUBMIT', phone: '81234567' });
    stubs.reject('sendPhoneCode', apiError('PL-USER-RISK'));
    await flush();
    expect(snapshot().value).toMatchObject({ form: { entry: 'editing' } });
    expect(snapshot().context.error).toEqual({ server: { key: 'PL-USER-RISK', displayMessage: 'PL-USER-RISK text' } });
  });
});

describe('registryMachine: the method is fixed while its code is sent', () => {
  it('ignores SET_METHOD while sending, so Verify matches the code that went out', async () => {
    const stubs = createServiceStubs();
    const host = createPopupHost(registryMachine, input(stubs));
    const snapshot = () => host.flow.getSnapshot() as RegistrySnapshot;
    stubs.resolve('sliderChallenge', { challengeId: 'c' });
    await flush();
    host.flow.send({ type: 'SLIDER_DRAGGED', trace: TRACE });
    stubs.resolve('verifySlider', { token: 'proof' });
    await flush();
    host.flow.send({ type: 'SET_CONSENT', checked: true });
    host.flow.send({ type: 'SUBMIT', phone: '81234567' });
    host.flow.send({ type: 'SET_METHOD', method: 'email' });
    expect(selectRegistryView(snapshot()).method).toBe('phone');
    stubs.resolve('sendPhoneCode', { codeLength: 6 });
    await flush();
    expect(selectRegistryFlowView(snapshot()).verify?.identifierType).toBe('phone');
  });
});
