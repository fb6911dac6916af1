// The passkey flows' statecharts with their services stubbed at the I/O boundary (PasskeyServices).
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type Actor } from 'xstate';
import { ApiError } from '../../api/errors.js';
import { PASSKEY_FAILED_KEY, PASSKEY_NOT_FOUND_KEY, type Passkey } from '../../api/passkey-calls.js';
import { PasskeyCeremonyError } from '../../api/passkey-errors.js';
import type { PasskeyServices } from '../../api/passkey-services.js';
import { passkeyLoginMachine } from './passkey-login.machine.js';
import { passkeyOfferMachine, selectPasskeyOfferView } from './passkey-offer.machine.js';
import { passkeysPanelMachine, selectPasskeysPanelView } from './passkeys-panel.machine.js';

const KEY: Passkey = { id: 'cred-1', name: 'Chrome · Android', createdAt: 1, lastUsedAt: null };
const LOGIN = { loginSuccess: true, loginType: 'PASSKEY' };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function stubs(overrides: Partial<PasskeyServices> = {}): PasskeyServices {
  let answered = false;
  return {
    signIn: vi.fn(async () => LOGIN),
    create: vi.fn(async () => KEY),
    list: vi.fn(async () => [] as Passkey[]),
    rename: vi.fn(async (id: string, name: string) => ({ ...KEY, id, name })),
    remove: vi.fn(async () => undefined),
    offerAnswered: vi.fn(() => answered),
    rememberOfferAnswered: vi.fn(() => void (answered = true)),
    ...overrides,
  };
}

/** The sign-in machine asked for the passkey services (null where this browser cannot use passkeys). */
const untilChecked = (actor: Actor<typeof passkeyLoginMachine>) => waitFor(actor, (s) => !s.matches('checking'));

describe('signing in with a passkey', () => {
  it('where this browser cannot use passkeys, it stays unavailable: nothing usable, no ceremony', async () => {
    const actor = createActor(passkeyLoginMachine, { input: { passkeys: async () => null, conditional: true } }).start();
    await untilChecked(actor);
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(actor.getSnapshot().hasTag('usable')).toBe(false);
  });

  it('a passkey chunk that did not load is the same as unavailable', async () => {
    const actor = createActor(passkeyLoginMachine, { input: { passkeys: () => Promise.reject(new Error('chunk')), conditional: true } }).start();
    await untilChecked(actor);
    expect(actor.getSnapshot().value).toBe('unavailable');
  });

  it('given the autofill wait, when the buyer presses the button, the wait is aborted and the sheet signs in', async () => {
    const waits: AbortSignal[] = [];
    const services = stubs({
      signIn: vi.fn(({ conditional, signal }) => {
        if (conditional) {
          waits.push(signal);
          return new Promise<null>(() => {});
        }
        return Promise.resolve(LOGIN);
      }),
    });
    const actor = createActor(passkeyLoginMachine, { input: { passkeys: async () => services, conditional: true } }).start();
    await untilChecked(actor);
    expect(actor.getSnapshot().value).toBe('autofill');
    actor.send({ type: 'SIGN_IN' });
    expect(waits[0]!.aborted).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual(LOGIN);
  });

  it('given the autofill wait, when the screen goes away, the ceremony is aborted', async () => {
    let signal: AbortSignal | undefined;
    const services = stubs({ signIn: vi.fn(({ signal: s }) => ((signal = s), new Promise<null>(() => {}))) });
    const actor = createActor(passkeyLoginMachine, { input: { passkeys: async () => services, conditional: true } }).start();
    await untilChecked(actor);
    actor.stop();
    expect(signal!.aborted).toBe(true);
  });

  it('a passkey picked in the autofill signs in', async () => {
    const actor = createActor(passkeyLoginMachine, { input: { passkeys: async () => stubs(), conditional: true } }).start();
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual(LOGIN);
  });

  it('a dismissed sheet goes back quietly; a refused passkey says so; a retry clears it', async () => {
    const answers = [deferred<typeof LOGIN | null>(), deferred<typeof LOGIN | null>(), deferred<typeof LOGIN | null>()];
    let call = 0;
    const services = stubs({ signIn: vi.fn(() => answers[call++]!.promise as Promise<never>) });
    const actor = createActor(passkeyLoginMachine, { input: { passkeys: async () => services, conditional: false } }).start();
    await untilChecked(actor);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'SIGN_IN' });
    expect(actor.getSnapshot().hasTag('pending')).toBe(true);
    answers[0]!.resolve(null);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.problem).toBeNull();
    actor.send({ type: 'SIGN_IN' });
    answers[1]!.reject(new ApiError('business', PASSKEY_FAILED_KEY));
    await waitFor(actor, (s) => s.context.problem === 'failed');
    actor.send({ type: 'SIGN_IN' });
    expect(actor.getSnapshot().context.problem).toBeNull();
    answers[2]!.resolve(LOGIN);
    await waitFor(actor, (s) => s.status === 'done');
  });
});

