import { readdirSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter } from '../diagnostics/diagnostic.ts';
import { suggestion } from '../diagnostics/did-you-mean.ts';
import type { ValueLocator } from '../diagnostics/value-path.ts';
import { catalogueChoice, catalogueEntryFile, catalogueServicesDir, OverlaidSource, withOverrides } from './catalogue-services.ts';
import { parseYaml } from './parse-yaml.ts';
import type { YamlSource } from './yaml-source.ts';

/**
 * Turns each of a business's service files into the value the service schema checks: the file's
 * own value, or, for a file that takes a catalogue entry, that entry with the file's fields over
 * it. `read` is every service file of the business, so related services can be named by the
 * business's own slugs. Catalogue files read are added to `files` (the build's inputs).
 */
export function catalogueResolver(
  read: readonly { name: string; source: YamlSource | undefined }[],
  root: string,
  report: Reporter,
  files: string[],
): (source: YamlSource) => { value: unknown; locator: ValueLocator } | undefined {
  const dir = catalogueServicesDir();
  const ownSlug = (source: YamlSource, name: string) => {
    const slug = (source.value as { slug?: unknown } | null)?.slug;
    return typeof slug === 'string' ? slug : name.replace(/\.yaml$/, '');
  };
  const offered = new Set<string>();
  const fromCatalogue = new Map<string, string>();
  for (const { name, source } of read) {
    if (!source) continue;
    const slug = ownSlug(source, name);
    offered.add(slug);
    const choice = catalogueChoice(source.value);
    if (choice !== undefined) fromCatalogue.set(choice, slug);
  }
  const relate = (catalogueSlug: string) => {
    const slug = fromCatalogue.get(catalogueSlug) ?? catalogueSlug;
    return offered.has(slug) ? slug : undefined;
  };
  let entries: string[] | undefined;
  const known = () =>
    (entries ??= readdirSync(dir)
      .filter((n) => n.endsWith('.yaml'))
      .map((n) => n.slice(0, -'.yaml'.length)));

  return (source) => {
    const choice = catalogueChoice(source.value);
    if (choice === undefined) return { value: source.value, locator: source };
    const abs = catalogueEntryFile(choice);
    if (abs === undefined) {
      report.error(
        'UNKNOWN_REFERENCE',
        source.locate(['catalogue']),
        `catalogue: "${choice}" is not a service in tradesite's trade catalogue.`,
        suggestion(choice, known()) ?? `Use the name of a file in ${relative(root, dir) || dir}/ (without .yaml), or write the service in full without "catalogue:".`,
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
