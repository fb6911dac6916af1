// The security activity statechart with its services stubbed at the I/O boundary: pages by cursor, a failed older
// page keeps the rows, "This wasn't me" asks first and ends with the lockdown page's address, the session gone.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../api/errors.js';
import type { ActivityEvent, SecurityServices } from '../../api/security.js';
import { createPageStubs, type PageStubs } from '../page-test-utils.js';
import { flush } from '../test-utils.js';
import { activityMachine, selectActivityView } from './activity.machine.js';

const row = (id: string, kind: ActivityEvent['kind'] = 'signIn'): ActivityEvent => ({
  id, kind, at: Number(id), method: 'password', browser: 'Chrome 131', system: 'Android 14', network: '203.0.113.0/24', provider: '', count: 1,
});
let stubs: PageStubs;
const start = () => {
  stubs = createPageStubs(['activity', 'notMe']);
  const actor = createActor(activityMachine, { input: { services: stubs.services as unknown as SecurityServices } });
  actor.start();
  return actor;
};
const view = (actor: ReturnType<typeof start>) => selectActivityView(actor.getSnapshot());

describe('activityMachine', () => {
  it('loads the newest page, then older ones by cursor until there is none', async () => {
    const actor = start();
    expect(view(actor).status).toBe('loading');
    stubs.resolve('activity', { events: [row('3'), row('2')], next: '2' });
    await flush();
    expect(view(actor)).toMatchObject({ status: 'ready', hasMore: true });
    actor.send({ type: 'MORE' });
    expect(view(actor).loadingMore).toBe(true);
    expect(stubs.argsOf('activity')).toEqual([undefined, '2']);
    stubs.reject('activity', new ApiError('network', 'NETWORK_ERROR'));
    await flush();
    expect(view(actor)).toMatchObject({ events: [row('3'), row('2')], error: { server: { key: 'NETWORK_ERROR' } }, hasMore: true });
    actor.send({ type: 'MORE' });
    stubs.resolve('activity', { events: [row('1', 'signInFailed')], next: '' });
    await flush();
    expect(view(actor)).toMatchObject({ events: [row('3'), row('2'), row('1', 'signInFailed')], hasMore: false, error: null });
    actor.send({ type: 'MORE' });
    expect(stubs.calls.filter((c) => c.name === 'activity')).toHaveLength(3);
  });

  it('asks before "This wasn\'t me"; cancel stays, confirm ends with the lockdown page', async () => {
    const actor = start();
    stubs.resolve('activity', { events: [row('3', 'passwordChanged')], next: '' });
    await flush();
    actor.send({ type: 'NOT_ME', id: '3' });
    expect(view(actor).confirming).toEqual(row('3', 'passwordChanged'));
    actor.send({ type: 'CANCEL' });
    expect(view(actor).confirming).toBeNull();
    actor.send({ type: 'NOT_ME', id: '3' });
    actor.send({ type: 'CONFIRM' });
    expect(view(actor).requesting).toBe(true);
    stubs.reject('notMe', new ApiError('network', 'NETWORK_ERROR'));
    await flush();
    expect(view(actor)).toMatchObject({ requesting: false, error: { server: { key: 'NETWORK_ERROR' } } });
    expect(view(actor).confirming).not.toBeNull();
    actor.send({ type: 'CONFIRM' });
    stubs.resolve('notMe', { url: 'https://member.example/user/not-me?token=t' });
    await flush();
    expect(actor.getSnapshot()).toMatchObject({ status: 'done', output: { type: 'lockdown', url: 'https://member.example/user/not-me?token=t' } });
  });

  it('ends with sessionExpired when the session is gone, and offers Try again after a failed first load', async () => {
    const gone = start();
    stubs.reject('activity', new ApiError('business', 'PL-USER-SESSION-EXPIRED'));
    await flush();
    expect(gone.getSnapshot()).toMatchObject({ status: 'done', output: { type: 'sessionExpired' } });
    const failing = start();
    stubs.reject('activity', new ApiError('network', 'NETWORK_ERROR'));
    await flush();
    expect(view(failing).status).toBe('failed');
    failing.send({ type: 'RETRY' });
    expect(view(failing).status).toBe('loading');
  });
});
