import type { Command } from 'commander';
import { z } from 'zod';
import { formatReport } from '../report/format-diagnostics.ts';
import { sortDiagnostics } from '../report/format-diagnostics.ts';
import { prepareSite } from '../prepare-site.ts';
import { dataOption, parseOptions } from './options.ts';

const options = z.object({ data: dataOption, json: z.boolean().default(false) });

export function registerValidate(program: Command): void {
  program
    .command('validate')
    .description('check every data file: schemas, references, redirects, links, lengths')
    .option('--data <dir>', 'the data folder', 'data')
    .option('--json', 'print diagnostics as JSON (for CI and editors)')
    .action((raw) => {
      const { data, json } = parseOptions(options, raw);
      const { diagnostics: report, manifest } = prepareSite(data);
      if (json) {
        process.stdout.write(JSON.stringify({ ok: report.errorCount === 0, errors: report.errorCount, warnings: report.warningCount, diagnostics: sortDiagnostics(report.diagnostics) }, null, 2) + '\n');
      } else {
        const stream = report.errorCount > 0 ? process.stderr : process.stdout;
        stream.write(formatReport(report.diagnostics) + '\n');
        if (report.errorCount === 0) process.stdout.write(`${manifest.routes.length} pages and ${manifest.redirects.length} redirects.\n`);
      }
      process.exitCode = report.errorCount > 0 ? 1 : 0;
    });
}
