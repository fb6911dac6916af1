import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { loadEnglishFlows } from '../i18n/catalogs/index.js';
import { createTranslator } from '../i18n/translate.js';
import { renderMessage } from '../i18n/render.js';
import { ApiError } from '../api/errors.js';
import { SOCIAL_CANCELLED_KEY, SOCIAL_FAILED_KEY } from '../api/social.js';
import { coverage, enabledEvents, reportCounts } from './model-coverage.js';
import {
  OAUTH_NOT_EXIST_KEY,
  SOCIAL_SUSPENDED_KEY,
  selectSocialView,
  socialLoginMachine,
  type SocialLoginInput,
  type SocialLoginSnapshot,
} from './social-login.machine.js';
import { createFlowRunner, createPopupHost, createServiceStubs, fieldErrorNames, flush, modelPaths, runModelPath, type ModelSnapshot } from './test-utils.js';

const signIn = { oauthCode: 'code-1', redirectUri: 'postmessage' };
const response = { loginSuccess: true };
const notExist = new ApiError('business', OAUTH_NOT_EXIST_KEY);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function start(input: Omit<SocialLoginInput, 'services'>) {
  const stubs = createServiceStubs();
  const host = createPopupHost(socialLoginMachine, { services: stubs.services, ...input });
  const snapshot = () => host.flow.getSnapshot() as SocialLoginSnapshot;
  return { stubs, host, snapshot, send: (e: Parameters<typeof host.flow.send>[0]) => host.flow.send(e) };
}

const modelEvents: EventObject[] = [
  { type: 'SOCIAL_LOGIN', provider: 'GOOGLE' } as EventObject,
  { type: 'SET_CONSENT', checked: true } as EventObject,
  { type: 'SET_CONSENT', checked: false } as EventObject,
  { type: 'INPUT', field: 'consent' } as EventObject,
  { type: 'CONFIRM_DIALOG' },
  { type: 'DISMISS_DIALOG' },
  { type: 'xstate.done.actor.socialSignIn', output: signIn } as EventObject,
  { type: 'xstate.error.actor.socialSignIn', error: new ApiError('aborted', SOCIAL_CANCELLED_KEY) } as EventObject,
  { type: 'xstate.error.actor.socialSignIn', error: new ApiError('network', SOCIAL_FAILED_KEY) } as EventObject,
  { type: 'xstate.done.actor.loginByOAuth', output: response } as EventObject,
  { type: 'xstate.error.actor.loginByOAuth', error: notExist } as EventObject,
  { type: 'xstate.error.actor.loginByOAuth', error: new ApiError('business', SOCIAL_SUSPENDED_KEY) } as EventObject,
];

/** One walk per origin: from Login (consent asked in a dialog) and from Registry (the consent box). */
const plans = (['login', 'registry'] as const).map((origin) => {
  const plan = modelPaths(socialLoginMachine, {
    input: { services: createServiceStubs().services, origin },
    events: enabledEvents(modelEvents),
    serializeState: (s: ModelSnapshot) => JSON.stringify([s.value, (s.context as { consent: boolean }).consent, s.status, fieldErrorNames(s)]),
    keepUnchanged: true,
  });
  return { origin, plan, paths: [...plan.statePaths, ...plan.transitionPaths] };
});

describe('socialLoginMachine: model-based walks', () => {
  it('the two walks reach every state node and take every transition', () => {
    const cov = coverage(socialLoginMachine, plans.flatMap((p) => p.paths));
    expect(cov.unvisitedStates).toEqual([]);
    expect(cov.untakenTransitions).toEqual([]);
    reportCounts('socialLogin (login + registry)', plans.map((p) => p.plan), cov);
  });

  describe.each(plans)('from $origin', ({ origin, paths }) => {
    it.each(paths.map((p) => [p.steps.map((s) => s.event.type).join(' → '), p] as const))('replays: %s', async (_name, path) => {
      const runner = createFlowRunner({
        logic: socialLoginMachine,
        input: (stubs) => ({ services: stubs.services, origin }),
        advanceTime: (ms) => vi.advanceTimersByTime(ms),
      });
      await runModelPath(path, runner);
      runner.context().host.root.stop();
    });
  });
});

