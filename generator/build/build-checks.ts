import { UserError } from '../diagnostics/user-error.ts';
import { duplicateReport, formatDuplicateReport } from '../report/duplicates.ts';
import { SIGNATURE_BYTES } from '../report/similarity.ts';
import type { BuildRun } from './prepare-build.ts';

/**
 * Phase 4: fails the build on near-copy pages. The check compares every pair of sibling pages:
 * skipped when it is turned off (the benchmark's synthetic suburbs are copies by construction).
 */
export function checkNearCopies(run: BuildRun, signatures: Uint8Array): ReturnType<typeof duplicateReport> | undefined {
  if (!run.options.duplicateCheck) return undefined;
  const words = new Uint32Array(signatures.buffer);
  const perPage = SIGNATURE_BYTES / 4;
  const duplicates = duplicateReport(run.manifest.routes.map((route, i) => ({ route, signature: words.subarray(i * perPage, (i + 1) * perPage) })));
  if (duplicates.overThreshold > 0) {
    throw new UserError(
      `${duplicates.overThreshold} pages are near-copies of another page of their kind:\n${formatDuplicateReport(duplicates)}`,
      1,
      'Give those pages more content of their own, or publish fewer of them (a service\'s "suburbPages").',
    );
  }
  return duplicates;
}
