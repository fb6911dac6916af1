'use client';

/**
 * `<MemberPopup>`: the login and sign-up popup as a React component (spec §2.1). It builds the configuration, loads
 * the translator, creates the services (with the gateway hooks bridged to the popup) unless given, runs the root
 * popup machine, and renders `PopupUI` with the facade's view and senders.
 *
 * Closing (by hand or automatically) calls `onClose`, or reloads the page when there is none (spec §2.1), and
 * dispatches a `member-popup:close` event on window so the page header can refresh its account display. After a
 * login the user-id cookie is written first (get-current-user, spec §7.1), so the header reads the new account; a
 * login that answers after the buyer closed the popup is still honoured (cookie, `onLogin`, the close event again).
 *
 * Integrations (spec §7.3): inside the marketplace app (`window.MemberAppBridge`) navigation goes through the app
 * bridge; tracking events (opened, closed and how, screen shown, method chosen, plus the services' own) are queued
 * for the analytics script.
 */
import { useEffect, useRef, useState } from 'react';
import { detectBridge, type AppBridge } from '../api/bridge.js';
import { POPUP_CLOSE_EVENT } from '../api/current-member.js';
import { TRACK_EVENTS } from '../api/instrument.js';
import { createServices, type Services } from '../api/services.js';
import { createTracker, type Tracker } from '../api/tracking.js';
import type { LoginResponse } from '../api/types.js';
import type { SocialProvider } from '../api/social.js';
import { useColorScheme, type ColorScheme } from '../components/internal/color-scheme.js';
import { checkStylesheet, devWarn } from '../config/dev.js';
import { createConfig, type Environment, type MemberConfigOptions, type SiteCode } from '../config/index.js';
import { getCatalog } from '../i18n/catalogs/index.js';
import { checkTexts, type TextOverrides } from '../i18n/texts.js';
import { catalogLanguage, createTranslator, loadTranslator, type Translator } from '../i18n/translate.js';
import type { InitialScreen, PopupView } from '../machines/contract.js';
import type { Navigate, PopupInput } from '../machines/popup.machine.js';
import { createPopupHooks, type PopupActorLike } from '../machines/popup-hooks.js';
import { PopupUI } from './popup-ui.js';
import { usePopupActor } from './use-popup-actor.js';

export { POPUP_CLOSE_EVENT };

export interface MemberPopupProps {
  /** Site code ('SG', 'MY', …); default SG. */
  readonly site?: SiteCode;
  readonly environment?: Environment;
  readonly language?: string;
  /** The screen it opens on; default Login. */
  readonly screen?: InitialScreen;
  /** Your own wording for any text, by catalog language (docs/texts.md); it wins over the built-in catalogs. */
  readonly texts?: TextOverrides;
  /** 'dark', 'light', or 'auto' (the reader's prefers-color-scheme, followed live); default: the page's data-mp-theme. */
  readonly colorScheme?: ColorScheme;
  readonly hideClose?: boolean;
  /** Called when the popup closes; without it the page reloads (spec §2.1). */
  readonly onClose?: () => void;
  /** Called after a successful login, with the login response. */
  readonly onLogin?: (response: LoginResponse) => void;
  /** Replaces the services (tests, stories, the app bridge). */
  readonly services?: Services;
  /** Replaces the social sign-in provider (when the services are built here). */
  readonly social?: SocialProvider;
  /** More configuration options (hosts, domains, cookies, RSA key, …). */
  readonly config?: Omit<MemberConfigOptions, 'site' | 'env' | 'language'>;
  /** Replaces how the page is left (default: the app bridge inside the app, else `location.assign`). */
  readonly navigate?: Navigate;
  /** Replaces the app bridge (default `detectBridge()`: the app's injected object, else the browser). */
  readonly bridge?: AppBridge;
  /** Replaces the tracker (default: the queue `window.__memberTrackQueue` for the analytics script). */
  readonly tracker?: Tracker;
}

/**
 * The services after whose success a session may exist (a late answer, once the popup closed, is still honoured).
 * `completeProfile` is one: an e-mail sign-up's account and session start when step 1 is saved with the register token.
 */
const LOGIN_SERVICES = ['login', 'loginByPhoneCode', 'loginByOAuth', 'loginByQr', 'resetPassword', 'restoreAccount', 'completeProfile'] as const;

/**
 * Wraps the login-like services: each success calls `succeeded` (a session may exist now), and one that arrives after
 * the popup closed also calls `late`.
 */
