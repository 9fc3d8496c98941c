import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { constants, gunzipSync } from 'node:zlib';
import { paths } from '../../src/routing/paths.ts';
import type { ChromeHtml } from '../../src/entry-server.tsx';
import type { RouteManifest } from '../../src/routing/routes.ts';
import type { HostInput } from '../output/hosts/host-target.ts';
import { stylesheetInHead } from '../render/html-document.ts';
import type { PageJob, RenderSetup } from '../render/page-renderer.ts';
import type { EdgeSite } from './edge-site.ts';
import { servedOnRequest } from './on-request.ts';
import { RecordShard, shardCount, shardPaths } from './record-shard.ts';
import { RecordSpool } from './record-spool.ts';

/**
 * The paths a gzipped shard holds, from as little of it as holds its index line: a shard kept
 * whole is not gunzipped (gunzipping the sample's 471 was 0.4 s of an unchanged rebuild).
 */
function gzippedShardPaths(gzipped: Uint8Array): string[] {
  for (let length = 4096; ; length *= 4) {
    // A truncated gzip stream, flushed: what its first bytes decompress to.
    const held = shardPaths(gunzipSync(gzipped.subarray(0, length), { finishFlush: constants.Z_SYNC_FLUSH }));
    if (held) return held;
    if (length >= gzipped.length) throw new Error('a record shard of the previous build has no index line');
  }
}

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
 * into shards instead of being drawn into files, and at the end the EdgeSite a host's function
 * carries. Host-neutral: a host's adapter (cloudflare/bundle-worker.ts) turns the EdgeSite into
 * its function.
 */
export class EdgeBuild {
  /** The routes answered on request. */
  readonly paths: ReadonlySet<string>;
  private readonly spool: RecordSpool;

  /** Long-tail pages whose record is unchanged since the previous build: taken from its shards at the end. */
  private readonly carried = new Set<string>();

  /** `previousDir`: the previous hybrid build's output, when this build is incremental on top of it. */
  constructor(
    manifest: Pick<RouteManifest, 'routes'>,
    private readonly previousDir?: string,
  ) {
    this.paths = new Set(manifest.routes.filter(servedOnRequest).map((r) => r.path));
    this.spool = new RecordSpool(shardCount(this.paths.size));
  }

  /**
   * A long-tail page the reuse plan keeps (its record and inputs unchanged): an incremental build
   * does not make its record again, so it is carried over from the previous build's shards.
   */
  carry(path: string): void {
    if (!this.paths.has(path)) return;
    if (!this.previousDir) throw new Error(`the long-tail page ${path} was kept, but there is no previous build to carry its record from`);
    this.carried.add(path);
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
      else this.spool.add(job.path, { json: job.json, jsonLd: job.jsonLd });
      taken();
    }
  }

  /**
   * Writes the shard files (each as it is made: at ten times the sample they are 160 MB gzipped)
   * and returns the EdgeSite naming this build, how many shards there are and their bytes; call once, after every page.
   */
  finish({ setup, hostData, variantOf, context }: EdgeInputs, write: (file: string, bytes: Uint8Array) => void): { site: EdgeSite; shards: number; shardBytes: number } {
    this.carryOver();
    if (this.spool.records !== this.paths.size) throw new Error(`${this.paths.size} long-tail pages, but ${this.spool.records} records reached the shards`);
    const hash = createHash('sha256').update(context);
    // Their size on disk: a host whose function carries the shards holds it to its size limit (Vercel's).
    let shardBytes = 0;
    for (const [file, bytes] of this.spool.files()) {
      hash.update('\0').update(bytes);
      write(file, bytes);
      shardBytes += bytes.length;
    }
    const chrome: Record<string, ChromeHtml> = {};
    for (const path of this.paths) {
      const variant = variantOf(path);
      chrome[variant] ??= setup.chrome[variant]!;
    }
    const site: Omit<EdgeSite, 'buildId'> = {
      shards: this.spool.shards,
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
    hash.update('\0').update(JSON.stringify(site));
    return { site: { buildId: hash.digest('hex').slice(0, 20), ...site }, shards: this.spool.shards, shardBytes };
  }

  /**
   * The carried records, from the previous build's shards: each shard read once, in turn (they are
   * found by listing them, since their number changes with the long tail's). While their number is
   * the same, a path is in the same shard: one whose records are all carried and that no new
   * record reaches is kept as it was, gzipped (an unchanged rebuild of the sample gzipped 471
   * shards again, 0.6 s, to the same bytes).
   */
  private carryOver(): void {
    if (!this.carried.size) return;
    const dir = join(this.previousDir!, dirname(paths.edgeRecords(0)));
    const files = existsSync(dir) ? readdirSync(dir) : [];
    const numbers = new Map(Array.from({ length: this.spool.shards }, (_, shard) => [basename(paths.edgeRecords(shard)), shard]));
    const sameShards = files.length === this.spool.shards && files.every((file) => numbers.has(file));
    for (const file of files) {
      const gzipped = readFileSync(join(dir, file));
      const number = sameShards ? numbers.get(file)! : undefined;
      if (number !== undefined && !this.spool.holds(number)) {
        const held = gzippedShardPaths(gzipped);
        if (held.every((path) => this.carried.has(path))) {
          for (const path of held) this.carried.delete(path);
          this.spool.keep(number, gzipped, held.length);
          continue;
        }
      }
      const shard = new RecordShard(gunzipSync(gzipped));
      for (const path of shard.paths()) {
        if (!this.carried.delete(path)) continue;
        this.spool.add(path, shard.get(path)!);
      }
    }
    if (this.carried.size)
      throw new Error(
        `${this.carried.size} long-tail records kept from the previous build are missing from its shards (${[...this.carried][0]}...): build again into an empty folder`,
      );
  }

  /** Removes what the records were spooled into (a build that failed before finish). */
  discard(): void {
    this.spool.discard();
  }
}
