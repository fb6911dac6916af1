/**
 * What the member HTTP client (member.ts) and the signed gateway client (gateway/client.ts) share: reading a
 * size-capped body, cancelling one that will not be read, one AbortSignal for a caller's signal plus a per-call
 * timeout, the errors those end in, and the few guards both use on untrusted JSON.
 */
import { CODE_LENGTH, CODE_LENGTH_MAX, CODE_LENGTH_MIN } from '../config/constants.js';
import { ApiError, CLIENT_ERROR_KEYS } from './errors.js';

/* ------------------------------------------------------------------------------------------------------------ */
/* Guards for untrusted values                                                                                  */

/** A plain JSON object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A finite number above 0, else undefined. */
export function positive(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

/** A server-sent one-time code length: an integer within [CODE_LENGTH_MIN, CODE_LENGTH_MAX], else CODE_LENGTH. */
export function parseCodeLength(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= CODE_LENGTH_MIN && value <= CODE_LENGTH_MAX
    ? value
    : CODE_LENGTH;
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Errors                                                                                                       */

export function parseError(status?: number, cause?: unknown): ApiError {
  return new ApiError('parse', CLIENT_ERROR_KEYS.parse, { status, cause });
}

export function abortedError(cause?: unknown): ApiError {
  return new ApiError('aborted', CLIENT_ERROR_KEYS.aborted, { cause });
}

/** An ApiError as it is; anything else thrown on the way to the server counts as a network failure. */
export function asApiError(cause: unknown): ApiError {
  return cause instanceof ApiError ? cause : new ApiError('network', CLIENT_ERROR_KEYS.network, { cause });
}

/** Throws ApiError('aborted') when `signal` has fired already. */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw abortedError(signal.reason);
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Abort and timeout                                                                                            */

/** Resolves like `promise`, or rejects ApiError('aborted') as soon as `signal` fires. */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(abortedError(signal.reason));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortedError(signal.reason));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/** One exchange's signal: the caller's signal and a timeout linked into one, and what ended it first. */
export interface LinkedAbort {
  /** The signal to hand to fetch: fires when the caller's signal does or when the timeout elapses. */
  readonly signal: AbortSignal;
  /** Settles like `promise`, or rejects once `signal` fires, even when what `promise` waits on ignores it. */
  race<T>(promise: Promise<T>): Promise<T>;
  /**
   * The ApiError for a failure of the exchange: 'aborted' or 'timeout' when that is what stopped it (whichever came
   * first), else an ApiError as it is, else 'network'.
   */
  failure(cause: unknown): ApiError;
  /** Clears the timer and unhooks the caller's signal; call it once the exchange is over. */
  dispose(): void;
}

/** Links the caller's `signal` and a timeout of `timeoutMs` (none when 0 or less) into one AbortSignal. */
export function linkedAbort(signal: AbortSignal | undefined, timeoutMs: number): LinkedAbort {
  const controller = new AbortController();
  let ended: 'aborted' | 'timeout' | undefined;
  const onCallerAbort = (): void => {
    ended ??= 'aborted';
    controller.abort(signal?.reason);
  };
  if (signal?.aborted) onCallerAbort();
  else signal?.addEventListener('abort', onCallerAbort, { once: true });
  const timer =
    timeoutMs > 0
      ? setTimeout(() => {
          ended ??= 'timeout';
          controller.abort();
        }, timeoutMs)
      : undefined;
  const stopped = new Promise<never>((_, reject) => {
    if (controller.signal.aborted) reject(controller.signal.reason);
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
  });
  stopped.catch(() => undefined);

  return {
    signal: controller.signal,
    race: <T>(promise: Promise<T>) => Promise.race([promise, stopped]),
    failure(cause) {
      if (ended === 'aborted') return abortedError(signal?.reason);
      if (ended === 'timeout') return new ApiError('timeout', CLIENT_ERROR_KEYS.timeout, { cause });
      return asApiError(cause);
    },
    dispose() {
      if (timer !== undefined) clearTimeout(timer);
      signal?.removeEventListener('abort', onCallerAbort);
    },
  };
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Bodies                                                                                                       */

/** Releases a body that will not be read. Not awaited: some stream sources never settle their cancel. */
export function discard(stream: { cancel(): Promise<void> } | null | undefined): void {
  try {
    stream?.cancel().catch(() => undefined);
  } catch {
    /* already locked or closed */
  }
}

/** Reads a body as UTF-8 text, refusing (and cancelling) it with ApiError('parse') once it passes `maxBytes`. */
export async function readLimitedText(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    discard(response.body);
    throw parseError(response.status);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder('utf-8');
  let received = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      discard(reader);
      throw parseError(response.status);
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}
