import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { ApiError } from '../api/errors.js';
import type { SmsChannel } from '../api/types.js';
import { RESEND_COUNTDOWN_MS } from '../config/constants.js';
import { RESEND_TOO_SOON_KEY,
  SEND_LIMIT_KEY,
  codeLoginMachine,
  methodChannels,
  PHONE_NOT_EXIST_KEY,
  RISK_KEY,
  selectCodeLoginView,
  type CodeLoginSnapshot,
} from './code-login.machine.js';
import { coverage, enabledEvents, reportCounts } from './model-coverage.js';
import {
  createFlowRunner,
  createPopupHost,
  createServiceStubs,
  fieldErrorNames,
  flush,
  modelPaths,
  runModelPath,
  type ModelSnapshot,
} from './test-utils.js';

const channels: SmsChannel[] = [
  { type: 'SMS', text: 'SMS', icon: '', supportOneClickVerify: false },
  { type: 'WHATSAPP', text: 'WhatsApp', icon: '', supportOneClickVerify: true },
];
const response = { loginSuccess: true };
const risk = new ApiError('business', RISK_KEY);
const failure = new ApiError('network', 'NETWORK_ERROR');
const tooSoon = new ApiError('business', RESEND_TOO_SOON_KEY, { data: { retryAfterMs: 48_000 } });
const PHONE = '8123 4567';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function start() {
  const stubs = createServiceStubs();
  const host = createPopupHost(codeLoginMachine, { services: stubs.services, site: 'SG' });
  const snapshot = () => host.flow.getSnapshot() as CodeLoginSnapshot;
  return { stubs, host, snapshot, send: (event: Parameters<typeof host.flow.send>[0]) => host.flow.send(event) };
}

