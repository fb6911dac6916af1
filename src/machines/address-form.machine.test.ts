import { describe, expect, it } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import type { Address, AddressServices, LocationNode } from '../api/address.js';
import { ApiError } from '../api/errors.js';
import { EMPTY_DRAFT } from '../config/address-forms.js';
import { addressFormMachine, type LocationCache } from './address-form.machine.js';
import { coverage, enabledEvents, reportCounts } from './model-coverage.js';
import { flush, modelPaths, runModelPath, type ModelSnapshot } from './test-utils.js';
import { validateAddressDraft } from '../validation/address-form.js';
import { requiredDepth } from './address-form.machine.js';

/** One canned level: P has children, C and L are leaves (the same list answers every level of the walk). */
const NODES: LocationNode[] = [
  { id: 'P', name: 'Selangor', leaf: false },
  { id: 'C', name: 'Petaling', leaf: true },
  { id: 'L', name: 'Labuan', leaf: true },
];
const SAVED: Address = {
  ...EMPTY_DRAFT,
  id: 'a-1',
  country: 'MY',
  locations: { province: { id: 'P', name: 'Selangor' }, city: { id: 'C', name: 'Petaling' } },
  detailAddress: '12 Jalan SS2/24',
  postcode: '47300',
  recipient: 'Tan Mei Ling',
  serviceNumber: '0123456789',
  defaultShipping: true,
  defaultBilling: true,
};
const apiError = (key: string, kind: ApiError['kind'] = 'business', data?: unknown) => new ApiError(kind, key, { displayMessage: `${key} text`, data });

interface Deferred<T> {
  resolve(value: T): void;
  reject(error: unknown): void;
}
/** Address services whose calls stay pending until the test settles them (the I/O boundary). */
function stubServices() {
  const pending: Record<'locations' | 'save', Deferred<unknown>[]> = { locations: [], save: [] };
  const calls: { locations: (string | null)[]; save: unknown[] } = { locations: [], save: [] };
  const defer = <T,>(bucket: 'locations' | 'save') =>
    new Promise<T>((resolve, reject) => pending[bucket].push({ resolve: resolve as (v: unknown) => void, reject }));
  const services: Pick<AddressServices, 'add' | 'edit' | 'locations'> = {
    locations: (parent) => {
      calls.locations.push(parent);
      return defer('locations');
    },
    add: (draft) => {
      calls.save.push(['add', draft]);
      return defer('save');
    },
    edit: (id, draft) => {
      calls.save.push(['edit', id, draft]);
      return defer('save');
    },
  };
  return { services, pending, calls };
}

/** A cache that never keeps anything (the walk expects every level as an event). */
class NoCache extends Map<string, readonly LocationNode[]> {
  override set() {
    return this;
  }
}

