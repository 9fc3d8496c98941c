import { Lexer, type Token, type Tokens } from 'marked';
import type { MarkdownNode, Inline } from '../../src/content/markdown-ast.ts';
import type { Reporter } from '../diagnostics/diagnostic.ts';
import { parseYaml } from './parse-yaml.ts';
import { type YamlSource } from './yaml-source.ts';

export interface MarkdownFile {
  frontMatter: YamlSource;
  body: MarkdownNode[];
  /** Every link target in the body with its line, for the link rule. */
  links: { href: string; line: number }[];
  words: number;
}

/** Splits "---\nfront matter\n---\nbody" and parses both halves, keeping file line numbers. */
export function parseMarkdownFile(text: string, file: string, report: Reporter): MarkdownFile | undefined {
  const lines = text.split('\n');
  if (lines[0]?.trim() !== '---') {
    report.error(
      'YAML_SYNTAX',
      { file, line: 1 },
      'a blog post must start with front matter between two "---" lines.',
      'Put "---" on the first line, the title, date and so on, then "---" again.',
    );
    return undefined;
  }
  const end = lines.findIndex((line, i) => i > 0 && line.trim() === '---');
  if (end === -1) {
    report.error('YAML_SYNTAX', { file, line: 1 }, 'the front matter is never closed.', 'Add a line with "---" after the last front-matter field.');
    return undefined;
  }
  const frontMatter = parseYaml(lines.slice(1, end).join('\n') || '{}', file, report, 1);
  const bodyStartLine = end + 2;
  const body = parseBody(lines.slice(end + 1).join('\n'), file, bodyStartLine, report);
  if (!frontMatter) return undefined;
  return { frontMatter, ...body };
}

function parseBody(markdown: string, file: string, firstLine: number, report: Reporter) {
  const links: { href: string; line: number }[] = [];
  let words = 0;
  let line = firstLine;

  const inline = (tokens: Token[] | undefined): Inline[] => {
    const out: Inline[] = [];
    for (const token of tokens ?? []) {
      switch (token.type) {
        case 'text':
        case 'escape':
          if ('tokens' in token && token.tokens?.length) out.push(...inline(token.tokens));
          else out.push({ type: 'text', text: decodeEntities((token as Tokens.Text).text) });
          break;
        case 'strong':
          out.push({ type: 'strong', children: inline((token as Tokens.Strong).tokens) });
          break;
        case 'em':
          out.push({ type: 'em', children: inline((token as Tokens.Em).tokens) });
          break;
        case 'codespan':
          out.push({ type: 'code', text: decodeEntities((token as Tokens.Codespan).text) });
          break;
        case 'br':
          out.push({ type: 'text', text: ' ' });
          break;
        case 'link': {
          const link = token as Tokens.Link;
          links.push({ href: link.href, line });
          out.push({ type: 'link', href: link.href, children: inline(link.tokens) });
          break;
        }
        default:
          report.error(
            'MARKDOWN_UNSUPPORTED',
            { file, line },
            `blog posts may not use ${token.type === 'html' ? 'raw HTML' : `"${token.type}"`} in text.`,
            'Use plain text, **bold**, *italic*, `code` and [links](/path).',
          );
      }
    }
    return out;
  };

  const blocks = (tokens: Token[]): MarkdownNode[] => {
    const out: MarkdownNode[] = [];
    for (const token of tokens) {
      const startLine = line;
      switch (token.type) {
        case 'space':
          break;
        case 'heading': {
          const heading = token as Tokens.Heading;
          if (heading.depth < 2 || heading.depth > 4) {
            report.error(
              'MARKDOWN_UNSUPPORTED',
              { file, line },
              `heading level ${heading.depth} is not used in posts.`,
              'The title is the page heading: use "##" for sections and "###" below them.',
            );
          } else {
            const text = plain(inline(heading.tokens));
            out.push({ type: 'heading', depth: heading.depth as 2 | 3 | 4, text, id: headingId(text) });
          }
          break;
        }
        case 'paragraph':
          out.push({ type: 'paragraph', children: inline((token as Tokens.Paragraph).tokens) });
          break;
        case 'list':
          out.push({
            type: 'list',
            ordered: (token as Tokens.List).ordered,
            items: (token as Tokens.List).items.map((item) => item.tokens.flatMap((t) => ('tokens' in t && t.tokens ? inline(t.tokens) : inline([t])))),
          });
          break;
        case 'blockquote':
          out.push({ type: 'quote', children: blocks((token as Tokens.Blockquote).tokens) });
          break;
        default:
          report.error(
            'MARKDOWN_UNSUPPORTED',
            { file, line },
            `blog posts may not use ${token.type === 'html' ? 'raw HTML' : `a "${token.type}" block`}.`,
            'Use headings, paragraphs, lists, quotes, **bold**, *italic* and [links](/path).',
          );
      }
      line = startLine + (token.raw.match(/\n/g)?.length ?? 0);
    }
    return out;
  };

  const tree = blocks(new Lexer({ gfm: true }).lex(markdown));
  for (const block of tree) words += countWords(block);
  return { body: tree, links, words };
}

function plain(nodes: Inline[]): string {
  return nodes.map((n) => ('children' in n ? plain(n.children) : n.text)).join('');
}

function countWords(block: MarkdownNode): number {
  const count = (s: string) => s.split(/\s+/).filter(Boolean).length;
  switch (block.type) {
    case 'heading':
      return count(block.text);
    case 'paragraph':
      return count(plain(block.children));
    case 'list':
      return block.items.reduce((n, item) => n + count(plain(item)), 0);
    case 'quote':
      return block.children.reduce((n, child) => n + countWords(child), 0);
  }
}

export function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-');
}

/** marked escapes text for HTML; we render with React, which escapes again, so undo marked's. */
function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
