import type { DiagnosticCode } from './codes.ts';

/** A problem found in the data, pointing at the exact place a person has to edit. */
export interface Diagnostic {
  severity: 'error' | 'warning';
  /** Stable, documented in docs/; tests and scripts match on it. */
  code: DiagnosticCode;
  /** Project-relative path, e.g. "data/services/switchboard-upgrades.yaml". */
  file: string;
  line?: number;
  col?: number;
  message: string;
  hint?: string;
}

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
