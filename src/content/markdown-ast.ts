/**
 * The small Markdown vocabulary blog posts may use, as plain data. The generator turns Markdown
 * into this tree at load time and templates render it as React elements, so no HTML string from
 * data ever reaches the page.
 */
export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: Inline[] };

export type MarkdownNode =
  | { type: 'heading'; depth: 2 | 3 | 4; text: string; id: string }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] }
  | { type: 'quote'; children: MarkdownNode[] };

/** Plain text of inline nodes: for ids, word counts and descriptions. */
export function inlineText(nodes: Inline[]): string {
  return nodes.map((n) => ('children' in n ? inlineText(n.children) : n.text)).join('');
}
