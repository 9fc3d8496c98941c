import { fromData, where } from '../../load/provenance.ts';
import type { RouteClaim } from '../../routes/build-route-manifest.ts';
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
    // Pointed at a claim a person wrote, at the field that made the path: the not-found page, for
    // one, is the build's own and has no file.
    const place = (c: RouteClaim) => where(c.owner, ...('path' in c.owner && c.owner.path === path ? ['path'] : 'slug' in c.owner ? ['slug'] : []));
    const places = claims.map((c) => {
      if (!fromData(c.owner)) return `${c.route.kind} (the build's own page)`;
      const at = place(c);
      return `${c.route.kind} (${at.file}${at.line ? ':' + at.line : ''})`;
    });
    const reported = claims.filter((c) => fromData(c.owner)).at(-1) ?? claims[1]!;
    ctx.report.error('DUPLICATE_ROUTE', place(reported), `the path ${path} is claimed ${claims.length} times: ${places.join(', ')}.`, 'Give one of them another slug or path.');
  }
}
