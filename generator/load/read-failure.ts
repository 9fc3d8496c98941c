import { lstatSync, readlinkSync } from 'node:fs';
import type { Reporter } from '../diagnostics/diagnostic.ts';

/**
 * Reports why the system could not read a data file or folder, in the terms a person can act on:
 * this file, this problem, what to do. Every read of data goes through here, so no system error
 * reaches the user as a stack trace.
 */
export function reportReadFailure(error: unknown, absPath: string, file: string, report: Reporter, kind: 'file' | 'folder' = 'file'): void {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const link = symlinkTarget(absPath);
  if (code === 'ENOENT' && link !== undefined) {
    report.error('UNREADABLE', { file }, `this is a link to ${link}, which does not exist.`, 'Point the link at the real file, or replace the link with the file itself.');
    return;
  }
  if (code === 'ENOENT') {
    report.error(
      'MISSING_FILE',
      { file },
      `this ${kind} is missing.`,
      kind === 'file' ? "Restore it from version control, or create it (see tradesite's docs/data-model.md)." : 'Create it; it holds one file per entry.',
    );
    return;
  }
  if (code === 'ENOTDIR' || code === 'EISDIR') {
    report.error('NOT_A_FILE', { file }, `this should be a ${kind} but is ${kind === 'file' ? 'a folder' : 'a file'}.`, `Replace it with a ${kind} of that name.`);
    return;
  }
  const [problem, hint] = READ_PROBLEMS[code ?? ''] ?? [
    `the system could not read this ${kind} (${code ?? 'unknown error'}: ${(error as Error | undefined)?.message ?? String(error)}).`,
    'Check that it is an ordinary file you can open in an editor.',
  ];
  report.error('UNREADABLE', { file }, problem.replace('{kind}', kind), hint);
}

const READ_PROBLEMS: Record<string, [string, string]> = {
  EACCES: ['this {kind} cannot be read: permission denied.', 'Give your user permission to read it (e.g. chmod u+r), or run as the user who owns it.'],
  EPERM: ['this {kind} cannot be read: the operating system does not permit it.', 'Give your user permission to read it, or copy it to a place you own.'],
  EIO: [
    'reading this {kind} failed with an input/output error from the disk or file system.',
    'Restore it from version control onto a working disk; if it persists, check the disk.',
  ],
  ELOOP: ['this is a link that leads back to itself (a loop of symbolic links).', 'Replace the link with the file itself.'],
  ENAMETOOLONG: ['the path of this {kind} is longer than the file system allows.', 'Give it (or the folder holding the data) a shorter name.'],
  EMFILE: ['too many files are open to read this {kind}.', 'Close other programs, or raise the open-file limit (ulimit -n), and run again.'],
};

function symlinkTarget(absPath: string): string | undefined {
  try {
    return lstatSync(absPath).isSymbolicLink() ? readlinkSync(absPath) : undefined;
  } catch {
    return undefined;
  }
}
