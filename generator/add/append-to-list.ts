import { isSeq, parseDocument, stringify } from 'yaml';
import { UserError } from '../diagnostics/user-error.ts';

/**
 * Appends an item to the top-level list `key` without re-printing the file: people's comments,
 * folding and flow lists stay exactly as they wrote them. Only when the list is not the last
 * thing in the file is the document re-printed.
 */
export function appendToList(text: string, key: string, item: object): string {
  const doc = parseDocument(text);
  const list = doc.get(key, true);
  if (!isSeq(list)) throw new UserError(`the file has no "${key}:" list.`, 1);
  const lastKey = doc.contents && 'items' in doc.contents ? (doc.contents.items as { key: { value?: unknown } }[]).at(-1)?.key?.value : undefined;
  if (lastKey !== key || list.flow) {
    list.add(doc.createNode(item));
    return doc.toString({ lineWidth: 0 });
  }
  const indent = /^(\s*)- /m.exec(text.slice(text.indexOf(`${key}:`)))?.[1] ?? '  ';
  const block = stringify([item], { lineWidth: 0 })
    .trimEnd()
    .split('\n')
    .map((line) => indent + line)
    .join('\n');
  return `${text.trimEnd()}\n${block}\n`;
}
