import type { Command } from 'commander';
import { z } from 'zod';
import { ROUTE_KINDS } from '../../src/routing/routes.ts';
import { UserError } from '../diagnostics/user-error.ts';
import { formatReport } from '../diagnostics/format-diagnostics.ts';
import { suggestion } from '../diagnostics/did-you-mean.ts';
import { prepareSite } from '../prepare-site.ts';
import { dataFlag, option, withOptions } from './options.ts';

export function registerRoutes(program: Command): void {
  const command = program.command('routes').description('list the route manifest: every page the build writes');
  const options = withOptions(command, {
    data: dataFlag,
    kind: option('--kind <kind>', `only routes of one kind (${ROUTE_KINDS.join(', ')})`, z.string().optional()),
    json: option('--json', 'print the routes as JSON', z.boolean().default(false)),
    count: option('--count', 'print counts per kind instead of paths', z.boolean().default(false)),
  });
  command.action((raw) => {
    const { data, kind, json, count } = options(raw);
    if (kind !== undefined && !(ROUTE_KINDS as readonly string[]).includes(kind)) {
      throw new UserError(`--kind ${kind} is not a route kind.`, 2, suggestion(kind, ROUTE_KINDS) ?? `Kinds: ${ROUTE_KINDS.join(', ')}.`);
    }
    const { diagnostics: report, manifest } = prepareSite(data);
    if (report.errorCount > 0) {
      process.stderr.write(formatReport(report.diagnostics) + '\n');
      process.exitCode = 1;
      return;
    }
    const routes = manifest.routes.filter((r) => kind === undefined || r.kind === kind);
    if (count) {
      const counts = Object.fromEntries(ROUTE_KINDS.map((k) => [k, routes.filter((r) => r.kind === k).length]).filter(([, n]) => n !== 0 || kind === undefined));
      const summary = { ...counts, total: routes.length, redirects: manifest.redirects.length };
      process.stdout.write(
        json
          ? JSON.stringify(summary, null, 2) + '\n'
          : Object.entries(summary)
              .map(([k, n]) => `${k.padEnd(18)} ${n}`)
              .join('\n') + '\n',
      );
      return;
    }
    if (json) process.stdout.write(JSON.stringify(routes, null, 2) + '\n');
    else process.stdout.write(routes.map((r) => `${r.kind.padEnd(18)} ${r.path}${r.indexable ? '' : `  (canonical ${r.canonical})`}`).join('\n') + '\n');
  });
}
