import { useSyncExternalStore } from 'react';

const format = new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Melbourne', hour: 'numeric', minute: '2-digit', hour12: true });

export const CLOCK_REFRESH_MS = 1000;

function subscribe(onChange: () => void): () => void {
  const timer = setInterval(onChange, CLOCK_REFRESH_MS);
  return () => clearInterval(timer);
}

/**
 * The time in Melbourne, e.g. "3:07 pm". The prerendered page cannot know the visitor's time, so
 * the server snapshot is null and React swaps in the real time right after hydration, without a
 * mismatch.
 */
export function useMelbourneTime(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => format.format(Date.now()),
    () => null,
  );
}
