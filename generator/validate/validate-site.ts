import type { RouteManifest } from '../../src/routing/routes.ts';
import { loadSite, type Site } from '../load/load-site.ts';
import { Reporter } from '../report/diagnostic.ts';
import { buildRouteManifest, claimRoutes } from '../routes/build-route-manifest.ts';
import type { Rule } from './rule.ts';
import { canonicalPairsAreSingle } from './rules/canonical-pairs-are-single.ts';
import { contentIsComplete } from './rules/content-is-complete.ts';
import { factsAreCurrent } from './rules/facts-are-current.ts';
import { geoMatchesDistance } from './rules/geo-matches-distance.ts';
import { groupsResolve } from './rules/groups-resolve.ts';
import { internalLinksResolve } from './rules/internal-links-resolve.ts';
import { metaIsWellFormed } from './rules/meta-is-well-formed.ts';
import { postcodesAreVictorian } from './rules/postcodes-are-victorian.ts';
import { quizzesAreSound } from './rules/quizzes-are-sound.ts';
import { redirectsResolve } from './rules/redirects-resolve.ts';
import { routePathsAreUnique } from './rules/route-paths-are-unique.ts';
import { serviceAreasResolve } from './rules/service-areas-resolve.ts';
import { servicesResolve } from './rules/services-resolve.ts';
import { slugsAreUnique } from './rules/slugs-are-unique.ts';
import { suburbsBelongToRegions } from './rules/suburbs-belong-to-regions.ts';

/** The cross-reference rules, in the order their messages read best. */
export const RULES: Rule[] = [
  slugsAreUnique,
  groupsResolve,
  servicesResolve,
  serviceAreasResolve,
  suburbsBelongToRegions,
  postcodesAreVictorian,
  geoMatchesDistance,
  canonicalPairsAreSingle,
  routePathsAreUnique,
  redirectsResolve,
  internalLinksResolve,
  quizzesAreSound,
  metaIsWellFormed,
  contentIsComplete,
  factsAreCurrent,
];

export interface Validation {
  site: Site;
  manifest: RouteManifest;
  report: Reporter;
}

/** Load, check every schema, then run every rule on what parsed. Never throws on bad data. */
export function validateSite(dataDir: string): Validation {
  const report = new Reporter();
  const site = loadSite(dataDir, report);
  const claims = claimRoutes(site);
  const manifest = buildRouteManifest(site, claims);
  const ctx = {
    site,
    claims,
    manifest,
    pagePaths: new Set(manifest.routes.filter((r) => r.kind !== 'not-found').map((r) => r.path)),
    redirectTargets: new Map(manifest.redirects.map((r) => [r.from, r.to])),
    report,
  };
  for (const rule of RULES) rule(ctx);
  return { site, manifest, report };
}