describe('the offer to create a passkey', () => {
  it('offers once: created is remembered, and the next sign-in on this device is not asked', async () => {
    const services = stubs();
    const actor = createActor(passkeyOfferMachine, { input: { services } }).start();
    await waitFor(actor, (s) => selectPasskeyOfferView(s).step === 'offered');
    actor.send({ type: 'CREATE' });
    await waitFor(actor, (s) => selectPasskeyOfferView(s).step === 'created');
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().output).toBe('created');
    const again = createActor(passkeyOfferMachine, { input: { services } }).start();
    expect(again.getSnapshot().output).toBe('skipped');
  });

  it('"Not now" is remembered; an account that has a passkey is not asked', async () => {
    const services = stubs();
    const actor = createActor(passkeyOfferMachine, { input: { services } }).start();
    await waitFor(actor, (s) => s.matches('offered'));
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().output).toBe('dismissed');
    expect(services.rememberOfferAnswered).toHaveBeenCalledOnce();

    const withKey = createActor(passkeyOfferMachine, { input: { services: stubs({ list: async () => [KEY] }) } }).start();
    await waitFor(withKey, (s) => s.status === 'done');
    expect(withKey.getSnapshot().output).toBe('skipped');
  });

  it('an authenticator that already holds one says so and stays on the offer', async () => {
    const services = stubs({ create: async () => Promise.reject(new PasskeyCeremonyError('exists')) });
    const actor = createActor(passkeyOfferMachine, { input: { services } }).start();
    await waitFor(actor, (s) => s.matches('offered'));
    actor.send({ type: 'CREATE' });
    await waitFor(actor, (s) => selectPasskeyOfferView(s).problem === 'exists');
    expect(selectPasskeyOfferView(actor.getSnapshot()).step).toBe('offered');
  });
});

describe('the passkeys panel', () => {
  const ready = async (services: PasskeyServices) => {
    const actor = createActor(passkeysPanelMachine, { input: { services } }).start();
    await waitFor(actor, (s) => s.matches('ready') || s.matches('loadFailed') || s.status === 'done');
    return actor;
  };

  it('lists, adds, renames and removes after confirmation', async () => {
    const services = stubs({ list: async () => [KEY] });
    const actor = await ready(services);
    expect(selectPasskeysPanelView(actor.getSnapshot()).passkeys).toEqual([KEY]);

    services.create = vi.fn(async () => ({ ...KEY, id: 'cred-2', name: 'Safari · iOS' }));
    actor.send({ type: 'ADD' });
    await waitFor(actor, (s) => s.context.done === 'added');
    expect(selectPasskeysPanelView(actor.getSnapshot()).passkeys.map((p) => p.id)).toEqual(['cred-1', 'cred-2']);

    actor.send({ type: 'RENAME', id: 'cred-1' });
    expect(selectPasskeysPanelView(actor.getSnapshot()).renaming).toBe('cred-1');
    actor.send({ type: 'SAVE_NAME', name: '  ' });
    expect(actor.getSnapshot().context.problem).toBe('failed');
    actor.send({ type: 'SAVE_NAME', name: 'Work phone' });
    await waitFor(actor, (s) => s.context.done === 'renamed');
    expect(services.rename).toHaveBeenCalledWith('cred-1', 'Work phone');
    expect(selectPasskeysPanelView(actor.getSnapshot()).passkeys[0]!.name).toBe('Work phone');

    actor.send({ type: 'REMOVE', id: 'cred-2' });
    expect(selectPasskeysPanelView(actor.getSnapshot()).confirmingRemoval).toBe('cred-2');
    actor.send({ type: 'CANCEL' });
    expect(services.remove).not.toHaveBeenCalled();
    actor.send({ type: 'REMOVE', id: 'cred-2' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.context.done === 'removed');
    expect(services.remove).toHaveBeenCalledWith('cred-2');
    expect(selectPasskeysPanelView(actor.getSnapshot()).passkeys.map((p) => p.id)).toEqual(['cred-1']);
  });

  it('a passkey removed elsewhere leaves the list; a failed removal keeps it and says why', async () => {
    const services = stubs({ list: async () => [KEY], remove: async () => Promise.reject(new ApiError('business', PASSKEY_NOT_FOUND_KEY)) });
    const actor = await ready(services);
    actor.send({ type: 'REMOVE', id: 'cred-1' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.context.done === 'removed');
    expect(actor.getSnapshot().context.passkeys).toEqual([]);

    const offline = await ready(stubs({ list: async () => [KEY], remove: async () => Promise.reject(new ApiError('network', 'NETWORK_ERROR')) }));
    offline.send({ type: 'REMOVE', id: 'cred-1' });
    offline.send({ type: 'CONFIRM' });
    await waitFor(offline, (s) => s.context.problem === 'network');
    expect(selectPasskeysPanelView(offline.getSnapshot())).toMatchObject({ status: 'ready', passkeys: [KEY], confirmingRemoval: null });
  });

  it('a failed load offers a retry; a stale session ends the panel', async () => {
    let fail = true;
    const services = stubs({ list: async () => (fail ? Promise.reject(new ApiError('network', 'NETWORK_ERROR')) : [KEY]) });
    const actor = await ready(services);
    expect(selectPasskeysPanelView(actor.getSnapshot()).status).toBe('loadFailed');
    fail = false;
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('ready'));

    const stale = await ready(stubs({ list: async () => Promise.reject(new ApiError('business', 'PL-USER-SESSION-EXPIRED', { status: 401 })) }));
    expect(stale.getSnapshot().output).toEqual({ sessionExpired: true });
  });
});
