import { createHash } from 'node:crypto';
import type { ChromeHtml } from '../../src/entry-server.tsx';
import type { RouteManifest } from '../../src/routing/routes.ts';
import type { HostInput } from '../output/hosts/host-target.ts';
import { stylesheetInHead } from '../render/html-document.ts';
import type { PageJob, RenderSetup } from '../render/page-renderer.ts';
import type { EdgeSite } from './edge-site.ts';
import { servedOnRequest } from './on-request.ts';
import { shardStarts } from './record-shard.ts';
import { ShardWriter, type PreviousShards } from './shard-writer.ts';

/** What the function is made from, besides the records: the build's render setup and host input. */
export interface EdgeInputs {
  setup: Pick<RenderSetup, 'documentHtml' | 'layoutJson' | 'layoutUrl' | 'siteName' | 'logoUrl' | 'cspMeta' | 'chrome'>;
  hostData: Pick<HostInput, 'headers' | 'rules'>;
  variantOf: (path: string) => string;
  /** Everything else every page is drawn by (the build's `context`: code, bundles, document, site). */
  context: string;
}

/**
 * The long tail of a hybrid build: which routes it is, their records taken from the render queue
 * into shards instead of being drawn into files (written as the records come, in route order:
 * shard-writer.ts), and at the end the EdgeSite a host's function carries. Host-neutral: a host's
 * adapter (cloudflare/bundle-worker.ts) turns the EdgeSite into its function.
 */
export class EdgeBuild {
  /** The routes answered on request. */
  readonly paths: ReadonlySet<string>;
  private readonly shards: ShardWriter;
  /** Over every shard's bytes, in order: part of the build's id. */
  private readonly hash = createHash('sha256');
  private shardBytes = 0;

  /**
   * `write` is given each shard's file as it is made; `previous`: the previous hybrid build's
   * output and shard starts, when this build is incremental on top of it.
   */
  constructor(manifest: Pick<RouteManifest, 'routes'>, write: (file: string, bytes: Uint8Array) => void, previous?: PreviousShards) {
    // The manifest's routes are in route order, and so are the long tail's paths.
    const longTail = manifest.routes.filter(servedOnRequest).map((r) => r.path);
    this.paths = new Set(longTail);
    this.shards = new ShardWriter(
      shardStarts(longTail),
      (file, bytes) => {
        this.hash.update('\0').update(bytes);
        this.shardBytes += bytes.length;
        write(file, bytes);
      },
      previous,
    );
  }

  /** Where each shard starts (kept in the build state: the next build finds its carried records by them). */
  get starts(): readonly string[] {
    return this.shards.starts;
  }

  /**
   * A long-tail page the reuse plan keeps (its record and inputs unchanged): an incremental build
   * does not make its record again, so it is carried over from the previous build's shards.
   */
  carry(path: string): void {
    if (this.paths.has(path)) this.shards.carry(path);
  }

  /** The render queue without the long tail, whose records go to the shards; `taken` is told of each. */
  *divert(jobs: Iterator<PageJob>, taken: () => void): Generator<PageJob> {
    for (let next = jobs.next(); !next.done; next = jobs.next()) {
      const job = next.value;
      if (!this.paths.has(job.path)) {
        yield job;
        continue;
      }
      // A page given new chrome only, its record unchanged and not made again: carried over.
      if (job.json === undefined || job.jsonLd === undefined) this.carry(job.path);
      else this.shards.add(job.path, { json: job.json, jsonLd: job.jsonLd });
      taken();
    }
  }

  /**
   * Writes the last shards and returns the EdgeSite naming this build, how many shards there are
   * and their bytes; call once, after every page.
   */
  finish({ setup, hostData, variantOf, context }: EdgeInputs): { site: EdgeSite; shards: number; shardBytes: number } {
    this.shards.finish();
    if (this.shards.records !== this.paths.size) throw new Error(`${this.paths.size} long-tail pages, but ${this.shards.records} records reached the shards`);
    const chrome: Record<string, ChromeHtml> = {};
    for (const path of this.paths) {
      const variant = variantOf(path);
      chrome[variant] ??= setup.chrome[variant]!;
    }
    const site: Omit<EdgeSite, 'buildId'> = {
      shardStarts: [...this.shards.starts],
      document: stylesheetInHead(setup.documentHtml),
      layoutJson: setup.layoutJson,
      layoutUrl: setup.layoutUrl,
      siteName: setup.siteName,
      logoUrl: setup.logoUrl,
      cspMeta: setup.cspMeta,
      chrome,
      headers: hostData.headers,
      redirects: hostData.rules,
    };
    const hash = this.hash.update('\0').update(context).update('\0').update(JSON.stringify(site));
    return { site: { buildId: hash.digest('hex').slice(0, 20), ...site }, shards: this.shards.starts.length, shardBytes: this.shardBytes };
  }
}
