import { shownFile } from './shown-file.ts';
import { foldConsequences } from './consequences.ts';
import type { Diagnostic } from './diagnostic.ts';

const useColour = () => process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code: string, s: string) => (useColour() ? `\x1b[${code}m${s}\x1b[0m` : s);

/** Sorted by file, then line: the order a person fixes them in. */
export function sortDiagnostics(diagnostics: Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : (a.line ?? 0) - (b.line ?? 0) || (a.col ?? 0) - (b.col ?? 0)));
}

export function formatDiagnostic(d: Diagnostic): string {
  const mark = d.severity === 'error' ? paint('31', '✗') : paint('33', '!');
  const place = `${shownFile(d.file)}${d.line ? `:${d.line}${d.col ? `:${d.col}` : ''}` : ''}`;
  const lines = [`${mark} ${place}  ${paint('1', d.code)}${d.severity === 'warning' ? ' (warning)' : ''}`, `  ${capitalise(d.message)}`];
  if (d.hint) lines.push(`  ${d.hint}`);
  return lines.join('\n');
}

/**
 * Everything, grouped by file, then a one-line summary. While a file cannot be read, references to
 * what it defines are counted after the summary rather than listed (see consequences.ts).
 */
export function formatReport(diagnostics: Diagnostic[]): string {
  if (diagnostics.length === 0) return 'No problems.';
  const { shown, folded, causes } = foldConsequences(diagnostics);
  const sorted = sortDiagnostics(shown);
  const errors = sorted.filter((d) => d.severity === 'error').length;
  const warnings = sorted.length - errors;
  const files = new Set(sorted.map((d) => d.file)).size;
  const body = sorted.map(formatDiagnostic).join('\n\n');
  const parts = [errors && `${errors} error${errors === 1 ? '' : 's'}`, warnings && `${warnings} warning${warnings === 1 ? '' : 's'}`].filter(Boolean);
  const summary = `${parts.join(' and ')} in ${files} file${files === 1 ? '' : 's'}.`;
  if (!folded.length) return `${body}\n\n${summary}`;
  const foldedFiles = new Set(folded.map((d) => d.file)).size;
  const named = causes.length === 1 ? causes[0] : `those ${causes.length} files`;
  return (
    `${body}\n\n${summary}\n` +
    `And ${folded.length} reference${folded.length === 1 ? '' : 's'} in ${foldedFiles} other file${foldedFiles === 1 ? '' : 's'} to what ${named} should define, not listed: ` +
    `they follow from it. Fix ${named} first (validate --json lists every one).`
  );
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
