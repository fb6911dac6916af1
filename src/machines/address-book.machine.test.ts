import { describe, expect, it } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import type { Address, AddressServices } from '../api/address.js';
import { ApiError } from '../api/errors.js';
import { EMPTY_DRAFT } from '../config/address-forms.js';
import { addressBookMachine } from './address-book.machine.js';
import { coverage, enabledEvents, reportCounts } from './model-coverage.js';
import { flush, modelPaths, runModelPath } from './test-utils.js';

const address = (id: string, extra: Partial<Address> = {}): Address => ({
  ...EMPTY_DRAFT,
  id,
  country: 'PK',
  locations: { province: { id: 'PK-punjab', name: 'Punjab' } },
  line1: `House ${id}`,
  recipient: 'Ayesha Khan',
  serviceNumber: '03001234567',
  defaultShipping: false,
  defaultBilling: false,
  ...extra,
});
const A = address('a', { defaultShipping: true, defaultBilling: true });
const B = address('b');

type Call = { name: string; args: unknown[]; resolve: (v: unknown) => void; reject: (e: unknown) => void };
function stubServices() {
  const calls: Call[] = [];
  const pending = (name: string) =>
    (...args: unknown[]) =>
      new Promise<never>((resolve, reject) => calls.push({ name, args: args.slice(0, -1), resolve: resolve as (v: unknown) => void, reject }));
  const services = {
    list: pending('list'),
    add: pending('add'),
    edit: pending('edit'),
    remove: pending('remove'),
    setDefault: pending('setDefault'),
    locations: pending('locations'),
  } as unknown as AddressServices;
  const last = (name: string) => [...calls].reverse().find((call) => call.name === name)!;
  return { services, calls, last };
}
const failure = (key: string, kind: ApiError['kind'] = 'business') => new ApiError(kind, key, { displayMessage: `${key} text` });

describe('addressBookMachine: model-based walk', () => {
  const events: EventObject[] = [
    { type: 'xstate.done.actor.listAddresses', output: [A, B] } as EventObject,
    { type: 'xstate.error.actor.listAddresses', error: failure('NETWORK_ERROR', 'network') } as EventObject,
    { type: 'xstate.done.actor.form', output: { saved: null } } as EventObject,
    { type: 'xstate.done.actor.removeAddress' } as EventObject,
    { type: 'xstate.error.actor.removeAddress', error: failure('PL-ADDRESS-NOT-FOUND') } as EventObject,
    { type: 'xstate.done.actor.setDefaultAddress', output: [A, B] } as EventObject,
    { type: 'xstate.error.actor.setDefaultAddress', error: failure('NETWORK_ERROR', 'network') } as EventObject,
    { type: 'RETRY' },
    { type: 'ADD' },
    { type: 'EDIT', id: 'b' } as EventObject,
    { type: 'EDIT', id: 'zzz' } as EventObject,
    { type: 'DELETE', id: 'b' } as EventObject,
    { type: 'CONFIRM' },
    { type: 'CANCEL' },
    { type: 'SET_DEFAULT', id: 'b', kind: 'billing' } as EventObject,
  ];
  const plan = modelPaths(addressBookMachine, { input: { services: stubServices().services, site: 'PK' }, events: enabledEvents(events) });
  const paths = [...plan.statePaths, ...plan.transitionPaths];

  it('reaches every state node and takes every transition definition', () => {
    // The form child's "saved" ending needs a filled form: walked by the direct test 'edits through the form child'.
    const cov = coverage(addressBookMachine, paths, ['addressBook.form --xstate.done.actor.form[0]']);
    expect(cov.unvisitedStates).toEqual([]);
    expect(cov.untakenTransitions).toEqual([]);
    reportCounts('addressBook', [plan], cov);
  });

  it.each(paths.map((p) => [p.steps.map((s) => s.event.type).join(' → '), p] as const))('replays: %s', async (_name, path) => {
    const stub = stubServices();
    const actor = createActor(addressBookMachine, { input: { services: stub.services, site: 'PK' } });
    const SERVICE: Record<string, string> = { listAddresses: 'list', removeAddress: 'remove', setDefaultAddress: 'setDefault' };
    await runModelPath(path, {
      exec(event) {
        if (event.type === 'xstate.init') return void actor.start();
        const done = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
        if (done && done[2] === 'form') {
          // The form child ends as the model says: cancelled.
          return void actor.getSnapshot().children.form!.send({ type: 'CANCEL' } as never);
        }
        if (done) {
          const call = stub.last(SERVICE[done[2]!]!);
          if (done[1] === 'done') call.resolve((event as { output?: unknown }).output);
          else call.reject((event as { error?: unknown }).error);
          return;
        }
        actor.send(event as never);
      },
      snapshot: () => actor.getSnapshot(),
    });
    actor.stop();
  });
});

