import { existsSync, lstatSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';
import type { Command } from 'commander';
import { z } from 'zod';
import { writeNewProject, type NewBusiness } from '../launch/new-project.ts';
import { areaAround, DEFAULT_RADIUS_KM, findBase } from '../launch/new-area.ts';
import { openingHours } from '../launch/opening-hours.ts';
import type { Site } from '../schema/site.ts';
import { prepareSite } from '../prepare-site.ts';
import { UserError } from '../diagnostics/user-error.ts';
import { environmentError } from '../diagnostics/environment-error.ts';
import { businessFileSchema } from '../schema/index.ts';
import { option, projectPath, withOptions } from './options.ts';
import { packageRoot } from '../load/package-root.ts';

/** A value given on the command line or typed at the prompt, held to business.yaml's own rule for it. */
const field = <S extends z.ZodType>(schema: S) => schema.optional();
const shape = businessFileSchema.shape;

const OPTIONS = {
  from: option('--from <dir>', 'the data folder whose catalogue of services, suburbs and pages the new project starts from', z.string().min(1).default('data')),
  name: option('--name <name>', 'the business name, as customers know it', field(shape.name)),
  legalName: option('--legal-name <name>', 'the registered name, e.g. "Sparky & Co Pty Ltd"', field(shape.legalName)),
  phone: option('--phone <phone>', 'the number customers ring, e.g. "(03) 9123 4567" or "0412 345 678"', field(shape.phone)),
  email: option('--email <email>', 'the address that receives enquiries', field(shape.email)),
  domain: option(
    '--domain <domain>',
    'the domain the site will be published at, e.g. "sparkyandco.com.au"',
    field(z.string().regex(/^(?:[a-z0-9-]+\.)+[a-z]{2,}$/, 'must be a domain such as "sparkyandco.com.au", without https:// or www.')),
  ),
  abn: option('--abn <abn>', 'the ABN, written as "51 824 753 556"', field(shape.abn)),
  trades: option(
    '--trades <list>',
    'the trades the business offers, comma-separated: electrical, plumbing, gas, air-conditioning (default: all four)',
    z
      .string()
      .transform((list) =>
        list
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean),
      )
      .pipe(shape.trades)
      .optional(),
  ),
  base: option(
    '--base <locality>',
    'the suburb or town the vans leave from, anywhere in Victoria (arrival times are measured from it), e.g. "Ballarat Central" or "Bendigo 3550"',
    z.string().trim().min(1).optional(),
  ),
  baseSuburb: option('--base-suburb <slug>', 'the older name of --base', z.string().trim().min(1).optional()),
  radius: option(
    '--radius <km>',
    `how far the area reaches from the base, in km (default ${DEFAULT_RADIUS_KM}; without it, a base in the catalogue keeps the catalogue's suburbs)`,
    z.coerce.number().min(1, 'must be at least 1 km').max(150, 'must be at most 150 km').optional(),
  ),
  areaName: option('--area-name <name>', 'the city or region the business works across, as visitors name it, e.g. "Ballarat" (default: the base suburb)', field(shape.areaName)),
  electricalLicence: option(
    '--electrical-licence <number>',
    'the Registered Electrical Contractor number (Energy Safe Victoria), e.g. "REC 12345"',
    z.string().trim().min(1).max(40).optional(),
  ),
  plumbingLicence: option(
    '--plumbing-licence <number>',
    'the plumbing and gasfitting registration number (Building and Plumbing Commission), as the register shows it',
    z.string().trim().min(1).max(40).optional(),
  ),
  refrigerantLicence: option(
    '--refrigerant-licence <number>',
    'the Refrigerant Trading Authorisation number (Australian Refrigeration Council), e.g. "AU12345"',
    z.string().trim().min(1).max(40).optional(),
  ),
  hours: option('--hours <hours>', 'the opening hours: "24/7", or days and times such as "Mo-Fr 07:00-17:00, Sa 08:00-12:00"', z.string().trim().min(1).optional()),
  street: option('--street <address>', 'the street address, e.g. "Unit 2, 15 Example Road"', field(shape.address.shape.streetAddress)),
  formId: option('--form-id <id>', 'the lead form id from the form service', field(shape.form.shape.formId)),
  facebook: option('--facebook <url>', 'the Facebook page (https), if the business has one: pages link it', field(shape.socials.unwrap().shape.facebook.unwrap())),
  instagram: option('--instagram <url>', 'the Instagram page (https), if the business has one: pages link it', field(shape.socials.unwrap().shape.instagram.unwrap())),
  yes: option('--yes', 'ask nothing: what is not given is written as a marked placeholder, which "build --production" lists', z.boolean().default(false)),
};