export function honourLateLogins(services: Services, isClosed: () => boolean, late: () => void, succeeded: () => void = () => undefined): Services {
  const wrapped: Services = { ...services };
  for (const name of LOGIN_SERVICES) {
    const call = services[name] as (...args: unknown[]) => Promise<unknown>;
    (wrapped as unknown as Record<string, unknown>)[name] = (...args: unknown[]) =>
      call(...args).then((value) => {
        succeeded();
        if (isClosed()) late();
        return value;
      });
  }
  return wrapped;
}

/** The browser's way of leaving the page: the top window when asked (and reachable), else this one. */
export const browserNavigate: Navigate = (url, { top }) => {
  try {
    if (top && window.top && window.top !== window) {
      window.top.location.assign(url);
      return;
    }
  } catch {
    /* a cross-origin top window: navigate this one */
  }
  window.location.assign(url);
};

/** The get-current-user call that wrote the user-id cookie after a login (started now when a login was seen), else null. */
function syncedUser(state: { loginSeen: boolean; userSync: Promise<unknown> | null }, services: Pick<Services, 'currentUser'>): Promise<unknown> | null {
  if (!state.userSync && state.loginSeen) state.userSync = services.currentUser().catch(() => null);
  return state.userSync;
}

/** What a mounted popup keeps for its lifetime: configuration, services, tracker and the machine's input. */
export type PopupSetup = ReturnType<typeof createPopupSetup>;

/**
 * The popup's configuration, services (with the gateway hooks bridged to `holder.actor`), tracker and machine input
 * for `props`; created once per mounted popup (and by the warm-up, warm-up.tsx, which never starts a machine).
 */
export function createPopupSetup(props: MemberPopupProps) {
  const { site, environment, language, screen, hideClose, services: givenServices, social } = props;
  checkPopupProps(props);
  const config = createConfig({ ...props.config, site, env: environment, language });
  const holder: { actor: PopupActorLike | null } = { actor: null };
  const bridge = props.bridge ?? detectBridge();
  const tracker = props.tracker ?? createTracker();
  const base =
    givenServices ??
    createServices(config, { hooks: createPopupHooks(() => holder.actor), bridge, tracker, ...(social ? { social } : {}) });
  const state = { closed: false, loginSeen: false, userSync: null as Promise<unknown> | null };
  const services = honourLateLogins(
    base,
    () => state.closed,
    () => {
      // The buyer closed the popup while the login was on its way: the session exists now, so the page must know.
      void base
        .currentUser()
        .catch(() => null)
        .then(() => window.dispatchEvent(new CustomEvent(POPUP_CLOSE_EVENT)));
    },
    () => {
      state.loginSeen = true;
    },
  );
  const leave: Navigate = props.navigate ?? (bridge.available ? (url) => bridge.navigate(url) : browserNavigate);
  // Spec §7.1: the user-id cookie is written before the page is left after a login, also by a flow that logged in
  // without routing one (a shortcut of the reset's success view), so the next page's header knows the buyer.
  const navigate: Navigate = (url, options) => {
    const sync = syncedUser(state, base);
    if (sync) void sync.then(() => leave(url, options));
    else leave(url, options);
  };
  const input: PopupInput = {
    services,
    config,
    screen,
    hideClose,
    pageUrl: typeof location === 'undefined' ? '' : location.href,
    navigate,
  };
  return { config, services, holder, tracker, state, input };
}

