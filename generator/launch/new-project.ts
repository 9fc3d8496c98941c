import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMap, isScalar, isSeq, parse, parseDocument, stringify } from 'yaml';
import { collectionFile, schemaLine, COLLECTIONS, COLLECTION_KEYS, type CollectionKey } from '../schema/collections.ts';
import type { BusinessFile, PlaceholderField, Suburb } from '../schema/index.ts';
import type { Site } from '../schema/site.ts';
import { STAND_IN } from './stand-ins.ts';
import type { NewArea } from './new-area.ts';
import { monogramLogo } from './monogram-logo.ts';
import { openingHours } from './opening-hours.ts';
import { addressWords, placeNeutralSlugs, renameAddresses } from './place-neutral-slugs.ts';
import { suburbSlugFor } from '../add/slugs.ts';
import { packageRoot } from '../load/package-root.ts';
import { catalogueChoice, catalogueEntryFile, catalogueServicesDir, catalogueServiceText } from '../load/catalogue-services.ts';
import { saysRoundTheClock } from '../validate/rules/hours-are-honest.ts';
import { openRoundTheClock } from '../../src/content/opening-hours.ts';
import { retellYaml, type Retelling } from './retell.ts';
import { dropReferences, dropReferencesIn, unlink, type LeftOut } from './prune-catalogue.ts';
import { landingTrades, offersAny, tradeOf, type Trade } from '../local/trade.ts';
import { paths } from '../../src/routing/paths.ts';
// Tradespeople and their work, by trade, for the starter pages' words: the one table the site's pages use too.
import { TRADE_WORDS, tradePeople } from '../../src/content/trades.ts';

/** What `init` knows of the new business; anything left out is written as a marked placeholder. */
export interface NewBusiness {
  name: string;
  legalName?: string | undefined;
  phone?: string | undefined;
  email?: string | undefined;
  /** The domain the site will live at, e.g. "sparkyandco.com.au". */
  domain?: string | undefined;
  abn?: string | undefined;
  baseSuburb: Suburb;
  /** The trades it offers: the catalogue is narrowed to them. */
  trades: Trade[];
  /** The city or region it works across, as visitors name it; the base suburb's name when not given. */
  areaName?: string | undefined;
  street?: string | undefined;
  formId?: string | undefined;
  facebook?: string | undefined;
  instagram?: string | undefined;
  /** Its opening hours: "24/7" or schema.org's openingHours ("Mo-Fr 07:00-17:00"). */
  hours?: string | undefined;
  /** Licence and registration numbers, as the registers show them: each replaces the catalogue's placeholder for its trades. */
  electricalLicence?: string | undefined;
  plumbingLicence?: string | undefined;
  refrigerantLicence?: string | undefined;
  /** An area made from the place reference around the base, in place of the catalogue's suburbs and regions. */
  area?: NewArea | undefined;
}

