import { Document, LineCounter, parseDocument } from 'yaml';
import type { Position } from '../diagnostics/diagnostic.ts';
import type { ValueLocator, ValuePath } from '../diagnostics/value-path.ts';
import { parseCache } from './parse-cache.ts';
import { positionOf, yamlPositions, type YamlPositions } from './yaml-positions.ts';

/**
 * A parsed YAML document that can say where any value in it was written. The value may come from
 * the parse cache, and so may the positions (yaml-positions.ts); the document is parsed again
 * only when they are not there and something asks where a value is (to report a problem).
 */
export class YamlSource implements ValueLocator {
  private positions: YamlPositions | undefined;

  constructor(
    readonly file: string,
    private readonly text: string,
    readonly value: unknown,
    /** Lines before the document starts in its file (front matter sits after a "---" line). */
    private readonly lineOffset = 0,
    private readonly parsed?: { doc: Document; lines: LineCounter },
  ) {}

  /**
   * Where each value was written, worked out the first time a problem needs a line: from the
   * parse cache, else from the document (parsed again if it came from the cache), then kept in
   * the cache for the next build.
   */
  private get written(): YamlPositions {
    if (!this.positions) {
      this.positions = this.parsed ? undefined : parseCache.readPositions(this.text);
      if (!this.positions) {
        const { doc, lines } = this.parsed ?? parseYamlDocument(this.text);
        this.positions = yamlPositions(doc, lines);
        parseCache.writePositions(this.text, this.positions);
      }
    }
    return this.positions;
  }

  /**
   * The position of the value at `path`, or of its nearest existing parent: a missing key is
   * reported at the object that lacks it.
   */
  locate(path: ValuePath): Position {
    const { line, col } = positionOf(this.written, path) ?? { line: 1, col: 1 };
    return { file: this.file, line: line + this.lineOffset, col };
  }
}

/** The one way data files are parsed: strict, unique keys, no tags, with line positions. */
export function parseYamlDocument(text: string): { doc: Document; lines: LineCounter } {
  const lines = new LineCounter();
  return { doc: parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true, strict: true, resolveKnownTags: false }), lines };
}
