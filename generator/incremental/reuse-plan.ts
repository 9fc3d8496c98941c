import { createHash } from 'node:crypto';
import type { ChromeHtml } from '../../src/entry-server.tsx';
import { htmlFileFor } from '../../src/routing/paths.ts';
import { withoutJsonLd } from '../../src/content/embedded-page-data.ts';
import type { RedirectEntry, RouteEntry } from '../../src/routing/routes.ts';
import type { PageRecords } from '../content/page-records.ts';
import type { PageJob } from '../render/page-renderer.ts';
import { redirectPage } from '../output/host-redirects.ts';
import { siblingGroup } from '../report/duplicates.ts';
import type { BuildState, PriorBuild } from './build-state.ts';
import { asStoredReads, ReadSets, RecordInputs, type SetDigest } from './record-inputs.ts';

/**
 * Decides, page by page, what of the previous build can be kept, and fills this build's state as
 * it goes. A page is its own content (its record) inside the chrome (header, menus, footer):
 * - a page whose record and chrome are unchanged is left as it is;
 * - a page whose record is unchanged but whose chrome changed gets the new chrome spliced into
 *   its previous HTML (adding a suburb changes every menu's "and N more...", not every page);
 * - every other page is rendered.
 * A record whose inputs (see RecordInputs) are unchanged is not even made again.
 */
export class ReusePlan {
  private readonly prior: BuildState | undefined;
  /** Per chrome variant: whether the previous build's pages of that variant have this chrome. */
  private readonly unchangedChrome = new Map<string, boolean>();
  private readonly inputs: RecordInputs;
  /** A page's markup is its record rendered with this part of the layout (the rest is chrome): its hash. */
  private readonly body: string;
  private readonly readSets: ReadSets;
  private readonly priorSets: string[][] | undefined;
  /** Per previous read set: its digest now, and its index in this build's sets (made once each). */
  private readonly priorDigests: SetDigest[] = [];
  private readonly carriedSets: number[] = [];
  /** Pages kept as they were. */
  reused = 0;

  constructor(
    private readonly priorBuild: PriorBuild | undefined,
    private readonly state: BuildState,
    private readonly records: PageRecords,
    private readonly variantOf: (path: string) => string,
    { bodyLayoutJson, code }: { bodyLayoutJson: string; code: string },
  ) {
    this.prior = priorBuild?.state;
    for (const variant of Object.keys(state.chrome)) {
      const old = this.prior?.chrome[variant];
      this.unchangedChrome.set(variant, old !== undefined && this.prior!.layoutUrl === state.layoutUrl && sameChrome(old, state.chrome[variant]!));
    }
    this.inputs = new RecordInputs(records.site, records.index, bodyLayoutJson, code);
    this.body = sha256(bodyLayoutJson);
    this.readSets = new ReadSets(state.readSets);
    this.priorSets = this.prior?.readSets.map(ReadSets.parse);
  }

  /**
   * The pages to render or re-chrome, made as the renderers ask for them: memory holds a batch per
   * worker, not the site. `keep` gets each kept page's signature (its main text is unchanged),
   * for the near-duplicate check; `reuse` is told of each page left as it was. Only the pages the
   * check compares are signed (see PageJob); the others' signatures are left as zeros.
   */
  *pages(routes: readonly RouteEntry[], keep: (index: number, signature: Uint8Array) => void, reuse: (path: string) => void): Generator<PageJob> {
    const { state, prior } = this;
    for (const [i, route] of routes.entries()) {
      const signed = siblingGroup(route) !== undefined;
      // A page the check compares needs a signature the previous build worked out: one it did not
      // compare then is drawn again (its record changes with its indexing, so this is a guard).
      const previous = this.priorBuild?.signature(route.path);
      const signature = previous && (!signed || !unsigned(previous)) ? previous : undefined;
      const known = signature ? this.priorRecord(route) : undefined;
      let json: string | undefined;
      let jsonLd: string | undefined;
      if (known) {
        state.routes[route.path] = prior!.routes[route.path]!;
        state.inputs[route.path] = `${known.fingerprint}:${(this.carriedSets[known.set] ??= this.readSets.index(this.priorSets![known.set]!))}`;
      } else {
        const { record, suburbs } = this.records.tracked(route);
        // The data block leaves out the JSON-LD the head carries (see PageDataJson): sent apart.
        json = JSON.stringify(withoutJsonLd(record));
        jsonLd = JSON.stringify(record.head.jsonLd);
        state.routes[route.path] = createHash('sha256').update(this.body).update(json).update(jsonLd).digest('hex').slice(0, 20);
        const reads = asStoredReads(suburbs, route.path);
        state.inputs[route.path] = `${this.inputs.fingerprint(route, reads)}:${this.readSets.index(reads)}`;
      }
      if (prior?.routes[route.path] === state.routes[route.path] && signature) {
        keep(i, signature);
        if (this.unchangedChrome.get(this.variantOf(route.path))) {
          this.reused++;
          reuse(route.path);
          continue;
        }
        yield { path: route.path, json, jsonLd, rechrome: true, signed };
        continue;
      }
      yield { path: route.path, json: json!, jsonLd: jsonLd!, signed };
    }
  }

  /** Redirect pages for hosts without redirect rules, bar those the previous build wrote with the same target. */
  *redirectPages(redirects: readonly RedirectEntry[]): Generator<[string, string]> {
    for (const redirect of redirects) {
      this.state.redirects[redirect.from] = redirect.to;
      // A redirect page depends only on its target (the site's address is in the state's `context`).
      if (this.prior?.redirects[redirect.from] === redirect.to) continue;
      yield [htmlFileFor(redirect.from), redirectPage(redirect.to, this.records.absolute(redirect.to))];
    }
  }

  /** The previous build's record of this route, when what it was made from is unchanged. */
  private priorRecord(route: RouteEntry): { fingerprint: string; set: number } | undefined {
    const [fingerprint, index] = this.prior?.inputs[route.path]?.split(':') ?? [];
    const set = Number(index);
    const suburbs = this.priorSets?.[set];
    if (!fingerprint || !suburbs || this.prior?.routes[route.path] === undefined) return undefined;
    const digest = this.inputs.pageDigest((this.priorDigests[set] ??= this.inputs.setDigest(suburbs)), route.path);
    return this.inputs.fingerprintWith(route, digest) === fingerprint ? { fingerprint, set } : undefined;
  }
}

/** The previous build's files that this build no longer has. */
export function* droppedFiles(prior: BuildState, state: BuildState): Generator<string> {
  for (const path of Object.keys(prior.routes)) {
    if (state.routes[path] !== undefined) continue;
    if (state.redirects[path] === undefined) yield htmlFileFor(path);
  }
  for (const from of Object.keys(prior.redirects)) {
    if (state.redirects[from] === undefined && state.routes[from] === undefined) yield htmlFileFor(from);
  }
  for (const file of Object.keys(prior.files)) if (state.files[file] === undefined) yield file;
}

/** A file's name in the output folder, as the state records it. */
export const relativeFile = (file: string) => file.replace(/^\/+/, '');

function sameChrome(a: ChromeHtml, b: ChromeHtml): boolean {
  return (Object.keys(b) as (keyof ChromeHtml)[]).every((part) => a[part] === b[part]);
}

function sha256(text: string | Uint8Array): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A signature left as zeros: the page was not signed (no MinHash minimum is zero in all 64 hashes). */
function unsigned(signature: Uint8Array): boolean {
  return signature.every((byte) => byte === 0);
}
