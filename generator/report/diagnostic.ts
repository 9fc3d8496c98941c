import { LAUNCH_CODES } from '../launch/codes.ts';

/** A problem found in the data, pointing at the exact place a person has to edit. */
export interface Diagnostic {
  severity: 'error' | 'warning';
  /** Stable, documented in the README; tests and scripts match on it. */
  code: DiagnosticCode;
  /** Project-relative path, e.g. "data/services/switchboard-upgrades.yaml". */
  file: string;
  line?: number;
  col?: number;
  message: string;
  hint?: string;
}

export const DIAGNOSTIC_CODES = [
  'MISSING_FILE',
  'NOT_A_FILE',
  'EMPTY_FILE',
  'UNREADABLE',
  'ENCODING',
  'CONTROL_CHARACTER',
  'LIMIT_EXCEEDED',
  'YAML_SYNTAX',
  'YAML_TAG',
  'SCHEMA',
  'DUPLICATE_SLUG',
  'FILE_NAME_MISMATCH',
  'UNKNOWN_REFERENCE',
  'DRAFT_REFERENCE',
  'REGION_MEMBERSHIP',
  'POSTCODE',
  'GEO_MISMATCH',
  'DUPLICATE_ROUTE',
  'REDIRECT_TARGET',
  'REDIRECT_SHADOWS_PAGE',
  'REDIRECT_CHAIN',
  'DUPLICATE_REDIRECT',
  'BROKEN_LINK',
  'LINK_TO_REDIRECT',
  'KNOWN_PAGE_MISSING',
  'META_LENGTH',
  'DUPLICATE_META',
  'CONTENT_THIN',
  'LOCAL_DETAIL_MISSING',
  'MARKDOWN_UNSUPPORTED',
  'QUIZ',
  'CANONICAL_CONFLICT',
  'IMAGE_MISSING',
  'IMAGE_UNREADABLE',
  'IMAGE_TOO_SMALL',
  'FACT_CHECK',
  ...LAUNCH_CODES,
] as const;
export type DiagnosticCode = (typeof DIAGNOSTIC_CODES)[number];

/** Where in a file a value sits. */
export interface Position {
  file: string;
  line?: number;
  col?: number;
}

/** Collects diagnostics; never throws, so one run reports everything. */
export class Reporter {
  readonly diagnostics: Diagnostic[] = [];

  error(code: DiagnosticCode, at: Position, message: string, hint?: string): void {
    this.diagnostics.push({ severity: 'error', code, ...at, message, ...(hint ? { hint } : {}) });
  }

  warn(code: DiagnosticCode, at: Position, message: string, hint?: string): void {
    this.diagnostics.push({ severity: 'warning', code, ...at, message, ...(hint ? { hint } : {}) });
  }

  get errorCount(): number {
    return this.diagnostics.filter((d) => d.severity === 'error').length;
  }

  get warningCount(): number {
    return this.diagnostics.filter((d) => d.severity === 'warning').length;
  }
}

/** An error that is the user's to fix (bad usage, bad path): reported without a stack trace. */
export class UserError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 1,
    readonly hint?: string,
  ) {
    super(message);
    this.name = 'UserError';
  }

  /** As the CLI prints it: the problem, then what to do. */
  describe(): string {
    return `✗ ${this.message}\n${this.hint ? `  ${this.hint}\n` : ''}`;
  }
}
