import { Lexer, isAlias, isCollection, isPair, isScalar, visit, type Document, type Node } from 'yaml';

/**
 * What a data file may ask of the parser. The real data is far inside every limit (its largest
 * file is under 100 KB, nested 8 levels, with no aliases); past them a file is a mistake or an
 * attack, and is refused with its line before it can exhaust memory or the stack.
 */
export const YAML_LIMITS = {
  /**
   * Bytes in one data file: twice the largest a real business could write. suburbs.yaml is the
   * largest, about 750 bytes a locality: a franchise across Australia's 15,000 localities (the
   * 100x benchmark site, 14,700) writes 11 MB. At 8 MB that site was refused.
   */
  fileBytes: 24 * 1024 * 1024,
  /** Levels of nested lists and objects. The YAML parser recurses per level and fails near 1,000. */
  depth: 32,
  /** Alias nodes (*name) in one document: the yaml package's own default. */
  aliases: 100,
  /** Values that aliases may add, in all, once expanded (a "billion laughs" adds billions). */
  aliasValues: 10_000,
  /**
   * Characters of text that aliases may add, in all, once expanded: a few aliases of one 5 MB
   * value are few values but gigabytes once written out (issue 43: 99 aliases of 5 MB held the
   * editing server for 9 s at 3 GB). A data file's own limit is the right size for it.
   */
  aliasChars: 8 * 1024 * 1024,
} as const;

export interface LimitProblem {
  offset: number;
  message: string;
  hint: string;
}

/**
 * How deep the text nests, read from the YAML lexer's tokens (which need no recursion, unlike the
 * parser): flow brackets count one level each, block lines one per indentation step or "- ".
 * Checked before the text is parsed, since parsing is what a deep document breaks.
 */
export function nestingProblem(text: string): LimitProblem | undefined {
  let offset = 0;
  let column = 0;
  let atLineStart = true;
  let flow = 0;
  const block: number[] = [];
  for (const token of new Lexer().lex(text)) {
    if (token.length === 1 && token < ' ' && token !== '\n' && token !== '\t') continue; // the lexer's own markers take no source
    if (atLineStart && flow === 0 && token.trim() !== '' && token[0] !== '#') {
      while (block.length && block[block.length - 1]! >= column) block.pop();
      block.push(column);
      atLineStart = false;
    }
    if (flow === 0 && (token === '-' || token === '?')) block.push(column + 1);
    if (token === '[' || token === '{') flow++;
    if ((token === ']' || token === '}') && flow > 0) flow--;
    if (block.length + flow > YAML_LIMITS.depth) {
      return {
        offset,
        message: `lists and objects are nested more than ${YAML_LIMITS.depth} levels deep here.`,
        hint: 'No data file needs that many levels: flatten the structure (see the JSON Schema in schemas/ for its shape).',
      };
    }
    offset += token.length;
    const newline = token.lastIndexOf('\n');
    if (newline === -1) column += token.length;
    else {
      column = token.length - newline - 1;
      atLineStart = true;
    }
  }
  return undefined;
}

/**
 * Aliases (*name) stand for the value their anchor (&name) marks; nested, a few of them expand to
 * billions of values. Counted and sized on the parsed document, before anything expands them.
 */
export function aliasProblem(doc: Document): LimitProblem | undefined {
  const aliases: Node[] = [];
  visit(doc, { Alias: (_, node) => void aliases.push(node) });
  if (aliases.length === 0) return undefined;
  const hint = 'Write the values out instead of repeating them with aliases (*name): data files do not need them.';
  if (aliases.length > YAML_LIMITS.aliases) {
    return { offset: aliases[YAML_LIMITS.aliases]!.range?.[0] ?? 0, message: `the file uses more than ${YAML_LIMITS.aliases} aliases (*name).`, hint };
  }
  // Each node's expanded size: how many values, and how many characters of text its scalars hold.
  const sizes = new Map<Node, { values: number; chars: number }>();
  const size = (node: unknown): { values: number; chars: number } => {
    if (isAlias(node)) {
      const target = node.resolve(doc);
      return target ? size(target) : { values: 1, chars: 0 };
    }
    if (isScalar(node)) return { values: 1, chars: String(node.value ?? '').length };
    if (!node) return { values: 1, chars: 0 };
    const known = sizes.get(node as Node);
    if (known !== undefined) return known;
    const total = { values: 1, chars: 0 };
    const add = (part: { values: number; chars: number }) => {
      total.values = Math.min(total.values + part.values, Number.MAX_SAFE_INTEGER);
      total.chars = Math.min(total.chars + part.chars, Number.MAX_SAFE_INTEGER);
    };
    if (isCollection(node))
      for (const item of node.items) {
        if (isPair(item)) {
          add(size(item.key));
          add(size(item.value));
        } else add(size(item));
      }
    sizes.set(node as Node, total);
    return total;
  };
  let added = 0;
  let addedChars = 0;
  for (const alias of aliases) {
    const expanded = size(alias);
    added += expanded.values - 1;
    addedChars += expanded.chars;
    const name = (alias as { source?: string }).source ?? '';
    if (added > YAML_LIMITS.aliasValues) {
      return {
        offset: alias.range?.[0] ?? 0,
        message: `aliases expand to more than ${YAML_LIMITS.aliasValues.toLocaleString('en-AU')} values; this one (*${name}) alone stands for ${expanded.values.toLocaleString('en-AU')}.`,
        hint,
      };
    }
    if (addedChars > YAML_LIMITS.aliasChars) {
      return {
        offset: alias.range?.[0] ?? 0,
        message: `aliases expand to more than ${megabytes(YAML_LIMITS.aliasChars)} of text; this one (*${name}) alone stands for ${megabytes(expanded.chars)}.`,
        hint,
      };
    }
  }
  return undefined;
}

function megabytes(chars: number): string {
  return `${(chars / 1024 / 1024).toFixed(1)} MB`;
}
