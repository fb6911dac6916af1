/**
 * The static JSONP fallback (spec §7.3): a data file per API, version, site and language on the CDN host, which
 * calls a fixed global callback with the usual `{ ret, data }` envelope. Because the callback name is fixed per
 * API, two loads of the same API cannot be told apart: they are queued, one at a time.
 */
import { JSONP_TIMEOUT_MS } from '../../config/constants.js';
import { ApiError, CLIENT_ERROR_KEYS } from '../errors.js';
import { FALLBACK_CALLBACK_PREFIX, FALLBACK_PATH } from './protocol.js';

/**
 * Loads a script URL; resolves once the script ran, rejects when it failed. When `signal` aborts (timeout or the
 * caller), the loader should give up and clean up.
 */
export type ScriptLoader = (url: string, signal?: AbortSignal) => Promise<void>;

export interface JsonpOptions {
  /** Script loader; default appends `<script async>` to the document (see `createScriptLoader`). */
  load?: ScriptLoader;
  /** CSP nonce for the default loader; default the nonce of the script that created the gateway. */
  nonce?: string;
  /** Default JSONP_TIMEOUT_MS. */
  timeoutMs?: number;
}

export function fallbackUrl(cdnHost: string, api: string, v: string, siteCode: string, language: string): string {
  const segment = encodeURIComponent;
  const file = `${siteCode.toLowerCase()}_${language}.js`;
  return `${cdnHost.replace(/\/+$/, '')}/${FALLBACK_PATH}/${segment(api)}/${segment(v)}/${segment(file)}`;
}

export function fallbackCallbackName(api: string): string {
  return `${FALLBACK_CALLBACK_PREFIX}${api.replace(/[^A-Za-z0-9]/g, '_')}`;
}

export { currentScriptNonce } from './nonce.js';

/** The browser loader: an async script tag (with the nonce) that is removed again after load, error or abort. */
export function createScriptLoader(nonce?: string): ScriptLoader {
  return (url, signal) =>
    new Promise<void>((resolve, reject) => {
      if (typeof document === 'undefined') {
        reject(new Error('JSONP needs a document'));
        return;
      }
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const script = document.createElement('script');
      script.async = true;
      if (nonce) script.setAttribute('nonce', nonce);
      script.src = url;
      const cleanup = (): void => {
        script.onload = null;
        script.onerror = null;
        signal?.removeEventListener('abort', onAbort);
        script.remove();
      };
      const onAbort = (): void => {
        cleanup();
        reject(signal?.reason);
      };
      script.onload = () => {
        cleanup();
        resolve();
      };
      script.onerror = () => {
        cleanup();
        reject(new Error(`JSONP script failed: ${url}`));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      (document.head ?? document.documentElement).appendChild(script);
    });
}

export interface JsonpRequest {
  url: string;
  callbackName: string;
  load: ScriptLoader;
  /** Counted from the call, including time spent queued. Default JSONP_TIMEOUT_MS. */
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** Tail of the queue per callback name (module state, but touches no browser global at import). */
const queues = new Map<string, Promise<void>>();

/**
 * Loads a JSONP file and resolves with the payload its callback received. Rejects ApiError: 'timeout' after the
 * timeout, 'aborted' when the signal aborts, 'network' when the script fails to load, 'parse' when it loaded but
 * never called back. The global callback exists only while this call's script is loading.
 */
export function loadJsonp(request: JsonpRequest): Promise<unknown> {
  const deadline = Date.now() + (request.timeoutMs ?? JSONP_TIMEOUT_MS);
  const previous = queues.get(request.callbackName) ?? Promise.resolve();
  const run = previous.then(() => runOne(request, deadline));
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  queues.set(request.callbackName, tail);
  void tail.then(() => {
    if (queues.get(request.callbackName) === tail) queues.delete(request.callbackName);
  });
  return run;
}

function runOne(request: JsonpRequest, deadline: number): Promise<unknown> {
  const { url, callbackName, load, signal } = request;
  return new Promise<unknown>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new ApiError('aborted', CLIENT_ERROR_KEYS.aborted, { cause: signal.reason }));
      return;
    }
    const remaining = deadline - Date.now();
    if (remaining <= 0) {
      reject(new ApiError('timeout', CLIENT_ERROR_KEYS.timeout));
      return;
    }
    const scope = globalThis as unknown as Record<string, unknown>;
    const loaderAbort = new AbortController();
    let settled = false;
    /** Settles once; `giveUp` also tells the loader to stop (timeout, caller abort). */
    const finish = (settle: () => void, giveUp = false): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onCallerAbort);
      delete scope[callbackName];
      if (giveUp) loaderAbort.abort();
      settle();
    };
    const onCallerAbort = (): void =>
      finish(() => reject(new ApiError('aborted', CLIENT_ERROR_KEYS.aborted, { cause: signal?.reason })), true);
    const timer = setTimeout(
      () => finish(() => reject(new ApiError('timeout', CLIENT_ERROR_KEYS.timeout)), true),
      remaining,
    );
    signal?.addEventListener('abort', onCallerAbort, { once: true });
    scope[callbackName] = (payload: unknown) => finish(() => resolve(payload));

    let loading: Promise<void>;
    try {
      loading = Promise.resolve(load(url, loaderAbort.signal));
    } catch (cause) {
      loading = Promise.reject(cause);
    }
    loading.then(
      // Loaded but never called back: not a fallback file.
      () => finish(() => reject(new ApiError('parse', CLIENT_ERROR_KEYS.parse))),
      (cause: unknown) => finish(() => reject(new ApiError('network', CLIENT_ERROR_KEYS.network, { cause }))),
    );
  });
}
