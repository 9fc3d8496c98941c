import { useSyncExternalStore } from 'react';

const ZONE = 'Australia/Melbourne';
const label = new Intl.DateTimeFormat('en-AU', { timeZone: ZONE, hour: 'numeric', minute: '2-digit', hour12: true });
const machine = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

export const CLOCK_REFRESH_MS = 1000;

function subscribe(onChange: () => void): () => void {
  const timer = setInterval(onChange, CLOCK_REFRESH_MS);
  return () => clearInterval(timer);
}

/** The start of the current minute: the same value for a whole minute, so React re-renders once a minute. */
const minute = () => Math.floor(Date.now() / 60_000) * 60_000;

export interface MelbourneTime {
  /** For people, e.g. "3:07 pm". */
  label: string;
  /** For machines: a valid HTML time string, e.g. "15:07". */
  dateTime: string;
}

/**
 * The time in Melbourne. The prerendered page cannot know the visitor's time, so the server
 * snapshot is null and React swaps in the real time right after hydration, without a mismatch.
 */
export function useMelbourneTime(): MelbourneTime | null {
  const at = useSyncExternalStore(subscribe, minute, () => null);
  return at === null ? null : { label: label.format(at), dateTime: machine.format(at) };
}
