// The connected accounts panel's statechart with its services stubbed at the I/O boundary (the provider's consent
// step and the member calls): link, unlink with confirmation, the last-way-in refusal naming what to add, a provider
// account linked elsewhere, a closed provider window, a stale session.
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { ApiError } from '../../api/errors.js';
import { SOCIAL_LAST_WAY_KEY, SOCIAL_LINKED_ELSEWHERE_KEY, type SocialLink } from '../../api/social-link-calls.js';
import { SOCIAL_CANCELLED_KEY, SOCIAL_IN_APP_KEY } from '../../api/social-keys.js';
import { connectedAccountsMachine, selectConnectedAccountsView, type ConnectedAccountsServices } from './connected-accounts.machine.js';

const FACEBOOK: SocialLink = { provider: 'FACEBOOK', email: 'b***r@example.com', since: Date.UTC(2026, 0, 5) };
const GOOGLE: SocialLink = { provider: 'GOOGLE', email: 'g***e@example.com', since: Date.UTC(2026, 1, 5) };

function start(overrides: Partial<ConnectedAccountsServices> = {}) {
  const calls: string[] = [];
  const services: ConnectedAccountsServices = {
    links: async () => [FACEBOOK],
    signIn: async (provider) => {
      calls.push(`signIn:${provider}`);
      return { oauthCode: 'code-1234567890abcdefghij', redirectUri: 'http://127.0.0.1' };
    },
    link: async (provider, signIn) => {
      calls.push(`link:${provider}:${signIn.oauthCode}`);
      return GOOGLE;
    },
    unlink: async (provider) => void calls.push(`unlink:${provider}`),
    ...overrides,
  };
  const actor = createActor(connectedAccountsMachine, { input: { services } });
  actor.start();
  const view = () => selectConnectedAccountsView(actor.getSnapshot());
  const settled = () => waitFor(actor, (s) => !s.hasTag('pending'));
  return { actor, view, calls, settled };
}

describe('connectedAccountsMachine', () => {
  it('lists Google (not linked) and Facebook (linked); "Link Google" runs the provider step and links its code', async () => {
    const { actor, view, calls, settled } = start();
    await settled();
    expect(view().rows).toEqual([
      { provider: 'GOOGLE', link: null },
      { provider: 'FACEBOOK', link: FACEBOOK },
    ]);
    actor.send({ type: 'LINK', provider: 'GOOGLE' });
    expect(view().pending).toBe(true);
    await settled();
    expect(calls).toEqual(['signIn:GOOGLE', 'link:GOOGLE:code-1234567890abcdefghij']);
    expect(view()).toMatchObject({ done: 'linked', target: 'GOOGLE', problem: null });
    expect(view().rows[0]!.link).toEqual(GOOGLE);
  });

  it('unlink asks first: Cancel keeps the link, Confirm unlinks it', async () => {
    const { actor, view, calls, settled } = start();
    await settled();
    actor.send({ type: 'UNLINK', provider: 'FACEBOOK' });
    expect(view().confirmingUnlink).toBe(true);
    actor.send({ type: 'CANCEL' });
    expect(view().confirmingUnlink).toBe(false);
    expect(calls).toEqual([]);
    actor.send({ type: 'UNLINK', provider: 'FACEBOOK' });
    actor.send({ type: 'CONFIRM' });
    await settled();
    expect(calls).toEqual(['unlink:FACEBOOK']);
    expect(view()).toMatchObject({ done: 'unlinked', confirmingUnlink: false });
    expect(view().rows[1]!.link).toBeNull();
  });

  it('the last way in: the refusal keeps the link and names what to add, in the product order', async () => {
    const refusal = new ApiError('business', SOCIAL_LAST_WAY_KEY, { data: { add: ['passkey', 'password', 'email', 'phone', 'bogus'] } });
    const { actor, view, settled } = start({ unlink: () => Promise.reject(refusal) });
    await settled();
    actor.send({ type: 'UNLINK', provider: 'FACEBOOK' });
    actor.send({ type: 'CONFIRM' });
    await settled();
    expect(view()).toMatchObject({ problem: 'lastWay', add: ['password', 'phone', 'email', 'passkey'], done: null });
    expect(view().rows[1]!.link).toEqual(FACEBOOK);
  });

  it('a provider account linked elsewhere is said; a closed provider window says nothing', async () => {
    const elsewhere = start({ link: () => Promise.reject(new ApiError('business', SOCIAL_LINKED_ELSEWHERE_KEY)) });
    await elsewhere.settled();
    elsewhere.actor.send({ type: 'LINK', provider: 'GOOGLE' });
    await elsewhere.settled();
    expect(elsewhere.view()).toMatchObject({ problem: 'elsewhere', target: 'GOOGLE' });

    const closed = start({ signIn: () => Promise.reject(new ApiError('aborted', SOCIAL_CANCELLED_KEY)) });
    await closed.settled();
    closed.actor.send({ type: 'LINK', provider: 'GOOGLE' });
    await closed.settled();
    expect(closed.view()).toMatchObject({ problem: null, done: null, target: null });

    // An in-app browser: no window can open and a link never takes the tab away; the panel says where linking works.
    const inApp = start({ signIn: () => Promise.reject(new ApiError('network', SOCIAL_IN_APP_KEY)) });
    await inApp.settled();
    inApp.actor.send({ type: 'LINK', provider: 'GOOGLE' });
    await inApp.settled();
    expect(inApp.view()).toMatchObject({ problem: 'inApp', target: 'GOOGLE' });
    expect(inApp.calls).toEqual([]);
  });

  it('a stale session ends the machine (the section sends the buyer to login); a network failure can be retried', async () => {
    const stale = start({ links: () => Promise.reject(new ApiError('business', 'PL-USER-SESSION-EXPIRED', { status: 401 })) });
    await waitFor(stale.actor, (s) => s.status === 'done');
    let fail = true;
    const offline = start({ links: () => (fail ? Promise.reject(new ApiError('network', 'NETWORK_ERROR')) : Promise.resolve([GOOGLE])) });
    await offline.settled();
    expect(offline.view()).toMatchObject({ status: 'loadFailed', problem: 'network' });
    fail = false;
    offline.actor.send({ type: 'RETRY' });
    await offline.settled();
    expect(offline.view().rows[0]!.link).toEqual(GOOGLE);
  });
});
