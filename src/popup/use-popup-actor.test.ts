import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createConfig } from '../config/index.js';
import { preloadFlows } from '../machines/popup.flows.js';
import { popupMachine } from '../machines/popup.machine.js';
import { POPUP_SYSTEM_ID } from '../machines/shared.js';
import { createServiceStubs, flush } from '../machines/test-utils.js';
import { selectView } from '../machines/view.js';
import { createSystemStore } from './use-popup-actor.js';

await preloadFlows();
const config = createConfig({ site: 'SG', env: 'test', language: 'en-SG', cookies: { get: () => undefined, set: () => undefined, remove: () => undefined } });

/** The popup on Login with its system store: what the React frame re-renders on (a bump of `getVersion`). */
async function loginWithStore() {
  const store = createSystemStore();
  const actor = createActor(popupMachine, {
    input: { services: createServiceStubs().services, config, pageUrl: 'https://www.shop.sg/' },
    systemId: POPUP_SYSTEM_ID,
    inspect: (event) => store.inspect(event),
  });
  actor.start();
  await flush();
  return { store, actor, view: () => selectView(actor.getSnapshot()) };
}

describe('the popup system store (issue 28: typing costs no more than a plain form)', () => {
  it('does not bump on a keystroke in a field without an error: the frame and the screens are not rendered again', async () => {
    const { store, actor, view } = await loginWithStore();
    expect(view().screen).toBe('Login');
    const before = store.getVersion();
    for (const field of ['loginName', 'password', 'loginName'] as const) actor.send({ type: 'INPUT', field });
    expect(store.getVersion()).toBe(before);
  });

  it('bumps when a keystroke clears the error under its field, and only then (spec §5)', async () => {
    const { store, actor, view } = await loginWithStore();
    actor.send({ type: 'SUBMIT_PASSWORD_LOGIN', loginName: '', password: '' });
    expect(Object.keys(view().fieldErrors).sort()).toEqual(['loginName', 'password']);
    const shown = store.getVersion();
    actor.send({ type: 'INPUT', field: 'loginName' });
    const cleared = store.getVersion();
    expect(cleared).toBeGreaterThan(shown);
    expect(Object.keys(view().fieldErrors)).toEqual(['password']);
    actor.send({ type: 'INPUT', field: 'loginName' });
    expect(store.getVersion()).toBe(cleared);
    actor.send({ type: 'INPUT', field: 'password' });
    expect(store.getVersion()).toBeGreaterThan(cleared);
    expect(view().fieldErrors).toEqual({});
  });

  it('notifies its listeners once per change', async () => {
    const { store, actor } = await loginWithStore();
    let calls = 0;
    const stop = store.subscribe(() => (calls += 1));
    actor.send({ type: 'INPUT', field: 'loginName' });
    expect(calls).toBe(0);
    actor.send({ type: 'SET_LOGIN_MODE', mode: 'code' });
    expect(calls).toBeGreaterThan(0);
    stop();
  });
});
