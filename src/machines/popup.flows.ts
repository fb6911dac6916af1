/**
 * The flows the Login screen does not need (QR, sign-up, forgot/reset password, profile completion, and the code
 * login with its Verify, and the social login), each loaded from its own chunk when the popup enters its screen
 * (issue 15: the first popup screen carries only Login's machines). The code login loads when Login switches to its
 * code mode (and on the intent to: pointer over or focus on the mode switch, `prefetchFlow`); the social login on
 * the first press of a provider's button (and on the intent to: pointer over or focus on one); Login stays up
 * meanwhile.
 *
 * - `loadFlow(name)` imports the flow's module once, with the lazy flows' English texts (`loadEnglishFlows`; a failed
 *   import is not kept: the next call tries again).
 * - `lazyFlowLogic(name, pick)` is the actor logic the root machine names in `setup({ actors })`: it hands every call
 *   to the loaded machine. The root invokes it only from a flow state's `running`, which it enters once
 *   `isFlowLoaded` holds or the `loadFlow` actor resolved (popup.regions.ts `lazyFlowStates`); a failed load waits
 *   in `failed` for RETRY_LOAD (the screen's "Try again"), never a stuck spinner.
 * - `preloadFlows()` imports them all, for tests that want every flow at hand; the popup's idle prefetch loads them
 *   one by one with the lazy screens once the buyer is not typing (src/popup/idle-prefetch.ts).
 */
import type { AnyActorLogic } from 'xstate';
import { loadEnglishFlows } from '../i18n/catalogs/index.js';

const LOADERS = {
  codeLogin: () => import('./code-login.machine.js'),
  socialLogin: () => import('./social-login.machine.js'),
  // The bot check's slider and the account-restore dialog: only when the gateway or a login asks for them.
  slider: () => import('./slider.machine.js'),
  restore: () => import('./restore.machine.js'),
  qr: () => import('./qr.machine.js'),
  registry: () => import('./registry.machine.js'),
  forgot: () => import('./forgot.machine.js'),
  profile: () => import('./profile.machine.js'),
};

export type LazyFlow = keyof typeof LOADERS;
export type FlowModules = { [K in LazyFlow]: Awaited<ReturnType<(typeof LOADERS)[K]>> };
export const LAZY_FLOWS = Object.keys(LOADERS) as readonly LazyFlow[];

const loaded: Partial<FlowModules> = {};
const pending: Partial<Record<LazyFlow, Promise<unknown>>> = {};

/** The flow's module once loaded, else undefined. */
export function loadedFlow<K extends LazyFlow>(name: K): FlowModules[K] | undefined {
  return loaded[name];
}

/** Loads (or joins the load of) the flow's module. A failure is not kept: the next call loads again. */
export function loadFlow<K extends LazyFlow>(name: K): Promise<FlowModules[K]> {
  const module = loaded[name];
  if (module) return Promise.resolve(module);
  // With the lazy flows' English texts: a flow's machine may hand the screens keys of that part (en-flows.ts).
  const load = (pending[name] ??= Promise.all([LOADERS[name](), loadEnglishFlows()]).then(
    ([value]) => {
      loaded[name] = value as FlowModules[K];
      return value;
    },
    (error: unknown) => {
      delete pending[name];
      throw error;
    },
  ));
  return load as Promise<FlowModules[K]>;
}

/** Starts loading a flow ahead of need (the visitor's intent); a failure is ignored (entering the flow loads again). */
export function prefetchFlow(name: LazyFlow): void {
  loadFlow(name).catch(() => undefined);
}

/** Loads every lazy flow (failures ignored: the flow's own entry loads again). */
export function preloadFlows(): Promise<unknown> {
  return Promise.all(LAZY_FLOWS.map((name) => loadFlow(name).catch(() => undefined)));
}

/**
 * An actor logic standing for the flow machine `pick(module)` of a lazy flow: every call goes to the loaded machine
 * (its snapshots, its children and its own implementations are the machine's). Typed as that machine, so the
 * root's `invoke` input is checked against it. Invoked before the module is loaded, it throws (a wrong statechart,
 * not a network failure: the states that invoke it are entered only once the flow is loaded).
 */
export function lazyFlowLogic<K extends LazyFlow, T extends AnyActorLogic>(name: K, pick: (module: FlowModules[K]) => T): T {
  const logic = (): AnyActorLogic => {
    const module = loaded[name];
    if (!module) throw new Error(`member-popup: the ${name} flow was invoked before its module loaded`);
    return pick(module);
  };
  const lazy: Pick<AnyActorLogic, 'transition' | 'getInitialSnapshot' | 'start' | 'getPersistedSnapshot' | 'restoreSnapshot'> = {
    transition: (snapshot, event, scope) => logic().transition(snapshot, event, scope),
    getInitialSnapshot: (scope, input) => logic().getInitialSnapshot(scope, input),
    start: (snapshot, scope) => logic().start?.(snapshot, scope),
    getPersistedSnapshot: (snapshot, options) => logic().getPersistedSnapshot(snapshot, options),
    restoreSnapshot: (snapshot, scope) => {
      const real = logic();
      return real.restoreSnapshot ? real.restoreSnapshot(snapshot, scope) : snapshot;
    },
  };
  return lazy as unknown as T;
}
