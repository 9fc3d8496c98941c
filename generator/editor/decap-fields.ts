import type { EditorHint } from './editor-meta.ts';

/** A node of the JSON Schema z.toJSONSchema writes for a collection (the parts the editor reads). */
export interface SchemaNode {
  type?: string | string[];
  title?: string;
  description?: string;
  editor?: EditorHint;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  maxItems?: number;
  minItems?: number;
}

/** One field of a Decap CMS collection (https://decapcms.org/docs/widgets/), as much as we write. */
export interface DecapField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  default?: unknown;
  options?: string[];
  multiple?: boolean;
  min?: number;
  max?: number;
  value_type?: 'int' | 'float';
  fields?: DecapField[];
  field?: DecapField;
  types?: DecapField[];
  typeKey?: string;
  summary?: string;
  collapsed?: boolean;
  // relation
  collection?: string;
  file?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  // date
  format?: string;
  date_format?: string;
  time_format?: boolean;
  // markdown
  buttons?: string[];
  editor_components?: string[];
  modes?: string[];
  // image
  choose_url?: boolean;
  media_library?: { config: { multiple: boolean } };
}

/** Where each kind of reference finds its items: the collection and the field that holds the slug. */
const RELATIONS: Record<NonNullable<EditorHint['relation']>, Pick<DecapField, 'collection' | 'file' | 'value_field' | 'search_fields' | 'display_fields'>> = {
  services: { collection: 'services', value_field: 'slug', search_fields: ['title', 'slug'], display_fields: ['title'] },
  suburbs: { collection: 'suburbs', file: 'suburbs', value_field: 'suburbs.*.slug', search_fields: ['suburbs.*.name', 'suburbs.*.postcode'], display_fields: ['suburbs.*.name'] },
  regions: { collection: 'regions', file: 'regions', value_field: 'regions.*.slug', search_fields: ['regions.*.name'], display_fields: ['regions.*.name'] },
  groups: { collection: 'groups', file: 'groups', value_field: 'groups.*.slug', search_fields: ['groups.*.title'], display_fields: ['groups.*.title'] },
};

/** Prose longer than this gets a multi-line box; shorter strings (titles, names, phrases) one line. */
const ONE_LINE_MAX = 300;

