import type { z } from 'zod';
import type { BlogPost } from './blog-post.ts';
import {
  blogFrontMatterSchema,
  businessFileSchema,
  claimsFileSchema,
  distributorsFileSchema,
  emergencySuburbsFileSchema,
  jobSchema,
  landingFileSchema,
  landingSchema,
  localSettingsSchema,
  navigationSchema,
  pageSchema,
  redirectsFileSchema,
  regionsFileSchema,
  serviceGroupsFileSchema,
  serviceFileSchema,
  serviceSchema,
  siteSettingsSchema,
  suburbsFileSchema,
  testimonialsFileSchema,
} from './index.ts';

/**
 * Whether a collection can hold invented data, and of which kind: the launch gate and the sample
 * labels ask this table, so a new collection of proof cannot be forgotten by either.
 * - `items`: each item may be a sample (jobs, reviews, gallery projects);
 * - `identity`: the business's own particulars (phone, domain, ABN, licences);
 * - `claims`: statements the owner must confirm;
 * - `none`: settings and reference data, true by construction.
 */
export type SampleKind = 'items' | 'identity' | 'claims' | 'none';

interface CollectionBase {
  /** Where it lives under data/: a file, or a folder of one file per item. */
  path: string;
  /** Its JSON Schema in schemas/, named on the first line of each of its files. */
  jsonSchema: string;
  /** Its strings are read by visitors, so the checked-fact rules (FACT_CHECK) read them too. */
  visitorText: boolean;
  sample: SampleKind;
}

/** One YAML file; `read` turns the parsed file (undefined when it failed) into the Site's value. */
export interface FileCollection<S extends z.ZodType, V> extends CollectionBase {
  form: 'file';
  schema: S;
  read: (file: z.infer<S> | undefined) => V;
}

/** A folder of YAML files, one item each, named by the item's slug. */
export interface FolderCollection<S extends z.ZodType<{ slug: string }>> extends CollectionBase {
  form: 'folder';
  schema: S;
  /** What an item's file may hold when that differs from what the site checks (a catalogue service's own fields): editors and the JSON Schema read it. */
  fileSchema?: z.ZodType;
}

/** A folder of Markdown files with front matter (`schema`), one post each, named by its slug. */
export interface MarkdownCollection<S extends z.ZodType> extends CollectionBase {
  form: 'markdown';
  schema: S;
}

const file = <S extends z.ZodType, V>(spec: Omit<FileCollection<S, V>, 'form'>): FileCollection<S, V> => ({ form: 'file', ...spec });
const folder = <S extends z.ZodType<{ slug: string }>>(spec: Omit<FolderCollection<S>, 'form'>): FolderCollection<S> => ({ form: 'folder', ...spec });
const markdown = <S extends z.ZodType>(spec: Omit<MarkdownCollection<S>, 'form'>): MarkdownCollection<S> => ({ form: 'markdown', ...spec });
const whole = <T>(value: T | undefined): T | undefined => value;

/**
 * Every collection of data in data/, once. The loader, the JSON Schemas, `add`, the content
 * dates, the checked-fact walk, the record fingerprint and the launch gate all derive from this
 * table: adding a collection is one entry here plus its schema file (and the Site gains its key).
 * Loaded in this order, which is the order of their diagnostics.
 */
