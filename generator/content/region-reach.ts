import type { BaseDistance } from '../local/distances.ts';

/** One of a region's suburbs, with its distance from the base (none: its centre is not known). */
export interface ReachedSuburb {
  name: string;
  distance: BaseDistance | undefined;
}

/** The nearest suburbs a region's reach names. */
const NEAREST = 3;

/**
 * How far a region reaches from the base, in one sentence worked out from the suburbs' centres:
 * "Sebastopol, Delacombe and Alfredton are less than 5 km from our Ballarat Central base, and
 * Buninyong, the farthest, about 11 km." Written by hand, it named the sample's base in the regions
 * every business started from, and went stale when a suburb was added. The base's own suburb is
 * not named (it is 0 km away); a region with no other measured suburb gets no sentence.
 */
export function regionReach(suburbs: readonly ReachedSuburb[], baseName: string): string | undefined {
  const measured = suburbs
    .filter((s): s is ReachedSuburb & { distance: BaseDistance } => s.distance !== undefined && s.name !== baseName)
    .sort((a, b) => a.distance.km - b.distance.km || a.name.localeCompare(b.name, 'en'));
  if (measured.length === 0) return undefined;
  // The farthest is named on its own, unless it is the only one.
  const far = measured.length > 1 ? measured.at(-1)! : undefined;
  const near = measured.slice(0, Math.min(NEAREST, far ? measured.length - 1 : 1));
  const nearest = near[0]!.distance;
  const furthestNear = near.at(-1)!.distance;
  // Close in, an upper bound reads truer than a range of small figures; farther out, the range.
  const howFar =
    furthestNear.km < 10
      ? `less than ${Math.floor(furthestNear.km) + 1} km`
      : nearest.shown === furthestNear.shown
        ? `about ${nearest.shown} km`
        : `about ${nearest.shown} to ${furthestNear.shown} km`;
  const names = listed(near.map((s) => s.name));
  const first = `${names} ${near.length === 1 ? 'is' : 'are'} ${howFar} from our ${baseName} base`;
  return far ? `${first}, and ${far.name}, the farthest, about ${far.distance.shown} km.` : `${first}.`;
}

/** "A", "A and B", "A, B and C". */
function listed(names: readonly string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
