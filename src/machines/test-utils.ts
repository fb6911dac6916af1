/**
 * Test helpers for the popup's statecharts (imported by *.test.ts only; nothing here ships).
 *
 * - `createServiceStubs()`: a `Services` whose every call stays pending until the test settles it, so a test decides
 *   each answer at the I/O boundary (a fixture or `new ApiError(...)`) and nothing else of a machine is replaced.
 * - `createPopupHost(logic, input)`: runs a flow under a stand-in root registered as `POPUP_SYSTEM_ID`, recording the
 *   notices (SHOW_TOAST, FLOW_BUSY) the flow sends the root, as the real root would receive them.
 * - `toModelMachine(machine)` + `modelPaths(...)` + `runModelPath(...)`: model-based walks with `createTestModel`
 *   from 'xstate/graph'. `createTestModel` refuses machines with `invoke` or `after`, so the model is derived from the
 *   machine itself: the same states, transitions, guards and actions, with each invocation's onDone/onError and each
 *   delayed transition rewritten as a transition on the event the running actor would receive
 *   (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`, `xstate.after.<delay>.<stateId>`). Every path of the model
 *   is then replayed on the real machine with stubbed services and fake timers, and after each step the real
 *   actor's state value must equal the model's.
 */
import {
  createActor,
  createMachine,
  setup,
  transition,
  type AnyActorLogic,
  type AnyActorRef,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
  type Snapshot,
} from 'xstate';
import { createTestModel, type StatePath, type Step } from 'xstate/graph';
import type { Services } from '../api/services.js';
import { POPUP_SYSTEM_ID, type PopupNotice } from './shared.js';

/* ------------------------------------------------------------------------------------------------------------ */
/* Time                                                                                                         */

const realSetTimeout = globalThis.setTimeout;

