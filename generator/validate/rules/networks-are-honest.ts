import { where } from '../../diagnostics/provenance.ts';
import type { RuleContext } from '../rule.ts';

/**
 * A suburb split between two electricity networks names both: `distributorAlso` without a
 * `distributor` would make a page say "some streets ... and others ..." about one network.
 */
export function networksAreHonest(ctx: RuleContext): void {
  for (const suburb of ctx.site.suburbs) {
    if (suburb.distributorAlso && !suburb.distributor) {
      ctx.report.error(
        'SCHEMA',
        where(suburb, 'distributorAlso'),
        `${suburb.name} names a second electricity distributor but no first one.`,
        'Set "distributor" to the network most of the suburb is on.',
      );
    }
    if (suburb.distributorAlso && suburb.distributorAlso === suburb.distributor) {
      ctx.report.error(
        'SCHEMA',
        where(suburb, 'distributorAlso'),
        `${suburb.name}'s distributorAlso is the same as its distributor.`,
        'Name the other network, or remove distributorAlso.',
      );
    }
  }
}
