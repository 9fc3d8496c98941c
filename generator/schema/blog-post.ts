import { z } from 'zod';
import { isoDate, postSlug, serviceSlug, text, type PostSlug } from './common.ts';
import { imageRef } from './image.ts';
import type { MarkdownNode } from '../../src/content/markdown-ast.ts';

/** Front matter of data/blog/{slug}.md; the slug is the file name. */
export const blogFrontMatterSchema = z
  .strictObject({
    $schema: z.string().optional(),
    title: text,
    pageTitle: text.max(60, 'must be at most 60 characters so search results do not cut it').optional(),
    description: text,
    date: isoDate,
    updated: isoDate.optional(),
    author: text,
    tags: z.array(text).min(1),
    /** The picture at the top of the post; without one the header stands alone. */
    heroImage: imageRef.optional(),
    /** Other slugs under /blog/ that serve this post (canonical stays on the slug). */
    aliases: z.array(postSlug).default([]),
    relatedServices: z.array(serviceSlug).default([]),
  })
  .refine((post) => !post.updated || post.updated >= post.date, { path: ['updated'], error: "is before the post's date: a post cannot be updated before it is written" });
export type BlogFrontMatter = z.infer<typeof blogFrontMatterSchema>;

/** A post as loaded: its front matter, its parsed Markdown and where it was written. */
export interface BlogPost {
  slug: PostSlug;
  /** The front matter as parsed, so `where(post.meta, 'title')` finds its line. */
  meta: BlogFrontMatter;
  body: MarkdownNode[];
  links: { href: string; line: number }[];
  words: number;
  file: string;
}
