import type { Suburb } from '../schema/index.ts';

/**
 * "Service Suburb 3000" when it fits in 60 characters; otherwise the suburb goes first so that a
 * long service title is what gets shortened, never the place that makes the title unique.
 */
export function localTitle(serviceTitle: string, suburb: Suburb): string {
  const full = fit(`${serviceTitle} ${suburb.name}`, ` ${suburb.postcode}`, 60);
  if (full.endsWith(suburb.name) || full.endsWith(suburb.postcode)) return full;
  return fit(`${suburb.name}: ${serviceTitle}`, '', 60).replace(/[\s,&:-]+$/, '');
}

/** `base + tail` when it fits in `max` characters, else just `base` (cut at a word if need be). */
export function fit(base: string, tail: string, max: number): string {
  if ((base + tail).length <= max) return base + tail;
  if (base.length <= max) return base;
  return base.slice(0, max).replace(/\s+\S*$/, '');
}
