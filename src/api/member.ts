/**
 * The member HTTP client (spec §7.1), as integrators, the wings and the tests use it: the core (member-core.ts: the
 * transport, the CSRF token, password login; its header tables every outcome) joined with the flows' calls
 * (member-flows.ts). The popup's services build the same two halves themselves, so that the flows' half loads as
 * its own chunk (services.ts).
 */
import type { MemberConfig } from '../config/index.js';
import { createMemberCore, type MemberClientOptions, type MemberLoginCalls } from './member-core.js';
import { createMemberFlows, type MemberFlows } from './member-flows.js';

export * from './member-core.js';
export type { MemberFlows } from './member-flows.js';

/** Every member call: Login's (member-core.ts) and the flows' (member-flows.ts). */
export interface MemberClient extends MemberLoginCalls, MemberFlows {}

export function createMemberClient(config: MemberConfig, options: MemberClientOptions = {}): MemberClient {
  const core = createMemberCore(config, options);
  const { csrfToken, getCsrfToken, login, encryptPassword } = core;
  return { csrfToken, getCsrfToken, login, encryptPassword, ...createMemberFlows(core, config) };
}
