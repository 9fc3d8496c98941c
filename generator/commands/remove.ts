import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { z } from 'zod';
import { removeSuburb } from '../add/remove-suburb.ts';
import { invalidBefore, writeAllChecked } from '../add/write-checked.ts';
import { COLLECTIONS } from '../schema/collections.ts';
import { prepareSite } from '../prepare-site.ts';
import { dataOption, parseOptions } from './options.ts';

const suburbOptions = z.object({ data: dataOption });

/**
 * `remove suburb`: takes a suburb out of the business's area in one step, with every list that
 * names it, keeping the change only if the data is still valid.
 */
export function registerRemove(program: Command): void {
  const remove = program.command('remove').description("take a suburb out of the business's area, leaving the data valid");
  remove
    .command('suburb <slug>')
    .description('remove a suburb from data/suburbs.yaml and from every list that names it (menus, emergency pages, services, nearby suburbs, old-address redirects)')
    .option('--data <dir>', 'the data folder', 'data')
    .action((slug: string, raw) => {
      const options = parseOptions(suburbOptions, raw);
      const { site, diagnostics: report } = prepareSite(options.data);
      if (report.errorCount > 0) throw invalidBefore(report.diagnostics);
      const services = readdirSync(join(options.data, COLLECTIONS.services.path))
        .filter((name) => name.endsWith('.yaml'))
        .map((name) => `${COLLECTIONS.services.path}/${name}`);
      const { changes, redirectsDropped } = removeSuburb(site, slug, (path) => readFileSync(join(options.data, path), 'utf8'), services);
      writeAllChecked(
        changes.map((c) => ({ ...c, file: join(options.data, c.path) })),
        options.data,
      );
      const name = site.suburbs.find((s) => s.slug === slug)!.name;
      process.stdout.write(
        `Removed ${name} from the area: ${changes.map((c) => c.path).join(', ')}.\n` +
          (redirectsDropped.length ? `Old addresses that led to its pages, removed: ${redirectsDropped.join('; ')}.\n` : '') +
          'Its pages are gone from the next build; a host answers their addresses with the 404 page.\n',
      );
    });
}
