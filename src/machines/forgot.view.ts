/** The forgot / reset flow's view selectors: what ForgetPassword, Verify and ResetPassword show. */
import type { ForgotView, ResetView, ScreenName } from './contract.js';
import type { ForgotSnapshot } from './forgot.machine.js';
import { selectVerifyChild, sendingVerifyView, type VerifyChildView } from './verify.view.js';

/** The ForgetPassword screen's slice of the view. */
export function selectForgotView(snapshot: ForgotSnapshot): ForgotView {
  return { values: { account: snapshot.context.account } };
}

/** The ResetPassword screen's slice: the success view with its countdown once the password is reset. */
export function selectResetView(snapshot: ForgotSnapshot): ResetView {
  return {
    success: snapshot.matches({ reset: 'success' })
      ? { secondsLeft: snapshot.context.secondsLeft, stopped: snapshot.matches({ reset: { success: 'stopped' } }) }
      : null,
  };
}

/** Everything the root needs from the flow: the screen on top, its slices, and the verify child while it runs. */
export interface ForgotFlowView extends VerifyChildView {
  readonly screen: Extract<ScreenName, 'ForgetPassword' | 'Verify' | 'ResetPassword'>;
  readonly forgot: ForgotView;
  readonly reset: ResetView;
}

export function selectForgotFlowView(snapshot: ForgotSnapshot): ForgotFlowView {
  const { context } = snapshot;
  const slices = { forgot: selectForgotView(snapshot), reset: selectResetView(snapshot) };
  if (snapshot.matches('verify')) return { screen: 'Verify', ...slices, ...selectVerifyChild(snapshot.children.verify) };
  if (snapshot.matches('reset')) return { screen: 'ResetPassword', ...slices, ...selectVerifyChild(undefined) };
  // From a login there is no ForgetPassword: Verify shows while its first code is on the way.
  if (context.entry === 'login') {
    return {
      screen: 'Verify',
      ...slices,
      verify: sendingVerifyView({
        identifier: context.identifier,
        identifierType: context.accountType,
        codeLength: context.codeLength,
        deliveryType: context.accountType === 'email' ? 'EMAIL' : 'SMS',
      }),
      verifySnapshot: null,
    };
  }
  return { screen: 'ForgetPassword', ...slices, ...selectVerifyChild(undefined) };
}