/** The questions asked in a terminal, in order, for what the options did not give. */
const QUESTIONS: { key: Exclude<keyof typeof OPTIONS, 'from' | 'yes' | 'baseSuburb' | 'radius'>; ask: string; when?: (answers: Record<string, unknown>) => boolean }[] = [
  { key: 'name', ask: 'Business name' },
  { key: 'phone', ask: 'Phone customers ring, e.g. (03) 9123 4567' },
  { key: 'domain', ask: 'Domain the site will live at, e.g. sparkyandco.com.au' },
  { key: 'email', ask: 'Email for enquiries' },
  { key: 'abn', ask: 'ABN, e.g. 51 824 753 556' },
  { key: 'trades', ask: 'Trades you offer, comma-separated (electrical, plumbing, gas, air-conditioning)' },
  { key: 'base', ask: 'Suburb or town the vans leave from, e.g. Ballarat Central' },
  { key: 'areaName', ask: 'City or region you work across, e.g. Ballarat' },
  { key: 'electricalLicence', ask: 'Registered Electrical Contractor number, e.g. REC 12345', when: (o) => offers(o, 'electrical') },
  { key: 'plumbingLicence', ask: 'Plumbing and gasfitting registration number', when: (o) => offers(o, 'plumbing') || offers(o, 'gas') },
  { key: 'refrigerantLicence', ask: 'Refrigerant Trading Authorisation number, e.g. AU12345', when: (o) => offers(o, 'air-conditioning') },
  { key: 'hours', ask: 'Opening hours: 24/7, or e.g. Mo-Fr 07:00-17:00, Sa 08:00-12:00' },
  { key: 'street', ask: 'Street address' },
];

export function registerInit(program: Command): void {
  const command = program
    .command('init')
    .argument('<dir>', 'an empty (or new) folder for the project')
    .description('start a site for a new business: its identity, the service catalogue and suburbs to start from; no jobs, reviews or gallery projects, every claim unconfirmed');
  const options = withOptions(command, OPTIONS);
  command.action(async (dir: string, raw) => {
    let opts = options(raw);
    const target = resolve(projectPath(dir));
    checkTarget(target, dir);
    const { site, diagnostics } = prepareSite(opts.from);
    if (diagnostics.errorCount > 0 || !site.business)
      throw new UserError(`the catalogue in ${opts.from}/ has errors.`, 1, `Run "validate --data ${opts.from}" and fix them first.`);
    // Each answer is checked as it is given (the base against the place reference too), so a refusal loses nothing.
    if (!opts.yes && process.stdin.isTTY) opts = await ask(opts, { base: (typed) => placeOf(typed, site, opts.radius), hours: openingHours });
    // Refused before anything is written, like every other answer.
    if (opts.hours) openingHours(opts.hours);
    if (!opts.name)
      throw new UserError('init needs the business name.', 2, 'Give --name "Your Business" (and --yes to write the rest as placeholders), or run it in a terminal to be asked.');

    const place = placeOf(opts.base ?? opts.baseSuburb ?? site.business.baseSuburb, site, opts.radius);
    const area = place.kind === 'reference' ? areaAround(place.locality, opts.radius ?? DEFAULT_RADIUS_KM, opts.areaName ?? place.locality.name) : undefined;
    const base = place.kind === 'catalogue' ? place.suburb : area!.suburbs[0]!;
    const business: NewBusiness = { ...opts, name: opts.name, baseSuburb: base, trades: opts.trades ?? [...site.business.trades], ...(area ? { area } : {}) };
    const written = writeAllOrNothing(target, (staging) => writeNewProject(staging, business, site, resolve(opts.from), resolve('schemas')));
    const cli = `node ${join(packageRoot(), 'bin', 'tradesite.js')}`;
    process.stdout.write(
      `Wrote a new project for ${opts.name} in ${dir}/: ${written.filter((f) => f.startsWith('data/')).length} data files, schemas/, README.md, package.json and a deploy workflow.\n` +
        `In its folder (cd ${dir}), with tradesite's command (${cli}):\n` +
        `Check it:   ${cli} validate\n` +
        `Build it:   ${cli} build        (into ${dir}/dist)\n` +
        `Before launch, this lists what is still missing:   ${cli} validate --production\n`,
    );
  });
}

/**
 * Writes the project into a staging folder beside `target` and moves it into place only once it is
 * complete: a failed init leaves nothing behind, so trying again needs no clean-up.
 */
