/**
 * Test-only companion of test-utils' `modelPaths`: checks that a model walk reaches every state node and takes every
 * transition definition (each guarded branch counted on its own) of a machine. Imported by *.test.ts only.
 */
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject } from 'xstate';
import type { StatePath } from 'xstate/graph';
import { toModelMachine, type ModelPlan, type ModelSnapshot } from './test-utils.js';

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

/** Prints the counts of a machine's walks when MODEL_COUNTS is set (for the closing note); silent otherwise. */
export function reportCounts(name: string, plans: ReadonlyArray<Pick<ModelPlan, 'states' | 'transitions'>>, cov: Coverage): void {
  if (!process.env.MODEL_COUNTS) return;
  const states = plans.reduce((n, plan) => n + plan.states.length, 0);
  const transitions = plans.reduce((n, plan) => n + plan.transitions.length, 0);
  console.log(
    `[model] ${name}: ${states} states walked (${cov.stateNodes} state nodes), ${transitions} transitions walked (${cov.transitionDefinitions} transition definitions)`,
  );
}