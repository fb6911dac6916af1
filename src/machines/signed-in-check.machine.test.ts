/**
 * /user/login's signed-in check (issue 27): a signed-in buyer leaves, a signed-out one gets the form, and the usual
 * visitor without the user-id cookie costs no call. Services stubbed at the I/O boundary.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { ApiError } from '../api/errors.js';
import type { User } from '../api/types.js';
import { signedInCheckMachine } from './signed-in-check.machine.js';

const buyer = { userId: '7', name: 'Tan Wei Ling' } as unknown as User;

async function run(mayBeSignedIn: boolean, currentUser: () => Promise<User | null>) {
  const actor = createActor(signedInCheckMachine, { input: { services: { currentUser }, mayBeSignedIn } }).start();
  const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
  return done.value;
}

describe('signedInCheckMachine', () => {
  it('given the user-id cookie and a live session, when the page opens, then it leaves (signedIn)', async () => {
    expect(await run(true, async () => buyer)).toBe('signedIn');
  });

  it('given the cookie of a gone session, then the login form shows (signedOut)', async () => {
    expect(await run(true, async () => null)).toBe('signedOut');
  });

  it('given a failing check, then the login form shows: logging in is always a safe answer', async () => {
    expect(await run(true, () => Promise.reject(new ApiError('network', 'NETWORK_ERROR')))).toBe('signedOut');
  });

  it('given no user-id cookie, then the form shows at once with no call', async () => {
    const currentUser = vi.fn(async () => buyer);
    expect(await run(false, currentUser)).toBe('signedOut');
    expect(currentUser).not.toHaveBeenCalled();
  });
});
