import type { RouteManifest } from '../../src/routing/routes.ts';

/**
 * What the manifest settled, asked by path: whether a page exists and which address is its
 * canonical one. Content builders ask this rather than re-deriving the routing rules.
 */
export class RouteIndex {
  private readonly canonical: Map<string, string>;

  constructor(manifest: RouteManifest) {
    this.canonical = new Map(manifest.routes.filter((r) => r.kind !== 'not-found').map((r) => [r.path, r.canonical]));
  }

  hasPage(path: string): boolean {
    return this.canonical.has(path);
  }

  /** The canonical address of the page at `path` (the path itself when there is no such page). */
  canonicalOf(path: string): string {
    return this.canonical.get(path) ?? path;
  }
}
