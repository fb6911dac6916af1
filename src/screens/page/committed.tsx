/**
 * `<Committed done>`: calls `done` once the tree it wraps is committed (a parent's effect runs after its children's).
 * A hydration resolves with it (`hydrateMemberPage`, `hydrateProfilePage`). A layout effect: it runs in the commit
 * itself on both runtimes (preact/compat runs a plain effect after the next paint, when a machine's update may
 * already have re-rendered a field with the server's value).
 */
import { useLayoutEffect, type ReactNode } from 'react';

export function Committed({ done, children }: { done: () => void; children: ReactNode }) {
  useLayoutEffect(done, [done]);
  return children;
}
