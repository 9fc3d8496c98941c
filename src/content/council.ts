import type { Suburb } from '../../generator/schema/suburb.ts';
import { listOf } from '../lib/list-of.ts';

type CouncilFacts = Pick<Suburb, 'name' | 'council' | 'otherCouncils'>;

/**
 * How a suburb's council reads on its pages. A council boundary can split a suburb's houses
 * (Alphington is in Darebin and Yarra), so where it does, the page says so instead of naming
 * one council as if it covered every address.
 */
export function councilFact(s: CouncilFacts): string | undefined {
  if (!s.council) return undefined;
  const others = s.otherCouncils ?? [];
  return others.length ? `${s.council}; part of ${s.name} is in ${listOf(others)}` : s.council;
}

/**
 * "in the Darebin council area", or for a split suburb "mostly in the Darebin council area (part
 * is in Yarra)"; undefined where the council is not known, so a sentence leaves it out.
 */
export function councilArea(s: CouncilFacts): string | undefined {
  if (!s.council) return undefined;
  const others = s.otherCouncils ?? [];
  return others.length ? `mostly in the ${s.council} council area (part is in ${listOf(others)})` : `in the ${s.council} council area`;
}

/** Every council with residents in the suburb, the main one first. */
export function councils(s: CouncilFacts): string[] {
  return s.council ? [s.council, ...(s.otherCouncils ?? [])] : [];
}
