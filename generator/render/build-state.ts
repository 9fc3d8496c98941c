import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChromeHtml } from '../../src/entry-server.tsx';

/** Kept in the output, so the next build can tell which pages are unchanged. */
export const STATE_FILE = '.build-state.json';

export interface BuildState {
  version: 4;
  /** Hash of what every page shares bar the chrome (bundles, site name, logo, address): when it changes, everything is built afresh. */
  context: string;
  layoutUrl: string;
  /** Chrome variant -> its markup: a page whose own inputs are unchanged gets new chrome spliced in. */
  chrome: Record<string, ChromeHtml>;
  /** Page path -> hash of its own inputs (its record and what every page shares except the chrome). */
  routes: Record<string, string>;
  /**
   * Page path -> "fingerprint:n": the fingerprint of what its record was made from (see
   * RecordInputs) and the index in `suburbSets` of the suburbs it read. A page whose fingerprint
   * still matches has the same record, and the build does not make it again.
   */
  inputs: Record<string, string>;
  /** The sets of suburbs pages read, each as its slugs joined by spaces: pages share a handful. */
  suburbSets: string[];
  /** Redirect source -> target. */
  redirects: Record<string, string>;
  /** Page path -> MinHash signature of its main text (base64), for the near-duplicate check. */
  signatures: Record<string, string>;
  /** Every other file the build wrote, bar the client bundle -> a hash of its content: the next build rewrites only those that change and deletes those it drops. */
  files: Record<string, string>;
}

/** The previous build's state, or undefined when there is none this build can use. */
export function readState(outDir: string): BuildState | undefined {
  try {
    const state = JSON.parse(readFileSync(join(outDir, STATE_FILE), 'utf8')) as BuildState;
    if (state.version === 4) return state;
  } catch {
    /* no previous build, or an unreadable one: build afresh */
  }
  return undefined;
}