describe('socialLoginMachine', () => {
  it('logs in: provider window, then the LOGIN exchange', async () => {
    const a = start({ origin: 'login' });
    a.send({ type: 'SOCIAL_LOGIN', provider: 'FACEBOOK' });
    expect(selectSocialView(a.snapshot()).socialPending).toBe('FACEBOOK');
    expect(a.stubs.argsOf('socialSignIn')).toEqual(['FACEBOOK']);
    a.stubs.resolve('socialSignIn', signIn);
    await flush();
    expect(a.stubs.argsOf('loginByOAuth')).toEqual([{ provider: 'FACEBOOK', signIn, operateType: 'LOGIN' }]);
    a.stubs.resolve('loginByOAuth', response);
    await flush();
    expect(a.snapshot().output).toEqual({ type: 'loggedIn', response, via: 'social' });
  });

  it('stopping the flow while the provider window is open aborts the sign-in; an answer is waited for without abort', async () => {
    const a = start({ origin: 'login' });
    a.send({ type: 'SOCIAL_LOGIN', provider: 'GOOGLE' });
    const first = a.stubs.calls.find((c) => c.name === 'socialSignIn')!;
    const firstSignal = (first.args[1] as { signal: AbortSignal }).signal;
    a.stubs.resolve('socialSignIn', signIn);
    await flush();
    expect(a.snapshot().value).toBe('loggingIn');
    // A settled sign-in is not aborted afterwards (its window is already closed by its own answer).
    expect(firstSignal.aborted).toBe(false);
    a.stubs.reject('loginByOAuth', new ApiError('network', 'NETWORK_ERROR'));
    await flush();
    a.send({ type: 'SOCIAL_LOGIN', provider: 'FACEBOOK' });
    const second = a.stubs.calls.filter((c) => c.name === 'socialSignIn')[1]!;
    const secondSignal = (second.args[1] as { signal: AbortSignal }).signal;
    a.host.root.stop();
    expect(secondSignal.aborted).toBe(true);
  });

  it('a closed provider window goes back silently; a broken SDK names the provider', async () => {
    const a = start({ origin: 'login' });
    a.send({ type: 'SOCIAL_LOGIN', provider: 'GOOGLE' });
    a.stubs.reject('socialSignIn', new ApiError('aborted', SOCIAL_CANCELLED_KEY));
    await flush();
    expect(a.snapshot().value).toBe('idle');
    expect(a.snapshot().context.error).toBeNull();
    expect(selectSocialView(a.snapshot()).socialPending).toBeNull();
    a.send({ type: 'SOCIAL_LOGIN', provider: 'FACEBOOK' });
    a.stubs.reject('socialSignIn', new ApiError('network', SOCIAL_FAILED_KEY));
    await flush();
    expect(a.snapshot().context.error).toEqual({ key: 'error.social.failed', params: { provider: 'Facebook' } });
  });

  it('from Login, an unknown account asks for consent before REGISTER; Cancel registers nothing', async () => {
    const a = start({ origin: 'login' });
    a.send({ type: 'SOCIAL_LOGIN', provider: 'GOOGLE' });
    a.stubs.resolve('socialSignIn', signIn);
    await flush();
    a.stubs.reject('loginByOAuth', notExist);
    await flush();
    expect(selectSocialView(a.snapshot()).dialog).toEqual({ type: 'notice', message: { key: 'validation.consent.required' }, confirm: true });
    a.send({ type: 'DISMISS_DIALOG' });
    expect(a.snapshot().value).toBe('idle');
    expect(a.stubs.pendingCount()).toBe(0);

    a.send({ type: 'SOCIAL_LOGIN', provider: 'GOOGLE' });
    a.stubs.resolve('socialSignIn', signIn);
    await flush();
    a.stubs.reject('loginByOAuth', notExist);
    await flush();
    a.send({ type: 'CONFIRM_DIALOG' });
    expect(a.stubs.argsOf('loginByOAuth').at(-1)).toEqual({ provider: 'GOOGLE', signIn, operateType: 'REGISTER' });
    a.stubs.resolve('loginByOAuth', response);
    await flush();
    expect(a.snapshot().output).toEqual({ type: 'loggedIn', response, via: 'social' });
  });

  it('from Registry, consent comes from the box: none → field error without a call; ticked → REGISTER at once', async () => {
    const a = start({ origin: 'registry' });
    a.send({ type: 'SOCIAL_LOGIN', provider: 'GOOGLE' });
    expect(a.snapshot().context.fieldErrors).toEqual({ consent: { key: 'validation.consent.required' } });
    expect(a.stubs.calls).toHaveLength(0);
    a.send({ type: 'SET_CONSENT', checked: true });
    expect(a.snapshot().context.fieldErrors).toEqual({});
    a.send({ type: 'SOCIAL_LOGIN', provider: 'GOOGLE' });
    a.stubs.resolve('socialSignIn', signIn);
    await flush();
    a.stubs.reject('loginByOAuth', notExist);
    await flush();
    expect(selectSocialView(a.snapshot()).dialog).toBeNull();
    expect(a.stubs.argsOf('loginByOAuth').at(-1)).toMatchObject({ operateType: 'REGISTER' });
  });

  it('a suspended account shows the security-risk notice; a busy answer goes to the root', async () => {
    const a = start({ origin: 'login' });
    a.send({ type: 'SOCIAL_LOGIN', provider: 'GOOGLE' });
    a.stubs.resolve('socialSignIn', signIn);
    await flush();
    a.stubs.reject('loginByOAuth', new ApiError('business', SOCIAL_SUSPENDED_KEY));
    await flush();
    // The notice names the provider: never the raw "{provider}" placeholder. Its English is the flows' part, in
    // whenever this machine runs (popup.flows.ts loads it with the machine's chunk).
    expect(a.snapshot().context.error).toEqual({ key: 'error.social.suspended', params: { provider: 'Google' } });
    await loadEnglishFlows();
    expect(renderMessage(a.snapshot().context.error!, createTranslator('en'))).toContain('login with Google is suspended');
    a.send({ type: 'SOCIAL_LOGIN', provider: 'GOOGLE' });
    const busy = new ApiError('traffic', 'FAIL_SYS_TRAFFIC_LIMIT');
    a.stubs.reject('socialSignIn', busy);
    await flush();
    expect(a.host.notices).toEqual([{ type: 'FLOW_BUSY', error: busy }]);
  });
});
