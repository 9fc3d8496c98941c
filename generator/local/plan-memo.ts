import { hash } from 'node:crypto';
import type { LocalView } from '../../src/content/local-view.ts';
import type { RouteEntry } from '../../src/routing/routes.ts';
import { dataButSuburbsDigest } from '../incremental/shared-digest.ts';
import type { Suburb } from '../schema/index.ts';
import type { Site } from '../schema/site.ts';
import type { LocalPageSpec } from './local-content.ts';
import type { LocalRoute } from './local-pages.ts';
import type { LocalSubject } from './local-proof.ts';

/**
 * The fields of a suburb that other suburbs' local pages read: to name it, to place it on the
 * map, to find its neighbours. Its other fields (its homes, notes, networks, council) are read by
 * its own pages only; the test in tests/unit/local/plan-memo.test.ts holds the plan to that, field
 * by field, for every field of the schema not named here.
 */
export const SHARED_SUBURB_FIELDS = ['slug', 'name', 'postcode', 'region', 'geo', 'nearby'] as const satisfies readonly (keyof Suburb)[];

/** What the plan works out for one local page before it compares the pages with each other. */
export interface PlannedPage {
  route: LocalRoute;
  subject: LocalSubject;
  spec: LocalPageSpec;
  view: LocalView;
  rest: string[];
  /** Its normalised sentences, made when the shares are counted. */
  sentences?: string[];
}

/** What the last plan made of a page, and from what. */
export interface RememberedPage {
  /** Its suburb's entry, as JSON. */
  suburb: string;
  planned: PlannedPage;
  /** The decision, with the share it was made on. */
  judged: { sentences: number; own: number; share: number; indexable: boolean };
  /** The plan entry's digest, once a build asked for it (LocalPlanEntry.digest). */
  digest?: string;
}

/**
 * Under `build --watch` and the dev server: the previous plan's pages, so that a rebuild works
 * out again only the pages of suburbs whose entries changed. A page's plan is made from the data
 * but the suburbs, from the suburbs' shared fields, from the routes, and from its own suburb's
 * entry: when the first three are as they were (`shared`), a page whose suburb's entry is too
 * plans as it did. The shares and decisions are still counted over every page, as a sentence is
 * a page's own only if no other page has it; a page whose share is as it was keeps its decision
 * and its entry's digest. At 1x, saving one suburb's notes costs the plan 70-90 ms instead of
 * 165-180 ms, and the build no longer spells out every entry to compare it with the last.
 */
export class PlanMemo {
  private shared = '';
  private pages = new Map<string, RememberedPage>();

  /** The pages remembered from a plan of the same shared inputs; none if they changed. */
  begin(site: Site, routes: readonly RouteEntry[]): { shared: string; pages: ReadonlyMap<string, RememberedPage> } {
    const shared = sharedPlanInputs(site, routes);
    return { shared, pages: shared === this.shared ? this.pages : new Map() };
  }

  remember(shared: string, pages: Map<string, RememberedPage>): void {
    this.shared = shared;
    this.pages = pages;
  }
}

/**
 * A digest of what every local page's plan may read besides its own suburb's entry: all the
 * data but the suburbs, the suburbs' shared fields, and the pages that exist.
 */
function sharedPlanInputs(site: Site, routes: readonly RouteEntry[]): string {
  const suburbs = site.suburbs.map((suburb) => SHARED_SUBURB_FIELDS.map((field) => suburb[field]));
  return hash('sha256', `${dataButSuburbsDigest(site)}\n${JSON.stringify(suburbs)}\n${routes.map((route) => route.path).join('\n')}`, 'hex');
}

/** Whether two routes say the same (a route's fields are strings, numbers and booleans). */
export function sameRoute(a: RouteEntry, b: RouteEntry): boolean {
  const keys = Object.keys(a) as (keyof RouteEntry)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key] || JSON.stringify(a[key]) === JSON.stringify(b[key]));
}
