/**
 * Picks the screen component for `view.screen`. Login is in the first screen's bundle; every other screen is a
 * lazy part (its own chunk, prefetched by Login's slot once the buyer is not typing; see idle-prefetch.ts), and so is
 * Login's slot (login-slot.tsx: passkey sign-in, code login's "I no longer have this number", the prefetch), which
 * nothing of the first screen knows.
 */
import { useEffect, useState, type ComponentType } from 'react';
import type { Services } from '../api/services.js';
import type { ScreenName } from '../machines/contract.js';
import { LoginScreen } from '../screens/login/index.js';
import type { ScreenProps } from '../screens/shared/index.js';
import { lazyPart, type LazyPart } from './lazy-part.js';

/** The placeholder while a screen's chunk loads, or its load error with "Try again"; titled like any screen. */
function ScreenFallback({ t, titleId }: ScreenProps, { failed, retry }: { failed: boolean; retry: () => void }) {
  return (
    <div className="mp-screen mp-screen--loading">
      <div role="status">
        <h2 className="mp-screen__title" id={titleId} tabIndex={-1}>
          {t('popup.loading')}
        </h2>
      </div>
      {failed ? (
        <div className="mp-screen__retry">
          <p className="mp-form-error" role="alert">
            {t('error.network')}
          </p>
          <button type="button" className="mp-button mp-button--primary mp-button--block" onClick={retry}>
            <span className="mp-button__label">{t('popup.retry')}</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** The loaded screen takes the focus the placeholder had (a screen that focused its own field keeps that). */
function focusTitle({ titleId }: ScreenProps) {
  const active = document.activeElement;
  const title = document.getElementById(titleId);
  if (title && (!active || active === document.body)) title.focus();
}

const screen = (load: () => Promise<ComponentType<ScreenProps>>) => lazyPart(load, ScreenFallback, focusTitle);

export const SCREEN_COMPONENTS: Readonly<Record<ScreenName, ComponentType<ScreenProps> | LazyPart<ScreenProps>>> = {
  Login: LoginScreen,
  Qrcode: screen(() => import('../screens/qrcode/index.js').then((m) => m.QrcodeScreen)),
  Registry: screen(() => import('../screens/registry/index.js').then((m) => m.RegistryScreen)),
  Verify: screen(() => import('../screens/verify/index.js').then((m) => m.VerifyScreen)),
  VerifyMethodList: screen(() => import('../screens/verify-method-list/index.js').then((m) => m.VerifyMethodListScreen)),
  PhoneCall: screen(() => import('../screens/phone-call/index.js').then((m) => m.PhoneCallScreen)),
  ForgetPassword: screen(() => import('../screens/forget-password/index.js').then((m) => m.ForgetPasswordScreen)),
  ResetPassword: screen(() => import('../screens/reset-password/index.js').then((m) => m.ResetPasswordScreen)),
  ProfileComplete: screen(() => import('../screens/profile-complete/index.js').then((m) => m.ProfileCompleteScreen)),
};

/**
 * Loads a screen's chunk now (a member page rendered on the server, and its hydration, render a lazy screen at once,
 * src/pages/first-screen.ts). Login is in the bundle: nothing to load.
 */
export function preloadScreen(name: ScreenName): Promise<unknown> {
  const part = SCREEN_COMPONENTS[name];
  return 'preload' in part ? part.preload() : Promise.resolve();
}

/** The screen's flow machine is loading from its own chunk, or failed to (with "Try again"): the same placeholder. */
function FlowLoading(props: ScreenProps) {
  return ScreenFallback(props, { failed: props.view.flowLoad === 'failed', retry: props.senders.retryLoad });
}

/** Login's slot: nothing while its chunk loads, nor when it failed (the other ways in are there). */
const LoginSlot = lazyPart(() => import('./login-slot.js').then((m) => m.LoginSlot), () => null);

/**
 * The screen on top of the stack. Keyed by name so a screen that comes back starts from the view's values. With
 * `services` (the popup's), Login's slot offers passkey sign-in; it loads once they are prepared (services.ts).
 */
export function PopupScreens({ services, ...props }: ScreenProps & { readonly services?: Services }) {
  // Login's slot once the services are prepared: the CSRF token and the flows' calls go first (issue 28).
  const [prepared, setPrepared] = useState(!services?.prepare);
  useEffect(() => {
    const done = () => setPrepared(true);
    services?.prepare?.().then(done, done);
  }, [services]);
  if (props.view.flowLoad) return <FlowLoading key={`${props.view.screen}|loading`} {...props} />;
  const Screen = SCREEN_COMPONENTS[props.view.screen] ?? LoginScreen;
  return (
    <Screen
      key={props.view.screen}
      {...props}
      slot={prepared ? (autofill, phone) => <LoginSlot {...props} services={services} autofill={autofill} phone={phone} /> : undefined}
    />
  );
}
