import type { Diagnostic } from './diagnostic.ts';
import { sortDiagnostics } from './format-diagnostics.ts';

/**
 * Diagnostics as GitHub Actions workflow commands (`::error file=…,line=…,col=…,title=…::message`),
 * which the runner turns into annotations on the pull request's changed lines. Escaping follows
 * GitHub's "Workflow commands for GitHub Actions": the message escapes %, CR and LF; property
 * values also escape ":" and ",".
 */
export function githubAnnotations(diagnostics: Diagnostic[]): string {
  return sortDiagnostics(diagnostics)
    .map((d) => {
      const props = [`file=${property(d.file)}`, d.line && `line=${d.line}`, d.line && d.col && `col=${d.col}`, `title=${property(d.code)}`].filter(Boolean).join(',');
      const message = d.hint ? `${d.message}\n${d.hint}` : d.message;
      return `::${d.severity === 'error' ? 'error' : 'warning'} ${props}::${data(message)}`;
    })
    .join('\n');
}

function data(value: string): string {
  return value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function property(value: string): string {
  return data(value).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
