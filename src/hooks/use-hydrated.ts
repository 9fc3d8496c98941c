import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False while prerendering and during hydration, true from the first client render after it. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
