import { faultPoint } from '../output/fault-point.ts';
import type { BuildState } from '../incremental/build-state.ts';
import type { ReusePlan } from '../incremental/reuse-plan.ts';
import type { SiteOutput } from '../output/atomic-output.ts';
import { Progress } from '../render/progress.ts';
import { renderPages } from '../render/render-pages.ts';
import { SIGNATURE_BYTES } from '../report/similarity.ts';
import type { BuildRun } from './prepare-build.ts';
import type { EdgeBuild } from '../edge/edge-build.ts';

/** Phase 3: every page kept, re-chromed or rendered as the plan says, and the redirect pages; each rendered page's signature. */
export async function renderAllPages(
  run: BuildRun,
  output: SiteOutput,
  prior: BuildState | undefined,
  plan: ReusePlan,
  edge?: EdgeBuild,
): Promise<{ signatures: Uint8Array; rendered: number; rechromed: number; threads: number }> {
  const { manifest } = run;
  // Each page's signature, in route order (see SIGNATURES_FILE).
  const signatures = new Uint8Array(manifest.routes.length * SIGNATURE_BYTES);
  const routeIndex = new Map(manifest.routes.map((route, i) => [route.path, i]));
  const progress = new Progress('Rendering', manifest.routes.length);
  let rechromed = 0;
  let rendered = 0;
  if (prior) {
    const surroundings = Object.fromEntries(Object.entries(prior.chrome).map(([variant, old]) => [variant, { layoutUrl: prior.layoutUrl, chrome: old }]));
    run.setup.previous = { dir: run.outDir, surroundings };
  }
  const jobs = plan.pages(
    manifest.routes,
    (i, signature) => signatures.set(signature, i * SIGNATURE_BYTES),
    (path) => {
      progress.add(1);
      // A long-tail page left as it was: its record goes to the new shards from the previous ones.
      edge?.carry(path);
    },
  );
  // A hybrid build: the long tail's records go to the function's shards, not to the renderers.
  // Their pages are unsigned (siblingGroup: not indexable), so their signatures stay zeros.
  const pages = edge ? edge.divert(jobs, () => progress.add(1)) : jobs;
  // Redirect pages for hosts without redirect rules: written by the renderers once the pages are done.
  const threads = await renderPages(
    pages,
    run.host.fallbackPages ? plan.redirectPages(manifest.redirects) : [],
    output,
    run.setup,
    (done, drawn) => {
      faultPoint('rendering');
      progress.add(done);
      // Every page drawn from its record is told of; the others only got new chrome.
      rendered += drawn.length;
      rechromed += done - drawn.length;
      for (const [path, signature] of drawn) if (signature) signatures.set(Buffer.from(signature, 'base64'), routeIndex.get(path)! * SIGNATURE_BYTES);
    },
    run.options.threads,
    () => warmUpPaths(manifest.routes),
    edge ? HYBRID_MAIN_THREAD_LIMIT : undefined,
  );
  return { signatures, rendered, rechromed, threads };
}

/**
 * The pages a watch's worker renders to warm up: spread over the site in route order, so mostly
 * service-in-suburb pages (what a suburb's or a service's edit renders), and the first of every
 * other kind.
 */
function warmUpPaths(routes: readonly { path: string; kind: string }[]): string[] {
  const firstOfKind = new Map<string, string>();
  for (const route of routes) if (!firstOfKind.has(route.kind)) firstOfKind.set(route.kind, route.path);
  const step = Math.max(1, Math.floor(routes.length / WARM_UP_SPREAD));
  const spread = routes.filter((_, i) => i % step === 0).map((r) => r.path);
  return [...new Set([...firstOfKind.values(), ...spread])];
}

/**
 * A hybrid build renders its few hundred files on worker threads, beside the main thread making
 * the long tail's records: to find that there are few, the main thread would first make every
 * record (the long tail's are skipped, not rendered), and only then render them all itself (the
 * sample's 330 pages, most with their critical CSS worked out, were 2.9 s of a 7.6 s build).
 */
const HYBRID_MAIN_THREAD_LIMIT = 20;

/** About as many pages as a one-suburb edit renders. */
const WARM_UP_SPREAD = 60;
