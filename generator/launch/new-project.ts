import { cpSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument, stringify } from 'yaml';
import { schemaLine, COLLECTIONS, COLLECTION_KEYS, type CollectionKey } from '../schema/collections.ts';
import type { BusinessFile, PlaceholderField, Suburb } from '../schema/index.ts';
import type { Site } from '../schema/site.ts';
import { STAND_IN } from './stand-ins.ts';
import { retellYaml, type Retelling } from './retell.ts';

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
  /** The city or region it works across, as visitors name it; the base suburb's name when not given. */
  areaName?: string | undefined;
  street?: string | undefined;
  formId?: string | undefined;
  facebook?: string | undefined;
  instagram?: string | undefined;
}

/** The new business.yaml, from the sample's (for the fields a new business starts with, such as hours). */
export function newBusinessFile(sample: BusinessFile, b: NewBusiness): BusinessFile {
  const domain = b.domain ?? STAND_IN.domain;
  const placeholders: PlaceholderField[] = [];
  if (!b.legalName) placeholders.push('legalName');
  if (!b.street) placeholders.push('address');
  if (!b.facebook || !b.instagram) placeholders.push('socials');
  if (!b.formId) placeholders.push('formId');
  const slug = domain.split('.')[0]!;
  return {
    name: b.name,
    legalName: b.legalName ?? `${b.name} Pty Ltd`,
    tagline: sample.tagline,
    phone: b.phone ?? STAND_IN.phone,
    email: b.email ?? `jobs@${domain}`,
    siteUrl: `https://www.${domain}`,
    logo: sample.logo,
    address: { streetAddress: b.street ?? STAND_IN.street, addressLocality: b.baseSuburb.name, addressRegion: 'VIC', postalCode: b.baseSuburb.postcode, addressCountry: 'AU' },
    baseSuburb: b.baseSuburb.slug,
    areaName: b.areaName ?? b.baseSuburb.name,
    // Every Victorian locality keeps one clock: the sample's zone is the state's, not the business's.
    timeZone: sample.timeZone,
    // The base suburb's centre: close enough for distances and arrival claims until the owner sets the workshop's own.
    geo: b.baseSuburb.geo ?? sample.geo,
    socials: { facebook: b.facebook ?? `https://www.facebook.com/${slug}`, instagram: b.instagram ?? `https://www.instagram.com/${slug}` },
    hours: sample.hours,
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
/** Blocks that show proof the new business does not have yet: sample gallery projects, and review lists with no reviews. */
const PROOF_BLOCKS = new Set(['gallery', 'testimonials']);

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

  for (const key of COPIED) {
    const c = COLLECTIONS[key];
    if (c.form === 'file') copy(c.path);
    else
      for (const name of readdirSync(join(sampleDataDir, c.path)).filter((n) => !n.startsWith('.')))
        copy(`${c.path}/${name}`, key === 'services' || key === 'landings' ? retell : undefined);
  }
  for (const name of readdirSync(join(sampleDataDir, COLLECTIONS.pages.path)).filter((n) => n.endsWith('.yaml'))) {
    copy(`${COLLECTIONS.pages.path}/${name}`, (text) => {
      const doc = parseDocument(retell(text));
      const blocks = doc.get('blocks') as { items: { get: (k: string) => unknown }[] } | undefined;
      if (blocks?.items) blocks.items = blocks.items.filter((block) => !PROOF_BLOCKS.has(String(block.get('type'))));
      return doc.toString({ lineWidth: 100 });
    });
  }
  // Every claim unconfirmed: the owner checks each one (report claims) before launch.
  copy(COLLECTIONS.claims.path, (text) => retell(text.replace(/confirmed: true/g, 'confirmed: false')));
  write(
    COLLECTIONS.testimonials.path,
    `${schemaLine('testimonials')}\n# Your customers' reviews, each with their permission (see README, "Start your own site").\ntestimonials: []\n`,
  );
  write(`${COLLECTIONS.jobs.path}/.keep`, '');
  write(
    COLLECTIONS.business.path,
    `${schemaLine('business')}\n# Who the business is. Anything still listed under placeholders stops "build --production".\n${stringify(newBusinessFile(sampleBusinessFile(sampleBusiness), b), { lineWidth: 100 })}`,
  );
  cpSync(join(sampleDataDir, 'images'), join(data, 'images'), { recursive: true });
  written.push('data/images/');
  cpSync(schemasDir, join(dir, 'schemas'), { recursive: true });
  written.push('schemas/');
  writeFileSync(join(dir, 'README.md'), ownerReadme(b));
  written.push('README.md');
  return written;
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

\`validate --production\` lists everything that must be real before the site goes live, each at its
file and line with what to do: the phone, web address, ABN, street address, form id and licence
numbers still standing in for yours (see \`placeholders:\` in data/business.yaml and
\`placeholder: true\` in data/claims.yaml), and every claim in data/claims.yaml a page shows that you
have not yet checked and marked \`confirmed: true\` (\`report claims\` lists where each appears).
Publish only what \`build --production\` builds.

Add your own completed jobs to \`data/jobs/\` (\`tradesite add job ...\`)
and your customers' reviews to \`data/testimonials.yaml\`, with their permission. Never invent
either: under the Australian Consumer Law fake reviews and testimonials are misleading (ACCC,
"Online product and service reviews").
`;
}
