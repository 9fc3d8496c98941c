import { hash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { planLocalPages, type LocalPlanEntry } from '../../../generator/local/local-plan.ts';
import { PlanMemo, SHARED_SUBURB_FIELDS } from '../../../generator/local/plan-memo.ts';
import { prepareSite } from '../../../generator/prepare-site.ts';
import { buildRouteManifest, claimRoutes } from '../../../generator/routes/build-route-manifest.ts';
import { suburbSchema } from '../../../generator/schema/suburb.ts';
import type { Suburb } from '../../../generator/schema/index.ts';
import type { Site } from '../../../generator/schema/site.ts';

const { site } = prepareSite('data');
const routesOf = (s: Site) => buildRouteManifest(s, claimRoutes(s)).routes;

/** Thomastown: the base, with pages of every local kind, a neighbour of many suburbs, and jobs and reviews nearby. */
const SUBURB = 'thomastown';

/** The same site with one suburb's entry changed. */
function withSuburb(change: (suburb: Suburb) => Suburb): Site {
  return { ...site, suburbs: site.suburbs.map((s) => (s.slug === SUBURB ? change(s) : s)) };
}

/** The plan of `after` made on top of the plan of `before`, and made afresh. */
function plans(before: Site, after: Site): { kept: Map<string, LocalPlanEntry>; fresh: Map<string, LocalPlanEntry> } {
  const memo = new PlanMemo();
  // Every digest asked for, as a build asks for them: the next plan carries them over.
  for (const entry of planLocalPages(before, routesOf(before), memo).values()) entry.digest();
  return { kept: planLocalPages(after, routesOf(after), memo), fresh: planLocalPages(after, routesOf(after), null) };
}

/** Each page as a build reads it: its entry (by digest, as the build compares it), its decision and its text. */
function pages(plan: Map<string, LocalPlanEntry>): string[] {
  return [...plan].map(([path, entry]) => `${path} ${entry.digest()} ${hash('sha256', JSON.stringify([entry.fingerprint(), entry.indexable, entry.paragraphs()]), 'hex')}`);
}

describe('a plan made on top of the last one (build --watch, the dev server)', () => {
  // Every field of a suburb that its own pages alone may read: the plan takes over every other
  // suburb's pages when only these changed. All of them change at once, to another suburb's
  // values, then go (those that may), and each time the plan must equal one made afresh.
  const own = Object.keys(suburbSchema.shape).filter((field) => !(SHARED_SUBURB_FIELDS as readonly string[]).includes(field)) as (keyof Suburb)[];

  it(`equals a fresh plan when a suburb's own fields change: ${own.join(', ')}`, () => {
    const mine = site.suburbs.find((s) => s.slug === SUBURB)!;
    const changed: Record<string, unknown> = { ...mine };
    for (const field of own) {
      const other = site.suburbs.find((s) => s[field] !== undefined && JSON.stringify(s[field]) !== JSON.stringify(mine[field]))?.[field];
      expect(other, `no other value of ${field} to try`).toBeDefined();
      changed[field] = other;
    }
    const first = plans(
      site,
      withSuburb(() => changed as Suburb),
    );
    expect(pages(first.kept)).toEqual(pages(first.fresh));

    const optional = own.filter((field) => suburbSchema.shape[field].safeParse(undefined).success);
    const gone: Record<string, unknown> = { ...mine };
    for (const field of optional) delete gone[field];
    expect(optional.length).toBeGreaterThan(5);
    const second = plans(
      site,
      withSuburb(() => gone as Suburb),
    );
    expect(pages(second.kept)).toEqual(pages(second.fresh));
  });

  it('equals a fresh plan when what pages share changes: a neighbour renamed, a job taken away', () => {
    const renamed = withSuburb((s) => ({ ...s, name: `${s.name} Park` }));
    const { kept, fresh } = plans(site, renamed);
    expect(pages(kept)).toEqual(pages(fresh));
    const fewerJobs = { ...site, jobs: site.jobs.filter((job) => job.suburb !== SUBURB) };
    const second = plans(site, fewerJobs);
    expect(pages(second.kept)).toEqual(pages(second.fresh));
  });

  it("takes over the other suburbs' pages when a suburb's notes change", () => {
    const memo = new PlanMemo();
    const before = planLocalPages(site, routesOf(site), memo);
    const after = planLocalPages(
      withSuburb((s) => ({ ...s, notes: `${s.notes ?? ''} The council collects hard rubbish twice a year.` })),
      routesOf(site),
      memo,
    );
    const redone = [...after].filter(([path, entry]) => entry.view !== before.get(path)!.view).map(([path]) => path);
    expect(redone.length).toBeGreaterThan(0);
    expect(redone.every((path) => path.endsWith(`/${SUBURB}`))).toBe(true);
  });
});
