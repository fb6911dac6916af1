/**
 * A small router: exact paths and path prefixes, per method. Route modules register themselves on it (see
 * app.ts `RouteModule`); a second registration of the same method and path is a programming error and throws,
 * so two modules can never silently shadow each other.
 */
import type { RequestContext } from './http.js';

export type Handler = (rc: RequestContext) => void | Promise<void>;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD';

interface PrefixRoute {
  prefix: string;
  methods: ReadonlySet<string>;
  handler: Handler;
}

export interface Match {
  handler: Handler;
}

export interface Router {
  /** An exact path (no query) for one or more methods. */
  add(methods: Method | readonly Method[], path: string, handler: Handler): void;
  /** Every path under `prefix` (which must end with '/'); the longest prefix wins. */
  addPrefix(methods: Method | readonly Method[], prefix: string, handler: Handler): void;
  has(method: Method, path: string): boolean;
  /** The handler for a request; `allowed` lists the methods the path has when only the method is wrong. */
  match(method: string, path: string): Match | { allowed: string[] } | undefined;
}

export function createRouter(): Router {
  const exact = new Map<string, Map<string, Handler>>();
  const prefixes: PrefixRoute[] = [];

  const list = (methods: Method | readonly Method[]): Method[] => (typeof methods === 'string' ? [methods] : [...methods]);

  return {
    add(methods, path, handler) {
      if (!path.startsWith('/')) throw new Error(`route path must start with '/': ${path}`);
      const byMethod = exact.get(path) ?? new Map<string, Handler>();
      for (const method of list(methods)) {
        if (byMethod.has(method)) throw new Error(`route registered twice: ${method} ${path}`);
        byMethod.set(method, handler);
      }
      exact.set(path, byMethod);
    },

    addPrefix(methods, prefix, handler) {
      if (!prefix.startsWith('/') || !prefix.endsWith('/')) throw new Error(`prefix must start and end with '/': ${prefix}`);
      const wanted = list(methods);
      for (const route of prefixes) {
        if (route.prefix === prefix && wanted.some((m) => route.methods.has(m))) {
          throw new Error(`prefix registered twice: ${prefix}`);
        }
      }
      prefixes.push({ prefix, methods: new Set(wanted), handler });
      prefixes.sort((a, b) => b.prefix.length - a.prefix.length);
    },

    has(method, path) {
      return exact.get(path)?.has(method) ?? false;
    },

    match(method, path) {
      const byMethod = exact.get(path);
      if (byMethod) {
        const handler = byMethod.get(method) ?? (method === 'HEAD' ? byMethod.get('GET') : undefined);
        return handler ? { handler } : { allowed: [...byMethod.keys()] };
      }
      const candidates = prefixes.filter((route) => path.startsWith(route.prefix));
      if (candidates.length === 0) return undefined;
      const route = candidates.find((r) => r.methods.has(method));
      return route ? { handler: route.handler } : { allowed: [...new Set(candidates.flatMap((r) => [...r.methods]))] };
    },
  };
}
