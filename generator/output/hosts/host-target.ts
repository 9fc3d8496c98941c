import type { HostName, SiteSettings } from '../../schema/site-settings.ts';
import type { RedirectRules } from './redirect-rules.ts';
import type { EdgeSite } from '../../edge/edge-site.ts';
import type { Prerender } from '../../edge/on-request.ts';

/** What every host target is given to write its files. */
export interface HostInput {
  rules: RedirectRules;
  /** Every redirect, expanded (for counting what a host answers). */
  redirectCount: number;
  /** Security headers for every response (name -> value). */
  headers: Record<string, string>;
  /** URL prefix of files named by their content hash, cached for a year. */
  immutablePrefix: string;
  /** The published folder, absolute. */
  outDir: string;
  /** Which pages are files (`build --prerender`): a host whose hybrid output needs its own configuration (Vercel's rewrites) reads it. */
  prerender?: Prerender;
  /** data/site.yaml's deploy settings (a host's plan, nginx's web root). */
  deploy: Partial<SiteSettings['deploy']>;
  /** The site's own origin ("https://example.com.au"): nginx's server_name. */
  siteUrl: string;
  /** Headers under /admin/ (noindex, the editor's CSP) when the editor is deployed (data/site.yaml's `editor`). */
  adminHeaders?: Record<string, string>;
}

/** A documented limit of a host, and where it is documented. */
export interface HostLimit {
  what: string;
  max: number;
  actual: (output: OutputCounts) => number;
  /** Where the limit is documented. */
  source: string;
  /** What to do when the site outgrows it, if more than the general advice. */
  hint?: string;
}

export interface OutputCounts {
  files: number;
  /** Bytes of every file in the published folder. */
  bytes: number;
  /** A hybrid build's function, in bytes as the host measures it against its limit (Cloudflare: gzipped). */
  functionBytes?: number;
}

/** A host's function for a hybrid build's long tail: its files in the output, and its size as the host measures it. */
export interface EdgeFunction {
  files: [string, string][];
  bytes: number;
  /** How `bytes` is measured, as the build's summary says it ("gzipped"). */
  measure: string;
}

export interface HostTarget {
  name: HostName;
  /** How the host is named to people. */
  label: string;
  /** Whether each redirect also gets a forwarding page (hosts that read no redirect rules). */
  fallbackPages: boolean;
  /** Whether the CSP goes into every page as a meta tag (hosts that send no headers of ours). */
  cspInMeta: boolean;
  /** Entries of the published folder that the host's own tool writes there and a build keeps (Vercel's project link). */
  keeps?: readonly string[];
  /** Files the host reads from the published folder (and does not serve). */
  files(input: HostInput): [string, string][];
  /** Files written beside the published folder, never inside it (a server's configuration). */
  besideFiles(input: HostInput): [string, string][];
  /** Lines of redirect rules the host reads. */
  redirectLines(input: HostInput): number;
  /** The host's documented limits, which may depend on the deploy settings (a plan). */
  limits(input: HostInput): HostLimit[];
  /**
   * The function that renders a hybrid build's long tail on request (`build --prerender indexable`,
   * generator/edge/), for hosts that run code (Cloudflare Pages, Netlify, Vercel) or that hand
   * what no file answers to a process of ours (nginx: `tradesite serve`).
   * `staticFiles`: the output's files that are not pages, as URL patterns ("/assets/*",
   * "/robots.txt"), which the host may serve without running the function. `records.shardBytes`:
   * the record shards' bytes on disk, for a host whose function carries them (Vercel). `input`:
   * what the host's files are written from (nginx's port is in its deploy settings).
   */
  edgeFunction?: (site: EdgeSite, staticFiles: readonly string[], records: { shardBytes: number }, input: HostInput) => Promise<EdgeFunction>;
}