describe('addressFormMachine: model-based walk (MY, editing a saved address)', () => {
  const events: EventObject[] = [
    { type: 'xstate.done.actor.loadLocations', output: NODES } as EventObject,
    { type: 'xstate.error.actor.loadLocations', error: apiError('NETWORK_ERROR', 'network') } as EventObject,
    { type: 'xstate.done.actor.saveAddress', output: SAVED } as EventObject,
    { type: 'xstate.error.actor.saveAddress', error: apiError('PL-ADDRESS-INVALID', 'business', { fields: { postcode: 'validation.postcode.invalid' } }) } as EventObject,
    { type: 'RETRY' },
    { type: 'PICK', field: 'province', value: 'P' } as EventObject,
    { type: 'PICK', field: 'province', value: 'L' } as EventObject,
    { type: 'CHANGE', field: 'detailAddress', value: '' } as EventObject,
    { type: 'CHANGE', field: 'detailAddress', value: '12 Jalan SS2/24' } as EventObject,
    { type: 'SUBMIT' },
    { type: 'CANCEL' },
  ];
  const input = { services: stubServices().services, site: 'MY', address: SAVED, cache: new NoCache() };
  const valid = (s: ModelSnapshot) => {
    const context = s.context as Parameters<typeof requiredDepth>[0] & { draft: typeof EMPTY_DRAFT };
    return Object.keys(validateAddressDraft(context.draft, context.form, requiredDepth(context))).length === 0;
  };
  const plan = modelPaths(addressFormMachine, {
    input,
    events: enabledEvents(events),
    // State value plus whether the draft is valid and how deep the choice goes: what the guards read.
    serializeState: (s) => {
      const context = s.context as { draft: { city: string }; loadingLevel: number; options: object };
      return JSON.stringify([s.value, valid(s), context.draft.city !== '', context.loadingLevel, Object.keys(context.options).length]);
    },
    keepUnchanged: false,
  });
  const paths = [...plan.statePaths, ...plan.transitionPaths];

  it('reaches every state node and takes every transition definition', () => {
    const cov = coverage(addressFormMachine, paths);
    expect(cov.unvisitedStates).toEqual([]);
    expect(cov.untakenTransitions).toEqual([]);
    reportCounts('addressForm', [plan], cov);
  });

  it.each(paths.map((p) => [p.steps.map((s) => s.event.type + ('value' in s.event ? `(${String((s.event as { value: unknown }).value)})` : '')).join(' → '), p] as const))(
    'replays: %s',
    async (_name, path) => {
      const stub = stubServices();
      const cache: LocationCache = new NoCache();
      const actor = createActor(addressFormMachine, { input: { services: stub.services, site: 'MY', address: SAVED, cache } });
      await runModelPath(path, {
        exec(event) {
          if (event.type === 'xstate.init') return void actor.start();
          const done = /^xstate\.(done|error)\.actor\.(loadLocations|saveAddress)$/.exec(event.type);
          if (done) {
            const bucket = done[2] === 'loadLocations' ? 'locations' : 'save';
            const call = stub.pending[bucket].at(-1)!;
            if (done[1] === 'done') call.resolve((event as { output?: unknown }).output);
            else call.reject((event as { error?: unknown }).error);
            return;
          }
          actor.send(event as never);
        },
        snapshot: () => actor.getSnapshot(),
      });
      actor.stop();
    },
  );
});

