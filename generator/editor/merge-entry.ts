import { parseDocument } from 'yaml';
import { aliasProblem, nestingProblem, YAML_LIMITS } from '../load/yaml-limits.ts';
import { EditorRefusal } from './editor-refusal.ts';
import { updateMarkdownText, updateYamlText } from './keep-comments.ts';
import { orderLike } from './order-like.ts';

/**
 * The file text a save from Decap should leave: Decap sends the whole entry re-serialised (its
 * YAML printer drops comments and re-folds prose), so only its value is taken and merged into the
 * file as it is on disk. A new file starts with `header` (the schema line its siblings carry).
 */
export function mergeEntry(path: string, before: string | undefined, raw: string, header = '', example?: unknown): string {
  // A new file's keys follow its siblings' order (`example`), so it reads like them.
  const shaped = (value: unknown) => (before === undefined && example !== undefined ? orderLike(value, example) : value);
  if (path.endsWith('.md')) {
    const { frontMatter, body } = splitMarkdown(raw, path);
    return updateMarkdownText(before ?? '---\n' + header + '---\n', shaped(withoutNulls(frontMatter)), body);
  }
  return updateYamlText(before ?? header, shaped(withoutNulls(parseRaw(raw, path))));
}

/**
 * Decap writes a cleared optional field as null. No data schema takes null (an optional key is
 * absent, not null), so a null key means "not set" and is left out rather than refused.
 */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== null)
      .map(([k, v]) => [k, withoutNulls(v)]),
  );
}

/**
 * The value the editor sent, within the loader's limits (yaml-limits.ts), checked before anything
 * is expanded: a request's aliases could otherwise stand for gigabytes of text, held in memory and
 * written out before validate refused them.
 */
function parseRaw(raw: string, path: string): unknown {
  const refuse = (why: string) => new EditorRefusal(422, `the editor sent ${path} as YAML that ${why}`);
  if (Buffer.byteLength(raw, 'utf8') > YAML_LIMITS.fileBytes) throw refuse(`is over the ${YAML_LIMITS.fileBytes / 1024 / 1024} MB a data file may be.`);
  const deep = nestingProblem(raw);
  if (deep) throw refuse(`is not accepted: ${deep.message}`);
  const doc = parseDocument(raw);
  if (doc.errors.length > 0) throw refuse(`does not read: ${doc.errors[0]!.message.split('\n')[0]}`);
  const aliases = aliasProblem(doc);
  if (aliases) throw refuse(`is not accepted: ${aliases.message} ${aliases.hint}`);
  return doc.toJS({ maxAliasCount: -1 }) as unknown;
}

function splitMarkdown(raw: string, path: string): { frontMatter: unknown; body: string } {
  // The closing "---" stands on a line of its own, as the loader requires (load/markdown.ts).
  const match = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)([\s\S]*)$/.exec(raw);
  if (!match) throw new EditorRefusal(422, `the editor sent ${path} without front matter between two "---" lines.`);
  return { frontMatter: parseRaw(match[1] ?? '', path) ?? {}, body: match[2]! };
}
