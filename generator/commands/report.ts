import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Command } from 'commander';
import { z } from 'zod';
import { htmlFileFor } from '../../src/routing/paths.ts';
import type { RouteManifest } from '../../src/routing/routes.ts';
import { UserError } from '../diagnostics/user-error.ts';
import { claimsReport, formatClaimsReport } from '../report/claims.ts';
import { formatReport } from '../diagnostics/format-diagnostics.ts';
import { DUPLICATE_THRESHOLD, duplicateReport, formatDuplicateReport } from '../report/duplicates.ts';
import { mainText, signature } from '../report/similarity.ts';
import { stateDirFor } from '../output/build-folder.ts';
import { ROUTES_FILE } from '../incremental/build-state.ts';
import { describeProof } from '../local/local-proof.ts';
import { formatJobUnlocks, jobUnlocks, typicalJobSentences, type JobUnlock } from '../local/job-unlocks.ts';
import { localPlanFor, type LocalPlanEntry } from '../local/local-plan.ts';
import { formatLocalTotals, isLocalRoute, judgeLocalPages, LocalData, localTotals, type LocalPageResult } from '../local/local-pages.ts';
import { prepareSite } from '../prepare-site.ts';
import type { Site } from '../schema/site.ts';
import { dataOption, outOption, parseOptions } from './options.ts';

const claimsOptions = z.object({ data: dataOption, json: z.boolean().default(false), strict: z.boolean().default(false) });

const options = z.object({
  out: outOption,
  json: z.boolean().default(false),
  threshold: z.coerce.number().min(0).max(1).default(DUPLICATE_THRESHOLD),
});

/** Signatures of every page of a built site, from its HTML. */
export function signaturesOf(outDir: string) {
  let manifest: RouteManifest;
  try {
    manifest = JSON.parse(readFileSync(join(stateDirFor(resolve(outDir)), ROUTES_FILE), 'utf8')) as RouteManifest;
  } catch {
    throw new UserError(`${outDir}/ holds no built site.`, 1, 'Run "npm run build" first.');
  }
  return manifest.routes.map((route) => ({ route, signature: signature(mainText(readFileSync(join(outDir, htmlFileFor(route.path)), 'utf8'))) }));
}

const localOptions = z.object({
  out: outOption,
  data: dataOption,
  json: z.boolean().default(false),
  pages: z.boolean().default(false),
  page: z.string().optional(),
  fromHtml: z.boolean().default(false),
  unlocks: z.boolean().default(false),
});

/** The local pages as the build plans them from the data, with the site they were planned from. */
function localPlanOfData(dataDir: string): { site: Site; plan: Map<string, LocalPlanEntry> } {
  const { site, manifest, diagnostics: report } = prepareSite(dataDir);
  if (report.errorCount > 0 || !site.localSettings) throw new UserError(`the data in ${dataDir}/ is not valid.`, 1, 'Run "validate" to see the problems.');
  return { site, plan: localPlanFor(site, manifest.routes) };
}

/** The local pages as the build judges them: from the plan it makes from the data. */
export function localReportOfData(dataDir: string): LocalPageResult[] {
  return [...localPlanOfData(dataDir).plan.values()].map((p) => p.result());
}

/** Where one logged job would take local pages over the indexing line, planned from the data. */
export function jobUnlocksOfData(dataDir: string): JobUnlock[] {
  const { site, plan } = localPlanOfData(dataDir);
  return jobUnlocks(plan, site.services, site.jobs, site.localSettings!.indexing, new LocalData(site).tradeOf);
}

/** A built site's local pages, judged by the rule from their HTML's main text (any build, old or new). */
export function localReportOf(outDir: string, dataDir: string): LocalPageResult[] {
  const { site, diagnostics: report } = prepareSite(dataDir);
  if (report.errorCount > 0 || !site.localSettings) throw new UserError(`the data in ${dataDir}/ is not valid.`, 1, 'Run "validate" to see the problems.');
  let manifest: RouteManifest;
  try {
    manifest = JSON.parse(readFileSync(join(stateDirFor(resolve(outDir)), ROUTES_FILE), 'utf8')) as RouteManifest;
  } catch {
    throw new UserError(`${outDir}/ holds no built site.`, 1, 'Run "npm run build" first.');
  }
  const pages = manifest.routes.filter(isLocalRoute).map((route) => ({ route, paragraphs: [mainText(readFileSync(join(outDir, htmlFileFor(route.path)), 'utf8'))] }));
  return judgeLocalPages(pages, new LocalData(site), site.localSettings);
}

