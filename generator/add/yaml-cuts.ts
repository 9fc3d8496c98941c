import { isMap, isScalar, isSeq, parseDocument, type Document, type Node, type YAMLSeq } from 'yaml';

/**
 * Removes items from YAML lists by cutting their text out, so everything else in the file stays
 * exactly as the owner wrote it (comments, folding, flow lists and their spacing): a re-printed
 * document would re-space every flow list in a 2,000-line file to change one.
 */
export function cutListItems(text: string, pick: (doc: Document) => { seq: YAMLSeq; item: unknown }[]): string {
  const doc = parseDocument(text, { keepSourceTokens: false });
  const cuts: [number, number][] = [];
  for (const { seq, item } of pick(doc)) {
    const node = item as Node;
    const [start, , end] = node.range ?? [0, 0, 0];
    if (seq.flow) {
      // "[a, b, c]": take the item with the comma after it, or before it when it is the last.
      const after = /^\s*,\s*/.exec(text.slice(end));
      if (after) cuts.push([start, end + after[0].length]);
      else {
        const before = /,\s*$/.exec(text.slice(0, start));
        cuts.push([before ? start - before[0].length : start, end]);
      }
    } else {
      // "  - item": from the start of its line to the start of the next item's (or the list's end).
      const lineStart = text.lastIndexOf('\n', start - 1) + 1;
      const index = seq.items.indexOf(item as never);
      const next = seq.items[index + 1] as Node | undefined;
      const stop = next?.range ? text.lastIndexOf('\n', next.range[0] - 1) + 1 : lineEndAfter(text, end);
      cuts.push([lineStart, stop]);
    }
  }
  let out = text;
  for (const [from, to] of cuts.sort((a, b) => b[0] - a[0])) out = out.slice(0, from) + out.slice(to);
  return out;
}

/** The index just past the line `at` ends on (past its newline). */
function lineEndAfter(text: string, at: number): number {
  const back = at > 0 && text[at - 1] === '\n' ? at : text.indexOf('\n', at) + 1 || text.length;
  return back;
}

/** Every scalar item equal to `value` in the list at `path` (an empty list of picks when there is none). */
export function scalarsIn(seq: unknown, value: string): { seq: YAMLSeq; item: unknown }[] {
  if (!isSeq(seq)) return [];
  return seq.items.filter((item) => isScalar(item) && String(item.value) === value).map((item) => ({ seq, item }));
}

/** The map items of a list whose `key` is `value`. */
export function mapsIn(seq: unknown, key: string, value: string): { seq: YAMLSeq; item: unknown }[] {
  if (!isSeq(seq)) return [];
  return seq.items.filter((item) => isMap(item) && String(item.get(key)) === value).map((item) => ({ seq, item }));
}