function writeAllOrNothing(target: string, write: (staging: string) => string[]): string[] {
  const staging = `${target}.init-${process.pid}`;
  const existed = existsSync(target);
  try {
    makeFolders(dirname(staging));
    mkdirSync(staging);
    const written = write(staging);
    if (!existed) renameSync(staging, target);
    else for (const entry of readdirSync(staging)) renameSync(join(staging, entry), join(target, entry));
    return written;
  } catch (error) {
    const failed = error as NodeJS.ErrnoException;
    // /proc, /sys and the like answer "no such file" to a new folder.
    if (failed.syscall === 'mkdir' && ['ENOENT', 'ENOTDIR', 'EINVAL'].includes(failed.code ?? ''))
      throw new UserError(
        `Could not make a folder at ${failed.path ?? target}: the file system there does not take new folders.`,
        1,
        'Give init a folder on an ordinary disk, such as one in your home folder.',
      );
    const problem = environmentError(error);
    if (!problem || problem === error) throw error;
    // The general hints speak of a build's --out; init's folder is its argument.
    const { code } = error as NodeJS.ErrnoException;
    const hint =
      code === 'EACCES' || code === 'EPERM' || code === 'EROFS'
        ? 'Give init a folder you can write to (or give your user permission to write there).'
        : code === 'ENOSPC' || code === 'EDQUOT'
          ? 'Free some space, or give init a folder on another disk.'
          : (problem.hint ?? 'Give init another folder.');
    throw new UserError(problem.message, 1, hint);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * The folder init may write: new, or an empty folder (not a file, a link or a device). Refused
 * before anything is asked or written.
 */
function checkTarget(target: string, shown: string): void {
  let info;
  try {
    info = lstatSync(target);
  } catch {
    return;
  }
  if (info.isSymbolicLink()) throw new UserError(`${shown} is a link.`, 2, 'Give init the folder itself (or a new folder), not a link to one.');
  if (!info.isDirectory()) throw new UserError(`${shown} is a file, not a folder.`, 2, 'Give init a new or empty folder.');
  if (readdirSync(target).length > 0) throw new UserError(`${shown} is not empty.`, 2, 'Give init a new or empty folder: it never writes over files.');
}

/**
 * Makes each missing folder of `path`, one level at a time. (Node's recursive mkdir can spin
 * forever under /proc, where every level answers "no such file".) A level that exists but is not
 * a folder, or a file system that will not take one, is an error here.
 */
function makeFolders(path: string): void {
  if (existsSync(path)) {
    if (!statSync(path).isDirectory()) throw new UserError(`${path} is a file, not a folder.`, 2, 'Give init a folder inside a folder.');
    return;
  }
  const parent = dirname(path);
  if (parent === path) return;
  makeFolders(parent);
  mkdirSync(path);
}

type Place = { kind: 'catalogue'; suburb: Site['suburbs'][number] } | { kind: 'reference'; locality: ReturnType<typeof findBase> };

/**
 * Where the business's vans leave from. A suburb of the catalogue, with no radius given, keeps the
 * catalogue's suburbs and what is written about them; any other Victorian locality (or a radius)
 * gives an area made from the place reference around it.
 */
function placeOf(typed: string, site: Site, radius: number | undefined): Place {
  const suburb = site.suburbs.find((s) => s.slug === typed || s.name.toLowerCase() === typed.toLowerCase());
  if (suburb && radius === undefined) return { kind: 'catalogue', suburb };
  return { kind: 'reference', locality: findBase(suburb ? `${suburb.name} ${suburb.postcode}` : typed) };
}

/** Whether the answers so far include the trade (every trade when none were given: init's default). */
function offers(answers: Record<string, unknown>, trade: string): boolean {
  const trades = answers.trades as string[] | undefined;
  return !trades || trades.includes(trade);
}

/**
 * Asks in the terminal for each detail the options did not give; an empty answer leaves a
 * placeholder. `checks` holds further checks of an answer beyond its schema (a UserError refuses it).
 */
async function ask<T extends Record<string, unknown>>(opts: T, checks: Partial<Record<string, (answer: string) => unknown>> = {}): Promise<T> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const out: Record<string, unknown> = { ...opts };
  try {
    for (const q of QUESTIONS) {
      if (out[q.key] !== undefined || (q.when && !q.when(out))) continue;
      for (;;) {
        const answer = (await rl.question(`${q.ask} (Enter to leave a placeholder): `)).trim();
        if (!answer) break;
        const checked = OPTIONS[q.key].schema.safeParse(answer);
        if (!checked.success) {
          process.stdout.write(`  That ${checked.error.issues[0]!.message}.\n`);
          continue;
        }
        try {
          checks[q.key]?.(answer);
        } catch (error) {
          if (!(error instanceof UserError)) throw error;
          process.stdout.write(`  ${error.message}${error.hint ? ` ${error.hint}` : ''}\n`);
          continue;
        }
        out[q.key] = checked.data;
        break;
      }
    }
  } finally {
    rl.close();
  }
  return out as T;
}
