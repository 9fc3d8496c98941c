import { z } from 'zod';
import { COLLECTIONS, COLLECTION_KEYS, IMAGES_FOLDER, itemExtension, writtenSchema, type CollectionKey } from '../schema/collections.ts';
import { objectFields, type DecapField, type SchemaNode } from './decap-fields.ts';
import { EDITOR_COLLECTIONS } from './editor-collections.ts';

/** Where saves go: the editing server's local backend, or a GitHub repository (data/site.yaml's `editor`). */
export type EditorBackend =
  { name: 'proxy'; proxy_url: string } | { name: 'github'; repo: string; branch: string; base_url?: string; auth_endpoint?: string; site_domain?: string };

export interface DecapCollection {
  name: string;
  label: string;
  label_singular?: string;
  description?: string;
  folder?: string;
  extension?: string;
  format?: string;
  create?: boolean;
  delete?: boolean;
  identifier_field?: string;
  slug?: string;
  summary?: string;
  sortable_fields?: string[];
  fields?: DecapField[];
  files?: { name: string; label: string; file: string; description?: string; fields: DecapField[] }[];
}

export interface DecapConfig {
  load_config_file: false;
  backend: EditorBackend;
  publish_mode: 'simple';
  media_folder: string;
  public_folder: string;
  locale: 'en';
  site_url?: string;
  display_url?: string;
  slug: { encoding: 'ascii'; clean_accents: true };
  editor: { preview: false };
  collections: DecapCollection[];
}

export interface DecapConfigOptions {
  backend: EditorBackend;
  /** The data folder as the backend names it: relative to the repository's root ("data"). */
  dataFolder: string;
  siteUrl?: string;
}

/** A collection's JSON Schema with the editor hints kept (schemas/ drops them). */
export function collectionSchemaNode(key: CollectionKey): SchemaNode {
  return z.toJSONSchema(writtenSchema(key), { io: 'input', unrepresentable: 'any' }) as SchemaNode;
}

/**
 * The blog's Markdown: only what the site renders (headings, paragraphs, lists, quotes, emphasis,
 * links; see MARKDOWN_UNSUPPORTED), so the toolbar offers nothing `validate` would refuse.
 */
const POST_BODY: DecapField = {
  name: 'body',
  label: 'Post',
  widget: 'markdown',
  hint: 'Headings, paragraphs, lists, quotes, bold, italic and links.',
  buttons: ['bold', 'italic', 'link', 'heading-two', 'heading-three', 'quote', 'bulleted-list', 'numbered-list'],
  editor_components: [],
  modes: ['rich_text', 'raw'],
};

/**
 * The editor's whole configuration, made from the collections table and the zod schemas: a field
 * added to a schema appears in the editor with no other change (tests/unit/editor/decap-config.test.ts).
 */
export function decapConfig(options: DecapConfigOptions): DecapConfig {
  const folder = (path: string) => `${options.dataFolder}/${path}`;
  const ordered = [...COLLECTION_KEYS].sort((a, b) => EDITOR_COLLECTIONS[a].order - EDITOR_COLLECTIONS[b].order);
  const collections = ordered.map((key): DecapCollection => {
    const collection = COLLECTIONS[key];
    const editor = EDITOR_COLLECTIONS[key];
    const fields = objectFields(collectionSchemaNode(key), key);
    const common = { name: key, label: editor.label, description: editor.description };
    if (collection.form === 'file') return { ...common, files: [{ name: key, label: editor.label, file: folder(collection.path), fields }] };
    const extension = itemExtension(collection).slice(1);
    return {
      ...common,
      ...(editor.singular ? { label_singular: editor.singular } : {}),
      folder: folder(collection.path),
      extension,
      format: collection.form === 'markdown' ? 'frontmatter' : 'yaml',
      create: true,
      delete: true,
      // The file name is the item's slug (FILE_NAME_MISMATCH): a folder item names it in `slug`, a post takes it from its title.
      identifier_field: collection.form === 'markdown' ? 'title' : 'slug',
      slug: '{{slug}}',
      ...(editor.summary ? { summary: editor.summary } : {}),
      fields: collection.form === 'markdown' ? [...fields, POST_BODY] : fields,
    };
  });
  return {
    load_config_file: false,
    backend: options.backend,
    publish_mode: 'simple',
    media_folder: folder(IMAGES_FOLDER),
    // Pictures are named in data by file name alone ("switchboard-preston.jpg"), not by a path.
    public_folder: '',
    locale: 'en',
    ...(options.siteUrl ? { site_url: options.siteUrl, display_url: options.siteUrl } : {}),
    slug: { encoding: 'ascii', clean_accents: true },
    // Decap's preview pane would show the raw fields again (the site's templates do not run in it):
    // the form gets the whole width, which a phone needs. The editing server shows the real page.
    editor: { preview: false },
    collections,
  };
}
