import type { RouteManifest } from '../src/routing/routes.ts';
import { loadSite } from './load/load-site.ts';
import { businessToday, withholdScheduledPosts } from './load/scheduled-posts.ts';
import { Reporter } from './diagnostics/diagnostic.ts';
import { buildRouteManifest, claimRoutes } from './routes/build-route-manifest.ts';
import type { Site } from './schema/site.ts';
import { checkSite } from './validate/check-site.ts';
import { localPlanFor, withLocalIndexing } from './local/local-plan.ts';
import { reportLaunchBlockers, type Blocker, type LaunchContext } from './launch/blockers.ts';
import type { DataOverlay } from './load/data-overlay.ts';

export interface PreparedSite {
  site: Site;
  manifest: RouteManifest;
  /** Everything found wrong with the data; the build goes on only when it holds no errors. */
  diagnostics: Reporter;
  /** With `production`: what stops the launch (also reported in `diagnostics`, as errors). */
  blockers?: Blocker[];
}

/**
 * The pipeline's middle, shared by validate, build, dev and add: load every file against its
 * schema, claim the routes and settle them into the manifest, then run the cross-reference rules.
 * With `localIndexing`, local pages that do not earn indexing are marked so in the manifest.
 * With `overlay`, some files are read as a pending change would leave them (see data-overlay.ts).
 * Never throws on bad data: it is reported.
 */
export function prepareSite(
  dataDir: string,
  options: {
    localIndexing?: boolean;
    today?: string;
    production?: LaunchContext;
    overlay?: DataOverlay;
    /** Called once the data is read, before it is checked and planned (a build starts its pictures then). */
    onLoaded?: (site: Site) => void;
  } = {},
): PreparedSite {
  const diagnostics = new Reporter();
  const loaded = loadSite(dataDir, diagnostics, process.cwd(), options.overlay);
  const today = options.today ?? businessToday(loaded.business?.timeZone);
  // Scheduled posts are withheld before routes are claimed: until their day they are no page.
  const site = withholdScheduledPosts(loaded, today, diagnostics);
  options.onLoaded?.(site);
  const claims = claimRoutes(site);
  const manifest = buildRouteManifest(site, claims);
  checkSite({ site, claims, manifest, report: diagnostics, today });
  // The launch gate (--production): everything sample or placeholder, reported with the rest.
  const blockers = options.production ? { blockers: reportLaunchBlockers(site, options.production, diagnostics) } : {};
  // Which local pages earn indexing (data/local-pages.yaml): for commands that make pages. It
  // weighs every local page against the others, so validate and routes skip it.
  if (options.localIndexing && diagnostics.errorCount === 0 && site.localSettings) {
    return { site, manifest: withLocalIndexing(manifest, localPlanFor(site, manifest.routes)), diagnostics, ...blockers };
  }
  return { site, manifest, diagnostics, ...blockers };
}
