import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { z } from 'zod';
import { formatReport } from '../report/format-diagnostics.ts';
import { AtomicOutput } from '../render/atomic-output.ts';
import { validateSite } from '../validate/validate-site.ts';
import { dataOption, outOption, parseOptions, safeOutDir } from './options.ts';

const options = z.object({ data: dataOption, out: outOption });

export function registerBuild(program: Command): void {
  program
    .command('build')
    .description('validate the data, then write the whole site to the output folder')
    .option('--data <dir>', 'the data folder', 'data')
    .option('--out <dir>', 'the output folder (replaced as a whole, only when the build succeeds)', 'dist')
    .action(async (raw) => {
      const { data, out } = parseOptions(options, raw);
      const outDir = safeOutDir(out, data);
      const { report, manifest } = validateSite(data);
      if (report.errorCount > 0) {
        process.stderr.write(formatReport(report.diagnostics) + `\nNothing was written; ${out}/ still holds the previous build.\n`);
        process.exitCode = 1;
        return;
      }
      if (report.warningCount > 0) process.stderr.write(formatReport(report.diagnostics) + '\n');
      const output = AtomicOutput.begin(outDir);
      try {
        writeFileSync(output.path('routes.json'), JSON.stringify(manifest, null, 2) + '\n');
        output.commit();
      } catch (error) {
        output.abort();
        throw error;
      }
      process.stdout.write(`Built ${manifest.routes.length} pages and ${manifest.redirects.length} redirects into ${out}/.\n`);
    });
}
