import { join, relative } from 'node:path';
import { collectionFile, type CollectionKey } from '../schema/collections.ts';
import type { RouteEntry } from '../../src/routing/routes.ts';
import type { Site } from '../schema/site.ts';

/**
 * lastmod for the sitemap: a post's own date, otherwise the last commit that touched the data
 * file behind the page. From history, not the clock, so it is stable between builds. `fileDates`
 * is that history (load/git-dates.ts): file, relative to the working directory -> YYYY-MM-DD.
 */
export function contentDates(site: Site, fileDates: ReadonlyMap<string, string>): (route: RouteEntry) => string | undefined {
  const dataFile = (key: CollectionKey, slug?: string) => fileDates.get(relative(process.cwd(), join(site.dataDir, collectionFile(key, slug))));
  return (route) => {
    switch (route.kind) {
      case 'blog-post':
      case 'blog-alias': {
        const post = site.posts.find((p) => p.slug === route.post);
        return post?.meta.updated ?? post?.meta.date;
      }
      case 'service':
        return dataFile('services', route.service);
      case 'service-in-suburb':
        return latest(dataFile('services', route.service), dataFile('suburbs'));
      case 'landing':
        return dataFile('landings', route.landing);
      case 'home':
      case 'page':
        return dataFile('pages', route.page);
      case 'suburb':
      case 'suburb-hub':
      case 'emergency-suburb':
        return dataFile('suburbs');
      case 'not-found':
        return undefined;
    }
  };
}

function latest(...dates: (string | undefined)[]): string | undefined {
  return dates
    .filter((d): d is string => d !== undefined)
    .sort()
    .pop();
}
