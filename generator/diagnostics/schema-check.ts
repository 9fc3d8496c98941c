import type { z } from 'zod';
import type { Reporter } from './diagnostic.ts';
import { lookAlikeSentence, skeleton } from './look-alikes.ts';
import { suggestion } from './did-you-mean.ts';
import { remember } from './provenance.ts';
import { formatPath, type ValueLocator, type ValuePath } from './value-path.ts';

/** Validates `value` (found at `basePath` in `source`); reports every issue; returns the parsed value when valid. */
export function checkSchema<S extends z.ZodType>(schema: S, value: unknown, source: ValueLocator, report: Reporter, basePath: ValuePath = []): z.infer<S> | undefined {
  const result = schema.safeParse(value);
  if (!result.success) {
    for (const issue of result.error.issues) reportIssue(issue, value, source, report, basePath, schema);
    return undefined;
  }
  remember(result.data, source, basePath);
  return result.data;
}

function reportIssue(issue: z.core.$ZodIssue, root: unknown, source: ValueLocator, report: Reporter, basePath: ValuePath, schema: z.ZodType): void {
  const path = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
  const fullPath = [...basePath, ...path];
  const name = formatPath(fullPath);
  const actual = valueAt(root, path);
  if (issue.code === 'unrecognized_keys') {
    const known = [...new Set(collectKeys(schema))].filter((k) => !issue.keys.includes(k));
    for (const key of issue.keys) {
      report.error(
        'SCHEMA',
        source.locate([...fullPath, key]),
        `${name ? name + ': ' : ''}unknown key "${key}".`,
        suggestion(key, known) ?? 'Remove it: this kind of entry has no such field (see the JSON Schema in schemas/).',
      );
    }
    return;
  }
  if (issue.code === 'invalid_type' && actual === undefined) {
    // A field whose schema says why it is required (alt text, say) gets that reason as well.
    const why = issue.message.startsWith('Invalid input') ? '' : `: ${issue.message}`;
    report.error('SCHEMA', source.locate(fullPath), `${name || 'the file'} is required but missing.`, `Add "${String(fullPath[fullPath.length - 1])}:" here${why}.`);
    return;
  }
  if (issue.code === 'invalid_value' && 'values' in issue) {
    const allowed = (issue.values as unknown[]).map(String);
    report.error(
      'SCHEMA',
      source.locate(fullPath),
      `${name}: ${JSON.stringify(actual)} is not allowed.`,
      (typeof actual === 'string' ? suggestion(actual, allowed) : undefined) ?? `Use one of: ${allowed.slice(0, 12).join(', ')}${allowed.length > 12 ? ', ...' : ''}.`,
    );
    return;
  }
  if (issue.code === 'invalid_type') {
    report.error('SCHEMA', source.locate(fullPath), `${name || 'the file'}: expected ${issue.expected}, found ${describe(actual)}.`);
    return;
  }
  if (issue.code === 'invalid_union') {
    report.error('SCHEMA', source.locate(fullPath), `${name}: ${describe(actual)} does not match any allowed form.`, unionHint(issue));
    return;
  }
  report.error(
    'SCHEMA',
    source.locate(fullPath),
    `${name || 'the file'} ${issue.message.replace(/^Invalid input: /, '').replace(/^Too (big|small): /, '')}`,
    lookAlikeHint(actual),
  );
}

/** A slug or key that fails only because some letters are from another script, with its plain spelling. */
function lookAlikeHint(actual: unknown): string | undefined {
  if (typeof actual !== 'string') return undefined;
  const sentence = lookAlikeSentence(actual);
  if (sentence === undefined) return undefined;
  const plain = skeleton(actual);
  return /^[\x20-\x7e]*$/.test(plain) ? `${sentence} Did you mean "${plain}"?` : sentence;
}

function unionHint(issue: z.core.$ZodIssue): string | undefined {
  const errors = (issue as { errors?: z.core.$ZodIssue[][] }).errors;
  const first = errors?.map((branch) => branch[0]).find((i) => i && i.code !== 'invalid_type');
  return first ? `Closest form: ${formatPath(first.path.filter((p): p is string | number => typeof p !== 'symbol'))} ${first.message}`.trim() : undefined;
}

function valueAt(root: unknown, path: ValuePath): unknown {
  let value = root;
  for (const part of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string | number, unknown>)[part];
  }
  return value;
}

/** Every key an object schema (or its nested objects) allows: the candidates for "did you mean". */
function collectKeys(schema: z.ZodType, seen = new Set<z.ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  const keys: string[] = [];
  if (def.shape && typeof def.shape === 'object') {
    for (const [key, child] of Object.entries(def.shape as Record<string, z.ZodType>)) {
      keys.push(key, ...collectKeys(child, seen));
    }
  }
  for (const inner of ['innerType', 'element', 'in', 'out'] as const) {
    if (def[inner]) keys.push(...collectKeys(def[inner] as z.ZodType, seen));
  }
  if (Array.isArray(def.options)) for (const option of def.options as z.ZodType[]) keys.push(...collectKeys(option, seen));
  return keys;
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'an empty value';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return `the text ${JSON.stringify(value.length > 40 ? value.slice(0, 40) + '...' : value)}`;
  return `${typeof value} ${JSON.stringify(value)}`;
}