function formatLocalPage(r: LocalPageResult): string {
  const head = `${r.decision.indexable ? 'index  ' : 'noindex'}  ${String(Math.round(r.share * 100)).padStart(3)}% own (${r.own}/${r.sentences})  ${r.proof.length} proof  ${r.path}`;
  const lines = [head, ...r.proof.map((p) => `           ${describeProof(p)}`), ...r.decision.reasons.map((why) => `           not indexable: ${why}`)];
  return lines.join('\n');
}

export function registerReport(program: Command): void {
  const report = program.command('report').description('reports on a built site');
  report
    .command('duplicates')
    .description("how alike each page's main text is to its most similar sibling (near-copies fail the build)")
    .option('--out <dir>', 'the built site', 'dist')
    .option('--threshold <fraction>', 'the similarity above which a page counts as a near-copy', String(DUPLICATE_THRESHOLD))
    .option('--json', 'print the report as JSON')
    .action((raw) => {
      const { out, json, threshold } = parseOptions(options, raw);
      const result = duplicateReport(signaturesOf(out), threshold);
      process.stdout.write(json ? JSON.stringify(result, null, 2) + '\n' : formatDuplicateReport(result) + '\n');
      process.exitCode = result.overThreshold > 0 ? 1 : 0;
    });
  report
    .command('claims')
    .description('every business claim (data/claims.yaml), where the site states it, and which the owner has not confirmed')
    .option('--data <dir>', 'the data folder', 'data')
    .option('--json', 'print the report as JSON')
    .option('--strict', 'exit 1 while any claim is unconfirmed (for a release check)')
    .action((raw) => {
      const { data, json, strict } = parseOptions(claimsOptions, raw);
      const { site, diagnostics } = prepareSite(data);
      if (!site.claims) {
        process.stderr.write(formatReport(diagnostics.diagnostics) + '\n');
        throw new UserError(`${data}/claims.yaml could not be read.`, 1, 'Fix the problems above, then run the report again.');
      }
      const result = claimsReport(site);
      process.stdout.write(json ? JSON.stringify(result, null, 2) + '\n' : formatClaimsReport(result) + '\n');
      process.exitCode = strict && result.unconfirmed > 0 ? 1 : 0;
    });
  report
    .command('local')
    .description('which local pages (service in suburb, suburb hub, emergency) earn indexing: own-sentence share and proof per page, totals per kind')
    .option('--out <dir>', 'the built site', 'dist')
    .option('--data <dir>', 'the data folder', 'data')
    .option('--pages', 'list every local page with its share, proof items and decision')
    .option('--page <path>', 'show one page, e.g. /services/blocked-drains/in/kyneton')
    .option('--json', 'print every page and the totals as JSON')
    .option('--from-html', 'measure the main text of the built site in --out instead of planning from the data')
    .option('--unlocks', 'list every suburb where one job would unlock pages (the text report shows the first 10)')
    .action((raw) => {
      const { out, data, json, pages, page, fromHtml, unlocks: allUnlocks } = parseOptions(localOptions, raw);
      const planned = localPlanOfData(data);
      const results = fromHtml ? localReportOf(out, data) : [...planned.plan.values()].map((p) => p.result());
      const totals = localTotals(results);
      const unlocks = jobUnlocks(planned.plan, planned.site.services, planned.site.jobs, planned.site.localSettings!.indexing, new LocalData(planned.site).tradeOf);
      if (json) {
        process.stdout.write(JSON.stringify({ totals, pages: results.map((r) => ({ ...r, proof: r.proof.map(describeProof) })), unlocks }, null, 2) + '\n');
        return;
      }
      if (page) {
        const found = results.find((r) => r.path === page);
        if (!found) throw new UserError(`${page} is not a local page of the built site.`, 1);
        process.stdout.write(formatLocalPage(found) + '\n');
        return;
      }
      if (pages) process.stdout.write(results.map(formatLocalPage).join('\n') + '\n');
      process.stdout.write(formatLocalTotals(totals) + '\n\n');
      process.stdout.write(formatJobUnlocks(unlocks, typicalJobSentences(planned.site.jobs), allUnlocks ? Infinity : 10) + '\n');
    });
}
