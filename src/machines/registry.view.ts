/** The sign-up flow's view selectors: what Registry and its Verify show. */
import type { RegistryView, ScreenName } from './contract.js';
import type { RegistrySnapshot } from './registry.machine.js';
import { selectSliderState, type SliderSnapshot } from './slider.machine.js';
import { selectVerifyChild, type VerifyChildView } from './verify.view.js';

/** The Registry screen's slice of the view. */
export function selectRegistryView(snapshot: RegistrySnapshot): RegistryView {
  const { context } = snapshot;
  return {
    method: context.method,
    values: context.values,
    consent: context.consent,
    promotions: context.promotions,
    slider: snapshot.matches({ form: { slider: 'verified' } })
      ? 'verified'
      : selectSliderState(snapshot.children.slider?.getSnapshot() as SliderSnapshot | undefined),
  };
}

/** Everything the root needs from the flow: the screen on top, its slices, and the verify child while it runs. */
export interface RegistryFlowView extends VerifyChildView {
  readonly screen: Extract<ScreenName, 'Registry' | 'Verify'>;
  readonly registry: RegistryView;
}

export function selectRegistryFlowView(snapshot: RegistrySnapshot): RegistryFlowView {
  const onVerify = snapshot.matches('verify');
  return {
    screen: onVerify ? 'Verify' : 'Registry',
    registry: selectRegistryView(snapshot),
    ...selectVerifyChild(onVerify ? snapshot.children.verify : undefined),
  };
}
