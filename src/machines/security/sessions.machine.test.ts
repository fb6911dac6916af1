// The devices and sessions statechart with its services stubbed at the I/O boundary (each call waits for the test
// to settle it), on fake timers: the named refresh delay, visibility, one log-out, all others, and the session gone.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../api/errors.js';
import type { AccountSession, SecurityServices } from '../../api/security.js';
import { SESSIONS_REFRESH_MS } from '../../config/security.js';
import { createPageStubs, type PageStubs } from '../page-test-utils.js';
import { flush } from '../test-utils.js';
import { selectSessionsView, sessionsMachine } from './sessions.machine.js';

const session = (id: string, current = false): AccountSession => ({
  id,
  kind: 'browser',
  browser: 'Chrome 131',
  system: 'Android 14',
  deviceType: 'mobile',
  method: 'password',
  startedAt: 1,
  lastActiveAt: 2,
  network: '203.0.113.0/24',
  place: '',
  current,
});
const HERE = session('here-0000001', true);
const PHONE = session('phone-000001');
const TABLET = session('tablet-00001');
const EXPIRED = () => new ApiError('business', 'PL-USER-SESSION-EXPIRED');

let stubs: PageStubs;
const start = () => {
  stubs = createPageStubs(['sessions', 'signOutSession', 'signOutOthers']);
  const actor = createActor(sessionsMachine, { input: { services: stubs.services as unknown as SecurityServices } });
  actor.start();
  return actor;
};
const view = (actor: ReturnType<typeof start>) => selectSessionsView(actor.getSnapshot());
const pending = (name: string) => stubs.calls.filter((c) => c.name === name && !c.settled).length;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('sessionsMachine', () => {
  it('given a loaded list, refreshes it after the named delay while visible', async () => {
    const actor = start();
    expect(view(actor).status).toBe('loading');
    stubs.resolve('sessions', [HERE, PHONE]);
    await flush();
    expect(view(actor)).toMatchObject({ status: 'ready', sessions: [HERE, PHONE] });
    vi.advanceTimersByTime(SESSIONS_REFRESH_MS - 1);
    expect(pending('sessions')).toBe(0);
    vi.advanceTimersByTime(1);
    expect(pending('sessions')).toBe(1);
    stubs.resolve('sessions', [HERE]);
    await flush();
    expect(view(actor).sessions).toEqual([HERE]);
  });

  it('when the page is hidden, stops polling; when shown again, refreshes at once', async () => {
    const actor = start();
    stubs.resolve('sessions', [HERE, PHONE]);
    await flush();
    actor.send({ type: 'HIDDEN' });
    vi.advanceTimersByTime(SESSIONS_REFRESH_MS * 3);
    expect(pending('sessions')).toBe(0);
    actor.send({ type: 'VISIBLE' });
    expect(pending('sessions')).toBe(1);
    stubs.resolve('sessions', [HERE, PHONE, TABLET]);
    await flush();
    expect(view(actor).sessions).toHaveLength(3);
  });

  it('logs one session out, says which, and reloads; a session that had already ended counts as logged out', async () => {
    const actor = start();
    stubs.resolve('sessions', [HERE, PHONE, TABLET]);
    await flush();
    actor.send({ type: 'SIGN_OUT', id: PHONE.id });
    expect(view(actor).signingOut).toBe(PHONE.id);
    expect(stubs.argsOf('signOutSession')).toEqual([PHONE.id]);
    stubs.resolve('signOutSession');
    await flush();
    expect(view(actor)).toMatchObject({ sessions: [HERE, TABLET], notice: { kind: 'signedOut', session: PHONE }, signingOut: null });
    stubs.resolve('sessions', [HERE, TABLET]);
    await flush();
    actor.send({ type: 'SIGN_OUT', id: TABLET.id });
    stubs.reject('signOutSession', new ApiError('business', 'PL-USER-SESSION-NOT-FOUND'));
    await flush();
    expect(view(actor)).toMatchObject({ sessions: [HERE], error: null, notice: { kind: 'signedOut', session: TABLET } });
  });

  it("asks for the list again, saying nothing, when the row was this browser's own session (a stale list)", async () => {
    const actor = start();
    stubs.resolve('sessions', [HERE, PHONE]);
    await flush();
    actor.send({ type: 'SIGN_OUT', id: PHONE.id });
    stubs.reject('signOutSession', new ApiError('business', 'PL-USER-SESSION-CURRENT'));
    await flush();
    expect(view(actor)).toMatchObject({ error: null, notice: null, signingOut: null });
    stubs.resolve('sessions', [{ ...PHONE, current: true }]);
    await flush();
    expect(view(actor).sessions).toEqual([{ ...PHONE, current: true }]);
  });

  it('keeps the list and shows the error when a log-out fails on the network', async () => {
    const actor = start();
    stubs.resolve('sessions', [HERE, PHONE]);
    await flush();
    actor.send({ type: 'SIGN_OUT', id: PHONE.id });
    stubs.reject('signOutSession', new ApiError('network', 'NETWORK_ERROR'));
    await flush();
    expect(view(actor)).toMatchObject({ sessions: [HERE, PHONE], error: { server: { key: 'NETWORK_ERROR' } }, signingOut: null });
  });

  it('asks before logging out every other device; cancel keeps them, confirm ends them', async () => {
    const actor = start();
    stubs.resolve('sessions', [HERE, PHONE, TABLET]);
    await flush();
    actor.send({ type: 'ASK_SIGN_OUT_OTHERS' });
    expect(view(actor).confirmingOthers).toBe(true);
    actor.send({ type: 'CANCEL' });
    expect(view(actor).confirmingOthers).toBe(false);
    expect(pending('signOutOthers')).toBe(0);
    actor.send({ type: 'ASK_SIGN_OUT_OTHERS' });
    actor.send({ type: 'CONFIRM' });
    expect(view(actor)).toMatchObject({ confirmingOthers: true, signingOutOthers: true });
    stubs.reject('signOutOthers', new ApiError('network', 'NETWORK_ERROR'));
    await flush();
    expect(view(actor)).toMatchObject({ confirmingOthers: true, signingOutOthers: false, error: { server: { key: 'NETWORK_ERROR' } } });
    actor.send({ type: 'CONFIRM' });
    stubs.resolve('signOutOthers', { ended: 2 });
    await flush();
    expect(view(actor)).toMatchObject({ confirmingOthers: false, sessions: [HERE], notice: { kind: 'othersSignedOut', ended: 2 } });
  });

  it('ends with sessionExpired when the session is gone (on load, on a refresh, on a log-out)', async () => {
    const onLoad = start();
    stubs.reject('sessions', EXPIRED());
    await flush();
    expect(onLoad.getSnapshot()).toMatchObject({ status: 'done', output: { type: 'sessionExpired' } });

    const onRefresh = start();
    stubs.resolve('sessions', [HERE]);
    await flush();
    vi.advanceTimersByTime(SESSIONS_REFRESH_MS);
    stubs.reject('sessions', EXPIRED());
    await flush();
    expect(onRefresh.getSnapshot().status).toBe('done');

    const onSignOut = start();
    stubs.resolve('sessions', [HERE, PHONE]);
    await flush();
    onSignOut.send({ type: 'SIGN_OUT', id: PHONE.id });
    stubs.reject('signOutSession', EXPIRED());
    await flush();
    expect(onSignOut.getSnapshot().status).toBe('done');
  });

  it('offers Try again when the first load fails, and keeps the list when a refresh fails', async () => {
    const actor = start();
    stubs.reject('sessions', new ApiError('network', 'NETWORK_ERROR'));
    await flush();
    expect(view(actor).status).toBe('failed');
    actor.send({ type: 'RETRY' });
    stubs.resolve('sessions', [HERE, PHONE]);
    await flush();
    vi.advanceTimersByTime(SESSIONS_REFRESH_MS);
    stubs.reject('sessions', new ApiError('network', 'NETWORK_ERROR'));
    await flush();
    expect(view(actor)).toMatchObject({ status: 'ready', sessions: [HERE, PHONE] });
  });
});