describe('codeLoginMachine: model-based walk', () => {
  const events: EventObject[] = [
    { type: 'xstate.done.actor.smsChannels', output: channels } as EventObject,
    { type: 'xstate.error.actor.smsChannels', error: failure } as EventObject,
    { type: 'SELECT_CHANNEL', channel: 'WHATSAPP' } as EventObject,
    { type: 'SUBMIT_CODE_LOGIN', phone: '123' } as EventObject,
    { type: 'SUBMIT_CODE_LOGIN', phone: PHONE } as EventObject,
    { type: 'INPUT', field: 'phone' } as EventObject,
    { type: 'INPUT', field: 'phone', value: PHONE } as EventObject,
    { type: 'INPUT', field: 'phone', value: '8123 4568' } as EventObject,
    { type: 'xstate.done.actor.precheckPhone', output: true } as EventObject,
    { type: 'xstate.done.actor.precheckPhone', output: false } as EventObject,
    { type: 'xstate.error.actor.precheckPhone', error: failure } as EventObject,
    { type: 'xstate.done.actor.validatePhone', output: true } as EventObject,
    { type: 'xstate.done.actor.validatePhone', output: false } as EventObject,
    { type: 'xstate.error.actor.validatePhone', error: failure } as EventObject,
    { type: 'xstate.done.actor.sendPhoneCode', output: { codeLength: 6 } } as EventObject,
    { type: 'xstate.error.actor.sendPhoneCode', error: risk } as EventObject,
    { type: 'xstate.error.actor.sendPhoneCode', error: failure } as EventObject,
    { type: 'xstate.error.actor.sendPhoneCode', error: tooSoon } as EventObject,
    { type: 'REQUEST_VOICE_CALL' },
    { type: 'BACK' },
    { type: 'CHOOSE_METHOD', channel: 'WHATSAPP' } as EventObject,
    // Passed on to the verify child; the real one ignores an incomplete code and a resend during the countdown.
    { type: 'SUBMIT_CODE', code: '12' } as EventObject,
    { type: 'RESEND' },
    { type: 'xstate.done.actor.verify', output: { type: 'loggedIn', response, via: 'code' } } as EventObject,
    { type: 'xstate.done.actor.verify', output: { type: 'back' } } as EventObject,
    { type: 'xstate.done.actor.verify', output: { type: 'methodList' } } as EventObject,
  ];
  const isRisky = (s: ModelSnapshot) => (s.context as { isRiskPhone: boolean }).isRiskPhone;
  const plan = modelPaths(codeLoginMachine, {
    input: { services: createServiceStubs().services, site: 'SG' },
    // The method list is offered by a risky phone's Verify only; a number is typed on the first phone entry (the
    // check while typing is walked there; after a code was sent it works the same).
    events: (s) =>
      enabledEvents(events)(s).filter(
        (e) =>
          ((e as { output?: { type?: string } }).output?.type !== 'methodList' || isRisky(s)) &&
          ((e as { value?: string }).value === undefined ||
            ((s as { matches(v: unknown): boolean }).matches({ active: { flow: 'phone' } }) &&
              (s.context as { sentTo: unknown }).sentTo === null &&
              !isRisky(s))),
      ),
    // Risky or not (the method list), and whether the channel check answered (the channel choice).
    serializeState: (s) =>
      {
      const c = s.context as { channels: unknown[]; sentTo: unknown; checked: { valid: boolean } | null; checking: string };
      // The answer of the check while typing matters on the phone entry only; the error under the number (a keystroke
      // clears it) on the first phone entry.
      const onPhone = (s as { matches(v: unknown): boolean }).matches({ active: { flow: 'phone' } });
      return JSON.stringify([s.value, isRisky(s), c.channels.length, c.sentTo !== null, s.status, onPhone ? [c.checked, c.checking] : null, onPhone && c.sentTo === null ? fieldErrorNames(s) : null]);
    },
    ignoreEvents: ['CHANGE_NUMBER', 'TO_METHOD_LIST'],
    keepUnchanged: true,
  });
  const paths = [...plan.statePaths, ...plan.transitionPaths];

  it('reaches every state node and takes every transition', () => {
    // CHANGE_NUMBER and TO_METHOD_LIST are passed on to the verify child: walked through its done events below.
    const cov = coverage(codeLoginMachine, paths, ['codeLogin.active.flow.verify --CHANGE_NUMBER[0]', 'codeLogin.active.flow.verify --TO_METHOD_LIST[0]']);
    expect(cov.unvisitedStates).toEqual([]);
    expect(cov.untakenTransitions).toEqual([]);
    reportCounts('codeLogin', [plan], cov);
  });

  it.each(paths.map((p) => [p.steps.map((s) => s.event.type).join(' → '), p] as const))('replays: %s', async (_name, path) => {
    const runner = createFlowRunner({
      logic: codeLoginMachine,
      input: (stubs) => ({ services: stubs.services, site: 'SG' }),
      advanceTime: (ms) => vi.advanceTimersByTime(ms),
      exec: (event, { host, stubs }) => {
        // Both checks call services.validatePhone. The submit's check is the newest call (a check while typing starts
        // on the phone entry only); the check while typing gets the answer on every other pending call (the ones of
        // numbers typed before are stopped actors: their answer is ignored).
        const precheck = /^xstate\.(done|error)\.actor\.precheckPhone$/.exec(event.type);
        const check = /^xstate\.(done|error)\.actor\.validatePhone$/.exec(event.type);
        if (precheck || check) {
          const pending = stubs.calls.filter((c) => c.name === 'validatePhone' && !c.settled);
          const validating = host.flow.getSnapshot().matches({ active: { flow: 'validating' } });
          const calls = check ? pending.slice(-1) : validating ? pending.slice(0, -1) : pending;
          for (const call of calls) {
            call.settled = true;
            if ((precheck ?? check)![1] === 'done') call.resolve((event as EventObject & { output: unknown }).output);
            else call.reject((event as EventObject & { error: unknown }).error);
          }
          return true;
        }
        if (event.type !== 'xstate.done.actor.verify') return false;
        const output = (event as EventObject & { output: { type: string } }).output;
        // The real verify child ends the way the model's done event says.
        if (output.type === 'back') host.flow.send({ type: 'CHANGE_NUMBER' });
        else if (output.type === 'methodList') host.flow.send({ type: 'TO_METHOD_LIST' });
        else {
          host.flow.send({ type: 'SUBMIT_CODE', code: '123456' });
          stubs.resolve('loginByPhoneCode', response);
        }
        return true;
      },
    });
    await runModelPath(path, runner);
    runner.context().host.root.stop();
  });
});

