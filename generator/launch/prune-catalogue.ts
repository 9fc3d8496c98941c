import { isMap, isScalar, isSeq, parseDocument, visit, type Document } from 'yaml';

/** What a new business does not offer: the services (by slug) and pages (by path) left out of its catalogue. */
export interface LeftOut {
  slugs: ReadonlySet<string>;
  paths: ReadonlySet<string>;
}

/** Keys whose value names one service. */
const SERVICE_KEYS = new Set(['canonicalFor', 'service']);
/** Keys whose value is a page's path. */
const PATH_KEYS = ['path', 'href'];

/** Markdown links to a page left out, turned into their plain text: "[gas fitting](/services/gas)" reads "gas fitting". */
export function unlink(text: string, out: LeftOut): string {
  return text.replace(/\[([^\]]+)\]\((\/[^)\s#?]*)([#?][^)\s]*)?\)/g, (link, label: string, path: string) => (out.paths.has(path) ? label : link));
}

/**
 * `doc` with every reference to what was left out removed: slugs from relatedServices lists,
 * single service references, list items (links, cards) whose path is a page left out, and
 * Markdown links to such a page in running text. A new
 * electrician's site then has no link to a plumbing page it does not have.
 */
export function dropReferences(doc: Document, out: LeftOut): Document {
  visit(doc, {
    Pair(_, pair) {
      const key = isScalar(pair.key) ? String(pair.key.value) : '';
      if (key === 'relatedServices' && isSeq(pair.value)) {
        pair.value.items = pair.value.items.filter((item) => !(isScalar(item) && out.slugs.has(String(item.value))));
      } else if (SERVICE_KEYS.has(key) && isScalar(pair.value) && out.slugs.has(String(pair.value.value))) {
        return visit.REMOVE;
      } else if (isScalar(pair.value) && typeof pair.value.value === 'string') {
        pair.value.value = unlink(pair.value.value, out);
      }
      return undefined;
    },
    Seq(_, seq) {
      seq.items = seq.items.filter((item) => !(isMap(item) && PATH_KEYS.some((k) => out.paths.has(String(item.get(k) ?? '')))));
      for (const item of seq.items) if (isScalar(item) && typeof item.value === 'string') item.value = unlink(item.value, out);
    },
  });
  return doc;
}

/** A YAML file's text with the references to what was left out removed (comments and layout kept). */
export function dropReferencesIn(source: string, out: LeftOut): string {
  return dropReferences(parseDocument(source), out).toString({ lineWidth: 100 });
}