export function MemberPopup(props: MemberPopupProps) {
  const { screen } = props;
  const callbacks = useRef({ onClose: props.onClose, onLogin: props.onLogin });
  callbacks.current = { onClose: props.onClose, onLogin: props.onLogin };
  // Built once per mounted popup: the machine keeps its input for its lifetime.
  const [setup] = useState(() => createPopupSetup(props));

  const { view, senders, active } = usePopupActor(setup.input, setup.holder, {
    onLogin: (response) => {
      // Spec §7.1: get-current-user writes the user-id cookie before the page hears of the login.
      setup.state.userSync = setup.services.currentUser().catch(() => null);
      callbacks.current.onLogin?.(response);
    },
    onClosed: (how) => {
      const { state, tracker, services } = setup;
      state.closed = true;
      tracker.track(TRACK_EVENTS.popupClose, { how });
      const finish = () => {
        window.dispatchEvent(new CustomEvent(POPUP_CLOSE_EVENT));
        const { onClose } = callbacks.current;
        if (onClose) onClose();
        else window.location.reload();
      };
      // A flow that logged in without routing a login (the reset's success view closing) still has a session. After a
      // login, the offer to create a passkey (issue 25; its own chunk, passkey-offer.tsx) before the page goes on.
      const sync = syncedUser(state, services);
      if (sync) void sync.then(() => import('./passkey-offer.js')).then((offer) => offer.offerPasskey(services, setup.config.language)).then(finish, finish);
      else finish();
    },
  });

  useEffect(() => {
    const { state, tracker } = setup;
    tracker.track(TRACK_EVENTS.popupOpen, { screen: screen ?? 'Login' });
    return () => {
      if (!state.closed) {
        // Unmounted by the host (openPopup's close()): a late login answer is still honoured.
        state.closed = true;
        tracker.track(TRACK_EVENTS.popupClose, { how: 'host' });
      }
    };
  }, [setup, screen]);

  // The translator: nothing is rendered (so nothing takes focus) until its catalog is loaded. A catalog already in
  // (English is built in; another language once imported) gives it at once: the first render is the popup's, with
  // no empty commit and no second render a task later (the click's path, issue 15).
  const tag = setup.config.language;
  // The overrides of the first render are kept, like the rest of the setup.
  const [texts] = useState(() => props.texts);
  const theme = useColorScheme(props.colorScheme);
  const [t, setT] = useState<Translator | null>(() => readyTranslator(tag, texts));
  useEffect(() => {
    // The first render had the catalog: nothing to load (and no second translator built on the click's path).
    if (t) return;
    let live = true;
    void loadTranslator(tag, texts).then((translator) => {
      if (live) setT(() => translator);
    });
    return () => {
      live = false;
    };
  }, [tag]);

  useViewTracking(setup.tracker, view);
  // Development: the first sheet's tokens on the popup's root, once it is shown. The build's constant condition keeps
  // the hook order fixed, and a production build carries no empty effect.
  const shown = Boolean(t && active);
  if (process.env.NODE_ENV !== 'production') {
    useEffect(() => {
      const root = shown ? document.querySelector('.mp-popup-root') : null;
      if (root) checkStylesheet(root, 'popup', 'member-popup/styles.css');
    }, [shown]);
  }

  if (!t || !active) return null;
  return <PopupUI view={view} senders={senders} t={t} theme={theme} services={setup.services} />;
}

/** Development: the popup's own options that fall back silently (the configuration checks its own). */
function checkPopupProps(props: MemberPopupProps): void {
  if (process.env.NODE_ENV === 'production') return;
  const { screen } = props;
  if (screen !== undefined && screen !== 'Login' && screen !== 'Registry') {
    devWarn(`unknown screen '${String(screen)}': opening Login. Screens: 'Login', 'Registry'.`);
  }
  checkTexts(props.texts);
}

/** The translator for `tag` when its catalog is already loaded, else null (then `loadTranslator` loads it). */
function readyTranslator(tag: string, texts: TextOverrides | undefined): Translator | null {
  return getCatalog(catalogLanguage(tag)) ? createTranslator(tag, texts) : null;
}

/** Tracking of what only the view shows: each screen shown, each method chosen (mode, channel, sign-up method). */
function useViewTracking(tracker: Tracker, view: PopupView) {
  const registryMethod = view.registry?.method;
  const { mode, channel } = view.login;
  const first = useRef({ mode, channel, registryMethod });
  useEffect(() => {
    tracker.track(TRACK_EVENTS.screenView, { screen: view.screen });
    if (view.screen === 'Qrcode') tracker.track(TRACK_EVENTS.methodChoose, { method: 'qr' });
  }, [tracker, view.screen]);
  useEffect(() => {
    if (mode !== first.current.mode) tracker.track(TRACK_EVENTS.methodChoose, { method: mode === 'code' ? 'code' : 'password' });
    first.current.mode = mode;
  }, [tracker, mode]);
  useEffect(() => {
    if (channel !== first.current.channel) tracker.track(TRACK_EVENTS.methodChoose, { method: channel.toLowerCase() });
    first.current.channel = channel;
  }, [tracker, channel]);
  useEffect(() => {
    if (registryMethod && registryMethod !== first.current.registryMethod) tracker.track(TRACK_EVENTS.methodChoose, { method: `register_${registryMethod}` });
    first.current.registryMethod = registryMethod;
  }, [tracker, registryMethod]);
}
