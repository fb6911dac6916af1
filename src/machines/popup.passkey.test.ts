/**
 * Passkey sign-in beside Login (issue 25; popup.regions.ts `passkeyStates`): shown only where the passkey chunk
 * finds passkeys usable, the autofill wait started with Login and aborted by the button or by leaving Login, and the
 * result routed as every login's. `passkeys` is stubbed at the I/O boundary; the sign-in machine is the real one (its own chunk, loaded through popup.flows.ts).
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, type Actor } from 'xstate';
import type { PasskeyServices } from '../api/passkey-services.js';
import type { LoginResponse } from '../api/types.js';
import { createConfig } from '../config/index.js';
import { popupMachine, type PopupEmitted } from './popup.machine.js';
import { loadFlow } from './popup.flows.js';
import { POPUP_SYSTEM_ID } from './shared.js';
import { createServiceStubs, flush } from './test-utils.js';
import { selectView } from './view.js';

const config = createConfig({ site: 'SG', env: 'production', language: 'en-SG', cookies: { get: () => undefined, set: () => undefined, remove: () => undefined } });

interface SignInCall {
  readonly conditional: boolean;
  readonly signal: AbortSignal;
  resolve(value: LoginResponse | null): void;
  reject(error: unknown): void;
}

/** The rest of the passkey services (not used by sign-in). */
const passkeyStubs: Omit<PasskeyServices, 'signIn'> = {
  create: () => Promise.resolve(null),
  list: () => Promise.resolve([]),
  rename: () => Promise.reject(new Error('unused')),
  remove: () => Promise.resolve(),
  offerAnswered: () => false,
  rememberOfferAnswered: () => undefined,
};

let actor: Actor<typeof popupMachine> | undefined;
// The chunk in before each popup starts: entering Login's passkey region then resolves its load at once.
beforeAll(() => loadFlow('passkeyLogin'));
afterEach(() => actor?.stop());

function startPopup(offersPasskeys: boolean, usable = true) {
  const stubs = createServiceStubs();
  const signIns: SignInCall[] = [];
  const signIn = (input: { conditional: boolean; signal: AbortSignal }) =>
    new Promise<LoginResponse | null>((resolve, reject) => signIns.push({ ...input, resolve, reject }));
  const services = offersPasskeys
    ? {
        ...stubs.services,
        passkeys: async () => (usable ? { ...passkeyStubs, signIn } : null),
      }
    : stubs.services;
  const emitted: PopupEmitted[] = [];
  actor = createActor(popupMachine, {
    input: { services, config, screen: 'Login', pageUrl: 'https://www.shop.sg/' },
    systemId: POPUP_SYSTEM_ID,
  });
  actor.on('*', (event) => emitted.push(event as PopupEmitted));
  actor.start();
  const running = actor;
  return { actor: running, signIns, emitted, view: () => selectView(running.getSnapshot()) };
}

/** The chunk is in (beforeAll): its load settles, the child runs and starts the autofill wait. */
async function untilRunning(popup: ReturnType<typeof startPopup>) {
  await flush();
  expect(popup.actor.getSnapshot().matches({ open: { screens: { login: { passkey: 'running' } } } } as never)).toBe(true);
}

describe('popup: passkey sign-in on Login', () => {
  it('is off (no button, no wait) where the services offer no passkeys', async () => {
    const popup = startPopup(false);
    await flush();
    expect(popup.view().login.passkey).toBe('off');
    expect(popup.actor.getSnapshot().matches({ open: { screens: { login: { passkey: 'off' } } } } as never)).toBe(true);
  });

  it('shows nothing where the passkey chunk finds this browser cannot use passkeys (no WebAuthn, in-app web view)', async () => {
    const popup = startPopup(true, false);
    await untilRunning(popup);
    expect(popup.view().login.passkey).toBe('off');
    expect(popup.signIns).toEqual([]);
  });

  it('waits in the autofill, the button aborts that wait and opens the sheet, and the login is routed as a login', async () => {
    const popup = startPopup(true);
    await untilRunning(popup);
    expect(popup.signIns.map((call) => call.conditional)).toEqual([true]);
    expect(popup.view().login.passkey).toBe('ready');

    popup.actor.send({ type: 'PASSKEY_SIGN_IN' });
    await flush();
    expect(popup.signIns[0]!.signal.aborted).toBe(true);
    expect(popup.signIns.map((call) => call.conditional)).toEqual([true, false]);
    expect(popup.view().login.passkey).toBe('pending');

    popup.signIns[1]!.resolve({ userId: 'u-1' } as LoginResponse);
    await flush();
    expect(popup.emitted.some((event) => event.type === 'loggedIn')).toBe(true);
    expect(popup.actor.getSnapshot().status).toBe('done');
  });

  it('a dismissed sheet leaves the button ready; a refused passkey says so in the popup\'s words', async () => {
    const popup = startPopup(true);
    await untilRunning(popup);
    popup.actor.send({ type: 'PASSKEY_SIGN_IN' });
    await flush();
    popup.signIns[1]!.resolve(null);
    await flush();
    expect(popup.view().login.passkey).toBe('ready');
    expect(popup.view().error).toBeNull();

    popup.actor.send({ type: 'PASSKEY_SIGN_IN' });
    await flush();
    popup.signIns[2]!.reject(new Error('refused'));
    await flush();
    expect(popup.view().error).toEqual({ key: 'login.passkeyFailed' });
  });

  it('leaving Login aborts the autofill wait', async () => {
    const popup = startPopup(true);
    await untilRunning(popup);
    popup.actor.send({ type: 'TO_QRCODE' });
    await flush();
    expect(popup.signIns[0]!.signal.aborted).toBe(true);
  });
});
