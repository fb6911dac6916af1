/** Picks the screen component for `view.screen`. */
import type { ComponentType } from 'react';
import type { ScreenName } from '../machines/contract.js';
import { ForgetPasswordScreen } from '../screens/forget-password/index.js';
import { LoginScreen } from '../screens/login/index.js';
import { PhoneCallScreen } from '../screens/phone-call/index.js';
import { ProfileCompleteScreen } from '../screens/profile-complete/index.js';
import { QrcodeScreen } from '../screens/qrcode/index.js';
import { RegistryScreen } from '../screens/registry/index.js';
import { ResetPasswordScreen } from '../screens/reset-password/index.js';
import type { ScreenProps } from '../screens/shared/index.js';
import { VerifyMethodListScreen } from '../screens/verify-method-list/index.js';
import { VerifyScreen } from '../screens/verify/index.js';

export const SCREEN_COMPONENTS: Readonly<Record<ScreenName, ComponentType<ScreenProps>>> = Object.freeze({
  Login: LoginScreen,
  Qrcode: QrcodeScreen,
  Registry: RegistryScreen,
  Verify: VerifyScreen,
  VerifyMethodList: VerifyMethodListScreen,
  PhoneCall: PhoneCallScreen,
  ForgetPassword: ForgetPasswordScreen,
  ResetPassword: ResetPasswordScreen,
  ProfileComplete: ProfileCompleteScreen,
});

/** The screen on top of the stack. Keyed by name so a screen that comes back starts from the view's values. */
export function PopupScreens(props: ScreenProps) {
  const Screen = SCREEN_COMPONENTS[props.view.screen] ?? LoginScreen;
  return <Screen key={props.view.screen} {...props} />;
}
