/** schema.org's openingHours ("Mo-Fr 07:00-17:00, Sa 08:00-12:00"), read into days and times. */
export interface OpeningRange {
  /** Full day names, in week order: "Monday", "Tuesday". */
  days: string[];
  opens: string;
  closes: string;
  /** The range as written: "Mo-Fr 07:00-17:00". */
  spec: string;
}

const CODES = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
const NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const RANGE = /^(Mo|Tu|We|Th|Fr|Sa|Su)(?:-(Mo|Tu|We|Th|Fr|Sa|Su))? ([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]|24):([0-5]\d)$/;

/** Each comma-separated range of an openingHours value; undefined when any part is not one. */
export function openingRanges(openingHours: string): OpeningRange[] | undefined {
  const ranges: OpeningRange[] = [];
  for (const spec of openingHours.trim().split(/\s*,\s*/)) {
    const m = RANGE.exec(spec);
    if (!m) return undefined;
    const [, from, to, h1, m1, h2, m2] = m;
    const start = CODES.indexOf(from as (typeof CODES)[number]);
    const end = to ? CODES.indexOf(to as (typeof CODES)[number]) : start;
    // A range that wraps the week ("Sa-Mo") takes the days in order from its first.
    const days = Array.from({ length: ((end - start + 7) % 7) + 1 }, (_, i) => NAMES[(start + i) % 7]!);
    ranges.push({ days, opens: `${h1}:${m1}`, closes: `${h2}:${m2}`, spec });
  }
  return ranges;
}

/**
 * Whether schema.org openingHours cover every hour of every day ("Mo-Su 00:00-23:59"): only then
 * may a page say "24/7" (generator/validate/rules/hours-are-honest.ts checks the data's words).
 */
export function openRoundTheClock(openingHours: string): boolean {
  const ranges = openingRanges(openingHours);
  if (!ranges) return false;
  const days = new Set(ranges.filter((r) => r.opens === '00:00' && (r.closes === '23:59' || r.closes === '24:00')).flatMap((r) => r.days));
  return days.size === 7;
}

/** Whether the hours are open on `weekday` ("Monday") at `time` ("15:07", 24-hour); false when they do not read. */
export function openAt(openingHours: string, weekday: string, time: string): boolean {
  return (openingRanges(openingHours) ?? []).some((r) => r.days.includes(weekday) && r.opens <= time && (time < r.closes || r.closes === '23:59' || r.closes === '24:00'));
}
