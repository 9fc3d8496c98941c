import { isDeepStrictEqual } from 'node:util';
import { mergeShapes, orderLike } from './order-like.ts';
import { Document, isMap, isNode, isScalar, isSeq, parse, parseDocument, visit, type Node, type Pair, type Scalar, type YAMLMap, type YAMLSeq } from 'yaml';

/**
 * Editors save whole values; people keep comments, key order and hand-folded prose in the files.
 * So the new value is not printed afresh (yaml's printer re-folds and re-quotes every string):
 * the old text is edited in place, node by node, and only where the value differs. An unchanged
 * node keeps its exact bytes; a changed scalar keeps its quoting style and its inline comment.
 */

/** Where the data files wrap prose (their longest folded lines). */
const LINE_WIDTH = 100;
/** Keys that name a list item, so an edit finds the same item after others were added or removed. */
const IDENTITY_KEYS = ['slug', 'id'] as const;

interface Edit {
  start: number;
  end: number;
  text: string;
  order: number;
}

type Plain = Record<string, unknown>;

/** The file text with `after` as its value, changing only the nodes whose values differ. */
export function updateYamlText(before: string, after: unknown): string {
  const fresh = () => leadingComments(before) + printFresh(after);
  const doc = parseDocument(before);
  const root = doc.contents;
  if (doc.errors.length > 0 || !root) return fresh();
  const editor = new TextEditor(before);
  if (!editor.reconcileNode(root, after, root.range![0])) {
    editor.replace(root.range![0], editor.contentEnd(root), printFresh(after).replace(/\n$/, ''));
  }
  let out: string;
  try {
    out = editor.apply();
  } catch (error) {
    if (error instanceof OverlappingEdits) return fresh();
    throw error;
  }
  // The edited text must read back as exactly the value saved; if some layout defeated the
  // in-place edit, the value matters more than the layout, so the file is printed afresh.
  return readsBackAs(out, after) ? out : fresh();
}

function readsBackAs(text: string, value: unknown): boolean {
  try {
    return isDeepStrictEqual(parse(text), value);
  } catch {
    return false;
  }
}

/** Two edits claimed the same text: the layout was one this editor does not handle in place. */
class OverlappingEdits extends Error {}

/**
 * A Markdown file with its front matter merged like a YAML file (comments kept) and its body
 * replaced. A file without front matter gets a fresh one.
 */
export function updateMarkdownText(before: string, frontMatter: unknown, body: string): string {
  const lines = before.split('\n');
  const end = lines[0]?.trim() === '---' ? lines.findIndex((line, i) => i > 0 && line.trim() === '---') : -1;
  const front = end === -1 ? printFresh(frontMatter) : updateYamlText(lines.slice(1, end).join('\n') + '\n', frontMatter);
  const text = `---\n${front.endsWith('\n') ? front : front + '\n'}---\n${body.replace(/^\n+/, '')}`;
  return text.endsWith('\n') ? text : text + '\n';
}

function printFresh(value: unknown): string {
  return foldProse(new Document(value)).toString({ lineWidth: LINE_WIDTH, flowCollectionPadding: false });
}

/** Prose longer than this is printed as a folded block (`>-`), as the data files write paragraphs. */
const PROSE_LENGTH = 80;

/**
 * New text is written in the files' style: a paragraph as a folded block under its key, not a
 * plain scalar wrapped mid-sentence onto an unmarked next line.
 */
function foldProse<D extends Document>(doc: D): D {
  visit(doc, {
    Scalar(key, node) {
      const value = node.value;
      if (key === 'key' || typeof value !== 'string' || value.length <= PROSE_LENGTH || value.includes('\n') || value !== value.trim()) return;
      node.type = 'BLOCK_FOLDED';
    },
  });
  return doc;
}

