import type { RedirectEntry } from '../../src/routing/routes.ts';
import type { RenderSetup } from '../render/page-renderer.ts';

/**
 * What a host's function carries besides its code (the server renderer's templates, React): what
 * every long-tail page shares, drawn once by the build. The pages' own records are not in it: they
 * are static files in shards (record-shard.ts), so the function stays the same size however many
 * pages the site has, and a Worker's script limit (a few MB) is never the site's limit.
 *
 * Measured on the sample (11,302 long-tail pages): their records are 93 MB of JSON, 7.0 MB
 * gzipped as one file and 1.5 MB with brotli's long window; a Worker's script is measured gzipped
 * and the free plan allows 3 MB. What is here is about 0.2 MB (the chrome of the menu sections
 * the long tail uses, the layout, the document), the same at any scale but for the shards' starts
 * (a path a shard, at most MAX_SHARDS: about 450 KB at a hundred times the sample).
 *
 * Pure data, JSON as the build writes it into the function.
 */
/** The parts of the prerender's setup a long-tail page needs, declared once (render/page-renderer.ts). */
export interface EdgeSite extends Pick<RenderSetup, 'layoutJson' | 'layoutUrl' | 'siteName' | 'logoUrl' | 'cspMeta' | 'chrome'> {
  /**
   * Names this build's pages: a hash of everything a long-tail page is made from (the code, the
   * document, the layout, the chrome and every record). Part of every cache key, so a new deploy
   * never answers with a page a previous deploy cached, and a deploy that changed nothing keeps
   * the cache.
   */
  buildId: string;
  /** The path each record shard starts at, in route order, the first '' (shardOf searches them; the files are paths.edgeRecords(n)). */
  shardStarts: string[];
  /** The client's index.html with the stylesheet linked in the head: the document every long-tail (noindex) page fills (see render/cached-stylesheet.ts). */
  document: string;
  /** The security headers every response carries (output/security-headers.ts), as the host's headers file sends them for files. */
  headers: Record<string, string>;
  /** The redirects, as the host's redirect file has them (without the slashed twins: the function matches a slashed path by its plain form). */
  redirects: { literal: RedirectEntry[]; patterns: RedirectEntry[] };
}