describe('codeLoginMachine: channels and phone entry', () => {
  it('offers SMS until the channel check answers, and keeps SMS when it fails', async () => {
    const a = start();
    expect(selectCodeLoginView(a.snapshot()).channels.map((c) => c.type)).toEqual(['SMS']);
    a.send({ type: 'SELECT_CHANNEL', channel: 'WHATSAPP' });
    expect(a.snapshot().context.channel).toBe('SMS');
    a.stubs.resolve('smsChannels', channels);
    await flush();
    expect(selectCodeLoginView(a.snapshot()).channels).toEqual(channels);
    a.send({ type: 'SELECT_CHANNEL', channel: 'WHATSAPP' });
    expect(selectCodeLoginView(a.snapshot()).channel).toBe('WHATSAPP');

    const b = start();
    b.stubs.reject('smsChannels', failure);
    await flush();
    expect(selectCodeLoginView(b.snapshot()).channels.map((c) => c.type)).toEqual(['SMS']);
  });

  it('checks the phone on the client, then on the server, then sends by the chosen channel', async () => {
    const a = start();
    a.send({ type: 'SUBMIT_CODE_LOGIN', phone: '' });
    expect(a.snapshot().context.fieldErrors).toEqual({ phone: { key: 'validation.required' } });
    a.send({ type: 'SUBMIT_CODE_LOGIN', phone: '1234' });
    expect(a.snapshot().context.fieldErrors).toEqual({ phone: { key: 'validation.phone.invalid' } });
    a.send({ type: 'INPUT', field: 'phone' });
    expect(a.snapshot().context.fieldErrors).toEqual({});
    a.send({ type: 'SUBMIT_CODE_LOGIN', phone: '+65 8123-4567' });
    expect(a.stubs.argsOf('validatePhone')).toEqual(['81234567']);
    a.stubs.resolve('validatePhone', true);
    await flush();
    expect(a.stubs.argsOf('sendPhoneCode')).toEqual([{ type: 'OTP_LOGIN', phone: '81234567', deliveryType: 'SMS', resend: false }]);
    a.stubs.resolve('sendPhoneCode', { codeLength: 4 });
    await flush();
    const view = selectCodeLoginView(a.snapshot());
    expect(view.screen).toBe('Verify');
    expect(view.verify).toMatchObject({ identifier: '+6581234567', codeLength: 4, deliveryType: 'SMS', isRiskPhone: false });
  });

  it('checks a typed number with the server while it is typed: "Send code" sends at once, no serial check (issue 15)', async () => {
    const a = start();
    a.send({ type: 'SUBMIT_CODE_LOGIN', phone: '' });
    a.send({ type: 'INPUT', field: 'phone', value: '8123' });
    expect(a.snapshot().context.fieldErrors).toEqual({});
    expect(a.stubs.argsOf('validatePhone')).toEqual([]);
    a.send({ type: 'INPUT', field: 'phone', value: PHONE });
    a.send({ type: 'INPUT', field: 'phone', value: `${PHONE} ` });
    expect(a.stubs.argsOf('validatePhone')).toEqual(['81234567']);
    a.stubs.resolve('validatePhone', true);
    await flush();
    a.send({ type: 'SUBMIT_CODE_LOGIN', phone: PHONE });
    expect(a.stubs.argsOf('validatePhone')).toEqual(['81234567']);
    expect(a.stubs.argsOf('sendPhoneCode')).toEqual([{ type: 'OTP_LOGIN', phone: '81234567', deliveryType: 'SMS', resend: false }]);

    // A number the server refused while typed: the toast at once, nothing sent; another number is checked again.
    const b = start();
    b.send({ type: 'INPUT', field: 'phone', value: PHONE });
    b.stubs.resolve('validatePhone', false);
    await flush();
    b.send({ type: 'SUBMIT_CODE_LOGIN', phone: PHONE });
    expect(b.host.notices).toEqual([{ type: 'SHOW_TOAST', message: { key: 'validation.phone.invalid' }, tone: 'error' }]);
    expect(b.stubs.pendingCount()).toBe(1); // the channel check only
    b.send({ type: 'SUBMIT_CODE_LOGIN', phone: '8123 4568' });
    expect(b.stubs.argsOf('validatePhone')).toEqual(['81234567', '81234568']);
  });

  it('an invalid phone on the server check toasts the generic text (spec §8)', async () => {
    const a = start();
    a.send({ type: 'SUBMIT_CODE_LOGIN', phone: PHONE });
    a.stubs.resolve('validatePhone', false);
    await flush();
    expect(a.snapshot().matches({ active: { flow: 'phone' } })).toBe(true);
    expect(a.host.notices).toEqual([{ type: 'SHOW_TOAST', message: { key: 'validation.phone.invalid' }, tone: 'error' }]);
    expect(a.stubs.pendingCount('sendPhoneCode')).toBe(0);
  });
});

