/** The code login's view selector: which screen it shows (Login, Verify, PhoneCall, VerifyMethodList) and its slices. */
import type { SmsChannel, SmsChannelType } from '../api/types.js';
import { formatPhoneE164 } from '../validation/index.js';
import type { MethodListView, PhoneCallView, ScreenName } from './contract.js';
import type { CodeLoginSnapshot } from './code-login.machine.js';
import { VOICE_CHANNEL } from './code-login.steps.js';
import { selectVerifyChild, type VerifyChildView } from './verify.view.js';

/** What the code login shows: which screen, and the slices of the view it owns. */
export interface CodeLoginView extends VerifyChildView {
  readonly screen: Extract<ScreenName, 'Login' | 'Verify' | 'PhoneCall' | 'VerifyMethodList'>;
  readonly values: { readonly phone: string };
  readonly channels: readonly SmsChannel[];
  readonly channel: SmsChannelType;
  readonly methods: MethodListView | null;
  readonly phoneCall: PhoneCallView | null;
}

/** Voice first, then the other channels (spec §2.1 VerifyMethodList). */
export function methodChannels(channels: readonly SmsChannel[]): SmsChannel[] {
  return [VOICE_CHANNEL, ...channels.filter((c) => c.type !== 'VOICE')];
}

type FlowState = 'phone' | 'validating' | 'sending' | 'phoneCall' | 'sendingVoice' | 'verify' | 'methodList' | 'resendingMethod';
const inFlow = (snapshot: CodeLoginSnapshot, state: FlowState) => snapshot.matches({ active: { flow: state } });

export function selectCodeLoginView(snapshot: CodeLoginSnapshot): CodeLoginView {
  const { context } = snapshot;
  const screen: CodeLoginView['screen'] = inFlow(snapshot, 'verify')
    ? 'Verify'
    : inFlow(snapshot, 'phoneCall') || inFlow(snapshot, 'sendingVoice')
      ? 'PhoneCall'
      : inFlow(snapshot, 'methodList') || inFlow(snapshot, 'resendingMethod')
        ? 'VerifyMethodList'
        : 'Login';
  return {
    screen,
    values: { phone: context.phone },
    channels: context.channels,
    channel: context.channel,
    ...selectVerifyChild(screen === 'Verify' ? snapshot.children.verify : undefined),
    methods: screen === 'VerifyMethodList' ? { channels: methodChannels(context.channels) } : null,
    phoneCall: screen === 'PhoneCall' ? { phone: formatPhoneE164(context.national, context.site) ?? context.national } : null,
  };
}
