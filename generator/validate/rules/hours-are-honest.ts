import { openRoundTheClock } from '../../../src/content/opening-hours.ts';
import { eachDataText } from '../facts/data-text.ts';
import type { RuleContext } from '../rule.ts';

/** Words that promise someone is there at any hour. */
const ROUND_THE_CLOCK = /\b24\s*\/\s*7(?:\s*\/\s*365)?\b|\b24 hours a day\b|\bround[- ]the[- ]clock\b|\baround the clock\b/i;

/** Whether text promises someone at any hour ("24/7", "around the clock"). */
export function saysRoundTheClock(text: string): boolean {
  return ROUND_THE_CLOCK.test(text);
}

/**
 * A page that says "24/7" for a business whose hours (business.yaml) are not round the clock
 * promises a visitor someone will answer at 2 am who will not. The catalogue's emergency copy
 * says 24/7: a business with set hours writes those fields in its own words.
 */
export function hoursAreHonest(ctx: RuleContext): void {
  const business = ctx.site.business;
  if (!business || openRoundTheClock(business.hours.openingHours)) return;
  eachDataText(ctx.site, (text, at) => {
    const said = ROUND_THE_CLOCK.exec(text)?.[0];
    if (!said) return;
    ctx.report.error(
      'HOURS_CONTRADICTED',
      at(),
      `"${said}" promises someone at any hour, but business.yaml's hours are ${business.hours.label}.`,
      "Say what is true of your hours here (words from tradesite's catalogue are replaced by writing the same field in your own file), or correct hours in business.yaml.",
    );
  });
}
