import type { Diagnostic } from './diagnostic.ts';

const useColour = () => process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code: string, s: string) => (useColour() ? `\x1b[${code}m${s}\x1b[0m` : s);

/** Sorted by file, then line: the order a person fixes them in. */
export function sortDiagnostics(diagnostics: Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : (a.line ?? 0) - (b.line ?? 0) || (a.col ?? 0) - (b.col ?? 0)));
}

export function formatDiagnostic(d: Diagnostic): string {
  const mark = d.severity === 'error' ? paint('31', '✗') : paint('33', '!');
  const place = `${d.file}${d.line ? `:${d.line}${d.col ? `:${d.col}` : ''}` : ''}`;
  const lines = [`${mark} ${place}  ${paint('1', d.code)}${d.severity === 'warning' ? ' (warning)' : ''}`, `  ${capitalise(d.message)}`];
  if (d.hint) lines.push(`  ${d.hint}`);
  return lines.join('\n');
}

/** Everything, grouped by file, then a one-line summary. */
export function formatReport(diagnostics: Diagnostic[]): string {
  const sorted = sortDiagnostics(diagnostics);
  const errors = sorted.filter((d) => d.severity === 'error').length;
  const warnings = sorted.length - errors;
  const files = new Set(sorted.map((d) => d.file)).size;
  const body = sorted.map(formatDiagnostic).join('\n\n');
  const parts = [errors && `${errors} error${errors === 1 ? '' : 's'}`, warnings && `${warnings} warning${warnings === 1 ? '' : 's'}`].filter(Boolean);
  if (sorted.length === 0) return 'No problems.';
  return `${body}\n\n${parts.join(' and ')} in ${files} file${files === 1 ? '' : 's'}.`;
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
