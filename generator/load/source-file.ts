import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { Document, LineCounter, isMap, isSeq, parseDocument, type Node } from 'yaml';
import type { Position, Reporter } from '../report/diagnostic.ts';
import { CONTROL_HINT, findControlCharacter, someString } from './control-characters.ts';
import { reportReadFailure } from './read-failure.ts';
import { formatPath } from './schema-check.ts';
import { YAML_LIMITS, aliasProblem, nestingProblem } from './yaml-limits.ts';

export type ValuePath = ReadonlyArray<string | number>;

/**
 * A parsed YAML document that can say where any value in it was written. The value may come from
 * the parse cache, in which case the document is parsed again only if something asks where a
 * value is (to report a problem).
 */
export class YamlSource {
  private parsed: { doc: Document; lines: LineCounter } | undefined;

  constructor(
    readonly file: string,
    private readonly text: string,
    readonly value: unknown,
    /** Lines before the document starts in its file (front matter sits after a "---" line). */
    private readonly lineOffset = 0,
    parsed?: { doc: Document; lines: LineCounter },
  ) {
    this.parsed = parsed;
  }

  private get doc(): Document {
    this.parsed ??= parse(this.text);
    return this.parsed.doc;
  }

  /**
   * The position of the value at `path`, or of its nearest existing parent: a missing key is
   * reported at the object that lacks it.
   */
  locate(path: ValuePath): Position {
    for (let depth = path.length; depth >= 0; depth--) {
      const node = this.doc.getIn(path.slice(0, depth), true) as Node | undefined;
      const range = node && typeof node === 'object' && 'range' in node ? node.range : undefined;
      if (range) {
        // A key's value is more useful than the start of its parent collection, but for a
        // collection we point at the key that holds it, which is where a person looks.
        const offset = depth > 0 && (isMap(node) || isSeq(node)) ? this.keyOffset(path.slice(0, depth)) ?? range[0] : range[0];
        const { line, col } = this.parsed!.lines.linePos(offset);
        return { file: this.file, line: line + this.lineOffset, col };
      }
    }
    return { file: this.file, line: 1 + this.lineOffset, col: 1 };
  }

  private keyOffset(path: ValuePath): number | undefined {
    const parent = this.doc.getIn(path.slice(0, -1), true) as Node | undefined;
    const last = path[path.length - 1];
    if (isMap(parent)) {
      const pair = parent.items.find((item) => (item.key as { value?: unknown } | null)?.value === last);
      const key = pair?.key as Node | undefined;
      return key?.range?.[0];
    }
    if (isSeq(parent) && typeof last === 'number') return (parent.items[last] as Node | undefined)?.range?.[0];
    return undefined;
  }
}

/**
 * Reads a text file as UTF-8 the way people actually save them: BOM and CRLF tolerated. Anything
 * that is not text a person wrote is refused with its place: a file the system cannot read, a
 * file too large to be data, bytes that are not UTF-8, control characters.
 */
export function readText(absPath: string, root: string, report: Reporter): string | undefined {
  const file = relative(root, absPath);
  let bytes: Buffer;
  try {
    const stat = statSync(absPath);
    if (!stat.isFile()) {
      report.error('NOT_A_FILE', { file }, 'this should be a file but is a directory or something else.', 'Remove it or move its contents into a file of that name.');
      return undefined;
    }
    if (stat.size > YAML_LIMITS.fileBytes) {
      report.error('LIMIT_EXCEEDED', { file }, `the file is ${megabytes(stat.size)}; a data file may be at most ${megabytes(YAML_LIMITS.fileBytes)}.`, 'Split it, or check that it is the file you meant to put here.');
      return undefined;
    }
    bytes = readFileSync(absPath);
  } catch (error) {
    reportReadFailure(error, absPath, file, report);
    return undefined;
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const badAt = firstInvalidUtf8(bytes);
    const line = bytes.subarray(0, badAt).toString('latin1').split('\n').length;
    report.error('ENCODING', { file, line }, 'the file is not valid UTF-8.', 'Save it as UTF-8 (in most editors: "Save with encoding" -> UTF-8).');
    return undefined;
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  text = text.replace(/\r\n?/g, '\n');
  if (text.trim() === '') {
    report.error('EMPTY_FILE', { file, line: 1 }, 'the file is empty.', 'Fill it in or delete it.');
    return undefined;
  }
  const control = findControlCharacter(text);
  if (control) {
    const before = text.slice(0, control.index).split('\n');
    report.error('CONTROL_CHARACTER', { file, line: before.length, col: before[before.length - 1]!.length + 1 }, `the control character ${control.name} is in the text.`, CONTROL_HINT);
    return undefined;
  }
  return text;
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function firstInvalidUtf8(bytes: Uint8Array): number {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let lo = 0;
  let hi = bytes.length;
  // Binary search on prefixes that decode; a cut inside a valid multi-byte character also fails,
  // so the answer can be up to 3 bytes early, which is still the right line.
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    try {
      decoder.decode(bytes.subarray(0, mid));
      lo = mid;
    } catch {
      hi = mid - 1;
    }
  }
  return lo;
}

/**
 * Parses YAML text; syntax errors are reported with their line and the source is not returned.
 * Documents that parsed cleanly before are read from the parse cache: parsing every file again
 * was most of the time a one-suburb rebuild spent on data.
 */
export function parseYaml(text: string, file: string, report: Reporter, lineOffset = 0): YamlSource | undefined {
  const cached = parseCache.read(text);
  if (cached !== undefined) return new YamlSource(file, text, cached, lineOffset);
  // Nesting is checked on the text: parsing is what a deeply nested document breaks.
  const deep = nestingProblem(text);
  if (deep) {
    report.error('LIMIT_EXCEEDED', { file, ...lineAt(text, deep.offset, lineOffset) }, deep.message, deep.hint);
    return undefined;
  }
  const parsed = parse(text);
  const { doc, lines } = parsed;
  const at = (offset: number) => {
    const { line, col } = lines.linePos(offset);
    return { file, line: line + lineOffset, col };
  };
  if (doc.errors.length > 0) {
    for (const error of doc.errors) report.error('YAML_SYNTAX', at(error.pos[0]), yamlMessage(error.code, error.message), yamlHint(error.code, text, lines.linePos(error.pos[0]).line));
    return undefined;
  }
  // The parser only warns about a tag it does not know (`!include`, `!!binary`) and keeps the text
  // as a string: data would silently differ from what its author meant.
  if (doc.warnings.length > 0) {
    for (const warning of doc.warnings) {
      const tag = warning.code === 'TAG_RESOLVE_FAILED';
      report.error(
        tag ? 'YAML_TAG' : 'YAML_SYNTAX',
        at(warning.pos[0]),
        tag ? `the tag ${text.slice(warning.pos[0], warning.pos[1]) || 'here'} is not supported: data files hold plain values only.` : yamlMessage(warning.code, warning.message),
        tag ? 'Remove the tag (a word starting with "!"); to write a literal "!", put the value in quotes.' : undefined,
      );
    }
    return undefined;
  }
  const aliases = aliasProblem(doc);
  if (aliases) {
    report.error('LIMIT_EXCEEDED', at(aliases.offset), aliases.message, aliases.hint);
    return undefined;
  }
  const value = doc.toJS({ maxAliasCount: -1 }) as unknown;
  let control: { path: ValuePath; name: string } | undefined;
  someString(value, (s, path) => {
    const found = findControlCharacter(s);
    if (found) control = { path, name: found.name };
    return found !== undefined;
  });
  if (control) {
    const source = new YamlSource(file, text, value, lineOffset, parsed);
    report.error('CONTROL_CHARACTER', source.locate(control.path), `${formatPath(control.path) || 'the value'} contains the control character ${control.name}, written as an escape in quotes.`, CONTROL_HINT);
    return undefined;
  }
  parseCache.write(text, value);
  return new YamlSource(file, text, value, lineOffset, parsed);
}

function lineAt(text: string, offset: number, lineOffset: number): { line: number; col: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length + lineOffset, col: before[before.length - 1]!.length + 1 };
}

