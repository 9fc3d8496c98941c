import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { z } from 'zod';
import { htmlFileFor } from '../../src/routing/paths.ts';
import type { RouteManifest } from '../../src/routing/routes.ts';
import { UserError } from '../report/diagnostic.ts';
import { claimsReport, formatClaimsReport } from '../report/claims.ts';
import { formatReport } from '../report/format-diagnostics.ts';
import { DUPLICATE_THRESHOLD, duplicateReport, formatDuplicateReport } from '../report/duplicates.ts';
import { mainText, signature } from '../report/similarity.ts';
import { prepareSite } from '../prepare-site.ts';
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
    manifest = JSON.parse(readFileSync(join(outDir, 'routes.json'), 'utf8')) as RouteManifest;
  } catch {
    throw new UserError(`${outDir}/ holds no built site.`, 1, 'Run "npm run build" first.');
  }
  return manifest.routes.map((route) => ({ route, signature: signature(mainText(readFileSync(join(outDir, htmlFileFor(route.path)), 'utf8'))) }));
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
}
