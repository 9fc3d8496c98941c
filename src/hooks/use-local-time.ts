import { useSyncExternalStore } from 'react';

export const CLOCK_REFRESH_MS = 1000;

function subscribe(onChange: () => void): () => void {
  const timer = setInterval(onChange, CLOCK_REFRESH_MS);
  return () => clearInterval(timer);
}

/** The start of the current minute: the same value for a whole minute, so React re-renders once a minute. */
const minute = () => Math.floor(Date.now() / 60_000) * 60_000;

export interface LocalTime {
  /** For people, e.g. "3:07 pm". */
  label: string;
  /** For machines: a valid HTML time string, e.g. "15:07". */
  dateTime: string;
  /** The day there, e.g. "Monday" (for opening hours). */
  weekday: string;
}

/** One pair of formatters per zone: a page keeps one zone, and building a formatter is slow. */
const formatters = new Map<string, { label: Intl.DateTimeFormat; machine: Intl.DateTimeFormat; weekday: Intl.DateTimeFormat }>();

function formattersFor(timeZone: string) {
  let pair = formatters.get(timeZone);
  if (!pair) {
    pair = {
      label: new Intl.DateTimeFormat('en-AU', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true }),
      machine: new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
      weekday: new Intl.DateTimeFormat('en-AU', { timeZone, weekday: 'long' }),
    };
    formatters.set(timeZone, pair);
  }
  return pair;
}

/**
 * The time where the business is (its `timeZone`). The prerendered page cannot know the visitor's
 * time, so the server snapshot is null and React swaps in the real time right after hydration,
 * without a mismatch.
 */
export function useLocalTime(timeZone: string): LocalTime | null {
  const at = useSyncExternalStore(subscribe, minute, () => null);
  if (at === null) return null;
  const { label, machine, weekday } = formattersFor(timeZone);
  return { label: label.format(at), dateTime: machine.format(at), weekday: weekday.format(at) };
}