function parse(text: string): { doc: Document; lines: LineCounter } {
  const lines = new LineCounter();
  return { doc: parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true, strict: true, resolveKnownTags: false }), lines };
}

/**
 * Parsed values by the hash of their text (and the parser's version), as JSON under .cache/. A
 * value JSON cannot hold exactly (a non-finite number) is not cached. A cache that cannot be read
 * or written is no cache: the text is parsed.
 */
const parseCache = {
  dir: join('.cache', 'parsed-yaml'),
  /** The parser's version and the checks a cached value passed: either changing empties the cache. */
  version: `${(createRequire(import.meta.url)('yaml/package.json') as { version: string }).version}+checks-2`,

  file(text: string): string {
    return join(this.dir, `${createHash('sha256').update(this.version).update('\0').update(text).digest('hex').slice(0, 32)}.json`);
  },

  read(text: string): unknown {
    try {
      return JSON.parse(readFileSync(this.file(text), 'utf8')) as unknown;
    } catch {
      return undefined;
    }
  },

  /** Entries kept at most: every edit of a data file adds one. */
  limit: 1000,
  pruned: false,

  write(text: string, value: unknown): void {
    if (!jsonSafe(value)) return;
    const file = this.file(text);
    try {
      mkdirSync(this.dir, { recursive: true });
      this.prune();
      // Written whole then renamed: a build running alongside never reads half a file.
      const partial = `${file}.${process.pid}.tmp`;
      writeFileSync(partial, JSON.stringify(value));
      renameSync(partial, file);
    } catch {
      /* read-only checkout, full disk: parse next time */
    }
  },

  /** Once a process: over the limit, the older half goes (by when it was written). */
  prune(): void {
    if (this.pruned) return;
    this.pruned = true;
    const names = readdirSync(this.dir);
    if (names.length <= this.limit) return;
    const byAge = names.map((name) => ({ path: join(this.dir, name), at: statSync(join(this.dir, name)).mtimeMs })).sort((a, b) => a.at - b.at);
    for (const { path } of byAge.slice(0, names.length - this.limit / 2)) rmSync(path, { force: true });
  },
};

function jsonSafe(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0);
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (Array.isArray(value)) return value.every(jsonSafe);
  if (typeof value === 'object') return Object.getPrototypeOf(value) === Object.prototype && Object.values(value).every(jsonSafe);
  return false;
}

function yamlMessage(code: string, message: string): string {
  const first = message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
  return `YAML syntax: ${first.charAt(0).toLowerCase()}${first.slice(1)}${first.endsWith('.') ? '' : '.'}`.replace(/\.\.$/, '.') + (code ? '' : '');
}

function yamlHint(code: string, text: string, line: number): string | undefined {
  const source = text.split('\n')[line - 1] ?? '';
  if (/^\s*\t/.test(source) || code === 'TAB_AS_INDENT') return 'YAML indents with spaces, never tabs: replace the tab with spaces.';
  if (code === 'DUPLICATE_KEY') return 'Each key may appear once in an object: remove or rename one of them.';
  if (code === 'BAD_INDENT' || code === 'MISSING_CHAR') return 'Check the indentation of this line against the lines above it (2 spaces per level).';
  if (/:\s.*:\s/.test(source)) return 'A value containing ": " must be quoted.';
  return undefined;
}
