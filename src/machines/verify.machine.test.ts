import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { ApiError } from '../api/errors.js';
import { RESEND_COUNTDOWN_MS, VERIFICATION_EXPIRY_MS } from '../config/constants.js';
import type { FlowOutput } from './contract.js';
import { coverage, reportCounts } from './model-coverage.js';
import { createPopupHost, flush, modelPaths, runModelPath, type ModelSnapshot } from './test-utils.js';
import {
  RESEND_TICK_MS,
  verifyMachine,
  type VerifyInput,
  type VerifySubmitResult,
} from './verify.machine.js';
import { selectVerifyView } from './verify.view.js';

const loggedIn: FlowOutput = { type: 'loggedIn', response: { loginSuccess: true }, via: 'code' };
const wrongCode = new ApiError('business', 'PL-USER-CODE-INCORRECT', { displayMessage: 'Wrong code' });
const busy = new ApiError('traffic', 'FAIL_SYS_TRAFFIC_LIMIT');
const deadCode = new ApiError('business', 'PL-USER-CODE-EXPIRED', { displayMessage: 'The code has expired. Please request a new one.' });

/** The flow's two calls, stubbed at the boundary: each call waits until the test settles it. */
function boundary() {
  const submits: Array<{ code: string; resolve(v: FlowOutput | VerifySubmitResult): void; reject(e: unknown): void }> = [];
  const resends: Array<{ deliveryType: string; resolve(v: { codeLength: number }): void; reject(e: unknown): void }> = [];
  /** WebOTP reads (services.readSmsCode), newest last: each waits for the test or its signal. */
  const reads: Array<{ signal: AbortSignal; resolve(v: string | null): void }> = [];
  const input = (extra: Partial<VerifyInput> = {}): VerifyInput => ({
    identifier: '+6581234567',
    identifierType: 'phone',
    codeLength: 6,
    deliveryType: 'SMS',
    isRiskPhone: false,
    submit: (code) => new Promise((resolve, reject) => submits.push({ code, resolve, reject })),
    resend: (deliveryType) => new Promise((resolve, reject) => resends.push({ deliveryType, resolve, reject })),
    readSmsCode: (signal) => new Promise((resolve) => reads.push({ signal, resolve })),
    ...extra,
  });
  return { submits, resends, reads, input };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('verifyMachine: model-based walk', () => {
  const COUNTDOWN_MS = 2 * RESEND_TICK_MS;
  const events: EventObject[] = [
    { type: 'SUBMIT_CODE', code: '123456' } as EventObject,
    { type: 'SUBMIT_CODE', code: '12' } as EventObject,
    { type: 'RESEND' },
    { type: 'CHANGE_NUMBER' },
    { type: 'TO_METHOD_LIST' },
    { type: 'xstate.after.resendTick.verify.live.counting' },
    { type: 'xstate.after.verificationExpiry.verify.live' },
    { type: 'xstate.done.actor.submitCode', output: loggedIn } as EventObject,
    { type: 'xstate.error.actor.submitCode', error: wrongCode } as EventObject,
    { type: 'xstate.error.actor.submitCode', error: deadCode } as EventObject,
    { type: 'xstate.done.actor.resendCode', output: { codeLength: 6 } } as EventObject,
    { type: 'xstate.error.actor.resendCode', error: wrongCode } as EventObject,
    { type: 'xstate.done.actor.smsCode', output: '654321' } as EventObject,
  ];
  const b = boundary();
  const input = b.input({ isRiskPhone: true, resendCountdownMs: COUNTDOWN_MS });
  const plan = modelPaths(verifyMachine, {
    input,
    // Only the events the state takes (an ignored event is not a transition to walk).
    events: (s: ModelSnapshot) => 
      s.status === 'active' ? events.filter((e) => (s as unknown as { can(e: EventObject): boolean }).can(e)) : [],
    // The countdown is part of the state (2, 1, 0): a short countdown keeps the graph small.
    serializeState: (s: ModelSnapshot) =>
      JSON.stringify([s.value, (s.context as { secondsLeft: number }).secondsLeft, s.status]),
  });

  it('reaches every state node and takes every transition', () => {
    const cov = coverage(verifyMachine, [...plan.statePaths, ...plan.transitionPaths]);
    expect(cov.unvisitedStates).toEqual([]);
    expect(cov.untakenTransitions).toEqual([]);
    reportCounts('verify', [plan], cov);
  });

  it.each([...plan.statePaths, ...plan.transitionPaths].map((p) => [p.steps.map((s) => s.event.type).join(' → '), p] as const))(
    'replays on the real machine: %s',
    async (_name, path) => {
      const io = boundary();
      const actor = createActor(verifyMachine, { input: io.input({ isRiskPhone: true, resendCountdownMs: COUNTDOWN_MS }) });
      actor.start();
      await runModelPath(path, {
        snapshot: () => actor.getSnapshot(),
        exec: async (event) => {
          const e = event as EventObject & { output?: unknown; error?: unknown };
          switch (e.type) {
            case 'xstate.init':
              return;
            case 'xstate.after.resendTick.verify.live.counting':
              await vi.advanceTimersByTimeAsync(RESEND_TICK_MS);
              return;
            case 'xstate.after.verificationExpiry.verify.live':
              await vi.advanceTimersByTimeAsync(VERIFICATION_EXPIRY_MS);
              return;
            case 'xstate.done.actor.submitCode':
              io.submits.shift()!.resolve(e.output as FlowOutput);
              return;
            case 'xstate.error.actor.submitCode':
              io.submits.shift()!.reject(e.error);
              return;
            case 'xstate.done.actor.resendCode':
              io.resends.shift()!.resolve(e.output as { codeLength: number });
              return;
            case 'xstate.error.actor.resendCode':
              io.resends.shift()!.reject(e.error);
              return;
            case 'xstate.done.actor.smsCode':
              io.reads.at(-1)!.resolve(e.output as string);
              await flush();
              return;
            default:
              actor.send(e as never);
          }
        },
      });
      actor.stop();
    },
  );
});

describe('verifyMachine: countdown and expiry (fake timers)', () => {
  it('counts 60 s down a second at a time, then allows resend', async () => {
    const io = boundary();
    const actor = createActor(verifyMachine, { input: io.input() }).start();
    expect(selectVerifyView(actor.getSnapshot())).toMatchObject({ secondsLeft: RESEND_COUNTDOWN_MS / 1000, canResend: false });
    actor.send({ type: 'RESEND' });
    expect(io.resends).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(selectVerifyView(actor.getSnapshot()).secondsLeft).toBe(59);
    await vi.advanceTimersByTimeAsync(58_000);
    expect(selectVerifyView(actor.getSnapshot())).toMatchObject({ secondsLeft: 1, canResend: false });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(selectVerifyView(actor.getSnapshot())).toMatchObject({ secondsLeft: 0, canResend: true });
    expect(vi.getTimerCount()).toBe(1); // only the 5-minute expiry is left
    actor.stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a resend resets the cells, takes the new code length and restarts the countdown', async () => {
    const io = boundary();
    const actor = createActor(verifyMachine, { input: io.input() }).start();
    await vi.advanceTimersByTimeAsync(RESEND_COUNTDOWN_MS);
    actor.send({ type: 'RESEND' });
    expect(actor.getSnapshot().hasTag('pending')).toBe(true);
    expect(io.resends[0]!.deliveryType).toBe('SMS');
    io.resends.shift()!.resolve({ codeLength: 4 });
    await flush();
    const view = selectVerifyView(actor.getSnapshot());
    expect(view).toMatchObject({ codeLength: 4, secondsLeft: 60, canResend: false, resetToken: 1 });
    await vi.advanceTimersByTimeAsync(RESEND_COUNTDOWN_MS);
    expect(selectVerifyView(actor.getSnapshot()).canResend).toBe(true);
  });

  it('a failed resend shows the message and keeps resend available', async () => {
    const io = boundary();
    const actor = createActor(verifyMachine, { input: io.input() }).start();
    await vi.advanceTimersByTimeAsync(RESEND_COUNTDOWN_MS);
    actor.send({ type: 'RESEND' });
    io.resends.shift()!.reject(new ApiError('network', 'NETWORK_ERROR'));
    await flush();
    expect(actor.getSnapshot().context.error).toEqual({ server: { key: 'NETWORK_ERROR' } });
    expect(selectVerifyView(actor.getSnapshot()).canResend).toBe(true);
  });

  it('expires 5 minutes after the code was sent: message, code ignored, only resend works', async () => {
    const io = boundary();
    const actor = createActor(verifyMachine, { input: io.input() }).start();
    await vi.advanceTimersByTimeAsync(VERIFICATION_EXPIRY_MS - 1);
    expect(actor.getSnapshot().matches('live')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches('expired')).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({ key: 'error.verification.expired' });
    expect(vi.getTimerCount()).toBe(0);
    actor.send({ type: 'SUBMIT_CODE', code: '123456' });
    expect(io.submits).toHaveLength(0);
    expect(selectVerifyView(actor.getSnapshot()).canResend).toBe(true);
    actor.send({ type: 'RESEND' });
    io.resends.shift()!.resolve({ codeLength: 6 });
    await flush();
    expect(actor.getSnapshot().matches({ live: 'counting' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    // The expiry runs again from the new code.
    await vi.advanceTimersByTimeAsync(VERIFICATION_EXPIRY_MS);
    expect(actor.getSnapshot().matches('expired')).toBe(true);
  });

  it('the expiry counts from the last code sent, not from opening', async () => {
    const io = boundary();
    const actor = createActor(verifyMachine, { input: io.input() }).start();
    await vi.advanceTimersByTimeAsync(RESEND_COUNTDOWN_MS);
    actor.send({ type: 'RESEND' });
    io.resends.shift()!.resolve({ codeLength: 6 });
    await flush();
    await vi.advanceTimersByTimeAsync(VERIFICATION_EXPIRY_MS - RESEND_COUNTDOWN_MS);
    expect(actor.getSnapshot().matches('live')).toBe(true);
    await vi.advanceTimersByTimeAsync(RESEND_COUNTDOWN_MS);
    expect(actor.getSnapshot().matches('expired')).toBe(true);
  });
});

describe('verifyMachine: submitting', () => {
  it('submits a complete code only, and ends with the submit result', async () => {
    const io = boundary();
    const actor = createActor(verifyMachine, { input: io.input() }).start();
    actor.send({ type: 'SUBMIT_CODE', code: '12345' });
    actor.send({ type: 'SUBMIT_CODE', code: '12345a' });
    expect(io.submits).toHaveLength(0);
    actor.send({ type: 'SUBMIT_CODE', code: '123456' });
    expect(actor.getSnapshot().hasTag('pending')).toBe(true);
    expect(io.submits[0]!.code).toBe('123456');
    io.submits.shift()!.resolve(loggedIn);
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual(loggedIn);
  });

  it('a verified (non-login) result is the output as well', async () => {
    const io = boundary();
    const actor = createActor(verifyMachine, { input: io.input({ identifierType: 'email', deliveryType: 'EMAIL', identifier: 'a@b.co' }) }).start();
    actor.send({ type: 'SUBMIT_CODE', code: '123456' });
    const verified: VerifySubmitResult = { type: 'verified', result: { token: 't', tokenType: 'RESET_PASSWORD' } };
    io.submits.shift()!.resolve(verified);
    await flush();
    expect(actor.getSnapshot().output).toEqual(verified);
  });

  it('a wrong code shows the server message, clears the cells and keeps counting', async () => {
    const io = boundary();
    const actor = createActor(verifyMachine, { input: io.input() }).start();
    await vi.advanceTimersByTimeAsync(10_000);
    actor.send({ type: 'SUBMIT_CODE', code: '123456' });
    io.submits.shift()!.reject(wrongCode);
    await flush();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ live: 'counting' })).toBe(true);
    expect(snapshot.context.error).toEqual({ server: { key: 'PL-USER-CODE-INCORRECT', displayMessage: 'Wrong code' } });
    expect(selectVerifyView(snapshot)).toMatchObject({ resetToken: 1, secondsLeft: 50 });
    // A new attempt clears the message.
    actor.send({ type: 'SUBMIT_CODE', code: '654321' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a dead code (5 wrong tries, PL-USER-CODE-EXPIRED) allows Resend at once, not after the countdown', async () => {
    const io = boundary();
    const actor = createActor(verifyMachine, { input: io.input() }).start();
    await vi.advanceTimersByTimeAsync(12_000);
    actor.send({ type: 'SUBMIT_CODE', code: '123456' });
    io.submits.shift()!.reject(deadCode);
    await flush();
    expect(selectVerifyView(actor.getSnapshot())).toMatchObject({ canResend: true, secondsLeft: 0, resetToken: 1 });
    expect(actor.getSnapshot().context.error).toEqual({ server: { key: 'PL-USER-CODE-EXPIRED', displayMessage: 'The code has expired. Please request a new one.' } });
    actor.send({ type: 'RESEND' });
    expect(io.resends).toHaveLength(1);
  });

  it('a busy answer goes to the root busy dialog, not inline', async () => {
    const io = boundary();
    const host = createPopupHost(verifyMachine, io.input());
    host.flow.send({ type: 'SUBMIT_CODE', code: '123456' });
    io.submits.shift()!.reject(busy);
    await flush();
    expect(host.notices).toEqual([{ type: 'FLOW_BUSY', error: busy }]);
    expect((host.flow.getSnapshot() as { context: { error: unknown } }).context.error).toBeNull();
    host.root.stop();
  });
});

describe('verifyMachine: leaving', () => {
  it('CHANGE_NUMBER ends with back', () => {
    const actor = createActor(verifyMachine, { input: boundary().input() }).start();
    actor.send({ type: 'CHANGE_NUMBER' });
    expect(actor.getSnapshot().output).toEqual({ type: 'back' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('TO_METHOD_LIST only for a risky phone', () => {
    const safe = createActor(verifyMachine, { input: boundary().input() }).start();
    safe.send({ type: 'TO_METHOD_LIST' });
    expect(safe.getSnapshot().status).toBe('active');
    expect(selectVerifyView(safe.getSnapshot()).isRiskPhone).toBe(false);
    const risky = createActor(verifyMachine, { input: boundary().input({ isRiskPhone: true }) }).start();
    risky.send({ type: 'TO_METHOD_LIST' });
    expect(risky.getSnapshot().output).toEqual({ type: 'methodList' });
  });

  it('falls back to the default code length for out-of-range lengths', () => {
    const actor = createActor(verifyMachine, { input: boundary().input({ codeLength: 42 }) }).start();
    expect(selectVerifyView(actor.getSnapshot()).codeLength).toBe(6);
    actor.stop();
  });
});

describe('verifyMachine: WebOTP (the code read from the SMS)', () => {
  it('given an SMS code, when the browser reads it, it fills the cells and is submitted as if typed', async () => {
    const io = boundary();
    const actor = createActor(verifyMachine, { input: io.input() }).start();
    expect(io.reads).toHaveLength(1);
    io.reads[0]!.resolve('654321');
    await flush();
    expect(io.submits.map((s) => s.code)).toEqual(['654321']);
    expect(actor.getSnapshot().hasTag('pending')).toBe(true);
    expect(selectVerifyView(actor.getSnapshot()).filledCode).toBe('654321');
    io.submits[0]!.resolve(loggedIn);
    await flush();
    expect(actor.getSnapshot().output).toEqual(loggedIn);
  });

  it('given a read under way, when the buyer types the code, the read is aborted and its late answer ignored', async () => {
    const io = boundary();
    const actor = createActor(verifyMachine, { input: io.input() }).start();
    const read = io.reads[0]!;
    actor.send({ type: 'SUBMIT_CODE', code: '111111' });
    expect(read.signal.aborted).toBe(true);
    read.resolve('654321');
    await flush();
    expect(io.submits.map((s) => s.code)).toEqual(['111111']);
    expect(selectVerifyView(actor.getSnapshot()).filledCode).toBe('');
  });

  it('aborts the read when the screen leaves (change number) or closes (the actor stops)', () => {
    const io = boundary();
    const back = createActor(verifyMachine, { input: io.input() }).start();
    back.send({ type: 'CHANGE_NUMBER' });
    expect(io.reads[0]!.signal.aborted).toBe(true);
    const closed = createActor(verifyMachine, { input: io.input() }).start();
    closed.stop();
    expect(io.reads[1]!.signal.aborted).toBe(true);
  });

  it('reads nothing for WhatsApp, voice and e-mail codes', () => {
    const io = boundary();
    for (const deliveryType of ['WHATSAPP', 'VOICE', 'EMAIL'] as const) {
      createActor(verifyMachine, { input: io.input({ deliveryType }) }).start().stop();
    }
    expect(io.reads).toHaveLength(0);
  });

  it('changes nothing when the browser has no code to give (no WebOTP, dismissed)', async () => {
    const io = boundary();
    const actor = createActor(verifyMachine, { input: io.input() }).start();
    io.reads[0]!.resolve(null);
    await flush();
    expect(io.submits).toHaveLength(0);
    expect(actor.getSnapshot().matches({ live: 'counting' })).toBe(true);
    actor.send({ type: 'SUBMIT_CODE', code: '222222' });
    expect(io.submits.map((s) => s.code)).toEqual(['222222']);
  });

  it('a read code that the server refuses clears the cells like a typed one', async () => {
    const io = boundary();
    const actor = createActor(verifyMachine, { input: io.input() }).start();
    io.reads[0]!.resolve('654321');
    await flush();
    io.submits[0]!.reject(wrongCode);
    await flush();
    expect(selectVerifyView(actor.getSnapshot())).toMatchObject({ filledCode: '', resetToken: 1 });
    expect(actor.getSnapshot().context.error).not.toBeNull();
  });

  it('a new code (resend) stops the old read and listens for the new SMS', async () => {
    const io = boundary();
    const actor = createActor(verifyMachine, { input: io.input() }).start();
    await vi.advanceTimersByTimeAsync(RESEND_COUNTDOWN_MS);
    actor.send({ type: 'RESEND' });
    io.resends[0]!.resolve({ codeLength: 6 });
    await flush();
    expect(io.reads).toHaveLength(2);
    expect(io.reads[0]!.signal.aborted).toBe(true);
    expect(io.reads[1]!.signal.aborted).toBe(false);
  });
});