/** The comment lines a file opens with (the schema line among them), kept even when the rest is rewritten. */
function leadingComments(text: string): string {
  const match = /^(?:[ \t]*#[^\n]*\n)*/.exec(text);
  return match ? match[0] : '';
}

function isPlainObject(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isScalarValue(value: unknown): value is string | number | boolean | null {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

function valueOf(node: unknown): unknown {
  return isNode(node) ? node.toJSON() : node;
}

function identityOf(value: unknown): string | undefined {
  if (!isPlainObject(value)) return undefined;
  for (const key of IDENTITY_KEYS) if (typeof value[key] === 'string') return `${key}:${value[key]}`;
  return undefined;
}

class TextEditor {
  private readonly edits: Edit[] = [];

  constructor(private readonly text: string) {}

  replace(start: number, end: number, text: string): void {
    this.edits.push({ start, end, text, order: this.edits.length });
  }

  apply(): string {
    // From the end backwards so earlier offsets stay true; at one offset a removal goes before an
    // insertion (else it would remove what was inserted), and insertions keep their order.
    const sorted = [...this.edits].sort((a, b) => b.start - a.start || b.end - a.end || b.order - a.order);
    let out = this.text;
    let floor = this.text.length;
    for (const edit of sorted) {
      if (edit.end > floor) throw new OverlappingEdits();
      out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
      floor = edit.start;
    }
    return out;
  }

  lineStart(pos: number): number {
    return this.text.lastIndexOf('\n', pos - 1) + 1;
  }

  column(pos: number): number {
    return pos - this.lineStart(pos);
  }

  /** Just after the newline that ends the line holding `pos - 1` (or the end of the text). */
  lineEndAfter(pos: number): number {
    if (pos > 0 && this.text[pos - 1] === '\n') return pos;
    const newline = this.text.indexOf('\n', pos);
    return newline === -1 ? this.text.length : newline + 1;
  }

  /** The end of a node's value without the whitespace and newlines a block node ends with. */
  contentEnd(node: Node): number {
    let end = node.range![1];
    while (end > node.range![0] && /\s/.test(this.text[end - 1]!)) end--;
    return end;
  }

  private onlySpaceBefore(pos: number): boolean {
    return this.text.slice(this.lineStart(pos), pos).trim() === '';
  }

  /**
   * A removed item takes the comment lines right above it with it: they were about it. Not above
   * its collection's first line, though: those comments are about the collection or the file.
   */
  private removalStart(pos: number, floor: number): number {
    let start = this.lineStart(pos);
    const indent = this.column(pos);
    while (start > this.lineStart(floor)) {
      const previous = this.lineStart(start - 1);
      const line = this.text.slice(previous, start - 1);
      if (!/^\s*#/.test(line) || line.length - line.trimStart().length !== indent) break;
      start = previous;
    }
    return start;
  }

  /**
   * Edits `node` in place to hold `value`; false when it cannot, so the caller rewrites it whole.
   * `floor` is where the node's own lines begin: comment lines from there on above its first
   * item belong to that item (above the document's first key they belong to the file).
   */
  reconcileNode(node: Node, value: unknown, floor: number): boolean {
    if (isDeepStrictEqual(valueOf(node), value)) return true;
    if (isScalar(node)) return this.reconcileScalar(node, value);
    if ((isMap(node) || isSeq(node)) && node.flow) {
      // A flow collection written over several lines (with comments) is edited item by item.
      const mark = this.edits.length;
      if (this.text.slice(node.range![0], this.contentEnd(node)).includes('\n') && this.reconcileFlowItems(node, value)) return true;
      this.edits.length = mark;
      const flow = this.printFlow(value, node);
      if (flow === undefined || this.column(node.range![0]) + flow.length > LINE_WIDTH) return false;
      this.replace(node.range![0], this.contentEnd(node), flow);
      return true;
    }
    // A collection that gives up part-way takes back its edits: the caller rewrites it whole,
    // and edits inside the rewritten text would overlap it.
    const mark = this.edits.length;
    const done =
      (isMap(node) && isPlainObject(value) && Object.keys(value).length > 0 && this.reconcileMap(node, value, floor)) ||
      (isSeq(node) && Array.isArray(value) && value.length > 0 && this.reconcileSeq(node, value, floor));
    if (!done) this.edits.length = mark;
    return done;
  }

  private reconcileScalar(node: Scalar, value: unknown): boolean {
    if (!isScalarValue(value) || node.type === 'BLOCK_FOLDED' || node.type === 'BLOCK_LITERAL') return false;
    const text = printInline(value, node.type, false);
    if (text === undefined) return false;
    // An empty value (`key:`) has no text of its own; the new one needs a space after the colon.
    const empty = node.range![0] === node.range![1];
    this.replace(node.range![0], node.range![1], (empty ? ' ' : '') + text);
    return true;
  }

  private reconcileMap(map: YAMLMap, value: Plain, floor: number): boolean {
    const pairs = new Map<string, Pair>();
    for (const pair of map.items) {
      if (!isScalar(pair.key) || !pair.key.range) return false;
      pairs.set(String(pair.key.value), pair);
    }
    const first = map.items[0];
    const column = first ? this.column((first.key as Scalar).range![0]) : 0;
    const removed = (pair: Pair) => value[String((pair.key as Scalar).value)] === undefined;
    // A list item's first key shares its line with the dash: when it goes, the text up to the
    // first key that stays goes with it, and that key moves up beside the dash, its comment kept.
    let skip = 0;
    if (first && removed(first) && !this.onlySpaceBefore((first.key as Scalar).range![0])) {
      skip = map.items.findIndex((pair) => !removed(pair));
      if (skip === -1) return false;
      const survivor = (map.items[skip]!.key as Scalar).range![0];
      // Comment lines right above the key that stays are about it: they cannot move beside the dash.
      if (this.removalStart(survivor, floor) !== this.lineStart(survivor)) return false;
      this.replace((first.key as Scalar).range![0], survivor, '');
    }
    for (const pair of map.items.slice(skip)) {
      const key = String((pair.key as Scalar).value);
      if (value[key] !== undefined) continue;
      const keyStart = (pair.key as Scalar).range![0];
      // The first key of a list item shares its line with the dash: removing its line would take the dash.
      if (!this.onlySpaceBefore(keyStart)) return false;
      this.replace(this.removalStart(keyStart, floor), this.lineEndAfter(this.pairEnd(pair)), '');
    }
    let previous: Pair | undefined;
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined) continue;
      const pair = pairs.get(key);
      if (pair) {
        if (this.emptyList(pair, item)) {
          previous = pair;
          continue;
        }
        if (!this.reconcileNode(pair.value as Node, item, this.lineEndAfter((pair.key as Scalar).range![1]))) this.rewritePairValue(pair, key, item, column);
        previous = pair;
        continue;
      }
      const text = ' '.repeat(column) + key + printAfter({ [key]: item }, column, key.length) + '\n';
      if (previous) this.insertAfterLine(this.pairEnd(previous), text);
      else {
        const firstKey = (first!.key as Scalar).range![0];
        if (!this.onlySpaceBefore(firstKey)) return false;
        this.replace(this.lineStart(firstKey), this.lineStart(firstKey), text);
      }
    }
    return true;
  }

  private reconcileSeq(seq: YAMLSeq, value: unknown[], floor: number): boolean {
    if (!seq.items.every((item) => isNode(item) && item.range)) return false;
    const items = seq.items as Node[];
    const matches = matchItems(items.map(valueOf), value);
    const matched = matches.filter((i): i is number => i !== undefined);
    if (matched.some((index, k) => k > 0 && index < matched[k - 1]!)) return this.reorderSeq(seq, value, matches, floor);
    const dash = (node: Node) => this.dash(node);
    const column = this.column(dash(items[0]!));
    const neighbours = mergeShapes(items.map(valueOf));
    const kept = new Set(matched);
    items.forEach((node, index) => {
      if (!kept.has(index)) this.replace(this.removalStart(dash(node), floor), this.lineEndAfter(this.contentEnd(node)), '');
    });
    let previous: Node | undefined;
    value.forEach((item, index) => {
      const match = matches[index];
      if (match !== undefined) {
        const node = items[match]!;
        if (!this.reconcileNode(node, item, dash(node))) this.replace(dash(node), this.contentEnd(node), '-' + printAfter([item], column, 0, hintFor(node)));
        previous = node;
        return;
      }
      const text = ' '.repeat(column) + '-' + printAfter([orderLike(item, neighbours)], column, 0) + '\n';
      if (previous) this.insertAfterLine(this.contentEnd(previous), text);
      else {
        const start = this.removalStart(dash(items[0]!), floor);
        this.replace(start, start, text);
      }
    });
    return true;
  }

  /**
   * A block list emptied: `[]` goes right after the colon, before the key's own comment, and the
   * items go with the comment lines among them (each was about an item).
   */
  private emptyList(pair: Pair, value: unknown): boolean {
    const node = pair.value;
    if (!Array.isArray(value) || value.length > 0 || !isSeq(node) || node.flow || !node.range || node.items.length === 0) return false;
    const colon = this.text.indexOf(':', (pair.key as Scalar).range![1]);
    const from = this.lineEndAfter(colon + 1);
    if (from > node.range[0]) return false;
    this.replace(colon + 1, colon + 1, ' []');
    this.replace(from, this.lineEndAfter(this.contentEnd(node)), '');
    return true;
  }

  /**
   * A flow collection over several lines (`{\n  lat: -37.8, # measured\n  ...}`), edited value by
   * value so its layout and comments stay: only when it keeps the same keys (or as many items).
   */
  private reconcileFlowItems(node: YAMLMap | YAMLSeq, value: unknown): boolean {
    const children: [Node, unknown][] = [];
    if (isMap(node)) {
      if (!isPlainObject(value)) return false;
      const keys = node.items.map((pair) => (isScalar(pair.key) ? String(pair.key.value) : undefined));
      if (!isDeepStrictEqual(keys, Object.keys(value))) return false;
      for (const pair of node.items) {
        if (!isNode(pair.value) || !pair.value.range) return false;
        children.push([pair.value, value[String((pair.key as Scalar).value)]]);
      }
    } else {
      if (!Array.isArray(value) || value.length !== node.items.length) return false;
      for (const [i, item] of node.items.entries()) {
        if (!isNode(item) || !item.range) return false;
        children.push([item, value[i]]);
      }
    }
    for (const [child, item] of children) {
      if (isDeepStrictEqual(valueOf(child), item)) continue;
      if (isScalar(child)) {
        if (!isScalarValue(item) || child.type === 'BLOCK_FOLDED' || child.type === 'BLOCK_LITERAL' || child.range![0] === child.range![1]) return false;
        const text = printInline(item, child.type, true);
        if (text === undefined) return false;
        this.replace(child.range![0], child.range![1], text);
      } else if (!this.reconcileNode(child, item, child.range![0])) return false;
    }
    return true;
  }

  /** Searched from before the item: an item such as `-5` starts with a minus of its own. */
  private dash(node: Node): number {
    return this.text.lastIndexOf('-', node.range![0] - 1);
  }

  /**
   * A reordered list (Decap's lists can be dragged): each item's text moves whole, with the
   * comment lines above it and the blank lines after it, edited inside as it would be in place.
   */
  private reorderSeq(seq: YAMLSeq, value: unknown[], matches: (number | undefined)[], floor: number): boolean {
    const items = seq.items as Node[];
    const starts = items.map((node, k) => this.removalStart(this.dash(node), k === 0 ? floor : seq.range![0]));
    const end = this.lineEndAfter(this.contentEnd(items[items.length - 1]!));
    const column = this.column(this.dash(items[0]!));
    const chunk = (k: number, item: unknown): string => {
      const [from, to] = [starts[k]!, starts[k + 1] ?? end];
      const inner = new TextEditor(this.text);
      const node = items[k]!;
      if (!inner.reconcileNode(node, item, this.dash(node))) inner.replace(this.dash(node), this.contentEnd(node), '-' + printAfter([item], column, 0, hintFor(node)));
      const edited = inner.apply();
      const text = edited.slice(from, edited.length - (this.text.length - to));
      return text.endsWith('\n') ? text : text + '\n';
    };
    const parts = value.map((item, j) => {
      const k = matches[j];
      return k === undefined ? ' '.repeat(column) + '-' + printAfter([orderLike(item, mergeShapes(items.map(valueOf)))], column, 0) + '\n' : chunk(k, item);
    });
    const joined = parts.join('');
    this.replace(starts[0]!, end, this.text.slice(0, end).endsWith('\n') ? joined : joined.replace(/\n$/, ''));
    return true;
  }

  private pairEnd(pair: Pair): number {
    const node = pair.value as Node | null;
    return node?.range ? Math.max(this.contentEnd(node), (pair.key as Scalar).range![1]) : (pair.key as Scalar).range![1];
  }

  private insertAfterLine(pos: number, text: string): void {
    const at = this.lineEndAfter(pos);
    const needsNewline = at === this.text.length && !this.text.endsWith('\n');
    this.replace(at, at, needsNewline ? '\n' + text.replace(/\n$/, '') : text);
  }

  /** The value after `key` rewritten whole: from the key's end (the colon) to the value's end. */
  private rewritePairValue(pair: Pair, key: string, value: unknown, column: number): void {
    const keyEnd = (pair.key as Scalar).range![1];
    const node = pair.value as Node | null;
    const end = node?.range ? Math.max(keyEnd, this.contentEnd(node)) : keyEnd;
    const colon = this.text.indexOf(':', keyEnd);
    this.replace(colon, Math.max(end, colon + 1), printAfter({ [key]: value }, column, key.length, node ? hintFor(node) : undefined));
  }

  /** A flow collection (`[a, b]`, `{ lat: 1 }`) printed on one line, spaced as the old one was. */
  private printFlow(value: unknown, node: YAMLMap | YAMLSeq): string | undefined {
    const source = this.text.slice(node.range![0], this.contentEnd(node));
    const pad = /^[[{] /.test(source) ? ' ' : '';
    const print = (v: unknown): string | undefined => {
      if (isScalarValue(v)) return printInline(v, 'PLAIN', true);
      const parts = Array.isArray(v)
        ? v.map(print)
        : isPlainObject(v)
          ? Object.entries(v).map(([k, x]) => ((s) => s && `${printInline(k, 'PLAIN', true)}: ${s}`)(print(x)))
          : [undefined];
      if (parts.some((p) => p === undefined)) return undefined;
      if (parts.length === 0) return Array.isArray(v) ? '[]' : '{}';
      return Array.isArray(v) ? `[${pad}${parts.join(', ')}${pad}]` : `{ ${parts.join(', ')} }`.replace(/^\{ /, `{${pad}`).replace(/ \}$/, `${pad}}`);
    };
    return print(value);
  }
}

/** The style a rewritten node should keep: a folded paragraph stays folded. */
function hintFor(node: Node): Scalar.Type | undefined {
  return isScalar(node) ? node.type : undefined;
}

/**
 * One scalar on one line, in the style it had when that style can hold the new value; quoted
 * when plain would read back as something else. Undefined when it needs more than one line.
 */
function printInline(value: string | number | boolean | null, type: Scalar.Type | undefined, inFlow: boolean): string | undefined {
  const doc = new Document(value);
  const scalar = doc.contents as Scalar;
  if (typeof value === 'string' && type && type !== 'BLOCK_FOLDED' && type !== 'BLOCK_LITERAL') scalar.type = type;
  let text = doc.toString({ lineWidth: 0 }).replace(/\n$/, '');
  // yaml prints for a document, where commas and brackets are plain text; in `[a, b]` they are not.
  if (inFlow && typeof value === 'string' && /^[^"']/.test(text) && /[,[\]{}#]/.test(text)) text = JSON.stringify(value);
  return text.includes('\n') ? undefined : text;
}

/**
 * Prints `wrapper` ({ key: value } or [value]) and returns what follows the key (from its colon)
 * or the dash, its later lines indented to sit at `column`.
 */
function printAfter(wrapper: Plain | unknown[], column: number, keyLength: number, hint?: Scalar.Type): string {
  const doc = foldProse(new Document(wrapper));
  const inner = Array.isArray(wrapper) ? (doc.contents as YAMLSeq).items[0] : (doc.contents as YAMLMap).items[0]!.value;
  if (hint && isScalar(inner) && typeof inner.value === 'string') inner.type = hint;
  const text = doc.toString({ lineWidth: Math.max(40, LINE_WIDTH - column), flowCollectionPadding: false }).replace(/\n$/, '');
  const rest = Array.isArray(wrapper) ? text.slice(1) : text.slice(keyLength + printedKeyExtra(text, keyLength));
  return rest.replace(/\n(?=[^\n])/g, '\n' + ' '.repeat(column));
}

/** A key yaml had to quote is longer in print than in value; find the colon that ends it. */
function printedKeyExtra(text: string, keyLength: number): number {
  return text[keyLength] === ':' ? 0 : text.indexOf(':') - keyLength;
}

/**
 * For each new item, the index of the old item it continues, or undefined when it is new. Items
 * with a slug or id match by it; the rest by equal values in order, then by position between.
 */
function matchItems(before: unknown[], after: unknown[]): (number | undefined)[] {
  const result: (number | undefined)[] = after.map(() => undefined);
  const used = new Set<number>();
  after.forEach((item, j) => {
    const id = identityOf(item);
    if (id === undefined) return;
    const i = before.findIndex((old, k) => !used.has(k) && identityOf(old) === id);
    if (i !== -1) {
      result[j] = i;
      used.add(i);
    }
  });
  const oldRest = before.map((_, i) => i).filter((i) => identityOf(before[i]) === undefined);
  const newRest = after.map((_, j) => j).filter((j) => identityOf(after[j]) === undefined);
  // Longest common subsequence of equal values, so removing one string from a list moves nothing.
  const table = oldRest.map(() => newRest.map(() => 0));
  const at = (i: number, j: number) => (i < oldRest.length && j < newRest.length ? table[i]![j]! : 0);
  for (let i = oldRest.length - 1; i >= 0; i--) {
    for (let j = newRest.length - 1; j >= 0; j--) {
      table[i]![j] = isDeepStrictEqual(before[oldRest[i]!], after[newRest[j]!]) ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
    }
  }
  const anchors: [number, number][] = [];
  for (let i = 0, j = 0; i < oldRest.length && j < newRest.length;) {
    if (isDeepStrictEqual(before[oldRest[i]!], after[newRest[j]!])) anchors.push([i++, j++]);
    else if (at(i + 1, j) >= at(i, j + 1)) i++;
    else j++;
  }
  // Between equal anchors, what is left pairs up by position: an edited item, not a new one.
  let [oi, nj] = [0, 0];
  for (const [ai, aj] of [...anchors, [oldRest.length, newRest.length] as [number, number]]) {
    for (let k = 0; oi + k < ai && nj + k < aj; k++) result[newRest[nj + k]!] = oldRest[oi + k]!;
    if (ai < oldRest.length) result[newRest[aj]!] = oldRest[ai]!;
    [oi, nj] = [ai + 1, aj + 1];
  }
  // An item both moved and edited (a dragged FAQ with its answer changed) still continues the old
  // item it shares most fields with, when it shares at least half of them.
  const taken = new Set(result.filter((i) => i !== undefined));
  after.forEach((item, j) => {
    if (result[j] !== undefined || !isPlainObject(item)) return;
    let best: [number, number] | undefined;
    before.forEach((old, i) => {
      if (taken.has(i) || !isPlainObject(old)) return;
      const shared = Object.keys(item).filter((k) => isDeepStrictEqual(item[k], old[k])).length;
      if (shared * 2 >= Object.keys(item).length && shared > 0 && (!best || shared > best[1])) best = [i, shared];
    });
    if (best) {
      result[j] = best[0];
      taken.add(best[0]);
    }
  });
  return result;
}
