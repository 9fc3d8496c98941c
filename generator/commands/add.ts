import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { stringify } from 'yaml';
import { z } from 'zod';
import { paths } from '../../src/routing/paths.ts';
import { primaryTrade } from '../../src/content/trades.ts';
import { appendToList } from '../add/append-to-list.ts';
import { checkArgument, clip } from '../add/check-argument.ts';
import { draftService } from '../add/draft-service.ts';
import { newJob } from '../add/new-job.ts';
import { newSuburb } from '../add/new-suburb.ts';
import { suburbSlugFor } from '../add/slugs.ts';
import { invalidBefore, writeChecked } from '../add/write-checked.ts';
import { UserError } from '../diagnostics/user-error.ts';
import { suggestion } from '../diagnostics/did-you-mean.ts';
import { catalogueEntryFile, catalogueServicesDir, catalogueServiceText } from '../load/catalogue-services.ts';
import { collectionFile, schemaLine } from '../schema/collections.ts';
import { SLUG_PATTERN, placeName, regionSlug, serviceSlug, suburbSlug, text, title as titleText } from '../schema/index.ts';
import { prepareSite } from '../prepare-site.ts';
import { dataOption, parseOptions } from './options.ts';

/**
 * `add job|suburb|region|service`: parses the options, checks them against the data (generator/add/
 * makes each entry and refuses what the schema or the data would), and writes the file, keeping
 * it only if the data is still valid.
 */
const suburbOptions = z.object({
  data: dataOption,
  postcode: z.string().regex(/^\d{4}$/, 'must be 4 digits, e.g. 3074'),
  region: z.string().min(1),
  council: z.string().min(1).optional(),
  lat: z.coerce.number().min(-39.2).max(-33.9).optional(),
  lng: z.coerce.number().min(140.9).max(150).optional(),
});

const regionOptions = z.object({
  data: dataOption,
  description: text.min(40, 'must say in a sentence or two which councils and suburbs the region takes in (at least 40 characters)'),
  slug: z.string().optional(),
});

const serviceOptions = z.object({
  data: dataOption,
  title: titleText.min(3, 'must be at least 3 characters').optional(),
  group: z.string().min(1).optional(),
});

const jobOptions = z.object({
  data: dataOption,
  service: z.string().min(1),
  suburb: z.string().min(1),
  month: z.string().min(1),
  title: z.string().trim().min(1),
  found: z.string().trim().min(1),
  done: z.string().trim().min(1),
  took: z.string().trim().min(1),
  outcome: z.string().trim().min(1),
  sample: z.boolean().default(false),
  slug: z.string().optional(),
});

