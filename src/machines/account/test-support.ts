/**
 * Test helpers for the account statecharts (imported by *.test.ts only; nothing here ships): AccountServices whose
 * calls wait for the test to settle them (the I/O boundary, like test-utils' createServiceStubs for the popup), and a
 * PathRunner that replays model walks (test-utils' modelPaths) on the real machine, run alone.
 */
import { createActor, type AnyActorLogic, type AnyActorRef, type EventObject } from 'xstate';
import type { AccountServices, AccountUser } from '../../api/account.js';
import { createPageStubs, type StubCall } from '../page-test-utils.js';
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

export interface AccountStubs {
  readonly services: AccountServices;
  readonly calls: readonly StubCall[];
  resolve(name: AccountServiceName, value?: unknown): void;
  reject(name: AccountServiceName, error: unknown): void;
  argsOf(name: AccountServiceName): unknown[];
}

/** The account services as page stubs (one stub mechanism for every page and account machine test). */
export function createAccountStubs(): AccountStubs {
  const stubs = createPageStubs(NAMES);
  return { ...stubs, services: stubs.services as unknown as AccountServices };
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
