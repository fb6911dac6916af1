/**
 * The mobile-app bridge (spec §7.3): inside the marketplace app, calls, login and navigation go through the object
 * the app injects (`window.MemberAppBridge`); in a plain browser the web bridge logs in through the popup and lets
 * the browser navigate. Failures become ApiErrors whose keys are the two §8 texts:
 * `error.bridge.notLogin` ("Sorry, you have not login") and `error.bridge.runtime` ("runtime error").
 *
 * Navigation takes URLs that have already passed the redirect guard (src/redirect); the bridge does not check
 * them again, so callers must never hand it a URL taken from a query string or a response without the guard.
 */
import { GATEWAY_TIMEOUT_MS } from '../config/index.js';
import { report } from '../monitor.js';
import { ApiError, CLIENT_ERROR_KEYS } from './errors.js';

export interface AppBridge {
  /** True when the app's native bridge is present. */
  readonly available: boolean;
  /** A call through the app (absent on the web bridge: use the gateway client). */
  call?<T>(api: string, params: unknown): Promise<T>;
  /** The app's own login; rejects with key `error.bridge.notLogin` when refused or impossible. */
  login(): Promise<void>;
  /** Goes to a URL that has already passed the redirect guard. */
  navigate(url: string): void;
}

/** What the app injects: one callback-style entry point. */
export interface NativeBridge {
  invoke(
    method: string,
    params: unknown,
    onSuccess: (result?: unknown) => void,
    onFailure: (reason?: unknown) => void,
  ): void;
}

/** The parts of `window` the bridge reads. */
export interface BridgeWindow {
  MemberAppBridge?: unknown;
  location?: Pick<Location, 'assign'>;
}

export const BRIDGE_ERROR_KEYS = Object.freeze({
  notLogin: 'error.bridge.notLogin',
  runtime: 'error.bridge.runtime',
});

/** The native methods invoked; `call` sends `{ api, params }`, `navigate` sends `{ url }`. */
export const BRIDGE_METHODS = Object.freeze({ call: 'request', login: 'login', navigate: 'navigate' });

export interface AppBridgeOptions {
  /** Time limit of `call` (login waits for the user, so it has none). Default GATEWAY_TIMEOUT_MS. */
  timeoutMs?: number;
  methods?: Partial<Record<keyof typeof BRIDGE_METHODS, string>>;
  /** Where navigation falls back to when the app cannot navigate. Default the page's location. */
  location?: Pick<Location, 'assign'>;
}

/** The browser-only bridge: no app calls, no app login, the browser navigates. */
export function createWebBridge(location?: Pick<Location, 'assign'>): AppBridge {
  return {
    available: false,
    login: () => Promise.reject(new ApiError('config', BRIDGE_ERROR_KEYS.notLogin)),
    navigate: (url) => assign(location, url),
  };
}

export function createAppBridge(native: NativeBridge, options: AppBridgeOptions = {}): AppBridge {
  const methods = { ...BRIDGE_METHODS, ...options.methods };
  const timeoutMs = options.timeoutMs ?? GATEWAY_TIMEOUT_MS;

  return {
    available: true,
    call<T>(api: string, params: unknown): Promise<T> {
      if (!api) {
        report({ message: CLIENT_ERROR_KEYS.emptyApi, source: 'gateway' });
        return Promise.reject(new ApiError('config', CLIENT_ERROR_KEYS.emptyApi));
      }
      return invoke<T>(native, methods.call, { api, params }, BRIDGE_ERROR_KEYS.runtime, timeoutMs);
    },
    login: () => invoke<unknown>(native, methods.login, {}, BRIDGE_ERROR_KEYS.notLogin, 0).then(() => undefined),
    navigate(url) {
      const fallback = () => assign(options.location, url);
      try {
        native.invoke(methods.navigate, { url }, () => undefined, fallback);
      } catch {
        fallback();
      }
    },
  };
}

/** The app bridge when the app injected one, else the web bridge. */
export function detectBridge(win: BridgeWindow | undefined = currentWindow()): AppBridge {
  const native = win?.MemberAppBridge;
  return isNativeBridge(native) ? createAppBridge(native, { location: win?.location }) : createWebBridge(win?.location);
}

export function isNativeBridge(value: unknown): value is NativeBridge {
  return typeof value === 'object' && value !== null && typeof (value as NativeBridge).invoke === 'function';
}

/**
 * One native invocation as a promise. A reported failure rejects with `failureKey` (the reason kept as `data`);
 * a synchronous throw rejects with `error.bridge.runtime`; no answer within `timeoutMs` (0 = no limit) rejects
 * with TIMEOUT, and a late answer is ignored.
 */
function invoke<T>(
  native: NativeBridge,
  method: string,
  params: unknown,
  failureKey: string,
  timeoutMs: number,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timeout = () => reject(new ApiError('timeout', CLIENT_ERROR_KEYS.timeout));
    const timer = timeoutMs > 0 ? setTimeout(timeout, timeoutMs) : undefined;
    const settle = () => clearTimeout(timer);
    try {
      native.invoke(
        method,
        params,
        (result) => {
          settle();
          resolve(result as T);
        },
        (reason) => {
          settle();
          reject(new ApiError('business', failureKey, { data: reason }));
        },
      );
    } catch (cause) {
      settle();
      reject(new ApiError('config', BRIDGE_ERROR_KEYS.runtime, { cause }));
    }
  });
}

function assign(location: Pick<Location, 'assign'> | undefined, url: string): void {
  (location ?? currentWindow()?.location)?.assign(url);
}

function currentWindow(): BridgeWindow | undefined {
  return typeof window === 'undefined' ? undefined : window;
}
