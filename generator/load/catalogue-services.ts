import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import type { Position } from '../diagnostics/diagnostic.ts';
import type { ValueLocator, ValuePath } from '../diagnostics/value-path.ts';
import { packageRoot } from './package-root.ts';

/**
 * tradesite's trade catalogue: every service of every trade it supports, and the landing pages
 * about them, written for any business anywhere in Victoria (slots such as {business:area} stand
 * for the business). A business's service or landing file that says `catalogue: <slug>` takes
 * that entry, and any field it writes itself replaces the catalogue's for that business only.
 */
export const CATALOGUE_KEY = 'catalogue';

/** The kinds of entry the catalogue holds, each in the folder a business's own files use too. */
export type CatalogueKind = 'services' | 'landing';

/** The folder of the catalogue's entries of a kind, shipped with tradesite (never the project's own). */
export function catalogueDir(kind: CatalogueKind): string {
  return join(packageRoot(), 'catalogue', kind);
}

export function catalogueServicesDir(): string {
  return catalogueDir('services');
}

/** The path of a catalogue entry's file, or undefined when the catalogue has no such entry. */
export function catalogueEntryFile(slug: string, kind: CatalogueKind = 'services'): string | undefined {
  const file = join(catalogueDir(kind), `${slug}.yaml`);
  // A catalogue slug is a file name in tradesite's folder: nothing that could lead out of it.
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && existsSync(file) ? file : undefined;
}

/**
 * A business's file for a catalogue service (after its schema line): the entry it takes and only
 * the fields it sets itself, so the catalogue's corrections reach it with the next tradesite.
 */
export function catalogueServiceText(slug: string, entry: string, own: Record<string, unknown> = {}, kind: CatalogueKind = 'services'): string {
  const lines = [
    `# From tradesite's trade catalogue (catalogue/${kind}/${entry}.yaml). A field written here replaces`,
    "# the catalogue's for this business only; maps (such as sections) merge key by key.",
  ];
  return `${lines.join('\n')}\n${stringify({ slug, [CATALOGUE_KEY]: entry, ...own }, { lineWidth: 100 })}`;
}

/** The catalogue entry a business's service file takes, when it takes one. */
export function catalogueChoice(value: unknown): string | undefined {
  if (!isMap(value)) return undefined;
  const choice = value[CATALOGUE_KEY];
  return typeof choice === 'string' ? choice : undefined;
}

/**
 * The catalogue's entry with the business's own fields over it. Maps merge key by key (so a
 * business can rewrite one FAQ section's neighbour, `sections.whatIs`, and keep the rest); lists
 * and text replace whole, since half of a list is rarely what anyone means. The catalogue names
 * related services by its own slugs: each becomes the slug the business gave that service, and
 * one the business does not offer is left out (`relate` answers undefined).
 */
export function withOverrides(catalogue: Record<string, unknown>, own: Record<string, unknown>, relate: (catalogueSlug: string) => string | undefined): Record<string, unknown> {
  const base = { ...catalogue };
  if (Array.isArray(base.relatedServices))
    base.relatedServices = base.relatedServices.flatMap((slug) => {
      const related = typeof slug === 'string' ? relate(slug) : slug;
      return related === undefined ? [] : [related];
    });
  // A landing page that is the canonical page of a service the business does not offer is canonical for nothing.
  if (typeof base.canonicalFor === 'string') {
    const canonical = relate(base.canonicalFor);
    if (canonical === undefined) delete base.canonicalFor;
    else base.canonicalFor = canonical;
  }
  const merged = mergeMaps(base, own) as Record<string, unknown>;
  delete merged[CATALOGUE_KEY];
  return merged;
}

function mergeMaps(base: unknown, over: unknown): unknown {
  if (!isMap(base) || !isMap(over)) return over;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) out[key] = key in base ? mergeMaps(base[key], value) : value;
  return out;
}

function isMap(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether `path` names something written in `value` (every step present). */
function has(value: unknown, path: ValuePath): boolean {
  let at = value;
  for (const step of path) {
    if (typeof step === 'number' ? !Array.isArray(at) || step >= at.length : !isMap(at) || !(step in at)) return false;
    at = (at as Record<string | number, unknown>)[step];
  }
  return true;
}

/** Fields that place a page on the business's site rather than say what it is about. */
const BUSINESS_CHOICES = new Set([
  'slug',
  'path',
  'group',
  'menuOrder',
  'serviceAreas',
  'relatedServices',
  'canonicalFor',
  'suburbPages',
  'draft',
  'offer',
  'callOutFeeBadge',
  'hub',
]);

/**
 * Where a merged service's values were written: in the business's file when it wrote them (or
 * wrote the list or text that holds them), else in the catalogue's. A missing key is reported in
 * the business's file, where the owner can add it.
 */
export class OverlaidSource implements ValueLocator {
  constructor(
    private readonly own: ValueLocator,
    private readonly ownValue: unknown,
    private readonly catalogue: ValueLocator,
    private readonly catalogueValue: unknown,
  ) {}

  get file(): string {
    return this.own.file;
  }

  locate(path: ValuePath): Position {
    return this.holder(path).locate(path);
  }

  fileOf(path: ValuePath): string {
    return this.holder(path).file;
  }

  private holder(path: ValuePath): ValueLocator {
    // The page as a whole is the business's, and so is what places it (its address, menu and
    // links, narrowed to what it offers): its file is where the owner acts on them.
    if (path.length === 0 || BUSINESS_CHOICES.has(String(path[0]))) return this.own;
    // The business's file holds the value, or a list or text that replaced the catalogue's whole.
    for (let depth = path.length; depth > 0; depth--) {
      const prefix = path.slice(0, depth);
      if (!has(this.ownValue, prefix)) continue;
      const at = prefix.reduce<unknown>((v, step) => (v as Record<string | number, unknown>)[step], this.ownValue);
      if (depth === path.length || !isMap(at)) return this.own;
    }
    return has(this.catalogueValue, path) ? this.catalogue : this.own;
  }
}
