import type { PageRecord } from '../../../src/content/page-data.ts';
import { paths } from '../../../src/routing/paths.ts';
import type { RouteOf } from '../../../src/routing/routes.ts';
import type { RecordContext } from '../record-context.ts';

/** A blog post (and its aliases, which point their canonical at it). */
export function blogPostRecord(route: RouteOf<'blog-post'> | RouteOf<'blog-alias'>, ctx: RecordContext): PageRecord {
  const post = ctx.site.posts.find((p) => p.slug === route.post)!;
  const { meta } = post;
  const canonicalPath = paths.blogPost(post.slug);
  const crumbs = [ctx.home, { name: 'Blog', href: paths.known('blog') }, { name: meta.title, href: canonicalPath }];
  const hero = ctx.pictures.view(meta.heroImage, 'article');
  return {
    route,
    crumbs,
    head: ctx.head(
      route,
      meta.pageTitle ?? meta.title,
      meta.description,
      crumbs,
      [ctx.ld.blogPosting({ title: meta.title, description: meta.description, date: meta.date, updated: meta.updated, author: meta.author, image: hero, url: canonicalPath })],
      'article',
    ),
    view: {
      kind: 'blog-post',
      post: { title: meta.title, date: meta.date, ...(meta.updated ? { updated: meta.updated } : {}), author: meta.author, tags: meta.tags, description: meta.description },
      ...(hero ? { hero } : {}),
      body: post.body,
      related: ctx.index.serviceLinks(meta.relatedServices, true),
      more: ctx.index
        .posts()
        .filter((p) => p.href !== canonicalPath)
        .slice(0, 3),
    },
  };
}