/** The new business.yaml, from the sample's (for the fields a new business starts with, such as hours). */
export function newBusinessFile(sample: BusinessFile, b: NewBusiness): BusinessFile {
  const domain = b.domain ?? STAND_IN.domain;
  const placeholders: PlaceholderField[] = [];
  if (!b.legalName) placeholders.push('legalName');
  if (!b.street) placeholders.push('address');
  if (!b.formId) placeholders.push('formId');
  // The sample's hours say 24/7: a claim a new business makes only when it says so.
  if (!b.hours) placeholders.push('hours');
  // Only the social pages the owner gave: a made-up address would be a link to someone else's page.
  const socials = { ...(b.facebook ? { facebook: b.facebook } : {}), ...(b.instagram ? { instagram: b.instagram } : {}) };
  return {
    name: b.name,
    legalName: b.legalName ?? `${b.name} Pty Ltd`,
    // The sample's tagline names its own trades and city: the new one says the new business's.
    tagline: `Licensed ${tradePeople(b.trades)} across ${b.areaName ?? b.baseSuburb.name}`,
    phone: b.phone ?? STAND_IN.phone,
    email: b.email ?? `jobs@${domain}`,
    siteUrl: `https://www.${domain}`,
    logo: sample.logo,
    address: { streetAddress: b.street ?? STAND_IN.street, addressLocality: b.baseSuburb.name, addressRegion: 'VIC', postalCode: b.baseSuburb.postcode, addressCountry: 'AU' },
    trades: b.trades,
    baseSuburb: b.baseSuburb.slug,
    areaName: b.areaName ?? b.baseSuburb.name,
    // Every Victorian locality keeps one clock: the sample's zone is the state's, not the business's.
    timeZone: sample.timeZone,
    // The base suburb's centre: close enough for distances and arrival claims until the owner sets the workshop's own.
    geo: b.baseSuburb.geo ?? sample.geo,
    ...(socials.facebook || socials.instagram ? { socials } : {}),
    hours: b.hours ? openingHours(b.hours) : sample.hours,
    abn: b.abn ?? STAND_IN.abn,
    form: { endpoint: sample.form.endpoint, formId: b.formId ?? STAND_IN.formId },
    placeholders,
  };
}

/**
 * Collections copied as they are: those the table says hold nothing invented (the service
 * catalogue, the suburb reference, the networks, settings). A new collection of reference data is
 * copied without anyone listing it here; business, claims, pages and proof are written below.
 */
const COPIED: CollectionKey[] = COLLECTION_KEYS.filter((key) => COLLECTIONS[key].sample === 'none');
/**
 * Blocks that show proof the new business does not have yet: the sample's gallery projects. (A
 * review list stays: it shows nothing until the first review, then shows it.)
 */
const PROOF_BLOCKS = new Set(['gallery']);
/**
 * Pages about what a new business does not have yet (the gallery of projects, the deal), left out
 * with every link to them until the owner has something to show: the owner's README says how to
 * add them back.
 */
const PROOF_PAGES = new Set(['gallery', 'deals']);

/**
 * Writes a new project for `b` into `dir` (which must be empty): dir/data/ from the sample data,
 * with no jobs, reviews or gallery projects, every claim unconfirmed, the sample business's name
 * and base replaced in the text it writes about itself; dir/schemas/ for editors; dir/README.md.
 * Returns the files written, relative to dir.
 */
