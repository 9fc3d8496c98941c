import { where } from '../../load/provenance.ts';
import type { RuleContext } from '../rule.ts';

/** One path, one page: a clash lists every entry that claims the path. */
export function routePathsAreUnique(ctx: RuleContext): void {
  const claimants = new Map<string, typeof ctx.claims>();
  for (const claim of ctx.claims) {
    const list = claimants.get(claim.route.path) ?? [];
    list.push(claim);
    claimants.set(claim.route.path, list);
  }
  for (const [path, claims] of claimants) {
    if (claims.length < 2) continue;
    const places = claims.map((c) => {
      const at = where(c.owner);
      return `${c.route.kind} (${at.file}${at.line ? ':' + at.line : ''})`;
    });
    ctx.report.error('DUPLICATE_ROUTE', where(claims[1]!.owner), `the path ${path} is claimed ${claims.length} times: ${places.join(', ')}.`, 'Give one of them another slug or path.');
  }
}
