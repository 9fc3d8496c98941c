import { loadKnownSamples } from '../load/known-sample-sources.ts';
import type { Command } from 'commander';
import { z } from 'zod';
import { formatReport } from '../diagnostics/format-diagnostics.ts';
import { sortDiagnostics } from '../diagnostics/format-diagnostics.ts';
import { githubAnnotations } from '../diagnostics/github-annotations.ts';
import { prepareSite } from '../prepare-site.ts';
import { dataFlag, option, productionFlag, withOptions } from './options.ts';
import { formOverridesFromEnv } from '../content/form-config.ts';
import { launchSummary } from '../launch/blockers.ts';

export function registerValidate(program: Command): void {
  const command = program.command('validate').description('check every data file: schemas, references, redirects, links, lengths');
  const options = withOptions(command, {
    data: dataFlag,
    json: option('--json', 'print diagnostics as JSON (for CI and editors); the same as --format json', z.boolean().default(false)),
    format: option('--format <format>', 'text, json, or github (GitHub Actions annotations on the pull request)', z.enum(['text', 'json', 'github']).default('text')),
    production: productionFlag,
  });
  command.action((raw) => {
    const { data, json, format, production } = options(raw);
    const { diagnostics: report, manifest, blockers } = prepareSite(data, production ? { production: { form: formOverridesFromEnv(process.env), known: loadKnownSamples() } } : {});
    const checklist = blockers ? launchSummary(blockers) + '\n' : '';
    if (format === 'github') {
      if (report.diagnostics.length) process.stdout.write(githubAnnotations(report.diagnostics) + '\n');
      // The plain report as well, for the job's log.
      (report.errorCount > 0 ? process.stderr : process.stdout).write(formatReport(report.diagnostics) + '\n' + checklist);
    } else if (json || format === 'json') {
      process.stdout.write(
        JSON.stringify({ ok: report.errorCount === 0, errors: report.errorCount, warnings: report.warningCount, diagnostics: sortDiagnostics(report.diagnostics) }, null, 2) + '\n',
      );
    } else {
      const stream = report.errorCount > 0 ? process.stderr : process.stdout;
      stream.write(formatReport(report.diagnostics) + '\n' + checklist);
      if (report.errorCount === 0) process.stdout.write(`${manifest.routes.length} pages and ${manifest.redirects.length} redirects.\n`);
    }
    process.exitCode = report.errorCount > 0 ? 1 : 0;
  });
}
