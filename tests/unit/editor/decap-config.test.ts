import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { decapConfig, type DecapCollection } from '../../../generator/editor/decap-config.ts';
import type { DecapField } from '../../../generator/editor/decap-fields.ts';
import { COLLECTIONS, COLLECTION_KEYS, type CollectionKey } from '../../../generator/schema/collections.ts';

const config = decapConfig({ backend: { name: 'proxy', proxy_url: '/api/v1' }, dataFolder: 'data' });

/** Every key of every object a schema can hold, as paths ("sections.faq[].q"), walked on the zod schema itself. */
function zodPaths(schema: z.ZodType, prefix: string, out: string[] = []): string[] {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return zodPaths(def.innerType as z.ZodType, prefix, out);
    case 'pipe':
      return zodPaths(def.in as z.ZodType, prefix, out);
    case 'array':
      return zodPaths(def.element as z.ZodType, `${prefix}[]`, out);
    case 'union':
      for (const option of def.options as z.ZodType[]) zodPaths(option, prefix, out);
      return out;
    case 'object':
      for (const [key, child] of Object.entries((schema as z.ZodObject).shape)) {
        const path = prefix ? `${prefix}.${key}` : key;
        out.push(path);
        zodPaths(child as z.ZodType, path, out);
      }
      return out;
    default:
      return out;
  }
}

function topFields(collection: DecapCollection): DecapField[] {
  return collection.fields ?? collection.files![0]!.fields;
}

/** The fields an editor field holds: an object's, a list's items', each type's of a typed list (and its type key). */
function children(field: DecapField): DecapField[] {
  const out = [...(field.fields ?? []), ...(field.field ? (field.field.fields ?? [field.field]) : []), ...(field.types ?? []).flatMap((t) => t.fields ?? [])];
  if (field.types && field.typeKey) out.push({ name: field.typeKey, label: field.typeKey, widget: 'hidden' });
  return out;
}

/** Whether an editor field sits at a path; where several share a name (two block types' `items`), any may. */
function hasEditorField(fields: DecapField[], steps: string[]): boolean {
  const [step, ...rest] = steps;
  if (step === undefined) return true;
  const name = step.replace(/(\[\])+$/, '');
  // A value the editor keeps whole (and says so in its hint) holds everything inside it.
  return fields.filter((f) => f.name === name).some((f) => (f.widget === 'hidden' && f.hint !== undefined) || hasEditorField(children(f), rest));
}
const editorField = (fields: DecapField[], path: string) => hasEditorField(fields, path.split('.'));

describe('the editor configuration generated from the schemas', () => {
  it.each(COLLECTION_KEYS)('%s: every field of the schema has an editor field', (key: CollectionKey) => {
    const collection = config.collections.find((c) => c.name === key)!;
    expect(collection, `no editor collection for ${key}`).toBeDefined();
    const missing = zodPaths(COLLECTIONS[key].schema, '').filter((path) => !editorField(topFields(collection), path));
    expect(missing).toEqual([]);
  });

  it('would notice a field a schema gains', () => {
    const fields = topFields(config.collections.find((c) => c.name === 'jobs')!);
    const grown = COLLECTIONS.jobs.schema.extend({ crew: z.string() });
    expect(zodPaths(grown, '').filter((path) => !editorField(fields, path))).toEqual(['crew']);
  });

  it('hides only the schema line and the values it says it cannot show', () => {
    const hidden: string[] = [];
    const walk = (fields: DecapField[], prefix: string) => {
      for (const f of fields) {
        const path = `${prefix}.${f.name}`;
        if (f.widget === 'hidden' && f.name !== '$schema' && f.hint) hidden.push(path);
        walk([...(f.fields ?? []), ...(f.types ?? []).flatMap((t) => t.fields ?? [])], path);
      }
    };
    for (const c of config.collections) walk(topFields(c), c.name);
    expect(hidden).toEqual(['services.suburbPages']);
  });

  it('maps the shapes to the widgets an owner expects', () => {
    const jobs = topFields(config.collections.find((c) => c.name === 'jobs')!);
    const byName = (name: string) => jobs.find((f) => f.name === name)!;
    expect(byName('found').widget).toBe('text');
    expect(byName('title').widget).toBe('string');
    expect(byName('sample')).toMatchObject({ widget: 'boolean', default: false });
    expect(byName('service')).toMatchObject({ widget: 'relation', collection: 'services', value_field: 'slug' });
    expect(byName('suburb')).toMatchObject({ widget: 'relation', collection: 'suburbs', file: 'suburbs', value_field: 'suburbs.*.slug' });
    expect(byName('photos')).toMatchObject({ widget: 'list', required: false, max: 4 });
    expect(byName('photos').fields![0]).toMatchObject({ name: 'src', widget: 'image' });

    const claims = topFields(config.collections.find((c) => c.name === 'claims')!);
    const fee = claims.find((f) => f.name === 'callOutFee')!;
    expect(fee.fields!.find((f) => f.name === 'confirmed')).toMatchObject({ widget: 'boolean', label: 'Confirmed by the owner' });
    expect(fee.fields!.find((f) => f.name === 'amount')).toMatchObject({ widget: 'number', value_type: 'float', min: 0, max: 1000 });

    const business = topFields(config.collections.find((c) => c.name === 'business')!);
    expect(business.find((f) => f.name === 'placeholders')).toMatchObject({ widget: 'select', multiple: true });
    expect(business.find((f) => f.name === 'address')!.fields!.find((f) => f.name === 'addressRegion')).toMatchObject({ widget: 'hidden', default: 'VIC' });

    const pages = topFields(config.collections.find((c) => c.name === 'pages')!);
    const blocks = pages.find((f) => f.name === 'blocks')!;
    expect(blocks.typeKey).toBe('type');
    expect(blocks.types!.map((t) => t.name)).toContain('gallery');

    const post = config.collections.find((c) => c.name === 'posts')!;
    expect(post).toMatchObject({ folder: 'data/blog', extension: 'md', format: 'frontmatter' });
    expect(post.fields!.find((f) => f.name === 'date')).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', time_format: false });
    expect(post.fields!.at(-1)).toMatchObject({ name: 'body', widget: 'markdown' });
  });

  it('names every file by the data folder it is given, and pictures by file name alone', () => {
    const other = decapConfig({ backend: { name: 'github', repo: 'o/r', branch: 'main' }, dataFolder: 'site/data' });
    expect(other.media_folder).toBe('site/data/images');
    expect(other.public_folder).toBe('');
    expect(other.collections.find((c) => c.name === 'jobs')!.folder).toBe('site/data/jobs');
    expect(other.collections.find((c) => c.name === 'suburbs')!.files![0]!.file).toBe('site/data/suburbs.yaml');
    expect(other.backend).toEqual({ name: 'github', repo: 'o/r', branch: 'main' });
  });

  it('refuses a shape no widget can hold unless the schema says how to keep it', async () => {
    const { fieldFor } = await import('../../../generator/editor/decap-fields.ts');
    const node = z.toJSONSchema(z.union([z.literal('all'), z.strictObject({ regions: z.array(z.string()) })]));
    expect(() => fieldFor('pages', node as never, true, 'x.pages')).toThrow(/x\.pages: .*editor hint/);
  });
});
