import { readdirSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter } from '../diagnostics/diagnostic.ts';
import { suggestion } from '../diagnostics/did-you-mean.ts';
import type { ValueLocator } from '../diagnostics/value-path.ts';
import { CATALOGUE_KEY, catalogueChoice, catalogueDir, catalogueEntryFile, OverlaidSource, withOverrides, type CatalogueKind } from './catalogue-services.ts';
import { parseYaml } from './parse-yaml.ts';
import type { YamlSource } from './yaml-source.ts';

/** The services a business offers, and which catalogue entry each took: what catalogue text names by the catalogue's slugs. */
export interface OfferedServices {
  offered: Set<string>;
  fromCatalogue: Map<string, string>;
}

/** What a business's service files say it offers (by their slugs), before any is checked. */
export function offeredServices(read: readonly { name: string; source: YamlSource | undefined }[]): OfferedServices {
  const offered = new Set<string>();
  const fromCatalogue = new Map<string, string>();
  for (const { name, source } of read) {
    if (!source) continue;
    const own = (source.value as { slug?: unknown } | null)?.slug;
    const slug = typeof own === 'string' ? own : name.replace(/\.yaml$/, '');
    offered.add(slug);
    const choice = catalogueChoice(source.value);
    if (choice !== undefined) fromCatalogue.set(choice, slug);
  }
  return { offered, fromCatalogue };
}

/**
 * Turns each of a business's service or landing files into the value its schema checks: the
 * file's own value, or, for a file that takes a catalogue entry, that entry with the file's fields
 * over it. Services the catalogue names are named by the business's own slugs (`services`).
 * Catalogue files read are added to `files` (the build's inputs).
 */
export function catalogueResolver(
  kind: CatalogueKind,
  services: OfferedServices,
  root: string,
  report: Reporter,
  files: string[],
): (source: YamlSource) => { value: unknown; locator: ValueLocator } | undefined {
  const dir = catalogueDir(kind);
  const relate = (catalogueSlug: string) => {
    const slug = services.fromCatalogue.get(catalogueSlug) ?? catalogueSlug;
    return services.offered.has(slug) ? slug : undefined;
  };
  let entries: string[] | undefined;
  const known = () =>
    (entries ??= readdirSync(dir)
      .filter((n) => n.endsWith('.yaml'))
      .map((n) => n.slice(0, -'.yaml'.length)));

  return (source) => {
    const choice = catalogueChoice(source.value);
    if (choice === undefined) return { value: source.value, locator: source };
    const abs = catalogueEntryFile(choice, kind);
    if (abs === undefined) {
      report.error(
        'UNKNOWN_REFERENCE',
        source.locate([CATALOGUE_KEY]),
        `catalogue: "${choice}" is not ${kind === 'services' ? 'a service' : 'a landing page'} in tradesite's trade catalogue.`,
        suggestion(choice, known()) ?? `Use the name of a file in ${relative(root, dir) || dir}/ (without .yaml), or write it in full without "catalogue:".`,
      );
      return undefined;
    }
    files.push(abs);
    const entry = parseYaml(readFileSync(abs, 'utf8'), relative(root, abs), report);
    if (!entry || typeof entry.value !== 'object' || entry.value === null) return undefined;
    const catalogue = entry.value as Record<string, unknown>;
    const own = source.value as Record<string, unknown>;
    return { value: withOverrides(catalogue, own, relate), locator: new OverlaidSource(source, own, entry, catalogue) };
  };
}