/** Lets every pending promise callback run (a real macrotask, so it works under fake timers too). */
export function flush(): Promise<void> {
  return new Promise((resolve) => {
    realSetTimeout(resolve, 0);
  });
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Services at the I/O boundary                                                                                 */

export type ServiceName = keyof Services;

const SERVICE_NAMES: readonly ServiceName[] = Object.freeze([
  'login',
  'smsChannels',
  'validatePhone',
  'sendPhoneCode',
  'loginByPhoneCode',
  'sendEmailCode',
  'verifyEmailCode',
  'sendResetSms',
  'verifyResetPhoneCode',
  'socialSignIn',
  'loginByOAuth',
  'generateQr',
  'checkQr',
  'loginByQr',
  'applyResetPassword',
  'resetPassword',
  'completeProfile',
  'updateProfile',
  'readSmsCode',
  'restoreAccount',
  'sliderChallenge',
  'verifySlider',
  'currentUser',
  'logout',
] satisfies ServiceName[]);

export interface ServiceCall {
  readonly name: ServiceName;
  readonly args: readonly unknown[];
  settled: boolean;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

export interface ServiceStubs {
  readonly services: Services;
  /** Every call in order, settled or not. */
  readonly calls: readonly ServiceCall[];
  /** Settles the oldest pending call of `name` with `value` (throws when there is none). */
  resolve(name: ServiceName, value?: unknown): void;
  reject(name: ServiceName, error: unknown): void;
  /** The first argument of every call of `name`, in order. */
  argsOf(name: ServiceName): unknown[];
  pendingCount(name?: ServiceName): number;
}

/** A `Services` whose calls wait for the test to answer them. */
export function createServiceStubs(): ServiceStubs {
  const calls: ServiceCall[] = [];
  const stub =
    (name: ServiceName) =>
    (...args: unknown[]): Promise<unknown> =>
      new Promise((resolve, reject) => {
        calls.push({ name, args, settled: false, resolve, reject });
      });
  const services = Object.fromEntries(SERVICE_NAMES.map((name) => [name, stub(name)])) as unknown as Services;
  const take = (name: ServiceName): ServiceCall => {
    const call = calls.find((c) => c.name === name && !c.settled);
    if (!call) {
      const pending = calls.filter((c) => !c.settled).map((c) => c.name);
      throw new Error(`No pending call of services.${name} (pending: ${pending.join(', ') || 'none'})`);
    }
    call.settled = true;
    return call;
  };
  return {
    services,
    calls,
    resolve: (name, value) => take(name).resolve(value),
    reject: (name, error) => take(name).reject(error),
    argsOf: (name) => calls.filter((c) => c.name === name).map((c) => c.args[0]),
    pendingCount: (name) => calls.filter((c) => !c.settled && (name === undefined || c.name === name)).length,
  };
}

/* ------------------------------------------------------------------------------------------------------------ */
/* A stand-in root popup                                                                                        */

export interface PopupHost<TFlow extends AnyActorRef> {
  /** The stand-in root (system id POPUP_SYSTEM_ID); stopping it stops the flow, as closing the popup does. */
  readonly root: AnyActorRef;
  /** The flow under test, invoked by the root with id 'flow'. */
  readonly flow: TFlow;
  /** Notices the flow sent the root, in order. */
  readonly notices: readonly PopupNotice[];
}

/** Starts `logic` as the invoked child of a root that records notices. */
export function createPopupHost<TLogic extends AnyActorLogic>(
  logic: TLogic,
  input: unknown,
): PopupHost<AnyActorRef & { getSnapshot(): ReturnType<TLogic['getInitialSnapshot']> }> {
  const notices: PopupNotice[] = [];
  const record = ({ event }: { event: PopupNotice }) => {
    notices.push(event);
  };
  const host = setup({
    types: { events: {} as PopupNotice },
    actors: { flow: logic as AnyActorLogic },
  }).createMachine({
    id: 'popupHost',
    invoke: { id: 'flow', src: 'flow', input: () => input },
    on: {
      SHOW_TOAST: { actions: record },
      FLOW_BUSY: { actions: record },
    },
  });
  const root = createActor(host, { systemId: POPUP_SYSTEM_ID });
  root.start();
  const flow = root.getSnapshot().children.flow;
  if (!flow) throw new Error('The flow did not start');
  return { root, flow: flow as never, notices };
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Model-based walks                                                                                            */

type Config = Record<string, unknown>;

function toArray<T>(value: T | readonly T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? [...(value as T[])] : [value as T];
}

function modelNodeConfig(node: AnyStateNode): Config {
  const { invoke: _invoke, after, states: _states, on, ...rest } = node.config as Config & {
    after?: Record<string, unknown>;
    on?: Record<string, unknown>;
  };
  const events: Record<string, unknown> = { ...(on ?? {}) };
  const invokeConfigs: Config[] = toArray<Config>(node.config.invoke as Config | Config[] | undefined);
  node.invoke.forEach((definition, index) => {
    const config: Config = invokeConfigs[index] ?? ({} as Config);
    if (config.onDone !== undefined) events[`xstate.done.actor.${definition.id}`] = config.onDone;
    if (config.onError !== undefined) events[`xstate.error.actor.${definition.id}`] = config.onError;
    if (config.onSnapshot !== undefined) throw new Error('toModelMachine: onSnapshot is not modelled');
  });
  for (const [delay, transition] of Object.entries(after ?? {})) events[`xstate.after.${delay}.${node.id}`] = transition;
  const children = Object.entries(node.states as Record<string, AnyStateNode>);
  const result: Config = { ...rest, on: events };
  if (children.length) result.states = Object.fromEntries(children.map(([key, child]) => [key, modelNodeConfig(child)]));
  return result;
}

/**
 * The machine as a model `createTestModel` accepts: same structure, guards and actions; invocations and delays
 * become the transitions their done/error/after events take.
 */
export function toModelMachine(machine: AnyStateMachine): AnyStateMachine {
  return createMachine(modelNodeConfig(machine.root) as never, machine.implementations as never) as AnyStateMachine;
}

/** An event of a model walk: a machine event, or a done/error/after event with its payload. */
export type ModelEvent = EventObject & Readonly<Record<string, unknown>>;

export interface ModelOptions {
  /** Machine input for the model's initial snapshot. */
  readonly input: unknown;
  /** The events to try in a state (payloads for the event types the state accepts). */
  readonly events: (snapshot: ModelSnapshot) => readonly EventObject[];
  /** Default: the state value only (TOOLCHAIN.md: context would make the graph unbounded). */
  readonly serializeState?: (snapshot: ModelSnapshot) => string;
  /** Traversal bound (a safety net: the graph is small). */
  readonly limit?: number;
  /**
   * Event types never to offer (createTestModel otherwise offers every event type a state accepts, with no payload),
   * e.g. an event passed on to a child the model does not run, whose effect is walked through the child's done event.
   */
  readonly ignoreEvents?: readonly string[];
  /**
   * Decides per state which offered events are walked (createTestModel offers a payload-less event for every event
   * type a state accepts that `events` does not list; this is how a walk leaves some of those out). Default: all.
   */
  readonly filterEvents?: (snapshot: ModelSnapshot, event: EventObject) => boolean;
  /**
   * Also walk transitions that leave the model's snapshot as it was (e.g. passing an event on to a child, which the
   * model does not run). Default false: only transitions that change the snapshot.
   */
  readonly keepUnchanged?: boolean;
}

export type ModelSnapshot = Snapshot<unknown> & {
  readonly value: unknown;
  readonly context: unknown;
  readonly status: string;
  matches(value: unknown): boolean;
  hasTag(tag: string): boolean;
};

export interface ModelPlan {
  readonly model: ReturnType<typeof createTestModel>;
  /** One shortest path to every state. */
  readonly statePaths: StatePath<ModelSnapshot, EventObject>[];
  /** One path per transition: the shortest path to its source state, then the transition. */
  readonly transitionPaths: StatePath<ModelSnapshot, EventObject>[];
  /** Serialized states reached, and `state --event--> state` edges. */
  readonly states: readonly string[];
  readonly transitions: readonly string[];
}

/**
 * The names of the fields that show an error, for a walk's state key: a keystroke (INPUT {field}) takes a transition
 * only when its field has an error to clear, so a state with errors is a state of its own for the walk.
 */
export const fieldErrorNames = (s: ModelSnapshot): string[] =>
  Object.keys((s.context as { fieldErrors?: object }).fieldErrors ?? {}).sort();

export const stateKey = (snapshot: { value: unknown }): string => JSON.stringify(snapshot.value);

/** Paths that together visit every state and take every transition of the model. */
export function modelPaths(machine: AnyStateMachine, options: ModelOptions): ModelPlan {
  const model = toModelMachine(machine);
  const serializeState = (options.serializeState ?? stateKey) as (s: ModelSnapshot) => string;
  const traversal = {
    input: options.input,
    events: options.events as (s: ModelSnapshot) => EventObject[],
    serializeState,
    limit: options.limit ?? 2_000,
    filterEvents: (snapshot: ModelSnapshot, event: EventObject) =>
      !options.ignoreEvents?.includes(event.type) && (options.filterEvents?.(snapshot, event) ?? true),
  };
  const testModel = createTestModel(model, traversal as never);
  // No traversal options here: they would replace the test model's own event filter (see getAdjacencyMap below).
  const statePaths = testModel.getShortestPaths({ allowDuplicatePaths: true }) as unknown as StatePath<
    ModelSnapshot,
    EventObject
  >[];
  const byState = new Map(statePaths.map((path) => [serializeState(path.state), path]));
  // The test model's own adjacency: each state is offered only the events it (or an ancestor) has transitions for.
  const adjacency = testModel.getAdjacencyMap() as unknown as Record<
    string,
    { state: ModelSnapshot; transitions: Record<string, { event: EventObject; state: ModelSnapshot }> }
  >;
  const transitionPaths: StatePath<ModelSnapshot, EventObject>[] = [];
  const transitions: string[] = [];
  for (const [source, { transitions: edges }] of Object.entries(adjacency)) {
    const head = byState.get(source);
    if (!head) throw new Error(`No path to ${source}`);
    for (const { event } of Object.values(edges)) {
      // An event no transition takes here (e.g. every guard fails) is not a transition to walk.
      if (model.getTransitionData(head.state as never, event as never).length === 0) continue;
      // The step's expected snapshot is computed from the very snapshot the path ends in.
      const [state] = transition(model, head.state as never, event as never) as unknown as [ModelSnapshot];
      if (state === head.state && !options.keepUnchanged) continue;
      transitions.push(`${source} --${event.type}--> ${serializeState(state)}`);
      const steps: Step<ModelSnapshot, EventObject>[] = [...head.steps, { event, state }];
      transitionPaths.push({ state, steps, weight: steps.length });
    }
  }
  return {
    model: testModel,
    statePaths,
    transitionPaths,
    states: [...byState.keys()],
    transitions,
  };
}

export interface PathRunner {
  /** Runs one model step on the real actor (the first step is `xstate.init`). */
  exec(event: EventObject, expected: ModelSnapshot): void | Promise<void>;
  /** The real actor's current snapshot. */
  snapshot(): { value: unknown; status: string };
  /** Extra checks after every step. */
  check?: () => void;
}

/**
 * Replays a model path on a real actor and checks, after every step, that the real state value (and whether it is
 * done) is the model's.
 */
export async function runModelPath(path: StatePath<ModelSnapshot, EventObject>, runner: PathRunner): Promise<void> {
  const trail: string[] = [];
  for (const step of path.steps) {
    trail.push(step.event.type);
    await runner.exec(step.event, step.state);
    await flush();
    const real = runner.snapshot();
    const expected = JSON.stringify(step.state.value);
    const actual = JSON.stringify(real.value);
    if (actual !== expected || real.status !== step.state.status) {
      throw new Error(
        `After ${trail.join(' → ')}: the model is in ${expected} (${step.state.status}), the machine in ${actual} (${real.status})`,
      );
    }
    runner.check?.();
  }
}

export interface FlowRunnerOptions {
  /** The flow's logic (the real machine, services stubbed through `input`). */
  readonly logic: AnyActorLogic;
  readonly input: (stubs: ServiceStubs) => unknown;
  /** Advances fake time by `ms` (the test's `vi.advanceTimersByTime`). */
  readonly advanceTime: (ms: number) => void;
  /** How long a named delay lasts in the real actor's current snapshot. */
  readonly delayMs?: (delay: string, snapshot: { context: unknown }) => number;
  /**
   * Runs a model event the generic rules do not cover (e.g. a child machine's done event); return true when handled.
   * Generic rules: `xstate.done.actor.<service>` / `xstate.error.actor.<service>` settle the pending call of that
   * service; `xstate.after.<delay>.<state>` advances time by `delayMs`; any other event is sent to the flow.
   */
  readonly exec?: (event: EventObject, context: FlowRunnerContext) => boolean | Promise<boolean>;
  /** Runs after every step (e.g. the selectors must accept every snapshot). */
  readonly check?: (snapshot: never) => void;
}

export interface FlowRunnerContext {
  readonly stubs: ServiceStubs;
  readonly host: PopupHost<AnyActorRef>;
}

const DONE_ACTOR = /^xstate\.done\.actor\.(.+)$/;
const ERROR_ACTOR = /^xstate\.error\.actor\.(.+)$/;
const AFTER = /^xstate\.after\.([^.]+)\./;

const isServiceName = (name: string): name is ServiceName => (SERVICE_NAMES as readonly string[]).includes(name);

/** A `PathRunner` that plays model events on the real flow under a stand-in root, with stubbed services. */
export function createFlowRunner(options: FlowRunnerOptions): PathRunner & { readonly context: () => FlowRunnerContext } {
  let context: FlowRunnerContext | undefined;
  const current = (): FlowRunnerContext => {
    if (!context) throw new Error('The path did not start with xstate.init');
    return context;
  };
  return {
    context: current,
    async exec(event) {
      if (event.type === 'xstate.init') {
        const stubs = createServiceStubs();
        context = { stubs, host: createPopupHost(options.logic, options.input(stubs)) };
        return;
      }
      const ctx = current();
      if (options.exec && (await options.exec(event, ctx))) return;
      const done = DONE_ACTOR.exec(event.type);
      const failed = ERROR_ACTOR.exec(event.type);
      const after = AFTER.exec(event.type);
      if (done?.[1] && isServiceName(done[1])) ctx.stubs.resolve(done[1], (event as { output?: unknown }).output);
      else if (failed?.[1] && isServiceName(failed[1])) ctx.stubs.reject(failed[1], (event as { error?: unknown }).error);
      else if (after?.[1]) {
        if (!options.delayMs) throw new Error(`No delayMs for ${after[1]}`);
        options.advanceTime(options.delayMs(after[1], ctx.host.flow.getSnapshot() as { context: unknown }));
      } else if (done || failed) throw new Error(`No rule for ${event.type}`);
      else ctx.host.flow.send(event);
    },
    snapshot: () => current().host.flow.getSnapshot() as { value: unknown; status: string },
    check: options.check ? () => options.check?.(current().host.flow.getSnapshot() as never) : undefined,
  };
}
