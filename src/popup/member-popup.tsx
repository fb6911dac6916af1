/**
 * `<MemberPopup>`: the login and sign-up popup as a React component (spec §2.1). It builds the configuration, loads
 * the translator, creates the services (with the gateway hooks bridged to the popup) unless given, runs the root
 * popup machine, and renders `PopupUI` with the facade's view and senders.
 *
 * Closing (by hand or automatically) calls `onClose`, or reloads the page when there is none (spec §2.1), and
 * dispatches a `member-popup:close` event on window so the page header can refresh its account display.
 */
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { InspectionEvent } from 'xstate';
import { createServices, type Services } from '../api/services.js';
import type { LoginResponse } from '../api/types.js';
import type { SocialProvider } from '../api/social.js';
import { createConfig, type Environment, type MemberConfigOptions } from '../config/index.js';
import { loadTranslator, type Translator } from '../i18n/translate.js';
import type { InitialScreen } from '../machines/contract.js';
import { popupMachine, type Navigate } from '../machines/popup.machine.js';
import { createPopupHooks, type PopupActorLike } from '../machines/popup-hooks.js';
import { POPUP_SYSTEM_ID } from '../machines/shared.js';
import { createSenders, selectView } from '../machines/view.js';
import { PopupUI } from './popup-ui.js';

/** Dispatched on window whenever the popup closes (the header refreshes its account display). */
export const POPUP_CLOSE_EVENT = 'member-popup:close';

export interface MemberPopupProps {
  /** Site code ('SG', 'MY', …); default SG. */
  readonly site?: string;
  readonly environment?: Environment;
  readonly language?: string;
  /** The screen it opens on; default Login. */
  readonly screen?: InitialScreen;
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
  /** Replaces how the page is left (default: `location.assign` in this or the top window). */
  readonly navigate?: Navigate;
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

/** A counter bumped on every snapshot of any actor of the popup's system (children included). */
function createSystemStore() {
  let version = 0;
  const listeners = new Set<() => void>();
  return {
    inspect(event: InspectionEvent) {
      if (event.type !== '@xstate.snapshot') return;
      version += 1;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getVersion: () => version,
  };
}

export function MemberPopup(props: MemberPopupProps) {
  const { site, environment, language, screen, hideClose, services: givenServices, social } = props;
  // Built once per mounted popup: the machine keeps its input for its lifetime.
  const [setup] = useState(() => {
    const config = createConfig({ ...props.config, site, env: environment, language });
    const holder: { actor: PopupActorLike | null } = { actor: null };
    const services =
      givenServices ?? createServices(config, { hooks: createPopupHooks(() => holder.actor), ...(social ? { social } : {}) });
    return { config, services, holder, store: createSystemStore() };
  });
  const callbacks = useRef({ onClose: props.onClose, onLogin: props.onLogin });
  callbacks.current = { onClose: props.onClose, onLogin: props.onLogin };

  const actorRef = useActorRef(popupMachine, {
    input: {
      services: setup.services,
      config: setup.config,
      screen,
      hideClose,
      pageUrl: typeof location === 'undefined' ? '' : location.href,
      navigate: props.navigate ?? browserNavigate,
    },
    systemId: POPUP_SYSTEM_ID,
    inspect: (event) => setup.store.inspect(event),
  });
  setup.holder.actor = actorRef as unknown as PopupActorLike;

  useEffect(() => {
    const login = actorRef.on('loggedIn', (event) => callbacks.current.onLogin?.(event.response));
    const closed = actorRef.on('closed', () => {
      window.dispatchEvent(new CustomEvent(POPUP_CLOSE_EVENT));
      const { onClose } = callbacks.current;
      if (onClose) onClose();
      else window.location.reload();
    });
    return () => {
      login.unsubscribe();
      closed.unsubscribe();
    };
  }, [actorRef]);

  // The translator: nothing is rendered (so nothing takes focus) until its catalog is loaded.
  const [t, setT] = useState<Translator | null>(null);
  const tag = setup.config.language;
  useEffect(() => {
    let live = true;
    void loadTranslator(tag).then((translator) => {
      if (live) setT(() => translator);
    });
    return () => {
      live = false;
    };
  }, [tag]);

  const version = useSyncExternalStore(setup.store.subscribe, setup.store.getVersion, setup.store.getVersion);
  const view = useMemo(() => selectView(actorRef.getSnapshot()), [actorRef, version]);
  const senders = useMemo(() => createSenders(actorRef), [actorRef]);

  if (!t || actorRef.getSnapshot().status !== 'active') return null;
  return <PopupUI view={view} senders={senders} t={t} />;
}
