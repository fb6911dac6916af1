// The #privacy statechart with its services stubbed at the I/O boundary (the account services of the identity step,
// the privacy services of the checklist, the request and the export): scenarios read as the buyer lives them.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { DeletionCheck, PrivacyServices } from '../../api/privacy.js';
import { ApiError } from '../../api/errors.js';
import { getSite } from '../../config/sites.js';
import { createPageStubs } from '../page-test-utils.js';
import { flush } from '../test-utils.js';
import { selectChangeView } from './change.view.js';
import { privacyMachine, selectPrivacyView } from './privacy.machine.js';
import { createAccountStubs, USER } from './test-support.js';

const CHECK_BLOCKED: DeletionCheck = {
  blockers: [{ kind: 'openOrder', ref: 'SG-240100', amount: 0 }],
  losses: [{ kind: 'orderHistory', count: 3 }],
  graceDays: 14,
  coolingDays: 30,
};
const CHECK_CLEAR: DeletionCheck = { ...CHECK_BLOCKED, blockers: [], losses: [{ kind: 'orderHistory', count: 3 }, { kind: 'addresses', count: 1 }] };

function start(user = USER) {
  const account = createAccountStubs();
  const privacy = createPageStubs(['deletionCheck', 'requestDeletion', 'exportData'] as const);
  const actor = createActor(privacyMachine, {
    input: { services: account.services, privacy: privacy.services as unknown as PrivacyServices, user, site: getSite('SG') },
  });
  actor.start();
  const identity = () => {
    const child = actor.getSnapshot().children.identity;
    if (!child) throw new Error('no identity step');
    return child as unknown as { send: (e: unknown) => void; getSnapshot: () => never };
  };
  return { account, privacy, actor, identity, view: () => selectPrivacyView(actor.getSnapshot()) };
}

describe('privacyMachine: delete my account', () => {
  it('shows an open order as a blocker; once it is settled, every loss acknowledged, the identity step and the final confirmation request the deletion', async () => {
    const { account, privacy, actor, identity, view } = start();
    actor.send({ type: 'DELETE' });
    expect(view()).toMatchObject({ step: 'checking', pending: true });
    privacy.resolve('deletionCheck', CHECK_BLOCKED);
    await flush();
    expect(view()).toMatchObject({ step: 'blocked', check: CHECK_BLOCKED });

    actor.send({ type: 'RECHECK' });
    privacy.resolve('deletionCheck', CHECK_CLEAR);
    await flush();
    expect(view().step).toBe('acknowledging');
    actor.send({ type: 'TOGGLE', kind: 'orderHistory' });
    actor.send({ type: 'CONTINUE' });
    expect(view()).toMatchObject({ step: 'acknowledging', error: { key: 'privacy.delete.ackAll' } });
    actor.send({ type: 'TOGGLE', kind: 'addresses' });
    expect(view().error).toBeNull();
    actor.send({ type: 'CONTINUE' });
    expect(view()).toMatchObject({ step: 'identity', purpose: 'delete' });

    expect(selectChangeView(identity().getSnapshot()).step).toBe('identityPassword');
    identity().send({ type: 'SUBMIT_PASSWORD', password: 'Passw0rd!' });
    account.resolve('verifyIdentity', { token: 'tok' });
    await flush();
    expect(view().step).toBe('confirming');
    // The password went to the call, never into the privacy machine's context.
    expect(JSON.stringify(actor.getSnapshot().context.check)).not.toContain('Passw0rd!');

    actor.send({ type: 'CONFIRM' });
    expect(view()).toMatchObject({ step: 'confirming', pending: true });
    expect(privacy.argsOf('requestDeletion')).toEqual([{ token: 'tok', acknowledged: ['orderHistory', 'addresses'] }]);
    privacy.resolve('requestDeletion', { restoreUntil: 1_234 });
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ type: 'deleted', restoreUntil: 1_234 });
  });

  it('a spent token on the request goes back to the identity step; a blocker that appeared goes back to the checklist', async () => {
    const { account, privacy, actor, identity, view } = start();
    actor.send({ type: 'DELETE' });
    privacy.resolve('deletionCheck', { ...CHECK_CLEAR, losses: [] });
    await flush();
    actor.send({ type: 'CONTINUE' });
    identity().send({ type: 'SUBMIT_PASSWORD', password: 'Passw0rd!' });
    account.resolve('verifyIdentity', { token: 'tok' });
    await flush();
    actor.send({ type: 'CONFIRM' });
    privacy.reject('requestDeletion', new ApiError('business', 'PL-USER-VERIFICATION-EXPIRED'));
    await flush();
    expect(view()).toMatchObject({ step: 'identity', error: { key: 'privacy.identityAgain' } });
    identity().send({ type: 'SUBMIT_PASSWORD', password: 'Passw0rd!' });
    account.resolve('verifyIdentity', { token: 'tok2' });
    await flush();
    actor.send({ type: 'CONFIRM' });
    privacy.reject('requestDeletion', new ApiError('business', 'PL-USER-DELETION-BLOCKED'));
    await flush();
    expect(view().step).toBe('checking');
    privacy.resolve('deletionCheck', CHECK_BLOCKED);
    await flush();
    expect(view().step).toBe('blocked');
  });

  it('a network failure on the request keeps the confirmation open with the error; Cancel goes back to the start', async () => {
    const { account, privacy, actor, identity, view } = start();
    actor.send({ type: 'DELETE' });
    privacy.resolve('deletionCheck', { ...CHECK_CLEAR, losses: [] });
    await flush();
    actor.send({ type: 'CONTINUE' });
    identity().send({ type: 'SUBMIT_PASSWORD', password: 'Passw0rd!' });
    account.resolve('verifyIdentity', { token: 'tok' });
    await flush();
    actor.send({ type: 'CONFIRM' });
    privacy.reject('requestDeletion', new TypeError('Failed to fetch'));
    await flush();
    expect(view()).toMatchObject({ step: 'confirming', pending: false, error: { key: 'error.network' } });
    actor.send({ type: 'CANCEL' });
    expect(view()).toMatchObject({ step: 'idle', error: null });
  });

  it('a stale session ends the flow with sessionExpired', async () => {
    const { privacy, actor } = start();
    actor.send({ type: 'DELETE' });
    privacy.reject('deletionCheck', new ApiError('business', 'PL-USER-SESSION-EXPIRED'));
    await flush();
    expect(actor.getSnapshot().output).toEqual({ type: 'sessionExpired' });
  });
});