describe('addressBookMachine', () => {
  const start = () => {
    const stub = stubServices();
    const actor = createActor(addressBookMachine, { input: { services: stub.services, site: 'PK' } });
    actor.start();
    return { stub, actor, state: () => actor.getSnapshot().value };
  };

  it('lists, then a failed list load offers retry', async () => {
    const { stub, actor, state } = start();
    stub.last('list').reject(failure('NETWORK_ERROR', 'network'));
    await flush();
    expect(state()).toBe('failed');
    actor.send({ type: 'RETRY' });
    stub.last('list').resolve([A, B]);
    await flush();
    expect(state()).toBe('ready');
    expect(actor.getSnapshot().context.addresses).toEqual([A, B]);
  });

  it('deletes only after CONFIRM, then reloads and announces', async () => {
    const { stub, actor, state } = start();
    stub.last('list').resolve([A, B]);
    await flush();
    actor.send({ type: 'DELETE', id: 'b' });
    expect(state()).toBe('confirmDelete');
    actor.send({ type: 'CANCEL' });
    expect(stub.calls.filter((c) => c.name === 'remove')).toEqual([]);
    actor.send({ type: 'DELETE', id: 'b' });
    actor.send({ type: 'CONFIRM' });
    expect(stub.last('remove').args).toEqual(['b']);
    stub.last('remove').resolve(undefined);
    await flush();
    expect(state()).toBe('loading');
    expect(actor.getSnapshot().context.notice).toMatchObject({ key: 'address.deleted', tone: 'success' });
  });

  it('sets a default and takes the server’s list; a failure reloads and says so', async () => {
    const { stub, actor, state } = start();
    stub.last('list').resolve([A, B]);
    await flush();
    actor.send({ type: 'SET_DEFAULT', id: 'b', kind: 'billing' });
    expect(stub.last('setDefault').args).toEqual(['b', 'billing']);
    const after = [address('a', { defaultShipping: true }), address('b', { defaultBilling: true })];
    stub.last('setDefault').resolve(after);
    await flush();
    expect(state()).toBe('ready');
    expect(actor.getSnapshot().context.addresses).toEqual(after);
    actor.send({ type: 'SET_DEFAULT', id: 'a', kind: 'billing' });
    stub.last('setDefault').reject(failure('NETWORK_ERROR', 'network'));
    await flush();
    expect(state()).toBe('loading');
    expect(actor.getSnapshot().context.notice).toMatchObject({ key: 'address.actionFailed', tone: 'error' });
  });

  it('edits through the form child; a save reloads the list and announces it', async () => {
    const { stub, actor, state } = start();
    stub.last('list').resolve([A, B]);
    await flush();
    actor.send({ type: 'EDIT', id: 'b' });
    expect(state()).toBe('form');
    const form = actor.getSnapshot().children.form!;
    stub.last('locations').resolve([{ id: 'PK-punjab', name: 'Punjab', leaf: true }]);
    await flush();
    form.send({ type: 'SUBMIT' } as never);
    expect(stub.last('edit').args[0]).toBe('b');
    stub.last('edit').resolve(B);
    await flush();
    expect(state()).toBe('loading');
    expect(actor.getSnapshot().context.notice).toMatchObject({ key: 'address.saved' });
  });
});
