/**
 * Test helpers for the member pages' statecharts (imported by tests only): services whose every call stays pending
 * until the test settles it (any service name), and a `PathRunner` that replays a model path of `modelPaths`
 * (test-utils.ts) on the real machine: `xstate.done.actor.<id>` / `xstate.error.actor.<id>` settle the pending call of
 * the service the actor calls, `xstate.after.<delay>.…` advances fake time, anything else is sent.
 */
import { createActor, type AnyStateMachine, type EventObject } from 'xstate';
import type { PathRunner } from './test-utils.js';

export interface StubCall {
  readonly name: string;
  readonly args: readonly unknown[];
  settled: boolean;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

export interface PageStubs {
  readonly services: Record<string, (...args: unknown[]) => Promise<unknown>>;
  /** Every call made, in order (settled or pending). */
  readonly calls: readonly StubCall[];
  resolve(name: string, value?: unknown): void;
  reject(name: string, error: unknown): void;
  argsOf(name: string): unknown[];
}

/** Services named `names` whose every call stays pending until the test resolves or rejects it (oldest first). */
export function createPageStubs(names: readonly string[]): PageStubs {
  const calls: StubCall[] = [];
  const services = Object.fromEntries(
    names.map((name) => [name, (...args: unknown[]) => new Promise((resolve, reject) => calls.push({ name, args, settled: false, resolve, reject }))]),
  );
  const take = (name: string) => {
    const call = calls.find((c) => c.name === name && !c.settled);
    if (!call) throw new Error(`No pending call of ${name} (pending: ${calls.filter((c) => !c.settled).map((c) => c.name).join(', ') || 'none'})`);
    call.settled = true;
    return call;
  };
  return {
    services,
    calls,
    resolve: (name, value) => take(name).resolve(value),
    reject: (name, error) => take(name).reject(error),
    argsOf: (name) => calls.filter((c) => c.name === name).map((c) => c.args[0]),
  };
}

const DONE = /^xstate\.done\.actor\.(.+)$/;
const ERROR = /^xstate\.error\.actor\.(.+)$/;
const AFTER = /^xstate\.after\.([^.]+)\./;

/** Replays model paths on the real `machine`; actor ids are the service names they call. */
export function createPageRunner(options: {
  machine: AnyStateMachine;
  names: readonly string[];
  input: (stubs: PageStubs) => unknown;
  advanceTime: (ms: number) => void;
  delays?: Readonly<Record<string, number>>;
  /** Runs a model event the rules above do not cover (e.g. an invoked child machine's done event); true when handled. */
  exec?: (event: EventObject, run: { stubs: PageStubs; actor: ReturnType<typeof createActor> }) => boolean;
}): PathRunner & { stop(): void } {
  let actor: ReturnType<typeof createActor> | undefined;
  let stubs: PageStubs | undefined;
  return {
    exec(event: EventObject) {
      if (event.type === 'xstate.init') {
        stubs = createPageStubs(options.names);
        actor = createActor(options.machine, { input: options.input(stubs) });
        actor.start();
        return;
      }
      if (options.exec?.(event, { stubs: stubs!, actor: actor! })) return;
      const done = DONE.exec(event.type);
      const failed = ERROR.exec(event.type);
      const after = AFTER.exec(event.type);
      if (done?.[1]) stubs!.resolve(done[1], (event as { output?: unknown }).output);
      else if (failed?.[1]) stubs!.reject(failed[1], (event as { error?: unknown }).error);
      else if (after?.[1]) options.advanceTime(options.delays?.[after[1]] ?? 0);
      else actor!.send(event);
    },
    snapshot: () => actor!.getSnapshot() as { value: unknown; status: string },
    stop: () => actor?.stop(),
  };
}
