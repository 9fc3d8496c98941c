import { fromData, where } from '../../diagnostics/provenance.ts';
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
    const place = (c: RouteClaim) => where(c.owner, ...fieldFor(c.owner, path));
    const places = claims.map((c) => {
      if (!fromData(c.owner)) return `${c.route.kind} (the build's own page)`;
      const at = place(c);
      return `${c.route.kind} (${at.file}${at.line ? ':' + at.line : ''})`;
    });
    const reported = claims.filter((c) => fromData(c.owner)).at(-1) ?? claims[1]!;
    ctx.report.error('DUPLICATE_ROUTE', place(reported), `the path ${path} is claimed ${claims.length} times: ${places.join(', ')}.`, 'Give one of them another slug or path.');
  }
}

/** The field of `owner` that made `path`: its `path`, the slug or alias the path ends with, else the entry itself. */
function fieldFor(owner: object, path: string): (string | number)[] {
  const makes = (value: unknown) => typeof value === 'string' && (value === path || path.split('/').at(-1) === value);
  const fields = Object.entries(owner).sort(([a], [b]) => Number(b === 'path') - Number(a === 'path'));
  for (const [key, value] of fields) {
    if (makes(value)) return [key];
    if (Array.isArray(value)) {
      const index = value.findIndex(makes);
      if (index !== -1) return [key, index];
    }
  }
  return [];
}
