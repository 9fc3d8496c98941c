import type { RouteManifest } from '../../src/routing/routes.ts';
import type { Site } from '../schema/site.ts';
import type { Reporter } from '../diagnostics/diagnostic.ts';
import type { RouteClaim } from '../routes/build-route-manifest.ts';

/** What every rule sees. Rules are pure: they read this and report; no files, no logging. */
export interface RuleContext {
  site: Site;
  claims: RouteClaim[];
  manifest: RouteManifest;
  /** Every page path in the manifest. */
  pagePaths: ReadonlySet<string>;
  /** Every concrete redirect source, with its target. */
  redirectTargets: ReadonlyMap<string, string>;
  report: Reporter;
  /** Today in the business's time zone (YYYY-MM-DD), for dates that must be past: given, so rules stay pure. */
  today: string;
}

export type Rule = (ctx: RuleContext) => void;
