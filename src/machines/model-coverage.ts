/**
 * Test-only companion of test-utils' `modelPaths`: checks that a model walk reaches every state node and takes every
 * transition definition (each guarded branch counted on its own) of a machine. Imported by *.test.ts only.
 */
import { transition, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode, type EventObject } from 'xstate';
import { createTestModel, type StatePath, type Step } from 'xstate/graph';
import { stateKey, toModelMachine, type ModelOptions, type ModelPlan, type ModelSnapshot } from './test-utils.js';

function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states as Record<string, AnyStateNode>).flatMap(allStateNodes)];
}

const label = (source: AnyStateNode, eventType: string, index: number) => `${source.id} --${eventType}[${index}]`;

export interface Coverage {
  /** State nodes of the machine (root included). */
  readonly stateNodes: number;
  /** Transition definitions (guarded branches one by one), without a compound state's internal done transitions. */
  readonly transitionDefinitions: number;
  readonly unvisitedStates: readonly string[];
  readonly untakenTransitions: readonly string[];
}

/** Which state nodes and transition definitions the given model paths exercise. */
export function coverage(
  machine: AnyStateMachine,
  paths: ReadonlyArray<StatePath<ModelSnapshot, EventObject>>,
  /** Transitions walked another way (e.g. an event passed on to a child, walked through the child's done event). */
  except: readonly string[] = [],
): Coverage {
  const model = toModelMachine(machine);
  const nodes = allStateNodes(model.root);
  const visited = new Set<string>();
  const taken = new Set<string>();
  for (const path of paths) {
    let previous: AnyMachineSnapshot | undefined;
    for (const step of path.steps) {
      const snapshot = step.state as unknown as AnyMachineSnapshot;
      if (previous) {
        for (const t of model.getTransitionData(previous as never, step.event as never)) {
          const list = t.source.transitions.get(t.eventType) ?? [];
          taken.add(label(t.source, t.eventType, list.indexOf(t)));
        }
      }
      for (const node of snapshot._nodes) visited.add(node.id);
      previous = snapshot;
    }
  }
  const all: string[] = [];
  for (const node of nodes) {
    for (const [eventType, list] of node.transitions) {
      if (eventType.startsWith('xstate.done.state.')) continue;
      list.forEach((_t: unknown, index: number) => all.push(label(node, eventType, index)));
    }
  }
  return {
    stateNodes: nodes.length,
    transitionDefinitions: all.length,
    unvisitedStates: nodes.map((n) => n.id).filter((id) => !visited.has(id)),
    untakenTransitions: all.filter((l) => !taken.has(l) && !except.includes(l)),
  };
}

/**
 * The model events a state takes: those with an enabled transition (a guard-only "do nothing" transition
 * included), none once the machine is done. Pass as `events` to `modelPaths`.
 */
export function enabledEvents<TEvent extends EventObject>(events: readonly TEvent[]) {
  return (snapshot: ModelSnapshot): TEvent[] => {
    if (snapshot.status !== 'active') return [];
    const s = snapshot as unknown as AnyMachineSnapshot;
    return events.filter((event) => s.machine.getTransitionData(s as never, event as never).length > 0);
  };
}

/** Prints a walk's counts when MODEL_COUNTS is set (for the closing note); silent otherwise. */
export function reportCounts(name: string, counts: { states: number; transitions: number; stateNodes: number; definitions: number }): void {
  if (process.env.MODEL_COUNTS) {
    console.log(
      `[model] ${name}: ${counts.states} states walked (${counts.stateNodes} state nodes), ${counts.transitions} transitions walked (${counts.definitions} transition definitions)`,
    );
  }
}

export interface FilteredModelOptions extends ModelOptions {
  /**
   * Decides per state which offered events are walked. createTestModel offers a payload-less event for every event
   * type a state accepts that `events` does not list; this filter is how a walk leaves some of those out.
   */
  readonly filterEvents: (snapshot: ModelSnapshot, event: EventObject) => boolean;
}

/** `modelPaths` with a per-state event filter (see FilteredModelOptions). */
export function modelPathsFiltered(machine: AnyStateMachine, options: FilteredModelOptions): ModelPlan {
  const model = toModelMachine(machine);
  const serializeState = (options.serializeState ?? stateKey) as (s: ModelSnapshot) => string;
  const testModel = createTestModel(model, {
    input: options.input,
    events: options.events,
    serializeState,
    limit: options.limit ?? 2_000,
    filterEvents: (s: ModelSnapshot, event: EventObject) =>
      !options.ignoreEvents?.includes(event.type) && options.filterEvents(s, event),
  } as never);
  const statePaths = testModel.getShortestPaths({ allowDuplicatePaths: true }) as unknown as StatePath<ModelSnapshot, EventObject>[];
  const byState = new Map(statePaths.map((path) => [serializeState(path.state), path]));
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
      if (model.getTransitionData(head.state as never, event as never).length === 0) continue;
      const [state] = transition(model, head.state as never, event as never) as unknown as [ModelSnapshot];
      if (state === head.state && !options.keepUnchanged) continue;
      transitions.push(`${source} --${event.type}--> ${serializeState(state)}`);
      const steps: Step<ModelSnapshot, EventObject>[] = [...head.steps, { event, state }];
      transitionPaths.push({ state, steps, weight: steps.length });
    }
  }
  return { model: testModel, statePaths, transitionPaths, states: [...byState.keys()], transitions };
}
