import type { RouteEntry } from '../../src/routing/routes.ts';

/**
 * What the manifest settled, asked by path: whether a page exists and which address is its
 * canonical one. Content builders ask this rather than re-deriving the routing rules.
 */
export class RouteIndex {
  private readonly canonical: Map<string, string>;

  /** `routes`: the manifest's, or claimed routes (the first claim of a path wins, as in the manifest). */
  constructor(routes: readonly RouteEntry[]) {
    this.canonical = new Map();
    for (const route of routes) if (route.kind !== 'not-found' && !this.canonical.has(route.path)) this.canonical.set(route.path, route.canonical);
  }

  hasPage(path: string): boolean {
    return this.canonical.has(path);
  }

  /** The canonical address of the page at `path` (the path itself when there is no such page). */
  canonicalOf(path: string): string {
    return this.canonical.get(path) ?? path;
  }
}
