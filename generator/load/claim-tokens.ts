import { shownFile } from '../diagnostics/shown-file.ts';
import type { Inline, MarkdownNode } from '../../src/content/markdown-ast.ts';
import type { Position, Reporter } from '../diagnostics/diagnostic.ts';
import { claimsFileSchema, listClaims, type ClaimUse, type Claims } from '../schema/claims.ts';
import { suggestion } from '../diagnostics/did-you-mean.ts';
import { where } from '../diagnostics/provenance.ts';

const TOKEN = /\{claim:([A-Za-z0-9.-]+)\}/g;
const BUSINESS_TOKEN = /\{business:([A-Za-z]+)\}/g;

/**
 * What {business:KEY} says, from business.yaml: the catalogue's and the pages' text names the
 * business, its base and its area through these, so the words are the business's own and change
 * with business.yaml ("{business:name} is based in {business:base}").
 */
export type BusinessWords = Record<'name' | 'legalName' | 'base' | 'area' | 'phone', string>;

/**
 * Replaces every {claim:KEY} in data text with that claim's wording from claims.yaml, and every
 * {business:KEY} with the business's own words, in place, so a claim or a name written once is
 * what every page says. An unknown key is an error at its line.
 */
export function expandClaimTokens(
  roots: object[],
  posts: { file: string; meta: object; body: MarkdownNode[] }[],
  claims: Claims,
  report: Reporter,
  business?: BusinessWords,
): ClaimUse[] {
  const wording = new Map(listClaims(claims).map((c) => [c.key, c.wording]));
  const uses: ClaimUse[] = [];
  const businessKeys = business ? Object.keys(business) : [];
  const expandBusiness = (text: string, at: () => Position): string =>
    business && text.includes('{business:')
      ? text.replace(BUSINESS_TOKEN, (token, key: string) => {
          const words = (business as Record<string, string>)[key];
          if (words === undefined) {
            report.error('UNKNOWN_REFERENCE', at(), `${token} names nothing business.yaml says.`, suggestion(key, businessKeys) ?? `Keys: ${businessKeys.join(', ')}.`);
            return token;
          }
          return words;
        })
      : text;
  const expand = (raw: string, at: () => Position, ownFile?: string): string => {
    const text = expandBusiness(raw, at);
    return text.includes('{claim:')
      ? text.replace(TOKEN, (token, key: string) => {
          const words = wording.get(key);
          if (words === undefined) {
            // A claim the business may make but does not (a rating, a warranty): the words citing it are not true of it.
            if (Object.hasOwn(claimsFileSchema.shape, key)) {
              const place = at();
              // Words from the trade catalogue are changed in the business's own file, never in tradesite's.
              const own = ownFile !== undefined && place.file !== ownFile;
              report.error(
                'UNKNOWN_REFERENCE',
                place,
                `${token} cites a claim the business does not make: claims.yaml has no ${key}.`,
                own
                  ? `Write this field in ${shownFile(ownFile)} in your own words (it then replaces the catalogue's), or add ${key} to claims.yaml if it is true.`
                  : `Take the sentence out, or add ${key} to claims.yaml if it is true.`,
              );
            } else
              report.error('UNKNOWN_REFERENCE', at(), `${token} names no claim in claims.yaml.`, suggestion(key, wording.keys()) ?? `Claims: ${[...wording.keys()].join(', ')}.`);
            return token;
          }
          uses.push({ key, at: at() });
          return words;
        })
      : text;
  };
  const walk = (value: Record<string | number, unknown>, ownFile?: string) => {
    for (const [key, item] of Object.entries(value)) {
      const field = Array.isArray(value) ? Number(key) : key;
      if (typeof item === 'string') value[field] = expand(item, () => where(value, field), ownFile);
      else if (item !== null && typeof item === 'object') walk(item as Record<string, unknown>, ownFile);
    }
  };
  for (const root of roots) walk(root as Record<string, unknown>, where(root).file);
  for (const post of posts) {
    walk(post.meta as Record<string, unknown>);
    const inline = (nodes: Inline[]) => {
      for (const n of nodes) {
        if ('children' in n) inline(n.children);
        else n.text = expand(n.text, () => ({ file: post.file }));
      }
    };
    const blocks = (list: MarkdownNode[]) => {
      for (const b of list) {
        if (b.type === 'heading') b.text = expand(b.text, () => ({ file: post.file }));
        else if (b.type === 'paragraph') inline(b.children);
        else if (b.type === 'list') b.items.forEach(inline);
        else blocks(b.children);
      }
    };
    blocks(post.body);
  }
  return uses;
}
