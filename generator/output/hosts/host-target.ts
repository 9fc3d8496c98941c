import type { HostName } from '../../schema/site-settings.ts';
import type { RedirectRules } from './redirect-rules.ts';

/** What every host target is given to write its files. */
export interface HostInput {
  rules: RedirectRules;
  /** Every redirect, expanded (for counting what a host answers). */
  redirectCount: number;
  /** Security headers for every response (name -> value). */
  headers: Record<string, string>;
  /** URL prefix of files named by their content hash, cached for a year. */
  immutablePrefix: string;
  /** The published folder, absolute (nginx's root). */
  outDir: string;
}

/** A documented limit of a host, and where it is documented. */
export interface HostLimit {
  what: string;
  max: number;
  actual: (output: OutputCounts) => number;
  source: string;
}

export interface OutputCounts {
  files: number;
  literalRedirects: number;
  patternRedirects: number;
}

export interface HostTarget {
  name: HostName;
  /** How the host is named to people. */
  label: string;
  /** Whether each redirect also gets a forwarding page (hosts that read no redirect rules). */
  fallbackPages: boolean;
  /** Whether the CSP goes into every page as a meta tag (hosts that send no headers of ours). */
  cspInMeta: boolean;
  /** Files the host reads from the published folder (and does not serve). */
  files(input: HostInput): [string, string][];
  /** Files written beside the published folder, never inside it (a server's configuration). */
  besideFiles(input: HostInput): [string, string][];
  /** Lines of redirect rules the host reads. */
  redirectLines(input: HostInput): number;
  limits: HostLimit[];
}
