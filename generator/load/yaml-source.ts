import { Document, LineCounter, isMap, isSeq, parseDocument, type Node } from 'yaml';
import type { Position } from '../diagnostics/diagnostic.ts';
import type { ValueLocator, ValuePath } from '../diagnostics/value-path.ts';

/**
 * A parsed YAML document that can say where any value in it was written. The value may come from
 * the parse cache, in which case the document is parsed again only if something asks where a
 * value is (to report a problem).
 */
export class YamlSource implements ValueLocator {
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
    this.parsed ??= parseYamlDocument(this.text);
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
        const offset = depth > 0 && (isMap(node) || isSeq(node)) ? (this.keyOffset(path.slice(0, depth)) ?? range[0]) : range[0];
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

/** The one way data files are parsed: strict, unique keys, no tags, with line positions. */
export function parseYamlDocument(text: string): { doc: Document; lines: LineCounter } {
  const lines = new LineCounter();
  return { doc: parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true, strict: true, resolveKnownTags: false }), lines };
}