export function registerAdd(program: Command): void {
  const add = program.command('add').description('add a suburb, a region, a service or a completed job, leaving the data valid');

  add
    .command('job')
    .description('record a completed job in data/jobs/<slug>.yaml: local pages show it as proof of work nearby')
    .requiredOption('--service <slug>', 'the service done, e.g. blocked-drains')
    .requiredOption('--suburb <slug>', 'where, e.g. kyneton')
    .requiredOption('--month <YYYY-MM>', 'when it was done')
    .requiredOption('--title <text>', 'a short headline, e.g. "Tree roots cleared from a clay sewer"')
    .requiredOption('--found <text>', 'what the tradesperson found, in full sentences')
    .requiredOption('--done <text>', 'what was done about it')
    .requiredOption('--took <text>', 'how long it took, e.g. "About two hours"')
    .requiredOption('--outcome <text>', 'how it ended for the customer')
    .option('--sample', 'mark it as invented sample data (pages then label it so)')
    .option('--slug <slug>', 'the file name, when the one made from suburb and title will not do')
    .option('--data <dir>', 'the data folder', 'data')
    .action((raw) => {
      const options = parseOptions(jobOptions, raw);
      const { site, diagnostics: report } = prepareSite(options.data);
      if (report.errorCount > 0) throw invalidBefore(report.diagnostics);
      const job = newJob(options, site);
      const slug = job.slug;
      const file = join(options.data, collectionFile('jobs', slug));
      if (existsSync(file)) throw new UserError(`${file} already exists.`, 1, 'Give this job its own --slug.');
      const header = `${schemaLine('jobs')}\n${options.sample ? '# Sample data: an invented job for the fictional business.\n' : ''}`;
      writeChecked(file, undefined, header + stringify(job, { lineWidth: 100 }), options.data);
      process.stdout.write(`Wrote ${file}. It shows on the ${options.service} page for ${options.suburb} and its neighbours.\n`);
    });

  add
    .command('suburb <name>')
    .description('add a suburb to data/suburbs.yaml (its centre and council from the place reference)')
    .requiredOption('--postcode <code>', 'its 4-digit postcode')
    .requiredOption('--region <region>', 'the region it belongs to')
    .option('--council <name>', 'its council, where the place reference has not checked it')
    .option('--lat <degrees>', 'its centre, for a locality the place reference does not have yet')
    .option('--lng <degrees>', 'its centre, for a locality the place reference does not have yet')
    .option('--data <dir>', 'the data folder', 'data')
    .action((name: string, raw) => {
      const options = parseOptions(suburbOptions, raw);
      const displayName = checkArgument(
        placeName,
        name.replace(/\s+/g, ' '),
        `the suburb name "${clip(name)}"`,
        'Give the name as locals write it, e.g. "St Kilda" or "Kew East".',
      );
      const slug = checkArgument(suburbSlug, suburbSlugFor(displayName), `the address made from "${displayName}"`);
      const { site, diagnostics: report } = prepareSite(options.data);
      if (report.errorCount > 0) throw invalidBefore(report.diagnostics);
      const entry = newSuburb(
        {
          name: displayName,
          slug,
          postcode: options.postcode,
          region: options.region,
          council: options.council,
          geo: options.lat !== undefined && options.lng !== undefined ? { lat: options.lat, lng: options.lng } : undefined,
        },
        site,
      );
      const file = join(options.data, collectionFile('suburbs'));
      const before = readFileSync(file, 'utf8');
      writeChecked(file, before, appendToList(before, 'suburbs', entry), options.data);
      process.stdout.write(
        `Added ${displayName} (${options.postcode}, ${options.region}) to ${file}.\n` +
          `New pages: ${paths.suburbHub(primaryTrade(site.business?.trades), slug)}, ${paths.suburb(slug)} and one per service at ${paths.serviceInSuburb('{service}', slug)}.\n` +
          'Add "housing" and "nearby" to it so its pages carry local detail.\n',
      );
    });

  add
    .command('region <name>')
    .description('add a region of the area to data/regions.yaml (its suburbs are then added with "add suburb --region")')
    .requiredOption('--description <text>', 'which councils and suburbs it takes in, as a visitor would read it')
    .option('--slug <slug>', 'its address in the areas page, when the one made from the name will not do')
    .option('--data <dir>', 'the data folder', 'data')
    .action((name: string, raw) => {
      const options = parseOptions(regionOptions, raw);
      const title = checkArgument(text.max(60, 'is too long for a region name (at most 60 characters)'), name.replace(/\s+/g, ' '), `the region name "${clip(name)}"`);
      const slug = checkArgument(regionSlug, options.slug ?? suburbSlugFor(title), `the region slug made from "${title}"`, 'Give one with --slug, e.g. --slug ballarat.');
      const { site, diagnostics: report } = prepareSite(options.data);
      if (report.errorCount > 0) throw invalidBefore(report.diagnostics);
      if (site.regions.some((r) => r.slug === slug))
        throw new UserError(`the region "${slug}" already exists in regions.yaml.`, 1, 'Add suburbs to it with "add suburb --region".');
      const file = join(options.data, collectionFile('regions'));
      const before = readFileSync(file, 'utf8');
      writeChecked(file, before, appendToList(before, 'regions', { slug, name: title, description: options.description, menuSuburbs: [] }), options.data);
      process.stdout.write(
        `Added the region ${title} (${slug}) to ${file}.\n` +
          `Add its suburbs with "add suburb <name> --postcode N --region ${slug}", and list up to 8 of them under its menuSuburbs for the Service Locations menu.\n`,
      );
    });

  add
    .command('service <slug>')
    .description("add a service: an entry of tradesite's trade catalogue (published at once), or a draft of your own in data/services/<slug>.yaml")
    .option('--title <title>', 'for a service of your own: its title, e.g. "Pool and Spa Wiring"')
    .option('--group <group>', "its service group (a catalogue service keeps the catalogue's unless this is given)")
    .option('--data <dir>', 'the data folder', 'data')
    .action((slug: string, raw) => {
      const options = parseOptions(serviceOptions, raw);
      checkArgument(serviceSlug, slug, `the slug "${clip(slug)}"`, SLUG_PATTERN.test(slug) ? undefined : `Use kebab-case, e.g. "${clip(suburbSlugFor(slug))}".`);
      const { site, diagnostics: report } = prepareSite(options.data);
      if (report.errorCount > 0) throw invalidBefore(report.diagnostics);
      const file = join(options.data, collectionFile('services', slug));
      if (existsSync(file) || site.services.some((s) => s.slug === slug)) throw new UserError(`the service "${slug}" already exists (${file}).`, 1);
      if (options.title === undefined && catalogueEntryFile(slug) !== undefined) {
        const own = options.group === undefined ? {} : { group: options.group };
        writeChecked(file, undefined, `${schemaLine('services')}\n${catalogueServiceText(slug, slug, own)}`, options.data);
        const service = prepareSite(options.data).site.services.find((s) => s.slug === slug);
        process.stdout.write(
          `Wrote ${file}: ${service?.title ?? slug} from tradesite's trade catalogue, published at ${service ? paths.service(service) : paths.service({ slug })}. Any field you add to the file replaces the catalogue's words.\n`,
        );
        return;
      }
      if (options.title === undefined || options.group === undefined)
        throw new UserError(
          `"${slug}" is not in tradesite's trade catalogue, so it is a service of your own: give it --title and --group.`,
          1,
          suggestion(slug, catalogueSlugs())
            ? `Did you mean the catalogue's "${suggestion(slug, catalogueSlugs())}"?`
            : `The catalogue's services are the files in ${catalogueServicesDir()}/.`,
        );
      const draft = draftService(slug, options.title, options.group, site);
      const header = schemaLine('services') + '\n# A draft: published nowhere until "draft: true" is removed. Write the sections and phrases first.\n';
      writeChecked(file, undefined, header + stringify(draft, { lineWidth: 0 }), options.data);
      process.stdout.write(`Wrote ${file} as a draft. Fill in its sections, then remove "draft: true" to publish it.\n`);
    });
}

function catalogueSlugs(): string[] {
  return readdirSync(catalogueServicesDir())
    .filter((n) => n.endsWith('.yaml'))
    .map((n) => n.slice(0, -'.yaml'.length));
}
