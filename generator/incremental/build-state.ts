import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ChromeHtml } from '../../src/entry-server.tsx';
import { SIGNATURE_BYTES } from '../report/similarity.ts';
import { isOwned, stateDirFor } from '../output/build-folder.ts';

/** Kept beside the output (see stateDirFor), so the next build can tell which pages are unchanged. */
export const STATE_FILE = 'build-state.json';
/**
 * The pages' text signatures, SIGNATURE_BYTES each in the order of the state's `routes`. Binary
 * and apart from the state: as base64 strings in the JSON they were half its size, and at 100,000
 * pages holding them as strings cost hundreds of megabytes.
 */
export const SIGNATURES_FILE = 'build-signatures.bin';
/** The route manifest the build used (`report duplicates` reads it). */
export const ROUTES_FILE = 'routes.json';
export const STATE_FILES = [STATE_FILE, SIGNATURES_FILE, ROUTES_FILE] as const;

export interface BuildState {
  version: 7;
  /** Hash of what every page shares bar the chrome (bundles, site name, logo, address): when it changes, everything is built afresh. */
  context: string;
  layoutUrl: string;
  /** Chrome variant -> its markup: a page whose own inputs are unchanged gets new chrome spliced in. */
  chrome: Record<string, ChromeHtml>;
  /** Page path -> hash of its markup's inputs: its record and the layout's body part. In route order, which SIGNATURES_FILE follows. */
  routes: Record<string, string>;
  /**
   * Page path -> "fingerprint:n": the fingerprint of what its record was made from (see
   * RecordInputs) and the index in `readSets` of the suburbs it read. A page whose fingerprint
   * still matches has the same record, and the build does not make it again.
   */
  inputs: Record<string, string>;
  /** The sets of suburb reads pages made (see ReadSets). */
  readSets: string[];
  /** Redirect source -> target. */
  redirects: Record<string, string>;
  /** Every other file the build wrote, bar the client bundle -> a hash of its content: the next build rewrites only those that change and deletes those it drops. */
  files: Record<string, string>;
  /**
   * The bytes the output held once committed, as its size check counted them: the next build
   * counts from here, stating only the files it replaces or removes instead of every file.
   */
  bytes?: number;
  /** A hybrid build's record shards: the path each starts at (the next build finds its carried records by them). */
  edgeStarts?: string[];
}

/** A previous build: its state, and each page's signature (the MinHash of its main text). */
export interface PriorBuild {
  state: BuildState;
  signature(path: string): Uint8Array | undefined;
}

/** How many pages the previous build in the output made, by the size of its signatures file (0 when there is none to build on). */
export function priorPageCount(outDir: string): number {
  if (!isOwned(outDir) || !existsSync(join(stateDirFor(outDir), STATE_FILE))) return 0;
  return Math.floor((statSync(join(stateDirFor(outDir), SIGNATURES_FILE), { throwIfNoEntry: false })?.size ?? 0) / SIGNATURE_BYTES);
}

/** The previous build, or undefined when there is none this build can use (or the output is no longer the folder it wrote). */
export function readPriorBuild(outDir: string): PriorBuild | undefined {
  if (!isOwned(outDir)) return undefined;
  const dir = stateDirFor(outDir);
  try {
    const state = JSON.parse(readFileSync(join(dir, STATE_FILE), 'utf8')) as BuildState;
    if (state.version !== 7) return undefined;
    const read = readFileSync(join(dir, SIGNATURES_FILE));
    const paths = Object.keys(state.routes);
    if (read.byteLength !== paths.length * SIGNATURE_BYTES) return undefined;
    // Own, aligned memory, so signatures can be viewed as 32-bit words.
    const bytes = new Uint8Array(read);
    const index = new Map(paths.map((path, i) => [path, i]));
    return {
      state,
      signature: (path) => {
        const i = index.get(path);
        return i === undefined ? undefined : bytes.subarray(i * SIGNATURE_BYTES, (i + 1) * SIGNATURE_BYTES);
      },
    };
  } catch {
    /* no previous build, or an unreadable one: build afresh */
  }
  return undefined;
}
