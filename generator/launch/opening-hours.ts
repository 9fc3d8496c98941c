import { UserError } from '../diagnostics/user-error.ts';
import { openingRanges } from '../../src/content/opening-hours.ts';

/** "07:30" -> "7.30 am", "17:00" -> "5 pm": times as Australian signs write them. */
function time(hhmm: string): string {
  const [h, m] = hhmm.split(':') as [string, string];
  const hour = Number(h);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}${m === '00' ? '' : `.${m}`} ${hour < 12 || hour === 24 ? 'am' : 'pm'}`;
}

/**
 * business.yaml's `hours` from what init is given: "24/7", or schema.org's openingHours, one or
 * more comma-separated ranges ("Mo-Fr 07:00-17:00, Sa 08:00-12:00"), with the words pages show.
 */
export function openingHours(given: string): { label: string; openingHours: string } {
  const text = given.trim();
  if (/^24\/7$/.test(text)) return { label: '24 Hours a Day, 7 Days a Week', openingHours: 'Mo-Su 00:00-23:59' };
  const ranges = openingRanges(text);
  if (!ranges)
    throw new UserError(
      `--hours "${given}" is not a list of opening hours.`,
      2,
      'Give "24/7", or days and times as schema.org writes them: "Mo-Fr 07:00-17:00" (several ranges separated by commas, e.g. "Mo-Fr 07:00-17:00, Sa 08:00-12:00").',
    );
  const label = ranges.map((r) => `${r.days.length > 1 ? `${r.days[0]} to ${r.days.at(-1)}` : r.days[0]}, ${time(r.opens)} to ${time(r.closes)}`).join('; ');
  return { label, openingHours: ranges.map((r) => r.spec).join(', ') };
}