export const COLLECTIONS = {
  business: file({ path: 'business.yaml', schema: businessFileSchema, read: whole, jsonSchema: 'business.schema.json', visitorText: true, sample: 'identity' }),
  claims: file({ path: 'claims.yaml', schema: claimsFileSchema, read: whole, jsonSchema: 'claims.schema.json', visitorText: false, sample: 'claims' }),
  settings: file({ path: 'site.yaml', schema: siteSettingsSchema, read: whole, jsonSchema: 'site.schema.json', visitorText: false, sample: 'none' }),
  groups: file({
    path: 'service-groups.yaml',
    schema: serviceGroupsFileSchema,
    read: (f) => f?.groups ?? [],
    jsonSchema: 'service-groups.schema.json',
    visitorText: true,
    sample: 'none',
  }),
  services: folder({ path: 'services', schema: serviceSchema, fileSchema: serviceFileSchema, jsonSchema: 'service.schema.json', visitorText: true, sample: 'none' }),
  landings: folder({ path: 'landing', schema: landingSchema, fileSchema: landingFileSchema, jsonSchema: 'landing.schema.json', visitorText: true, sample: 'none' }),
  suburbs: file({ path: 'suburbs.yaml', schema: suburbsFileSchema, read: (f) => f?.suburbs ?? [], jsonSchema: 'suburbs.schema.json', visitorText: true, sample: 'none' }),
  regions: file({ path: 'regions.yaml', schema: regionsFileSchema, read: (f) => f?.regions ?? [], jsonSchema: 'regions.schema.json', visitorText: true, sample: 'none' }),
  emergencySuburbs: file({
    path: 'emergency-suburbs.yaml',
    schema: emergencySuburbsFileSchema,
    read: (f) => f?.suburbs ?? [],
    jsonSchema: 'emergency-suburbs.schema.json',
    visitorText: false,
    sample: 'none',
  }),
  testimonials: file({
    path: 'testimonials.yaml',
    schema: testimonialsFileSchema,
    read: (f) => f?.testimonials ?? [],
    jsonSchema: 'testimonials.schema.json',
    visitorText: true,
    sample: 'items',
  }),
  jobs: folder({ path: 'jobs', schema: jobSchema, jsonSchema: 'job.schema.json', visitorText: true, sample: 'items' }),
  localSettings: file({ path: 'local-pages.yaml', schema: localSettingsSchema, read: whole, jsonSchema: 'local-settings.schema.json', visitorText: false, sample: 'none' }),
  redirects: file({
    path: 'redirects.yaml',
    schema: redirectsFileSchema,
    read: (f) => f?.redirects ?? [],
    jsonSchema: 'redirects.schema.json',
    visitorText: false,
    sample: 'none',
  }),
  pages: folder({ path: 'pages', schema: pageSchema, jsonSchema: 'page.schema.json', visitorText: true, sample: 'items' }),
  posts: markdown({ path: 'blog', schema: blogFrontMatterSchema, jsonSchema: 'blog-front-matter.schema.json', visitorText: true, sample: 'none' }),
  distributors: file({ path: 'distributors.yaml', schema: distributorsFileSchema, read: whole, jsonSchema: 'distributors.schema.json', visitorText: true, sample: 'none' }),
  navigation: file({ path: 'navigation.yaml', schema: navigationSchema, read: whole, jsonSchema: 'navigation.schema.json', visitorText: true, sample: 'none' }),
};

export type Collections = typeof COLLECTIONS;
export type CollectionKey = keyof Collections;
export type Collection = Collections[CollectionKey];

/** What a collection becomes in the loaded Site. */
export type CollectionValue<C> =
  C extends FileCollection<z.ZodType, infer V> ? V : C extends FolderCollection<infer S> ? z.infer<S>[] : C extends MarkdownCollection<z.ZodType> ? BlogPost[] : never;

export type CollectionValues = { -readonly [K in CollectionKey]: CollectionValue<Collections[K]> };

export const COLLECTION_KEYS = Object.keys(COLLECTIONS) as CollectionKey[];

/** The file extension of a folder collection's items. */
export function itemExtension(collection: { form: Collection['form'] }): '.yaml' | '.md' {
  return collection.form === 'markdown' ? '.md' : '.yaml';
}

/** The path under data/ of a collection's file, or of one item's file in a folder collection. */
export function collectionFile(key: CollectionKey, slug?: string): string {
  const collection = COLLECTIONS[key];
  if (collection.form === 'file') return collection.path;
  if (slug === undefined) throw new Error(`collection ${key} is a folder: name the item`);
  return `${collection.path}/${slug}${itemExtension(collection)}`;
}

/** The `# yaml-language-server` line that starts a new file of a collection (written by `add` and `init`). */
export function schemaLine(key: CollectionKey): string {
  const depth = collectionFile(key, 'x').split('/').length;
  return `# yaml-language-server: $schema=${'../'.repeat(depth)}schemas/${COLLECTIONS[key].jsonSchema}`;
}

/** The schema of what a collection's files hold as written (see FolderCollection.fileSchema). */
export function writtenSchema(key: CollectionKey): z.ZodType {
  const collection: Collection = COLLECTIONS[key];
  return ('fileSchema' in collection && collection.fileSchema) || collection.schema;
}

/** Pictures are not a collection of data (no schema): their folder is named here beside the rest. */
export const IMAGES_FOLDER = 'images';