describe('codeLoginMachine: verify, register, risky phone', () => {
  async function toVerify(a: ReturnType<typeof start>, sendResult: () => void = () => a.stubs.resolve('sendPhoneCode', { codeLength: 6 })) {
    a.send({ type: 'SUBMIT_CODE_LOGIN', phone: PHONE });
    a.stubs.resolve('validatePhone', true);
    await flush();
    sendResult();
    await flush();
  }

  it('logs in with the code', async () => {
    const a = start();
    await toVerify(a);
    a.send({ type: 'SUBMIT_CODE', code: '123456' });
    expect(a.stubs.argsOf('loginByPhoneCode')).toEqual([{ type: 'OTP_LOGIN', phone: '81234567', code: '123456', deliveryType: 'SMS' }]);
    a.stubs.resolve('loginByPhoneCode', response);
    await flush();
    expect(a.snapshot().output).toEqual({ type: 'loggedIn', response, via: 'code' });
  });

  it('an unknown phone registers with the same code (PL_USER_LOGIN_PHONE_NOT_EXIST)', async () => {
    const a = start();
    await toVerify(a);
    a.send({ type: 'SUBMIT_CODE', code: '123456' });
    a.stubs.reject('loginByPhoneCode', new ApiError('business', PHONE_NOT_EXIST_KEY));
    await flush();
    expect(a.stubs.argsOf('loginByPhoneCode')[1]).toEqual({ type: 'OTP_REGISTER', phone: '81234567', code: '123456', deliveryType: 'SMS' });
    const registered = { loginNextStepAction: 'COMPLETE_PROFILE', toRegisterToken: 'reg-1' };
    a.stubs.resolve('loginByPhoneCode', registered);
    await flush();
    expect(a.snapshot().output).toEqual({ type: 'loggedIn', response: registered, via: 'register' });
  });

  it('a wrong code stays on Verify with the message; resend goes by the same channel after the countdown', async () => {
    const a = start();
    await toVerify(a);
    a.send({ type: 'SUBMIT_CODE', code: '123456' });
    a.stubs.reject('loginByPhoneCode', new ApiError('business', 'PL-USER-CODE-INCORRECT'));
    await flush();
    const view = selectCodeLoginView(a.snapshot());
    expect(view.screen).toBe('Verify');
    expect(view.verifySnapshot?.context.error).toEqual({ server: { key: 'PL-USER-CODE-INCORRECT' } });
    await vi.advanceTimersByTimeAsync(RESEND_COUNTDOWN_MS);
    a.send({ type: 'RESEND' });
    expect(a.stubs.argsOf('sendPhoneCode')[1]).toEqual({ type: 'OTP_LOGIN', phone: '81234567', deliveryType: 'SMS', resend: true });
  });

  it('Change phone number, then the same number within the resend wait: back on Verify for the code already received', async () => {
    const a = start();
    await toVerify(a);
    a.send({ type: 'CHANGE_NUMBER' });
    await flush();
    await toVerify(a, () => a.stubs.reject('sendPhoneCode', tooSoon));
    const view = selectCodeLoginView(a.snapshot());
    expect(view.screen).toBe('Verify');
    expect(view.verifySnapshot?.context).toMatchObject({ secondsLeft: 48, error: null });
    a.send({ type: 'SUBMIT_CODE', code: '123456' });
    expect(a.stubs.argsOf('loginByPhoneCode')).toEqual([{ type: 'OTP_LOGIN', phone: '81234567', code: '123456', deliveryType: 'SMS' }]);
  });

  it('Change phone number, then the same number past the hourly send limit: Verify again, saying so (finding 18)', async () => {
    const a = start();
    await toVerify(a);
    a.send({ type: 'CHANGE_NUMBER' });
    await flush();
    await toVerify(a, () => a.stubs.reject('sendPhoneCode', new ApiError('business', SEND_LIMIT_KEY, { data: { retryAfterMs: 3_600_000 } })));
    const view = selectCodeLoginView(a.snapshot());
    expect(view.screen).toBe('Verify');
    // The limit's own message on Verify (the flow's error under Verify's own), and the usual countdown, not an hour.
    expect(a.snapshot().context.error).toMatchObject({ server: { key: SEND_LIMIT_KEY } });
    expect(view.verifySnapshot?.context).toMatchObject({ secondsLeft: RESEND_COUNTDOWN_MS / 1000, error: null });
    a.send({ type: 'SUBMIT_CODE', code: '123456' });
    expect(a.stubs.argsOf('loginByPhoneCode')).toEqual([{ type: 'OTP_LOGIN', phone: '81234567', code: '123456', deliveryType: 'SMS' }]);
  });

  it('after a reload (nothing sent by this popup), a resend wait opens Verify for the code already on its way (issue 27)', async () => {
    const a = start();
    await toVerify(a, () => a.stubs.reject('sendPhoneCode', tooSoon));
    const view = selectCodeLoginView(a.snapshot());
    expect(view.screen).toBe('Verify');
    expect(view.verifySnapshot?.context).toMatchObject({ secondsLeft: 48, error: null });
    expect(a.snapshot().context.error).toBeNull();
    a.send({ type: 'SUBMIT_CODE', code: '123456' });
    expect(a.stubs.argsOf('loginByPhoneCode')).toEqual([{ type: 'OTP_LOGIN', phone: '81234567', code: '123456', deliveryType: 'SMS' }]);
  });

  it('a send limit for a number this popup did not send to stays an error on the phone entry', async () => {
    const a = start();
    await toVerify(a, () => a.stubs.reject('sendPhoneCode', new ApiError('business', SEND_LIMIT_KEY, { data: { retryAfterMs: 3_600_000 } })));
    expect(selectCodeLoginView(a.snapshot()).screen).toBe('Login');
    expect(a.snapshot().context.error).toMatchObject({ server: { key: SEND_LIMIT_KEY } });
  });

  it('CHANGE_NUMBER and BACK return to the phone entry with the phone kept', async () => {
    const a = start();
    await toVerify(a);
    a.send({ type: 'CHANGE_NUMBER' });
    await flush();
    expect(selectCodeLoginView(a.snapshot())).toMatchObject({ screen: 'Login', values: { phone: PHONE } });
    await toVerify(a);
    a.send({ type: 'BACK' });
    expect(selectCodeLoginView(a.snapshot())).toMatchObject({ screen: 'Login', values: { phone: PHONE } });
  });

  it('PL-USER-RISK opens PhoneCall; a voice call code leads to a risky Verify with the method list', async () => {
    const a = start();
    await toVerify(a, () => a.stubs.reject('sendPhoneCode', risk));
    expect(selectCodeLoginView(a.snapshot())).toMatchObject({ screen: 'PhoneCall', phoneCall: { phone: '+6581234567' } });
    a.send({ type: 'REQUEST_VOICE_CALL' });
    expect(selectCodeLoginView(a.snapshot()).screen).toBe('PhoneCall');
    expect(a.snapshot().hasTag('pending')).toBe(true);
    expect(a.stubs.argsOf('sendPhoneCode')[1]).toMatchObject({ deliveryType: 'VOICE', resend: false });
    a.stubs.resolve('sendPhoneCode', { codeLength: 6 });
    await flush();
    expect(selectCodeLoginView(a.snapshot()).verify).toMatchObject({ deliveryType: 'VOICE', isRiskPhone: true });
    a.send({ type: 'TO_METHOD_LIST' });
    await flush();
    const list = selectCodeLoginView(a.snapshot());
    expect(list.screen).toBe('VerifyMethodList');
    expect(list.methods?.channels.map((c) => c.type)).toEqual(['VOICE', 'SMS']);
    a.send({ type: 'CHOOSE_METHOD', channel: 'SMS' });
    expect(a.stubs.argsOf('sendPhoneCode')[2]).toMatchObject({ deliveryType: 'SMS', resend: true });
    a.stubs.resolve('sendPhoneCode', { codeLength: 6 });
    await flush();
    expect(selectCodeLoginView(a.snapshot()).verify).toMatchObject({ deliveryType: 'SMS', isRiskPhone: true });
  });

  it('the method list lists voice first, then the other channels', () => {
    expect(methodChannels(channels).map((c) => c.type)).toEqual(['VOICE', 'SMS', 'WHATSAPP']);
  });

  it('stopping the flow stops the verify timers', async () => {
    const a = start();
    await toVerify(a);
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    a.host.root.stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
