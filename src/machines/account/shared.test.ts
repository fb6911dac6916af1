import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors.js';
import { callProblem } from './shared.js';

describe('callProblem: a panel call failure as its view words it', () => {
  const known = { 'PL-USER-SOCIAL-LAST-WAY-IN': 'lastWay' } as const;

  it('names the server keys the panel knows', () => {
    expect(callProblem(new ApiError('business', 'PL-USER-SOCIAL-LAST-WAY-IN'), known)).toBe('lastWay');
  });

  it('reads a stale session before anything else, even with a known key table', () => {
    expect(callProblem(new ApiError('session', 'FAIL_SYS_SESSION_EXPIRED'), known)).toBe('session');
  });

  it('tells an unreachable or slow network from a busy server and a plain refusal', () => {
    expect(callProblem(new ApiError('network', 'NETWORK_ERROR'))).toBe('network');
    expect(callProblem(new ApiError('timeout', 'TIMEOUT'))).toBe('network');
    expect(callProblem(new ApiError('traffic', 'FAIL_SYS_TRAFFIC_LIMIT'))).toBe('busy');
    expect(callProblem(new ApiError('http', 'HTTP_ERROR', { status: 429 }))).toBe('busy');
    expect(callProblem(new ApiError('business', 'PL-SOMETHING-ELSE'), known)).toBe('failed');
  });

  it('does not take an inherited property name for a known key, and calls anything else a failure', () => {
    expect(callProblem(new ApiError('business', 'toString'), known)).toBe('failed');
    expect(callProblem(new Error('boom'))).toBe('failed');
  });
});
