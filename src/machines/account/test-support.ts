/**
 * Test helpers for the account statecharts (imported by *.test.ts only; nothing here ships): AccountServices whose
 * calls wait for the test to settle them (the I/O boundary, like test-utils' createServiceStubs for the popup), and a
 * PathRunner that replays model walks (test-utils' modelPaths) on the real machine, run alone.
 */
import { createActor, type AnyActorLogic, type AnyActorRef, type EventObject } from 'xstate';
import type { AccountServices, AccountUser } from '../../api/account.js';
import type { PathRunner } from '../test-utils.js';

export type AccountServiceName = keyof AccountServices;

const NAMES: readonly AccountServiceName[] = Object.freeze([
  'overview',
  'updateProfile',
  'updatePromotions',
  'sendIdentityCode',
  'verifyIdentity',
  'sendContactCode',
  'changeContact',
  'changePassword',
] satisfies AccountServiceName[]);

interface Call {
  readonly name: AccountServiceName;
  readonly args: readonly unknown[];
  settled: boolean;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

export interface AccountStubs {
  readonly services: AccountServices;
  readonly calls: readonly Call[];
  resolve(name: AccountServiceName, value?: unknown): void;
  reject(name: AccountServiceName, error: unknown): void;
  argsOf(name: AccountServiceName): unknown[];
}

export function createAccountStubs(): AccountStubs {
  const calls: Call[] = [];
  const services = Object.fromEntries(
    NAMES.map((name) => [name, (...args: unknown[]) => new Promise((resolve, reject) => calls.push({ name, args, settled: false, resolve, reject }))]),
  ) as unknown as AccountServices;
  const take = (name: AccountServiceName) => {
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

/** Replays model events on the real machine: done/error settle the stub of the service the actor calls. */
export function createAccountRunner(options: {
  logic: AnyActorLogic;
  input: (stubs: AccountStubs) => unknown;
  advanceTime: (ms: number) => void;
  delays?: Readonly<Record<string, number>>;
  /** Invocation id → the service it calls (when they differ). */
  services?: Readonly<Record<string, AccountServiceName>>;
  check?: (snapshot: never) => void;
}): PathRunner & { stubs(): AccountStubs } {
  let actor: AnyActorRef | undefined;
  let stubs: AccountStubs | undefined;
  const running = () => {
    if (!actor) throw new Error('The path did not start with xstate.init');
    return actor;
  };
  const serviceOf = (id: string) => options.services?.[id] ?? (id as AccountServiceName);
  return {
    stubs: () => stubs!,
    exec(event: EventObject) {
      if (event.type === 'xstate.init') {
        stubs = createAccountStubs();
        actor = createActor(options.logic, { input: options.input(stubs) });
        actor.start();
        return;
      }
      const done = DONE.exec(event.type);
      const failed = ERROR.exec(event.type);
      const after = AFTER.exec(event.type);
      if (done?.[1]) stubs!.resolve(serviceOf(done[1]), (event as { output?: unknown }).output);
      else if (failed?.[1]) stubs!.reject(serviceOf(failed[1]), (event as { error?: unknown }).error);
      else if (after?.[1]) {
        const ms = options.delays?.[after[1]];
        if (ms === undefined) throw new Error(`No delay for ${after[1]}`);
        options.advanceTime(ms);
      } else running().send(event);
    },
    snapshot: () => running().getSnapshot() as { value: unknown; status: string },
    check: options.check ? () => options.check?.(running().getSnapshot() as never) : undefined,
  };
}

/** The SG demo buyer as the account calls answer it. */
export const USER: AccountUser = {
  id: '1',
  name: 'Tan Wei Ling',
  nickname: '',
  email: 'buyer.sg@example.com',
  phone: '91234567',
  phonePrefixCode: '65',
  gender: '',
  birthday: '',
  taxId: '',
  branchId: '',
  hasPassword: true,
  hasPinCode: false,
  enableNewsletter: false,
  enableSmsNewsletter: false,
};
