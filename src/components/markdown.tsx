import { Fragment } from 'react';
import { Link } from './site-link.tsx';
import type { MarkdownNode, Inline } from '../content/markdown-ast.ts';

/** Renders the post tree as React elements: text is always text, never HTML. */
export function Markdown({ blocks }: { blocks: MarkdownNode[] }) {
  return (
    <div className="space-y-5 text-base leading-relaxed text-slate-800">
      {blocks.map((block, i) => (
        <MarkdownNodeView key={i} block={block} />
      ))}
    </div>
  );
}

function MarkdownNodeView({ block }: { block: MarkdownNode }) {
  switch (block.type) {
    case 'heading': {
      const Tag = `h${block.depth}` as 'h2' | 'h3' | 'h4';
      return (
        <Tag id={block.id} className={block.depth === 2 ? 'pt-4 text-2xl font-bold text-slate-950' : 'pt-2 text-xl font-semibold text-slate-950'}>
          {block.text}
        </Tag>
      );
    }
    case 'paragraph':
      return (
        <p>
          <Inlines nodes={block.children} />
        </p>
      );
    case 'list': {
      const Tag = block.ordered ? 'ol' : 'ul';
      return (
        <Tag className={block.ordered ? 'list-decimal space-y-2 pl-6' : 'list-disc space-y-2 pl-6'}>
          {block.items.map((item, i) => (
            <li key={i}>
              <Inlines nodes={item} />
            </li>
          ))}
        </Tag>
      );
    }
    case 'quote':
      return (
        <blockquote className="border-l-4 border-amber-400 pl-4 italic">
          <Markdown blocks={block.children} />
        </blockquote>
      );
  }
}

function Inlines({ nodes }: { nodes: Inline[] }) {
  return (
    <>
      {nodes.map((node, i) => {
        switch (node.type) {
          case 'text':
            return <Fragment key={i}>{node.text}</Fragment>;
          case 'strong':
            return (
              <strong key={i} className="font-semibold text-slate-950">
                <Inlines nodes={node.children} />
              </strong>
            );
          case 'em':
            return (
              <em key={i}>
                <Inlines nodes={node.children} />
              </em>
            );
          case 'code':
            return (
              <code key={i} className="rounded bg-slate-100 px-1">
                {node.text}
              </code>
            );
          case 'link':
            return node.href.startsWith('/') ? (
              <Link key={i} to={node.href} className="font-medium text-blue-800 underline">
                <Inlines nodes={node.children} />
              </Link>
            ) : (
              <a key={i} href={node.href} className="font-medium text-blue-800 underline" rel="noopener">
                <Inlines nodes={node.children} />
              </a>
            );
        }
      })}
    </>
  );
}
