import { where } from '../../diagnostics/provenance.ts';
import { findLocalities } from '../../reference/localities.ts';
import type { RuleContext } from '../rule.ts';

/** Victoria's postcodes are 3000-3999 (street addresses) and 8000-8999 (PO boxes and large users). */
export function isVictorianPostcode(code: string): boolean {
  return /^[38]\d{3}$/.test(code);
}

export function postcodesAreVictorian(ctx: RuleContext): void {
  for (const suburb of ctx.site.suburbs) {
    if (!isVictorianPostcode(suburb.postcode)) {
      ctx.report.error('POSTCODE', where(suburb, 'postcode'), `postcode "${suburb.postcode}" is not a Victorian postcode.`, 'Victorian postcodes run from 3000 to 3999.');
      continue;
    }
    const known = findLocalities(suburb.name);
    if (known.length > 0 && !known.some((l) => l.postcode === suburb.postcode)) {
      ctx.report.warn(
        'POSTCODE',
        where(suburb, 'postcode'),
        `${suburb.name} has postcode ${known.map((l) => l.postcode).join(' or ')} in the reference list, not ${suburb.postcode}.`,
        `Did you mean "${known[0]!.postcode}"?`,
      );
    }
  }
}
