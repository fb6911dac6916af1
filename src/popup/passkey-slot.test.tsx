// @vitest-environment jsdom
// Login's passkey slot (issue 25): the real sign-in machine, the passkey services stubbed at the I/O boundary.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors.js';
import { PASSKEY_FAILED_KEY } from '../api/passkey-calls.js';
import type { PasskeyServices } from '../api/passkey-services.js';
import type { LoginResponse } from '../api/types.js';
import { expectNoAxeViolations, makeSenders, makeView, t } from '../screens/test-utils.js';
import { PasskeySlot } from './passkey-slot.js';

afterEach(cleanup);

const LOGIN: LoginResponse = { sessionId: 'passkey-session' };

interface SignInCall {
  readonly conditional: boolean;
  readonly signal: AbortSignal;
  resolve(value: LoginResponse | null): void;
  reject(error: unknown): void;
}

function passkeyServices(calls: SignInCall[]): PasskeyServices {
  return {
    signIn: vi.fn(
      ({ conditional, signal }) => new Promise<LoginResponse | null>((resolve, reject) => void calls.push({ conditional, signal, resolve, reject })),
    ),
    create: async () => null,
    list: async () => [],
    rename: () => Promise.reject(new Error('unused')),
    remove: async () => undefined,
    offerAnswered: () => false,
    rememberOfferAnswered: () => undefined,
  };
}

function setup(passkeys: () => Promise<PasskeyServices | null>) {
  const senders = makeSenders();
  const autofill = vi.fn();
  const utils = render(
    <PasskeySlot view={makeView({ screen: 'Login' })} senders={senders} t={t} titleId="popup-title" services={{ passkeys }} autofill={autofill} />,
  );
  return { ...utils, senders, autofill, user: userEvent.setup() };
}

const button = () => screen.findByRole('button', { name: 'Log in with a passkey' });

describe('Login\'s passkey slot', () => {
  it('where this browser cannot use passkeys: no button, no passkey autofill', async () => {
    const passkeys = vi.fn(async () => null);
    const { container, autofill } = setup(passkeys);
    await waitFor(() => expect(passkeys).toHaveBeenCalled());
    await act(async () => undefined);
    expect(container.querySelector('button')).toBeNull();
    expect(autofill).not.toHaveBeenCalledWith(' webauthn');
  });

  it('where it can: waits in the login-name autofill (" webauthn"), shows the button, and reports the login picked there', async () => {
    const calls: SignInCall[] = [];
    const { container, autofill, senders } = setup(async () => passkeyServices(calls));
    await button();
    expect(autofill).toHaveBeenLastCalledWith(' webauthn');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.conditional).toBe(true);
    await expectNoAxeViolations(container);
    await act(async () => calls[0]!.resolve(LOGIN));
    expect(senders.loggedIn).toHaveBeenCalledWith(LOGIN, 'passkey');
  });

  it('the button aborts the autofill wait and opens the sheet (busy, a second press does nothing); its login is reported', async () => {
    const calls: SignInCall[] = [];
    const { user, senders } = setup(async () => passkeyServices(calls));
    await user.click(await button());
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls[1]!.conditional).toBe(false);
    expect((await button()).getAttribute('aria-busy')).toBe('true');
    await user.click(await button());
    expect(calls).toHaveLength(2);
    await act(async () => calls[1]!.resolve(LOGIN));
    expect(senders.loggedIn).toHaveBeenCalledWith(LOGIN, 'passkey');
  });

  it('a refused passkey is said in the popup\'s words, announced, and the button works again', async () => {
    const calls: SignInCall[] = [];
    const { user, container } = setup(async () => passkeyServices(calls));
    await user.click(await button());
    await act(async () => calls[1]!.reject(new ApiError('business', PASSKEY_FAILED_KEY)));
    expect(screen.getByRole('alert').textContent).toBe('This passkey could not be used. Try again or choose another way to log in.');
    expect((await button()).getAttribute('aria-busy')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('leaving Login (unmount) aborts the autofill wait and takes the passkey autofill away', async () => {
    const calls: SignInCall[] = [];
    const { unmount, autofill } = setup(async () => passkeyServices(calls));
    await button();
    unmount();
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(autofill).toHaveBeenLastCalledWith('');
  });
});
