import { isMap, isScalar, isSeq, type Document, type LineCounter, type Node } from 'yaml';
import type { ValuePath } from '../diagnostics/value-path.ts';

/**
 * Where each value of a YAML document was written: the JSON of its path -> [line, col]. A
 * collection under a key is placed at its key, which is where a person looks; anything else at
 * its first character. Kept in the parse cache beside the value, so a build that reports a
 * problem in an unchanged file (a warning repeated on every build) need not parse it again to
 * find the line: at 1x, parsing suburbs.yaml for one warning's line was 90 ms of every rebuild.
 */
export type YamlPositions = Record<string, [line: number, col: number]>;

export function yamlPositions(doc: Document, lines: LineCounter): YamlPositions {
  const positions: YamlPositions = {};
  const put = (path: ValuePath, offset: number) => {
    const { line, col } = lines.linePos(offset);
    positions[JSON.stringify(path)] = [line, col];
  };
  const walk = (node: Node, path: ValuePath, keyOffset: number | undefined) => {
    if (!node.range) return;
    put(path, (isMap(node) || isSeq(node)) && keyOffset !== undefined ? keyOffset : node.range[0]);
    if (isMap(node)) {
      for (const pair of node.items) {
        // Only scalar keys can be named by a path (the doc's getIn matches them the same way).
        if (!isScalar(pair.key) || !pair.value || typeof pair.value !== 'object') continue;
        walk(pair.value as Node, [...path, pair.key.value as string], pair.key.range?.[0]);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => {
        if (item && typeof item === 'object') walk(item as Node, [...path, i], (item as Node).range?.[0]);
      });
    }
  };
  if (doc.contents) walk(doc.contents, [], undefined);
  return positions;
}

/** The position of the value at `path`, or of its nearest written parent: a missing key is reported at the object that lacks it. */
export function positionOf(positions: YamlPositions, path: ValuePath): { line: number; col: number } | undefined {
  for (let depth = path.length; depth >= 0; depth--) {
    const found = positions[JSON.stringify(path.slice(0, depth))];
    if (found) return { line: found[0], col: found[1] };
  }
  return undefined;
}
