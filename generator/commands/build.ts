import type { Command } from 'commander';
import { z } from 'zod';
import { formatReport } from '../report/format-diagnostics.ts';
import { buildSite } from '../render/build-site.ts';
import { validateSite } from '../validate/validate-site.ts';
import { dataOption, outOption, parseOptions, safeOutDir } from './options.ts';

const options = z.object({ data: dataOption, out: outOption, duplicateCheck: z.boolean().default(true) });

export function registerBuild(program: Command): void {
  program
    .command('build')
    .description('validate the data, then write the whole site to the output folder')
    .option('--data <dir>', 'the data folder', 'data')
    .option('--out <dir>', 'the output folder (replaced as a whole, only when the build succeeds)', 'dist')
    .option('--no-duplicate-check', 'build even when pages are near-copies of each other (for synthetic benchmark data)')
    .action(async (raw) => {
      const { data, out, duplicateCheck } = parseOptions(options, raw);
      const outDir = safeOutDir(out, data);
      const { report, manifest, site } = validateSite(data);
      if (report.errorCount > 0) {
        process.stderr.write(formatReport(report.diagnostics) + `\nNothing was written; ${out}/ still holds the previous build.\n`);
        process.exitCode = 1;
        return;
      }
      if (report.warningCount > 0) process.stderr.write(formatReport(report.diagnostics) + '\n');
      const started = performance.now();
      const stats = await buildSite(site, manifest, outDir, (line) => process.stdout.write(line + '\n'), { duplicateCheck });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(
        `Built ${stats.pages} pages (${stats.rendered} rendered${stats.threads ? ` on ${stats.threads} thread${stats.threads === 1 ? '' : 's'}` : ''}${stats.rechromed ? `, ${stats.rechromed} given the new menus and footer` : ''}, ${stats.reused} unchanged) and ${stats.redirects} redirects into ${out}/ in ${seconds} s${stats.bundlesReused ? '; bundles reused' : ''}.\n` +
          (stats.similarity ? `Service-in-suburb pages share ${Math.round(stats.similarity.median * 100)}% of their text with their nearest sibling (median; worst ${Math.round(stats.similarity.max * 100)}%).\n` : ''),
      );
    });
}
