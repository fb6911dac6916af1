/**
 * What Verify's screen shows of the verify machine (verify.machine.ts), and what a flow that shows Verify (code login,
 * registry, forgot password, the verification page) passes to its own view.
 */
import type { VerifyView } from './contract.js';
import { countdownSeconds, normalizeCodeLength, type VerifyInput, type VerifySnapshot } from './verify.machine.js';

export function selectVerifyView(snapshot: VerifySnapshot): VerifyView {
  const { context } = snapshot;
  const canResend = snapshot.matches({ live: 'canResend' }) || snapshot.matches({ expired: 'idle' });
  return {
    identifier: context.identifier,
    identifierType: context.identifierType,
    codeLength: context.codeLength,
    deliveryType: context.deliveryType,
    secondsLeft: canResend ? 0 : context.secondsLeft,
    canResend,
    isRiskPhone: context.isRiskPhone,
    resetToken: context.resetToken,
    filledCode: context.filledCode,
  };
}

/** A flow's verify child while it runs: its view, and its snapshot (its pending tag and error belong to Verify). */
export interface VerifyChildView {
  readonly verify: VerifyView | null;
  readonly verifySnapshot: VerifySnapshot | null;
}

/** Verify before its first code is out (a flow that shows Verify while sending it): the full countdown ahead. */
export function sendingVerifyView(input: Pick<VerifyInput, 'identifier' | 'identifierType' | 'codeLength' | 'deliveryType'>): VerifyView {
  return {
    identifier: input.identifier,
    identifierType: input.identifierType,
    codeLength: normalizeCodeLength(input.codeLength),
    deliveryType: input.deliveryType,
    secondsLeft: countdownSeconds(undefined),
    canResend: false,
    isRiskPhone: false,
    resetToken: 0,
    filledCode: '',
  };
}

/** Pass the child only while the flow is on Verify. */
export function selectVerifyChild(child: { getSnapshot(): unknown } | undefined): VerifyChildView {
  const verifySnapshot = (child?.getSnapshot() as VerifySnapshot | undefined) ?? null;
  return { verify: verifySnapshot ? selectVerifyView(verifySnapshot) : null, verifySnapshot };
}
