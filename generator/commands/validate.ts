import type { Command } from 'commander';
import { z } from 'zod';
import { formatReport } from '../report/format-diagnostics.ts';
import { sortDiagnostics } from '../report/format-diagnostics.ts';
import { prepareSite } from '../prepare-site.ts';
import { dataFlag, option, withOptions } from './options.ts';

export function registerValidate(program: Command): void {
  const command = program.command('validate').description('check every data file: schemas, references, redirects, links, lengths');
  const options = withOptions(command, {
    data: dataFlag,
    json: option('--json', 'print diagnostics as JSON (for CI and editors)', z.boolean().default(false)),
  });
  command.action((raw) => {
    const { data, json } = options(raw);
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
