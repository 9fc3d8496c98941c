import { rmSync, writeFileSync } from 'node:fs';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { formatReport } from '../diagnostics/format-diagnostics.ts';
import { UserError } from '../diagnostics/user-error.ts';
import { prepareSite } from '../prepare-site.ts';

/** Writes, re-validates, and restores the previous content if the change broke anything. */
export function writeChecked(file: string, before: string | undefined, after: string, dataDir: string): void {
  writeFileSync(file, after);
  const { diagnostics: report } = prepareSite(dataDir);
  if (report.errorCount === 0) return;
  if (before === undefined) rmSync(file, { force: true });
  else writeFileSync(file, before);
  throw new UserError(`the change would make the data invalid, so it was not kept:\n${formatReport(report.diagnostics)}`, 1);
}

/**
 * Several files changed as one: all written, the data re-validated, and every file restored if
 * the change broke anything.
 */
export function writeAllChecked(changes: readonly { file: string; before: string; after: string }[], dataDir: string): void {
  for (const c of changes) writeFileSync(c.file, c.after);
  const { diagnostics: report } = prepareSite(dataDir);
  if (report.errorCount === 0) return;
  for (const c of changes) writeFileSync(c.file, c.before);
  throw new UserError(`the change would make the data invalid, so it was not kept:\n${formatReport(report.diagnostics)}`, 1);
}

/** Data that is already invalid is not added to: the error names every problem first. */
export function invalidBefore(diagnostics: Diagnostic[]): UserError {
  return new UserError(`the data is already invalid; fix it before adding to it:\n${formatReport(diagnostics)}`, 1);
}