export function writeNewProject(dir: string, b: NewBusiness, sample: Site, sampleDataDir: string, schemasDir: string): string[] {
  const data = join(dir, 'data');
  const written: string[] = [];
  const sampleBusiness = sample.business!;
  const sampleBase = sample.suburbs.find((s) => s.slug === sampleBusiness.baseSuburb)?.name;
  // The sample business speaks of itself by name and base; the new one should, too.
  const retellings: Retelling[] = [
    { from: sampleBusiness.legalName, to: b.legalName ?? `${b.name} Pty Ltd` },
    { from: sampleBusiness.name, to: b.name },
    { from: sampleBusiness.name.split(' ')[0]!, to: b.name },
    ...(sampleBase ? [{ from: sampleBase, to: b.baseSuburb.name }] : []),
  ];
  const retell = (text: string) => retellYaml(text, retellings);
  const write = (path: string, text: string) => {
    mkdirSync(join(data, path, '..'), { recursive: true });
    writeFileSync(join(data, path), text);
    written.push(`data/${path}`);
  };
  const copy = (path: string, transform: (text: string) => string = (t) => t) => write(path, transform(readFileSync(join(sampleDataDir, path), 'utf8')));

  // The catalogue narrowed to the trades the business offers: what it does not do is left out,
  // with every link to it.
  const roundTheClock = openRoundTheClock(b.hours ? openingHours(b.hours).openingHours : sample.business!.hours.openingHours);
  const out = leftOut(sample, b.trades, roundTheClock);
  const prune = (text: string) => dropReferencesIn(text, out);
  const kept = (key: CollectionKey, name: string) => {
    const slug = name.replace(/\.(ya?ml|md)$/, '');
    if (key === 'services' || key === 'landings') return !out.files.has(`${key}/${slug}`);
    if (key === 'posts') return !out.files.has(`posts/${slug}`);
    return true;
  };
  for (const key of COPIED) {
    const c = COLLECTIONS[key];
    if (key === 'redirects') {
      // The sample's old addresses are the sample's own: a new business starts with none.
      write(c.path, `${schemaLine('redirects')}\n# Old addresses of your previous site, each sent to the page that now covers it (see README).\nredirects: []\n`);
    } else if (b.area && (key === 'suburbs' || key === 'regions')) {
      write(c.path, `${schemaLine(key)}\n${stringify({ [key]: key === 'suburbs' ? b.area.suburbs : b.area.regions }, { lineWidth: 100 })}`);
    } else if (b.area && key === 'emergencySuburbs') {
      write(
        c.path,
        `${schemaLine('emergencySuburbs')}\n# Suburbs with an emergency-electrician page: list them here once you have written what is local about each.\nsuburbs: []\n`,
      );
    } else if (key === 'emergencySuburbs' && !b.trades.includes('electrical')) {
      write(c.path, `${schemaLine('emergencySuburbs')}\n# Suburbs with an emergency-electrician page: electrical work, which this business does not offer.\nsuburbs: []\n`);
    } else if (key === 'groups') {
      copy(c.path, (text) => keepGroups(text, out));
    } else if (key === 'suburbs' && !b.trades.includes('electrical')) {
      copy(c.path, withoutWiringNotes);
    } else if (key === 'regions') {
      copy(c.path, (text) => regionsWithin(prune(text), sampleBusiness.areaName, b.areaName ?? b.baseSuburb.name));
    } else if (c.form === 'file') copy(c.path, c.path.endsWith('.yaml') ? prune : undefined);
    else
      for (const name of readdirSync(join(sampleDataDir, c.path)).filter((n) => !n.startsWith('.') && kept(key, n)))
        copy(
          `${c.path}/${name}`,
          key === 'services'
            ? (text) => wholeArea(topUpRelated(prune(retell(fromCatalogue(text, name))), sample, out), sample)
            : key === 'landings'
              ? (text) => prune(retell(text))
              : key === 'posts'
                ? (text) => pruneFrontMatter(text, out)
                : undefined,
        );
  }
  // The catalogue grows beyond what the sample offers: its other services of the business's trades
  // (in a group the new project has) are taken too.
  for (const entry of catalogueServicesBeyond(sampleDataDir, sample, b.trades, roundTheClock))
    write(collectionFile('services', entry), `${schemaLine('services')}\n${catalogueServiceText(entry, entry)}`);
  // The loader expects the blog's folder even when no post fits the trades; git keeps no empty folder.
  mkdirSync(join(data, COLLECTIONS.posts.path), { recursive: true });
  if (readdirSync(join(data, COLLECTIONS.posts.path)).length === 0) write(`${COLLECTIONS.posts.path}/.keep`, '');
  for (const name of readdirSync(join(sampleDataDir, COLLECTIONS.pages.path)).filter((n) => n.endsWith('.yaml') && !out.files.has(`pages/${n.replace(/\.yaml$/, '')}`))) {
    // The catalogue's starter page where there is one (words for any business), else the sample's own, retold.
    const starter = join(packageRoot(), 'catalogue', 'pages', name);
    // The starter's own comment is for tradesite's catalogue, not the owner's page: only the schema line stays.
    const starterText = existsSync(starter) ? readFileSync(starter, 'utf8').replace(/^(# yaml-language-server[^\n]*\n)(?:#[^\n]*\n)+/, '$1') : undefined;
    const source = starterText === undefined ? undefined : retellYaml(starterText, starterWords(b, sampleBusiness.areaName));
    copy(`${COLLECTIONS.pages.path}/${name}`, (text) => {
      const doc = dropReferences(parseDocument(source ?? retell(text)), out);
      const blocks = doc.get('blocks') as { items: { get: (k: string) => unknown }[] } | undefined;
      // Proof the business does not have yet, and lists of cards whose every card was left out.
      const emptied = (block: { get: (k: string) => unknown }) => {
        const cards = block.get('cards');
        return isSeq(cards) && cards.items.length === 0;
      };
      if (blocks?.items) blocks.items = blocks.items.filter((block) => !PROOF_BLOCKS.has(String(block.get('type'))) && !emptied(block));
      return doc.toString({ lineWidth: 100 });
    });
  }
  // Every claim unconfirmed: the owner checks each one (report claims) before launch. No deal,
  // rating or reviews badge: those are the business's own, made once it has an offer or reviews.
  copy(COLLECTIONS.claims.path, (text) => withoutOwnClaims(ownLicences(keepLicences(retell(text.replace(/confirmed: true/g, 'confirmed: false')), b.trades), b)));
  write(
    COLLECTIONS.testimonials.path,
    `${schemaLine('testimonials')}\n# Your customers' reviews, each with their permission (see README, "Start your own site").\ntestimonials: []\n`,
  );
  write(`${COLLECTIONS.jobs.path}/.keep`, '');
  write(
    COLLECTIONS.business.path,
    `${schemaLine('business')}\n# Who the business is. Anything still listed under placeholders stops "build --production".\n${stringify(newBusinessFile(sampleBusinessFile(sampleBusiness), b), { lineWidth: 100 })}`,
  );
  // The sample's addresses that name its city (a "-<city>" ending), without it for a business elsewhere.
  const samplePlace = suburbSlugFor(sampleBusiness.areaName);
  if (suburbSlugFor(b.areaName ?? b.baseSuburb.name) !== samplePlace) {
    const ownerOf = new Map<string, string>();
    const words = written.flatMap((file) => {
      if (!/\.(ya?ml|md)$/.test(file)) return [];
      const name = file.replace(/^.*\/|\.(ya?ml|md)$/g, '');
      const own = addressWords(readFileSync(join(dir, file), 'utf8'));
      for (const word of own) ownerOf.set(word, name);
      return [name, ...own];
    });
    const renamed = placeNeutralSlugs(words, samplePlace, new Set(words), ownerOf);
    written.splice(0, written.length, ...renameAddresses(dir, written, renamed));
  }
  cpSync(join(sampleDataDir, 'images'), join(data, 'images'), { recursive: true });
  written.push('data/images/');
  // Its own first mark, never the sample's logo: the site serves data/logo.svg at business.yaml's `logo`.
  write('logo.svg', monogramLogo(b.name));
  cpSync(schemasDir, join(dir, 'schemas'), { recursive: true });
  written.push('schemas/');
  writeFileSync(join(dir, 'README.md'), ownerReadme(b));
  written.push('README.md');
  // A project of its own: tradesite pinned at the version that made it, and the same deploy
  // workflow as tradesite's (daily, so scheduled posts go out on their day), run in the project.
  const tool = JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')) as { version: string };
  const project = {
    name: projectName(b.name),
    private: true,
    type: 'module',
    scripts: { dev: 'tradesite dev', build: 'tradesite build', validate: 'tradesite validate', 'check-launch': 'tradesite validate --production' },
    dependencies: { tradesite: tool.version },
  };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(project, null, 2)}\n`);
  writeFileSync(join(dir, '.gitignore'), 'node_modules/\ndist/\n');
  const workflow = readFileSync(join(packageRoot(), '.github', 'workflows', 'deploy.yml'), 'utf8')
    .replaceAll('node bin/tradesite.js', 'npx tradesite')
    // tradesite keeps its caches in its own folder.
    .replace(/path: \.cache\//, 'path: node_modules/tradesite/.cache/');
  mkdirSync(join(dir, '.github', 'workflows'), { recursive: true });
  writeFileSync(join(dir, '.github', 'workflows', 'deploy.yml'), workflow);
  written.push('package.json', '.gitignore', '.github/workflows/deploy.yml');
  return written;
}

/** What a business offering `trades` leaves out of the sample's catalogue: files (by collection and slug), service slugs and page paths. */
type CatalogueCut = LeftOut & { files: ReadonlySet<string>; groups: ReadonlySet<string> };

function leftOut(sample: Site, trades: readonly Trade[], roundTheClock: boolean): CatalogueCut {
  // A business with set hours does not start with pages that promise someone at any hour (the
  // emergency call-out pages): it writes them in its own words once it offers that.
  const promisesAnyHour = (value: object) => !roundTheClock && saysRoundTheClock(JSON.stringify(value));
  const services = sample.services.filter((s) => !trades.includes(tradeOf(s, sample.groups)) || promisesAnyHour(s));
  const landings = sample.landings.filter((l) => !offersAny(trades, landingTrades(l)) || promisesAnyHour(l));
  const slugs = new Set<string>(services.map((s) => s.slug));
  // A post about work the business does not do goes too; one with nothing related stays.
  const posts = sample.posts.filter((p) => (p.meta.relatedServices.length > 0 && p.meta.relatedServices.every((slug) => slugs.has(slug))) || promisesAnyHour(p));
  // With no post left, the blog's index would be an empty page: it goes, with every link to it.
  const noPosts = posts.length === sample.posts.length;
  const pages = sample.pages.filter(
    (p) => (p.trades && !offersAny(trades, p.trades)) || PROOF_PAGES.has(p.slug) || (noPosts && p.path === paths.known('blog')) || (promisesAnyHour(p) && !hasStarter(p.slug)),
  );
  const keptGroups = new Set<string>(sample.services.filter((s) => !slugs.has(s.slug)).map((s) => s.group));
  return {
    slugs,
    groups: new Set(sample.groups.map((g) => g.slug as string).filter((g) => !keptGroups.has(g))),
    paths: new Set([
      ...services.map((s) => paths.service(s)),
      ...landings.map((l) => paths.fixed(l)),
      ...pages.map((p) => paths.fixed(p)),
      ...posts.map((p) => paths.blogPost(p.slug)),
    ]),
    files: new Set([
      ...services.map((s) => `services/${s.slug}`),
      ...landings.map((l) => `landings/${l.slug}`),
      ...pages.map((p) => `pages/${p.slug}`),
      ...posts.map((p) => `posts/${p.slug}`),
    ]),
  };
}

/**
 * The catalogue's services the sample does not take, of the trades `trades` (in a group the sample
 * has), and, for a business with set hours, none whose words promise someone at any hour.
 */
function catalogueServicesBeyond(sampleDataDir: string, sample: Site, trades: readonly Trade[], roundTheClock: boolean): string[] {
  const taken = new Set(
    readdirSync(join(sampleDataDir, COLLECTIONS.services.path))
      .filter((n) => n.endsWith('.yaml'))
      .map((n) => {
        const value = parse(readFileSync(join(sampleDataDir, COLLECTIONS.services.path, n), 'utf8')) as { slug?: string; catalogue?: string } | null;
        return value?.catalogue ?? value?.slug ?? n.replace(/\.yaml$/, '');
      }),
  );
  return readdirSync(catalogueServicesDir())
    .filter((n) => n.endsWith('.yaml'))
    .map((n) => n.replace(/\.yaml$/, ''))
    .filter((entry) => {
      if (taken.has(entry) || sample.services.some((s) => s.slug === entry)) return false;
      const text = readFileSync(join(catalogueServicesDir(), `${entry}.yaml`), 'utf8');
      const value = parse(text) as Pick<Site['services'][number], 'group' | 'trade'>;
      if (!sample.groups.some((g) => g.slug === value.group) || !trades.includes(tradeOf(value, sample.groups))) return false;
      return roundTheClock || !saysRoundTheClock(JSON.stringify(value));
    });
}

/** Whether tradesite's catalogue has a starter for the page (written for any business), which init writes in place of the sample's. */
function hasStarter(slug: string): boolean {
  return existsSync(join(packageRoot(), 'catalogue', 'pages', `${slug}.yaml`));
}

/** service-groups.yaml without the groups every one of whose services was left out. */
function keepGroups(text: string, out: CatalogueCut): string {
  const doc = parseDocument(text);
  const groups = doc.get('groups');
  if (isSeq(groups)) groups.items = groups.items.filter((g) => !(isMap(g) && out.groups.has(String(g.get('slug')))));
  return doc.toString({ lineWidth: 100 });
}

/**
 * The catalogue's regions kept for a business whose area has another name (a suburb, a
 * peninsula): each says the city it is part of (the catalogue's `areaName`), so structured data
 * names each region with that city and not with the new area's name, which the regions are no
 * part of. A region that already says is left as it is.
 */
function regionsWithin(text: string, catalogueArea: string, areaName: string): string {
  if (areaName === catalogueArea) return text;
  const doc = parseDocument(text);
  const regions = doc.get('regions');
  if (!isSeq(regions)) return text;
  for (const region of regions.items) {
    if (!isMap(region) || region.has('within')) continue;
    // Beside the name it qualifies.
    const after = region.items.findIndex((pair) => isScalar(pair.key) && pair.key.value === 'name') + 1;
    region.items.splice(after, 0, doc.createPair('within', catalogueArea));
  }
  return doc.toString({ lineWidth: 100 });
}

/**
 * A service offered across the sample's whole area says so by listing no areas: the new business's
 * area is its own, and a region it adds later then needs no change to every service file.
 */
function wholeArea(text: string, sample: Site): string {
  const doc = parseDocument(text);
  const areas = doc.get('serviceAreas');
  if (!isSeq(areas)) return text;
  const listed = new Set(areas.items.map((i) => String(isScalar(i) ? i.value : i)));
  if (listed.size !== sample.regions.length || !sample.regions.every((r) => listed.has(r.slug))) return text;
  doc.delete('serviceAreas');
  return doc.toString({ lineWidth: 100 });
}

/**
 * The sample's own version of a catalogue service (its brand, its words) is the sample's: a new
 * business takes the catalogue's entry instead, and its words then improve with tradesite.
 */
function fromCatalogue(text: string, name: string): string {
  const slug = name.replace(/\.yaml$/, '');
  if (catalogueChoice(parse(text)) !== undefined || catalogueEntryFile(slug) === undefined) return text;
  return `${schemaLine('services')}\n${catalogueServiceText(slug, slug)}`;
}

/** Related services a published service needs (the CONTENT_THIN rule's minimum). */
const MIN_RELATED = 3;

/**
 * A service whose related services were mostly left out gets others the business offers in their
 * place (its own group's first, then its own trade's), so it still points a visitor somewhere useful.
 */
function topUpRelated(text: string, sample: Site, out: LeftOut): string {
  const doc = parseDocument(text);
  const own = doc.get('relatedServices');
  const slug = String(doc.get('slug'));
  const self = sample.services.find((s) => s.slug === slug);
  if (!self) return text;
  // A service taken from the catalogue lists the catalogue's related services, less those the
  // business does not offer (the loader leaves those out): the list to top up is what remains.
  const related = isSeq(own) ? own.items.map((i) => String(isScalar(i) ? i.value : i)) : self.relatedServices.filter((s) => !out.slugs.has(s));
  if (related.length >= MIN_RELATED) return text;
  const trade = tradeOf(self, sample.groups);
  const have = new Set([slug, ...related]);
  const rank = (s: (typeof sample.services)[number]) => Number(s.group === self.group) * 2 + Number(tradeOf(s, sample.groups) === trade);
  const candidates = sample.services.filter((s) => !out.slugs.has(s.slug) && !s.draft && !have.has(s.slug)).sort((a, b) => rank(b) - rank(a));
  const added = candidates.slice(0, MIN_RELATED - related.length).map((s) => s.slug);
  if (isSeq(own)) for (const candidate of added) own.add(candidate);
  else doc.set('relatedServices', doc.createNode([...related, ...added]));
  return doc.toString({ lineWidth: 100 });
}

/**
 * suburbs.yaml without what the catalogue says of each suburb's homes and wiring (`housing`, whose
 * description is about wiring, and `notes`, written for electricians): a business that does no
 * electrical work would otherwise tell its visitors about fuse boards and three-phase supplies.
 */
function withoutWiringNotes(text: string): string {
  const doc = parseDocument(text);
  const suburbs = doc.get('suburbs');
  if (isSeq(suburbs)) for (const item of suburbs.items) if (isMap(item)) for (const key of ['housing', 'notes']) item.delete(key);
  return doc.toString({ lineWidth: 100 });
}

/** claims.yaml with only the licences of the trades the business offers: a plumber's footer names no electrical registration. */
function keepLicences(text: string, trades: readonly Trade[]): string {
  const doc = parseDocument(text);
  const licences = doc.get('licences');
  if (!isSeq(licences)) return text;
  licences.items = licences.items.filter((l) => {
    const covers = isMap(l) ? l.get('trades') : undefined;
    return !isSeq(covers) || covers.items.some((t) => trades.includes(String(isScalar(t) ? t.value : t) as Trade));
  });
  return doc.toString({ lineWidth: 100 });
}

/**
 * The business's own licence numbers in place of the catalogue's placeholders, each on the licence
 * for its trades (electrical; plumbing and gas; air conditioning). Still unconfirmed: the owner
 * checks each against its register before launch.
 */
function ownLicences(text: string, b: NewBusiness): string {
  const doc = parseDocument(text);
  const licences = doc.get('licences');
  if (!isSeq(licences)) return text;
  for (const licence of licences.items) {
    if (!isMap(licence)) continue;
    const covers = licence.get('trades');
    const trades = isSeq(covers) ? covers.items.map((t) => String(isScalar(t) ? t.value : t)) : [];
    const number = trades.includes('electrical') ? b.electricalLicence : trades.includes('air-conditioning') ? b.refrigerantLicence : b.plumbingLicence;
    if (!number) continue;
    const old = String(licence.get('number'));
    licence.set('number', number);
    licence.set('wording', String(licence.get('wording')).replace(old, number));
    licence.set('mentions', doc.createNode([number.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')], { flow: true }));
    licence.delete('placeholder');
  }
  return doc.toString({ lineWidth: 100 });
}

/**
 * Claims a new business cannot make yet, each its own once it has one: the deal (an offer of its
 * own), the rating and the reviews badge (a new business has no reviews; a stand-in count would be
 * a claim of reviews nobody wrote). With them gone no page shows a rating, a badge or a count.
 */
const OWN_CLAIMS = ['deal', 'rating', 'reviewsBadge'] as const;

/** claims.yaml without the sample's deal, rating and reviews badge (OWN_CLAIMS). */
function withoutOwnClaims(text: string): string {
  const doc = parseDocument(text);
  const present = OWN_CLAIMS.filter((key) => doc.has(key));
  if (!present.length) return text;
  for (const key of present) doc.delete(key);
  return doc.toString({ lineWidth: 100 });
}

/** A post without references to what was left out: in its front matter and its body's links. */
function pruneFrontMatter(text: string, out: LeftOut): string {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (!match) return unlink(text, out);
  const front = dropReferencesIn(match[1]!, out).replace(/\n$/, '');
  return `---\n${front}\n---\n${unlink(text.slice(match[0].length), out)}`;
}

/** "a", "a and b", "a, b and c". */
const listed = (words: string[]) => (words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`);

/** What the starter pages' placeholders say for this business. */
function starterWords(b: NewBusiness, sampleArea: string): Retelling[] {
  const people = listed(b.trades.map((t) => TRADE_WORDS[t].people));
  const area = b.areaName ?? b.baseSuburb.name ?? sampleArea;
  return [
    { from: '{business:name}', to: b.name },
    { from: '{business:base}', to: b.baseSuburb.name },
    { from: '{business:area}', to: area },
    { from: '{business:trades}', to: people },
    { from: '{business:Trades}', to: people.charAt(0).toUpperCase() + people.slice(1) },
    { from: '{business:work}', to: `${listed(b.trades.map((t) => TRADE_WORDS[t].work))} work` },
  ];
}

/** An npm package name from the business's: "Sparky & Co" -> "sparky-co-website". */
function projectName(name: string): string {
  const base = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `${base || 'business'}-website`;
}

/** business.yaml's own fields of the loaded business (which also carries its claims' values). */
function sampleBusinessFile(business: NonNullable<Site['business']>): BusinessFile {
  const { licences: _l, rating: _r, reviewsBadge: _b, callOutFee: _c, callOutFeeText: _t, arrival: _a, deal: _d, ...file } = business;
  return file;
}

function ownerReadme(b: NewBusiness): string {
  return `# ${b.name}: website data

This folder holds everything the website says about ${b.name}: \`data/\` (YAML and Markdown, checked
by tradesite) and \`schemas/\` (so an editor with the YAML language server checks as you type).

It starts from tradesite's catalogue of services, suburbs and pages, with **no jobs, reviews or
gallery projects** and **every claim unconfirmed**. Check and build it from this folder, with
tradesite's command (\`node <tradesite>/bin/tradesite.js\`, or \`npx tradesite\` where tradesite is
installed as a package):

\`\`\`sh
tradesite validate                  # every data file checked, each problem at its file and line
tradesite build                     # the site, into dist/
tradesite validate --production     # what is still missing before launch
\`\`\`

\`package.json\` pins the tradesite it was made with (\`npm install\` fetches it from wherever your team
publishes tradesite: a registry, or a git or tarball address in place of the version), and
\`.github/workflows/deploy.yml\` builds with \`--production\` and deploys on every push and every
morning, so a post dated today goes out on its day (the host's secrets are listed in tradesite's
docs/deploying.md).

\`validate --production\` lists everything that must be real before the site goes live, each at its
file and line with what to do: the phone, web address, ABN, street address, form id and licence
numbers still standing in for yours (see \`placeholders:\` in data/business.yaml and
\`placeholder: true\` in data/claims.yaml), and every claim in data/claims.yaml a page shows that you
have not yet checked and marked \`confirmed: true\` (\`report claims\` lists where each appears).
Publish only what \`build --production\` builds.

The gallery (\`/gallery\`) and deals (\`/deals\`) pages are left out until you have projects or an
offer of your own: copy \`data/pages/gallery.yaml\` or \`deals.yaml\` from tradesite's sample data,
replace its projects or offer with yours (a deal is a claim: add \`deal:\` to \`data/claims.yaml\`),
and link it from \`data/navigation.yaml\`. Reviews in \`data/testimonials.yaml\` appear on the home and
reviews pages as soon as there is one. The site shows no rating and no reviews badge until you add
them to \`data/claims.yaml\` (\`rating:\` and \`reviewsBadge:\`, with the figures your review platforms
show; tradesite's sample data has an example of each), and links only the social pages you give
under \`socials:\` in \`data/business.yaml\`.

Each file in \`data/services/\` takes a service from tradesite's trade catalogue (\`catalogue: <entry>\`)
and keeps its words, which improve with each tradesite update. Write any field in the file to say
it your way (\`sections: { whatIs: ... }\` replaces one section and keeps the rest), delete a file to
stop offering that service, and \`tradesite add service <entry>\` takes another from the catalogue.

Add your own completed jobs to \`data/jobs/\` (\`tradesite add job ...\`)
and your customers' reviews to \`data/testimonials.yaml\`, with their permission. Never invent
either: under the Australian Consumer Law fake reviews and testimonials are misleading (ACCC,
"Online product and service reviews").
`;
}
