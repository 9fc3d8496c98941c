import { formatReport } from '../diagnostics/format-diagnostics.ts';
import { overlayOf } from '../load/data-overlay.ts';
import { prepareSite } from '../prepare-site.ts';

/** One file as a save would leave it: its text, or null when the save deletes it. */
export interface FileChange {
  /** Relative to the data folder, with forward slashes. */
  path: string;
  text: string | null;
}

export type CheckResult = { ok: true } | { ok: false; message: string };

/**
 * Would the data folder still be valid with these changes? It runs what `tradesite validate`
 * runs (schemas, cross-references, facts) over the disk with the changes laid on top, writing
 * nothing, and refuses with validate's own report. Warnings do not refuse: validate passes them.
 */
export async function checkChange(dataDir: string, changes: FileChange[]): Promise<CheckResult> {
  const { diagnostics } = prepareSite(dataDir, { overlay: overlayOf(dataDir, changes) });
  if (diagnostics.errorCount === 0) return { ok: true };
  // Only the errors: they are why the save is refused, and warnings would bury them. No colour
  // codes: the message is shown in the editor's page, not a terminal.
  const errors = diagnostics.diagnostics.filter((d) => d.severity === 'error');
  return { ok: false, message: stripColour(formatReport(errors)) };
}

function stripColour(text: string): string {
  return text.replace(/\x1b\[[0-9;]*m/g, '');
}