/** "metaDescription" -> "Meta description", "pre-1950" -> "Pre-1950": a label when the schema gives none. */
export function labelFor(key: string): string {
  const words = key
    .replace(/^\$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Fields the editor keeps as they are but does not show: the schema line is a comment, not a key. */
const KEPT_UNSHOWN = new Set(['$schema']);

/** The Decap fields for an object's properties, in the schema's order (which is the files' order). */
export function objectFields(node: SchemaNode, path: string): DecapField[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([key, child]) => fieldFor(key, child, required.has(key), `${path}.${key}`));
}

/** One property as a Decap field. `path` names it in errors ("services.sections.faq"). */
export function fieldFor(key: string, node: SchemaNode, required: boolean, path: string): DecapField {
  const base: DecapField = { name: key, label: node.title ?? labelFor(key), widget: 'string' };
  if (!required) base.required = false;
  if (node.description) base.hint = node.description;
  if (node.default !== undefined) base.default = node.default;
  if (KEPT_UNSHOWN.has(key)) return { ...base, widget: 'hidden', required: false };
  if (node.editor?.keep) return { ...base, widget: 'hidden', required: false, hint: `Kept as written: ${node.editor.keep}.` };
  const field: DecapField = { ...base, ...widgetFor(node, path) };
  // Decap checks an empty optional object's required fields too, and refuses the save: inside an
  // optional object nothing is required in the form, and validate (on save) says what a filled one lacks.
  return !required && field.widget === 'object' && field.fields ? { ...field, fields: field.fields.map(optional) } : field;
}

function optional(field: DecapField): DecapField {
  return { ...field, required: false, ...(field.widget === 'object' && field.fields ? { fields: field.fields.map(optional) } : {}) };
}

function widgetFor(node: SchemaNode, path: string): Partial<DecapField> {
  const hint = node.editor ?? {};
  if (hint.relation) return { widget: 'relation', ...RELATIONS[hint.relation] };
  if (hint.widget === 'image') return { widget: 'image', choose_url: false, media_library: { config: { multiple: false } } };
  // A calendar date is stored as the string the schema reads ("2026-03-14"), never a timestamp.
  if (hint.widget === 'date') return { widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false };
  if (hint.widget === 'text') return { widget: 'text' };
  if (node.const !== undefined) return { widget: 'hidden', default: node.const };
  if (node.enum) return { widget: 'select', options: node.enum.map(String) };
  const union = node.anyOf ?? node.oneOf;
  if (union) return unionWidget(union, path);
  switch (node.type) {
    case 'string':
      return { widget: (node.maxLength ?? 0) > ONE_LINE_MAX ? 'text' : 'string' };
    case 'number':
    case 'integer':
      return { widget: 'number', value_type: node.type === 'integer' ? 'int' : 'float', ...bounds(node) };
    case 'boolean':
      return { widget: 'boolean', default: node.default ?? false };
    case 'object':
      return { widget: 'object', collapsed: false, fields: objectFields(node, path) };
    case 'array':
      return listWidget(node, path);
  }
  throw new Error(`${path}: the editor has no widget for this schema (${JSON.stringify(node).slice(0, 200)}); give it an editor hint`);
}

function bounds(node: SchemaNode): Partial<DecapField> {
  const out: Partial<DecapField> = {};
  if (node.minimum !== undefined) out.min = node.minimum;
  if (node.maximum !== undefined) out.max = node.maximum;
  return out;
}

function listWidget(node: SchemaNode, path: string): Partial<DecapField> {
  const items = node.items ?? {};
  // Decap starts a new entry's list of objects with one empty item, which an optional list (a job's
  // photos) must not get; a list that needs items (otherCouncils) is left to the owner to add to.
  const limits: Partial<DecapField> = node.default !== undefined || !node.minItems ? { default: node.default ?? [] } : {};
  if (node.maxItems !== undefined) limits.max = node.maxItems;
  if (node.minItems !== undefined) limits.min = node.minItems;
  // A list of choices (the placeholders) is one select that takes several.
  if (items.enum) return { widget: 'select', multiple: true, options: items.enum.map(String), ...limits };
  const variants = items.anyOf ?? items.oneOf;
  const typeKey = variants && discriminator(variants);
  // Page blocks: each item is one of several shapes told apart by `type`.
  if (variants && typeKey) {
    return {
      widget: 'list',
      typeKey,
      collapsed: true,
      types: variants.map((variant) => {
        const name = String(variant.properties![typeKey]!.const);
        const fields = objectFields({ ...variant, properties: omit(variant.properties!, typeKey) }, `${path}[${name}]`);
        return { name, label: variant.title ?? labelFor(name), widget: 'object', fields };
      }),
      ...limits,
    };
  }
  if (items.type === 'object' || variants) {
    const fields = itemFields(items, path);
    return { widget: 'list', collapsed: true, summary: summaryFor(fields), fields, ...limits };
  }
  return { widget: 'list', field: fieldFor('item', items, true, `${path}[]`), ...limits };
}

/** The fields of a list's items; a union of objects (a quiz answer leads on or ends) offers every key. */
function itemFields(items: SchemaNode, path: string): DecapField[] {
  const variants = items.anyOf ?? items.oneOf;
  if (!variants) return objectFields(items, `${path}[]`);
  return mergedObject(variants, `${path}[]`).fields!;
}

/** The field a list's collapsed items show: the first of these the items have. */
function summaryFor(fields: DecapField[]): string | undefined {
  const named = ['name', 'title', 'label', 'q', 'id', 'slug', 'from', 'path', 'alt', 'text'].find((key) => fields.some((f) => f.name === key));
  return named && `{{fields.${named}}}`;
}

function discriminator(variants: SchemaNode[]): string | undefined {
  const first = variants[0]?.properties ?? {};
  return Object.keys(first).find((key) => variants.every((v) => v.properties?.[key]?.const !== undefined));
}

function unionWidget(variants: SchemaNode[], path: string): Partial<DecapField> {
  const values = variants.flatMap((v) => (v.const !== undefined ? [String(v.const)] : (v.enum?.map(String) ?? [])));
  if (values.length === variants.length && variants.every((v) => v.const !== undefined || v.enum)) return { widget: 'select', options: values };
  if (variants.every((v) => v.type === 'object')) return mergedObject(variants, path);
  throw new Error(`${path}: a choice between plain values and objects has no editor widget; give it an editor hint`);
}

/** Objects of several shapes as one object whose every key is optional: the validator decides what fits. */
function mergedObject(variants: SchemaNode[], path: string): Partial<DecapField> {
  const byKey = new Map<string, DecapField>();
  const everywhere = (key: string) => variants.every((v) => v.required?.includes(key));
  for (const variant of variants) {
    for (const field of objectFields(variant, path)) if (!byKey.has(field.name)) byKey.set(field.name, everywhere(field.name) ? field : { ...field, required: false });
  }
  return { widget: 'object', collapsed: false, fields: [...byKey.values()] };
}

function omit<T>(record: Record<string, T>, key: string): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));
}