describe('addressFormMachine', () => {
  const start = (cache: LocationCache = new Map(), address?: Address) => {
    const stub = stubServices();
    const actor = createActor(addressFormMachine, { input: { services: stub.services, site: 'ID', cache, address } });
    actor.start();
    return { stub, actor };
  };
  const idNodes = (prefix: string, leaf: boolean): LocationNode[] => [1, 2].map((n) => ({ id: `${prefix}${n}`, name: `${prefix}${n}`, leaf }));

  it('cascades one level at a time (ID: province → kota → kecamatan → kelurahan), caching each level', async () => {
    const cache: LocationCache = new Map();
    const { stub, actor } = start(cache);
    expect(stub.calls.locations).toEqual([null]);
    stub.pending.locations[0]!.resolve(idNodes('p', false));
    await flush();
    actor.send({ type: 'PICK', field: 'province', value: 'p1' });
    expect(stub.calls.locations).toEqual([null, 'p1']);
    stub.pending.locations[1]!.resolve(idNodes('k', false));
    await flush();
    actor.send({ type: 'PICK', field: 'city', value: 'k2' });
    stub.pending.locations[2]!.resolve(idNodes('c', false));
    await flush();
    actor.send({ type: 'PICK', field: 'district', value: 'c1' });
    stub.pending.locations[3]!.resolve(idNodes('v', true));
    await flush();
    actor.send({ type: 'PICK', field: 'subdistrict', value: 'v2' });
    expect(actor.getSnapshot().matches({ active: { tree: 'idle' } })).toBe(true);
    expect(stub.calls.locations).toEqual([null, 'p1', 'k2', 'c1']);
    // Going back up clears the levels below and reloads from the cache (no call).
    actor.send({ type: 'PICK', field: 'province', value: 'p2' });
    expect(actor.getSnapshot().context.draft).toMatchObject({ province: 'p2', city: '', district: '', subdistrict: '' });
    stub.pending.locations[4]!.resolve(idNodes('k', false));
    await flush();
    actor.send({ type: 'PICK', field: 'province', value: 'p1' });
    await flush();
    expect(actor.getSnapshot().context.options[2]).toEqual(idNodes('k', false));
    expect(stub.calls.locations).toEqual([null, 'p1', 'k2', 'c1', 'p2']);
    // A second form with the same cache opens without a call.
    const second = start(cache);
    await flush();
    expect(second.stub.calls.locations).toEqual([]);
    expect(second.actor.getSnapshot().matches({ active: { tree: 'idle' } })).toBe(true);
  });

  it('a level that fails to load is failed (retry), not an empty list', async () => {
    const { stub, actor } = start();
    stub.pending.locations[0]!.reject(apiError('NETWORK_ERROR', 'network'));
    await flush();
    expect(actor.getSnapshot().matches({ active: { tree: 'failed' } })).toBe(true);
    expect(actor.getSnapshot().context.options[1]).toBeUndefined();
    actor.send({ type: 'RETRY' });
    stub.pending.locations[1]!.resolve(idNodes('p', false));
    await flush();
    expect(actor.getSnapshot().context.options[1]).toHaveLength(2);
  });

  it('a failed save keeps everything typed and shows the server’s field verdicts', async () => {
    const { stub, actor } = start();
    stub.pending.locations[0]!.resolve(idNodes('p', true));
    await flush();
    actor.send({ type: 'PICK', field: 'province', value: 'p1' });
    actor.send({ type: 'CHANGE', field: 'detailAddress', value: 'Jl. Cikini Raya No. 73' });
    actor.send({ type: 'CHANGE', field: 'postcode', value: '10330' });
    actor.send({ type: 'CHANGE', field: 'recipient', value: 'Siti Rahayu' });
    actor.send({ type: 'CHANGE', field: 'serviceNumber', value: '081234567890' });
    actor.send({ type: 'CHANGE', field: 'notes', value: 'Pagar hijau' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches({ active: { form: 'saving' } })).toBe(true);
    const typed = actor.getSnapshot().context.draft;
    stub.pending.save[0]!.reject(apiError('PL-ADDRESS-INVALID', 'business', { fields: { postcode: 'validation.postcode.invalid' } }));
    await flush();
    const after = actor.getSnapshot();
    expect(after.matches({ active: { form: 'editing' } })).toBe(true);
    expect(after.context.draft).toEqual(typed);
    expect(after.context.errors).toEqual({ postcode: 'validation.postcode.invalid' });
    expect(after.context.saveError).toBe('PL-ADDRESS-INVALID');
    // A network failure too.
    actor.send({ type: 'SUBMIT' });
    stub.pending.save[1]!.reject(apiError('NETWORK_ERROR', 'network'));
    await flush();
    expect(actor.getSnapshot().context.draft).toEqual(typed);
    expect(actor.getSnapshot().context.saveError).toBe('NETWORK_ERROR');
  });

  it('refuses to save an invalid draft and shows every field’s message', async () => {
    const { stub, actor } = start();
    stub.pending.locations[0]!.resolve(idNodes('p', false));
    await flush();
    actor.send({ type: 'SUBMIT' });
    expect(stub.calls.save).toEqual([]);
    expect(actor.getSnapshot().context.errors).toMatchObject({ province: 'validation.required', detailAddress: 'validation.required', postcode: 'validation.required' });
    actor.send({ type: 'CHANGE', field: 'detailAddress', value: '12345' });
    expect(actor.getSnapshot().context.errors.detailAddress).toBe('validation.address.digitsOnly');
  });
});
