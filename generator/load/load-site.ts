import { readdirSync, realpathSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import type { z } from 'zod';
import { assembleBusiness, postSlug, type PostSlug } from '../schema/index.ts';
import {
  COLLECTIONS,
  COLLECTION_KEYS,
  IMAGES_FOLDER,
  itemExtension,
  type CollectionKey,
  type CollectionValues,
  type FileCollection,
  type FolderCollection,
  type MarkdownCollection,
} from '../schema/collections.ts';
import { Reporter } from '../diagnostics/diagnostic.ts';
import { readImageSources } from '../images/image-sources.ts';
import { imageUses } from '../images/image-uses.ts';
import { parseMarkdownFile } from './markdown.ts';
import { expandClaimTokens, type BusinessWords } from './claim-tokens.ts';
import { sameOrigin } from '../diagnostics/provenance.ts';
import { reportReadFailure } from './read-failure.ts';
import { checkSchema } from '../diagnostics/schema-check.ts';
import type { BlogPost, Site } from '../schema/site.ts';
import { parseYaml } from './parse-yaml.ts';
import { leadsOutside, readText } from './read-text.ts';
import { type YamlSource } from './yaml-source.ts';
import { namesInOverlay, type DataOverlay } from './data-overlay.ts';
import { catalogueResolver, offeredServices, type OfferedServices } from './catalogue-resolver.ts';

/** The data folder's layout (from the collections table), for messages and the `add` commands. */
export const DATA_FILES = {
  ...(Object.fromEntries(COLLECTION_KEYS.map((key) => [key, COLLECTIONS[key].path])) as { [K in CollectionKey]: string }),
  images: IMAGES_FOLDER,
};

/** With `overlay`, the data as a change would leave it: those files are read from it, not the disk. */
export function loadSite(dataDir: string, report: Reporter, root = process.cwd(), overlay?: DataOverlay): Site {
  const files: string[] = [];
  const unparsed = new Set<string>();
  // Links that lead out of the data folder are not followed (read-text.ts).
  const inside = realData(dataDir);
  const yamlFile = (name: string): YamlSource | undefined => {
    const abs = join(dataDir, name);
    files.push(abs);
    const text = readText(abs, root, report, overlay, inside);
    return text === undefined ? undefined : parseYaml(text, relative(root, abs), report);
  };
  const loadFile = <S extends z.ZodType, V>(c: FileCollection<S, V>): { file: z.infer<S> | undefined; value: V } => {
    const source = yamlFile(c.path);
    const file = source && checkSchema(c.schema, source.value, source, report);
    return { file, value: c.read(file) };
  };
  let offered: OfferedServices = { offered: new Set(), fromCatalogue: new Map() };
  const loadFolder = <S extends z.ZodType<{ slug: string }>>(c: FolderCollection<S>): z.infer<S>[] => {
    const ext = itemExtension(c);
    const read = listFiles(join(dataDir, c.path), ext, root, report, overlay, inside).map((name) => ({ name, source: yamlFile(join(c.path, name)) }));
    // A business's service or landing page may be the catalogue's with its own fields over it
    // (catalogue-services.ts). Services load first: landing pages name them.
    if (c.path === COLLECTIONS.services.path) offered = offeredServices(read);
    const kind = c.path === COLLECTIONS.services.path ? 'services' : c.path === COLLECTIONS.landings.path ? 'landing' : undefined;
    const resolve = kind && catalogueResolver(kind, offered, root, report, files);
    const out: z.infer<S>[] = [];
    for (const { name, source } of read) {
      const slug = basename(name, ext);
      const resolved = source && (resolve ? resolve(source) : { value: source.value, locator: source });
      const value = resolved && checkSchema(c.schema, resolved.value, resolved.locator, report);
      if (!value) {
        unparsed.add(slug);
        continue;
      }
      if (source && value.slug !== slug) {
        report.error(
          'FILE_NAME_MISMATCH',
          source.locate(['slug']),
          `slug "${value.slug}" does not match the file name "${name}".`,
          `Rename the file to ${value.slug}${ext}, or set slug: ${slug}.`,
        );
      }
      out.push(value);
    }
    return out;
  };
  const loadPosts = (c: MarkdownCollection<typeof COLLECTIONS.posts.schema>): BlogPost[] => {
    const posts: BlogPost[] = [];
    const ext = itemExtension(c);
    for (const name of listFiles(join(dataDir, c.path), ext, root, report, overlay, inside)) {
      const abs = join(dataDir, c.path, name);
      files.push(abs);
      const file = relative(root, abs);
      const slug = basename(name, ext);
      const text = readText(abs, root, report, overlay, inside);
      const parsed = text === undefined ? undefined : parseMarkdownFile(text, file, report);
      const front = parsed && checkSchema(c.schema, parsed.frontMatter.value, parsed.frontMatter, report);
      if (!parsed || !front) {
        unparsed.add(slug);
        continue;
      }
      const slugCheck = postSlug.safeParse(slug);
      if (!slugCheck.success) {
        report.error(
          'SCHEMA',
          { file, line: 1 },
          `the file name "${name}" is not a valid post slug: it ${slugCheck.error.issues[0]!.message}.`,
          'Name posts in kebab-case: lower-case letters, digits and single hyphens.',
        );
        continue;
      }
      posts.push({ slug: slug as PostSlug, meta: front, body: parsed.body, links: parsed.links, words: parsed.words, file });
    }
    return posts;
  };

  // Each collection in the table's order, which is the order of their diagnostics.
  const values = {} as Record<CollectionKey, unknown>;
  for (const key of COLLECTION_KEYS) {
    const c = COLLECTIONS[key];
    if (c.form === 'file') {
      values[key] = loadFile(c as FileCollection<z.ZodType, unknown>).value;
    } else if (c.form === 'folder') values[key] = loadFolder(c as FolderCollection<z.ZodType<{ slug: string }>>);
    else values[key] = loadPosts(c);
  }
  const loaded = values as CollectionValues;

  const businessFile = loaded.business;
  const claims = loaded.claims;
  const business = businessFile && claims ? assembleBusiness(businessFile, claims) : undefined;
  if (business && businessFile) sameOrigin(businessFile, business);
  const { groups, services, landings, suburbs, regions, pages, posts } = loaded;
  const baseName = business && suburbs.find((s) => s.slug === business.baseSuburb)?.name;
  const words: BusinessWords | undefined = business && {
    name: business.name,
    legalName: business.legalName,
    base: baseName ?? business.address.addressLocality,
    area: business.areaName,
    phone: business.phone,
  };
  const claimUses = claims ? expandClaimTokens([...groups, ...services, ...landings, ...suburbs, ...regions, ...pages], posts, claims, report, words) : [];
  const site: Site = { ...loaded, dataDir, business, claimUses, images: {}, imageNames: [], unparsed, files: files.sort() };
  // Only the pictures pages use are opened and checked: what else lies in the folder costs nothing.
  const { sources, names } = readImageSources(dataDir, root, new Set(imageUses(site).map((use) => use.ref.src)), report);
  return { ...site, images: sources, imageNames: names };
}

/** The data folder's real path (links resolved), or undefined when it cannot be read (reported elsewhere). */
function realData(dataDir: string): string | undefined {
  try {
    return realpathSync(dataDir);
  } catch {
    return undefined;
  }
}

function listFiles(dir: string, ext: string, root: string, report: Reporter, overlay?: DataOverlay, inside?: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
    // A collection's folder that is a link out of the data folder is not read at all.
    if (inside !== undefined && leadsOutside(dir, inside, relative(root, dir), report, 'folder')) return [];
  } catch (error) {
    // A folder the change creates exists only in the overlay.
    if (!overlay || namesInOverlay(overlay, dir, []).length === 0) {
      reportReadFailure(error, dir, relative(root, dir), report, 'folder');
      return [];
    }
    names = [];
  }
  if (overlay) names = namesInOverlay(overlay, dir, names);
  const out: string[] = [];
  for (const name of names.sort()) {
    if (name.startsWith('.')) continue;
    if (!name.endsWith(ext)) {
      const abs = join(dir, name);
      let isFile: boolean;
      if (overlay?.get(abs) != null) isFile = true;
      else
        try {
          isFile = statSync(abs).isFile();
        } catch (error) {
          reportReadFailure(error, abs, relative(root, abs), report);
          continue;
        }
      if (isFile) {
        report.warn(
          'SCHEMA',
          { file: relative(root, abs) },
          `this file is ignored: only ${ext} files are read here.`,
          `Rename it to end in ${ext}, or move it out of ${relative(root, dir)}/.`,
        );
      } else {
        report.error('NOT_A_FILE', { file: relative(root, abs) }, `a folder inside ${relative(root, dir)}/ is not read.`, `Move its files up into ${relative(root, dir)}/.`);
      }
      continue;
    }
    out.push(name);
  }
  return out;
}