describe('privacyMachine: download my data', () => {
  it('passes the identity step by a code when there is no password, then gives the download URL', async () => {
    const { account, privacy, actor, identity, view } = start({ ...USER, hasPassword: false });
    actor.send({ type: 'EXPORT' });
    expect(view()).toMatchObject({ step: 'identity', purpose: 'export' });
    identity().send({ type: 'SEND_IDENTITY_CODE', channel: 'email' });
    account.resolve('sendIdentityCode', { codeLength: 6, identifier: 'b***r@example.com' });
    await flush();
    identity().send({ type: 'SUBMIT_IDENTITY_CODE', code: '123456' });
    expect(account.argsOf('verifyIdentity')).toEqual([{ method: 'CODE', channel: 'email', code: '123456' }]);
    account.resolve('verifyIdentity', { token: 'tok' });
    await flush();
    expect(view()).toMatchObject({ pending: true, purpose: 'export' });
    expect(privacy.argsOf('exportData')).toEqual([{ token: 'tok' }]);
    privacy.resolve('exportData', { url: 'http://127.0.0.1/user/api/privacy/download?id=abc' });
    await flush();
    expect(view()).toMatchObject({ step: 'exported', exportUrl: 'http://127.0.0.1/user/api/privacy/download?id=abc' });
    actor.send({ type: 'CANCEL' });
    expect(view().step).toBe('idle');
  });

  it('the once-a-day refusal shows the section\'s own text, back at the start', async () => {
    const { account, privacy, actor, identity, view } = start();
    actor.send({ type: 'EXPORT' });
    identity().send({ type: 'SUBMIT_PASSWORD', password: 'Passw0rd!' });
    account.resolve('verifyIdentity', { token: 'tok' });
    await flush();
    privacy.reject('exportData', new ApiError('business', 'PL-USER-EXPORT-LIMITED'));
    await flush();
    expect(view()).toMatchObject({ step: 'idle', pending: false, error: { key: 'privacy.error.exportLimited' } });
  });
});
