import { z } from 'zod';
import { EDITOR_META_KEY } from '../editor/editor-meta.ts';
import { COLLECTIONS, COLLECTION_KEYS, writtenSchema } from './collections.ts';

/** The JSON Schema files editors read (via `# yaml-language-server: $schema=...` in each data file). */
export const JSON_SCHEMAS: Record<string, z.ZodType> = Object.fromEntries(COLLECTION_KEYS.map((key) => [COLLECTIONS[key].jsonSchema, writtenSchema(key)]));

export function jsonSchemaText(schema: z.ZodType): string {
  // "input": what a person writes, so fields with defaults are optional in the editor too.
  // Editor hints (`.meta({ editor })`) steer the generated /admin/ forms; a YAML editor has no use for them.
  const dropEditorHints = (ctx: { jsonSchema: Record<string, unknown> }) => void delete ctx.jsonSchema[EDITOR_META_KEY];
  return JSON.stringify(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', override: dropEditorHints }), null, 2) + '\n';
}
