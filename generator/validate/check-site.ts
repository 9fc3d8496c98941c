import type { Rule, RuleContext } from './rule.ts';
import { canonicalPairsAreSingle } from './rules/canonical-pairs-are-single.ts';
import { contentIsComplete } from './rules/content-is-complete.ts';
import { datesArePast } from './rules/dates-are-past.ts';
import { factsAreCurrent } from './rules/facts-are-current.ts';
import { geoMatchesReference } from './rules/geo-matches-reference.ts';
import { groupsResolve } from './rules/groups-resolve.ts';
import { headingsAreWritten } from './rules/headings-are-written.ts';
import { imagesResolve } from './rules/images-resolve.ts';
import { jobsResolve } from './rules/jobs-resolve.ts';
import { networksAreHonest } from './rules/networks-are-honest.ts';
import { knownPagesExist } from './rules/known-pages-exist.ts';
import { internalLinksResolve } from './rules/internal-links-resolve.ts';
import { navigationResolves } from './rules/navigation-resolves.ts';
import { metaIsWellFormed } from './rules/meta-is-well-formed.ts';
import { postcodesAreVictorian } from './rules/postcodes-are-victorian.ts';
import { pricesShowTheirFees } from './rules/prices-show-their-fees.ts';
import { quizzesAreSound } from './rules/quizzes-are-sound.ts';
import { redirectsResolve } from './rules/redirects-resolve.ts';
import { redirectPatternsDoNotLoop } from './rules/redirect-patterns-do-not-loop.ts';
import { redirectPatternTargetsArePages } from './rules/redirect-pattern-targets-are-pages.ts';
import { redirectPatternsDoNotShadowPages } from './rules/redirect-patterns-do-not-shadow-pages.ts';
import { routePathsAreUnique } from './rules/route-paths-are-unique.ts';
import { serviceAreasResolve } from './rules/service-areas-resolve.ts';
import { servicesResolve } from './rules/services-resolve.ts';
import { slugsAreUnique } from './rules/slugs-are-unique.ts';
import { suburbsBelongToRegions } from './rules/suburbs-belong-to-regions.ts';
import { tradesAreOffered } from './rules/trades-are-offered.ts';
import { hoursAreHonest } from './rules/hours-are-honest.ts';
import { addressMatchesBase } from './rules/address-matches-base.ts';

/** The cross-reference rules, in the order their messages read best. */
export const RULES: Rule[] = [
  slugsAreUnique,
  groupsResolve,
  servicesResolve,
  tradesAreOffered,
  hoursAreHonest,
  serviceAreasResolve,
  suburbsBelongToRegions,
  jobsResolve,
  networksAreHonest,
  postcodesAreVictorian,
  geoMatchesReference,
  addressMatchesBase,
  canonicalPairsAreSingle,
  routePathsAreUnique,
  redirectsResolve,
  redirectPatternsDoNotShadowPages,
  redirectPatternTargetsArePages,
  redirectPatternsDoNotLoop,
  internalLinksResolve,
  imagesResolve,
  navigationResolves,
  knownPagesExist,
  quizzesAreSound,
  metaIsWellFormed,
  contentIsComplete,
  factsAreCurrent,
  pricesShowTheirFees,
  headingsAreWritten,
  datesArePast,
];

/** Runs every rule on what loaded: the routes are already claimed and settled into the manifest. */
export function checkSite({ site, claims, manifest, report, today }: Omit<RuleContext, 'pagePaths' | 'redirectTargets'>): void {
  const ctx: RuleContext = {
    site,
    today,
    claims,
    manifest,
    pagePaths: new Set(manifest.routes.filter((r) => r.kind !== 'not-found').map((r) => r.path)),
    redirectTargets: new Map(manifest.redirects.map((r) => [r.from, r.to])),
    report,
  };
  for (const rule of RULES) rule(ctx);
}
