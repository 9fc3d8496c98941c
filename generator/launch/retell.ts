import { isScalar, parseDocument, visit } from 'yaml';

/** One thing the sample says of itself, and what the new business says instead. */
export interface Retelling {
  from: string;
  to: string;
}

/**
 * The longest a retold value may be, by its key: a longer business name must not break a title's
 * limit (the schemas' own limits: page titles 60, titles and headings 80, summaries 220).
 */
const LIMITS: Record<string, number> = { pageTitle: 60, title: 80, h1: 80, summary: 220 };

/**
 * Every `from` replaced by its `to`, in order. Taken literally: a name holding "$&" or "$'" is
 * written as typed, never read as a replacement pattern.
 */
export function retellText(text: string, retellings: readonly Retelling[]): string {
  let out = text;
  for (const { from, to } of retellings) if (from) out = out.split(from).join(to);
  return out;
}

/**
 * `text` cut to `max` characters where it reads as whole: first by dropping " | "-separated parts
 * from the right ("Switchboards | Sparky and Co"), then at the last whole word, without a dangling
 * "and", comma or dash.
 */
export function fitText(text: string, max: number): string {
  if (text.length <= max) return text;
  const parts = text.split(' | ');
  while (parts.length > 1 && parts.join(' | ').length > max) parts.pop();
  let out = parts.join(' | ');
  if (out.length <= max) return out;
  out = out.slice(0, max + 1);
  out = out.slice(0, Math.max(out.lastIndexOf(' '), 1));
  return out.replace(/(?:[\s,;:&|–—-]|\b(?:and|or|of|the|in|for|to|with))+$/i, '').trim() || text.slice(0, max);
}

/**
 * A YAML file of the sample told of the new business: every string value retold (keys, comments
 * and layout kept), and values under a limited key fitted to their limit. Working on the parsed
 * document means any name is safe: ": ", "#", quotes and newlines are quoted as YAML needs.
 */
export function retellYaml(source: string, retellings: readonly Retelling[]): string {
  const doc = parseDocument(source);
  visit(doc, {
    Pair(_, pair) {
      if (!isScalar(pair.value) || typeof pair.value.value !== 'string') return;
      const retold = retellText(pair.value.value, retellings);
      if (retold === pair.value.value) return;
      const key = isScalar(pair.key) ? String(pair.key.value) : '';
      pair.value.value = LIMITS[key] ? fitText(retold, LIMITS[key]) : retold;
    },
    Seq(_, seq) {
      seq.items.forEach((item) => {
        if (isScalar(item) && typeof item.value === 'string') item.value = retellText(item.value, retellings);
      });
    },
  });
  return doc.toString({ lineWidth: 100 });
}
