/**
 * The trusted-device page's calls (spec §4 "Verification" by a trusted device; the reference server's contract,
 * docs/calls.md), built on `MemberClient.call` (CSRF, retry, bot check, deadline and error classification of every
 * member call). A request is named by its random request id: the verification token never leaves the browser that
 * asked. Both calls need this browser's own session of the account (PL-USER-SESSION-EXPIRED otherwise).
 */
import type { MemberClient } from './member.js';
import { isRecord, parseError } from './transport.js';

export const TRUSTED_DEVICE_PATHS = Object.freeze({
  requests: 'user/api/trustedDevice/requests',
  decide: 'user/api/trustedDevice/decide',
});

/** A verification waiting for this device's answer. */
export interface DeviceRequest {
  readonly requestId: string;
  /** What the verification is for (LOST_NUMBER: a recovery of the account with a new number, /user/lost-number). */
  readonly purpose: 'LOGIN' | 'RESET_PASSWORD' | 'LOST_NUMBER';
  /** When it was asked and when it ends (ms since the epoch). */
  readonly requestedAt: number;
  readonly expiresAt: number;
  /** Where it came from: the client address and the browser and system its User-Agent names ('' when unknown). */
  readonly address: string;
  readonly browser: string;
  readonly system: string;
}

export type DeviceDecision = 'APPROVED' | 'REJECTED';

export interface TrustedDeviceServices {
  requests(): Promise<readonly DeviceRequest[]>;
  decide(requestId: string, decision: DeviceDecision): Promise<void>;
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function toRequest(entry: unknown): DeviceRequest[] {
  if (!isRecord(entry) || typeof entry.requestId !== 'string' || !entry.requestId) return [];
  return [
    {
      requestId: entry.requestId,
      purpose: entry.purpose === 'RESET_PASSWORD' || entry.purpose === 'LOST_NUMBER' ? entry.purpose : 'LOGIN',
      requestedAt: num(entry.requestedAt),
      expiresAt: num(entry.expiresAt),
      address: str(entry.address),
      browser: str(entry.browser),
      system: str(entry.system),
    },
  ];
}

export function createTrustedDeviceServices(member: MemberClient): TrustedDeviceServices {
  return {
    async requests() {
      const module = await member.call('POST', TRUSTED_DEVICE_PATHS.requests, {});
      if (!isRecord(module) || !Array.isArray(module.requests)) throw parseError();
      return module.requests.flatMap(toRequest);
    },
    async decide(requestId, decision) {
      await member.call('POST', TRUSTED_DEVICE_PATHS.decide, { requestId, decision });
    },
  };
}
