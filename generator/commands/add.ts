import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { isSeq, parseDocument, stringify } from 'yaml';
import { z } from 'zod';
import { paths } from '../../src/routing/paths.ts';
import { findControlCharacter, someString } from '../load/control-characters.ts';
import { DATA_FILES } from '../load/load-site.ts';
import { collectionFile, schemaLine } from '../schema/collections.ts';
import { findLocalities } from '../reference/localities.ts';
import { UserError } from '../diagnostics/user-error.ts';
import { formatReport } from '../diagnostics/format-diagnostics.ts';
import { jobSchema, SLUG_PATTERN, type JobInput, placeName, serviceSchema, serviceSlug, suburbSchema, suburbSlug, title as titleText, type ServiceInput } from '../schema/index.ts';
import { suggestion } from '../diagnostics/did-you-mean.ts';
import { prepareSite } from '../prepare-site.ts';
import { isVictorianPostcode } from '../validate/rules/postcodes-are-victorian.ts';
import { dataOption, parseOptions } from './options.ts';

/** "St Kilda" -> "st-kilda", "O'Connor" -> "oconnor", "Mordialloc Café" -> "mordialloc-cafe": the spec's rule for suburb addresses. */
export function suburbSlugFor(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Checks a value given on the command line against the schema rule the data file will be held
 * to, before anything is read or written: a bad argument is bad usage (exit 2).
 */
function checkArgument<S extends z.ZodType>(schema: S, value: unknown, what: string, hint?: string): z.infer<S> {
  let control: string | undefined;
  someString(value, (text) => (control = findControlCharacter(text)?.name) !== undefined);
  if (control) throw new UserError(`${what} contains the control character ${control}.`, 2, hint);
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.length ? `${issue.path.join('.')} ` : '';
  throw new UserError(`${what} ${field}${issue.message}.`, 2, hint);
}

const suburbOptions = z.object({
  data: dataOption,
  postcode: z.string().regex(/^\d{4}$/, 'must be 4 digits, e.g. 3074'),
  region: z.string().min(1),
  council: z.string().min(1).optional(),
  km: z.coerce.number().min(0).max(100).optional(),
});

const serviceOptions = z.object({
  data: dataOption,
  title: titleText.min(3, 'must be at least 3 characters'),
  group: z.string().min(1),
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

/** "Tree roots cleared from a clay sewer" in Preston -> "preston-tree-roots-cleared-from-a-clay-sewer" (at most 60 characters, cut at a word). */
export function jobSlugFor(suburb: string, title: string): string {
  const full = suburbSlugFor(`${suburb} ${title}`);
  return full.length <= 60 ? full : full.slice(0, 60).replace(/-[^-]*$/, '');
}

export function registerAdd(program: Command): void {
  const add = program.command('add').description('add a suburb, a service or a completed job, leaving the data valid');

  add
    .command('job')
    .description('record a completed job in data/jobs/<slug>.yaml: local pages show it as proof of work nearby')
    .requiredOption('--service <slug>', 'the service done, e.g. blocked-drains')
    .requiredOption('--suburb <slug>', 'where, e.g. thomastown')
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
      const services = site.services.filter((s) => !s.draft).map((s) => s.slug as string);
      if (!services.includes(options.service)) throw new UserError(`there is no published service "${options.service}".`, 1, suggestion(options.service, services) ?? 'List them with: ls data/services');
      const suburbs = site.suburbs.map((s) => s.slug as string);
      if (!suburbs.includes(options.suburb)) throw new UserError(`there is no suburb "${options.suburb}".`, 1, suggestion(options.suburb, suburbs) ?? 'Add it first with: add suburb <name> --postcode N --region R');
      const slug = options.slug ?? jobSlugFor(options.suburb, options.title);
      const job: JobInput = {
        slug,
        sample: options.sample,
        service: options.service,
        suburb: options.suburb,
        month: options.month,
        title: options.title,
        found: options.found,
        done: options.done,
        took: options.took,
        outcome: options.outcome,
      };
      // The schema checks the fields (month format, lengths, slug) before anything is written.
      const parsed = jobSchema.safeParse(job);
      if (!parsed.success) {
        const problems = parsed.error.issues.map((i) => `  --${i.path.join('.')}: ${i.message}`).join('\n');
        throw new UserError(`the job is not valid, so nothing was written:\n${problems}`, 1);
      }
      const file = join(options.data, collectionFile('jobs', slug));
      if (existsSync(file)) throw new UserError(`${file} already exists.`, 1, 'Give this job its own --slug.');
      const header = `${schemaLine('jobs')}\n${options.sample ? '# Sample data: an invented job for the fictional business.\n' : ''}`;
      writeChecked(file, undefined, header + stringify(job, { lineWidth: 100 }), options.data);
      process.stdout.write(`Wrote ${file}. It shows on the ${options.service} page for ${options.suburb} and its neighbours.\n`);
    });

  add
    .command('suburb <name>')
    .description('add a suburb to data/suburbs.yaml (council and distance from the reference list)')
    .requiredOption('--postcode <code>', 'its 4-digit postcode')
    .requiredOption('--region <region>', 'the region it belongs to')
    .option('--council <name>', 'its council, when the reference list does not know the suburb')
    .option('--km <number>', 'its distance from the CBD in km, when the reference list does not know it')
    .option('--data <dir>', 'the data folder', 'data')
    .action((name: string, raw) => {
      const options = parseOptions(suburbOptions, raw);
      const displayName = checkArgument(placeName, name.replace(/\s+/g, ' '), `the suburb name "${clip(name)}"`, 'Give the name as locals write it, e.g. "St Kilda" or "Kew East".');
      const slug = checkArgument(suburbSlug, suburbSlugFor(displayName), `the address made from "${displayName}"`);
      const { site, diagnostics: report } = prepareSite(options.data);
      if (report.errorCount > 0) throw invalidBefore(report.diagnostics);
      const regions = site.regions.map((r) => r.slug as string);
      if (!regions.includes(options.region)) {
        throw new UserError(`there is no region "${options.region}".`, 1, `${suggestion(options.region, regions) ?? ''} Regions: ${regions.join(', ')}.`.trim());
      }
      if (site.suburbs.some((s) => s.slug === slug)) throw new UserError(`${displayName} is already in ${DATA_FILES.suburbs} (slug "${slug}").`, 1);
      if (!isVictorianPostcode(options.postcode)) throw new UserError(`postcode ${options.postcode} is not Victorian.`, 1, 'Victorian postcodes run from 3000 to 3999.');
      const reference = findLocalities(displayName).find((l) => l.postcode === options.postcode);
      const council = options.council ?? reference?.council;
      const km = options.km ?? reference?.kmFromCbd;
      if (council === undefined || km === undefined) {
        const known = findLocalities(displayName);
        throw new UserError(
          `${displayName} ${options.postcode} is not in the reference list, so its council and distance are unknown.`,
          1,
          known.length ? `The list has ${displayName} with postcode ${known.map((k) => k.postcode).join(' or ')}.` : 'Give them with --council <name> --km <distance from the CBD>.',
        );
      }
      const file = join(options.data, collectionFile('suburbs'));
      const before = readFileSync(file, 'utf8');
      const otherCouncils = options.council === undefined ? (reference?.otherCouncils ?? []) : [];
      const entry = { slug, name: displayName, postcode: options.postcode, region: options.region, council, ...(otherCouncils.length ? { otherCouncils } : {}), kmFromCbd: km };
      checkArgument(suburbSchema, entry, 'the new suburb:');
      writeChecked(file, before, appendToList(before, 'suburbs', entry), options.data);
      process.stdout.write(
        `Added ${displayName} (${options.postcode}, ${options.region}) to ${file}.\n` +
          `New pages: ${paths.electrician(slug)}, ${paths.suburb(slug)} and one per service at ${paths.serviceInSuburb('{service}', slug)}.\n` +
          'Add "housing" and "nearby" to it so its pages carry local detail.\n',
      );
    });

  add
    .command('service <slug>')
    .description('add a draft service in data/services/<slug>.yaml, to be written and then published')
    .requiredOption('--title <title>', 'its title, e.g. "Pool and Spa Wiring"')
    .requiredOption('--group <group>', 'its service group')
    .option('--data <dir>', 'the data folder', 'data')
    .action((slug: string, raw) => {
      const options = parseOptions(serviceOptions, raw);
      checkArgument(serviceSlug, slug, `the slug "${clip(slug)}"`, SLUG_PATTERN.test(slug) ? undefined : `Use kebab-case, e.g. "${clip(suburbSlugFor(slug))}".`);
      const { site, diagnostics: report } = prepareSite(options.data);
      if (report.errorCount > 0) throw invalidBefore(report.diagnostics);
      const group = site.groups.find((g) => g.slug === options.group);
      if (!group) {
        const groups = site.groups.map((g) => g.slug as string);
        throw new UserError(`there is no service group "${options.group}".`, 1, `${suggestion(options.group, groups) ?? ''} Groups: ${groups.join(', ')}.`.trim());
      }
      const file = join(options.data, collectionFile('services', slug));
      if (existsSync(file) || site.services.some((s) => s.slug === slug)) throw new UserError(`the service "${slug}" already exists (${file}).`, 1);
      const title = options.title;
      const draft: ServiceInput = {
        slug,
        draft: true,
        title,
        group: group.slug,
        icon: group.icon,
        pageTitle: `${title} Melbourne`.slice(0, 60),
        metaDescription: `${title} across Melbourne by licensed tradespeople. ${group.description}`.slice(0, 160),
        h1: `${title} in Melbourne`.length <= 80 ? `${title} in Melbourne` : title,
        summary: `${title} by licensed Melbourne tradespeople.`,
        sections: { whatIs: `${title}: ${group.description}`, whyNeeded: [], ourProcess: [], included: [], faq: [] },
        serviceAreas: site.regions.map((r) => r.slug),
        relatedServices: [],
        // Written as the title for now: the phrases are part of what must be written before publishing.
        phrases: { noun: title, cta: `Need ${title} in {suburb}?` },
      };
      checkArgument(serviceSchema, draft, 'the new service (from --title and --group):');
      const header = schemaLine('services') + '\n# A draft: published nowhere until "draft: true" is removed. Write the sections and phrases first.\n';
      writeChecked(file, undefined, header + stringify(draft, { lineWidth: 0 }), options.data);
      process.stdout.write(`Wrote ${file} as a draft. Fill in its sections, then remove "draft: true" to publish it.\n`);
    });
}

/**
 * Appends an item to the top-level list `key` without re-printing the file: people's comments,
 * folding and flow lists stay exactly as they wrote them. Only when the list is not the last
 * thing in the file is the document re-printed.
 */
export function appendToList(text: string, key: string, item: object): string {
  const doc = parseDocument(text);
  const list = doc.get(key, true);
  if (!isSeq(list)) throw new UserError(`the file has no "${key}:" list.`, 1);
  const lastKey = doc.contents && 'items' in doc.contents ? (doc.contents.items as { key: { value?: unknown } }[]).at(-1)?.key?.value : undefined;
  if (lastKey !== key || list.flow) {
    list.add(doc.createNode(item));
    return doc.toString({ lineWidth: 0 });
  }
  const indent = /^(\s*)- /m.exec(text.slice(text.indexOf(`${key}:`)))?.[1] ?? '  ';
  const block = stringify([item], { lineWidth: 0 })
    .trimEnd()
    .split('\n')
    .map((line) => indent + line)
    .join('\n');
  return `${text.trimEnd()}\n${block}\n`;
}

/** Writes, re-validates, and restores the previous content if the change broke anything. */
function writeChecked(file: string, before: string | undefined, after: string, dataDir: string): void {
  writeFileSync(file, after);
  const { diagnostics: report } = prepareSite(dataDir);
  if (report.errorCount === 0) return;
  if (before === undefined) rmSync(file, { force: true });
  else writeFileSync(file, before);
  throw new UserError(`the change would make the data invalid, so it was not kept:\n${formatReport(report.diagnostics)}`, 1);
}

/** A value as it is echoed back in a message: a 500-character argument is not repeated whole. */
function clip(value: string): string {
  const shown = value.length > 40 ? `${value.slice(0, 40)}... (${value.length} characters)` : value;
  // A control character is shown by its code, never sent to the terminal to act on.
  return shown.replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function invalidBefore(diagnostics: Parameters<typeof formatReport>[0]): UserError {
  return new UserError(`the data is already invalid; fix it before adding to it:\n${formatReport(diagnostics)}`, 1);
}
