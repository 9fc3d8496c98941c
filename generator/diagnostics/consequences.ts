import type { Diagnostic } from './diagnostic.ts';
import type { DiagnosticCode } from './codes.ts';

/** Problems that make a whole file unreadable: nothing it defines exists for the other files. */
const CAUSES: ReadonlySet<DiagnosticCode> = new Set(['MISSING_FILE', 'NOT_A_FILE', 'EMPTY_FILE', 'UNREADABLE', 'ENCODING', 'YAML_SYNTAX', 'YAML_TAG']);
/** Problems of one file's references to what another defines: what an unreadable file sets off. */
const CONSEQUENCES: ReadonlySet<DiagnosticCode> = new Set([
  'UNKNOWN_REFERENCE',
  'DRAFT_REFERENCE',
  'REGION_MEMBERSHIP',
  'BROKEN_LINK',
  'KNOWN_PAGE_MISSING',
  'REDIRECT_TARGET',
  'LINK_TO_REDIRECT',
]);

export interface FoldedReport {
  /** What to show in full: every cause, and everything that is not a reference problem elsewhere. */
  shown: Diagnostic[];
  /** Reference problems in other files while some file could not be read: most follow from it. */
  folded: Diagnostic[];
  /** The files that could not be read. */
  causes: string[];
}

/**
 * One unreadable file cascades: a broken regions.yaml gave 528 errors in 78 files, the cause
 * buried among them. While a file could not be read, references elsewhere are counted, not listed:
 * the cause comes first, and fixing it shows what (if anything) is still wrong.
 */
export function foldConsequences(diagnostics: Diagnostic[]): FoldedReport {
  const causes = [...new Set(diagnostics.filter((d) => d.severity === 'error' && CAUSES.has(d.code)).map((d) => d.file))];
  if (!causes.length) return { shown: diagnostics, folded: [], causes };
  const failed = new Set(causes);
  const folded = diagnostics.filter((d) => CONSEQUENCES.has(d.code) && !failed.has(d.file));
  return { shown: diagnostics.filter((d) => !folded.includes(d)), folded, causes };
}
