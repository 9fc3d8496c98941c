import { relative } from 'node:path';
import { UserError } from './user-error.ts';

/**
 * What the machine refused rather than what the code got wrong: a full disk, a read-only file
 * system, a folder the user may not write. Each is the user's to fix, so it is said in one line
 * with what to do, never as "this is a bug" with a stack.
 */
const PROBLEMS: Record<string, [problem: string, hint: string]> = {
  ENOSPC: ['the disk is full', 'Free some space on that disk (or build to another with --out), then build again: the previous output is untouched.'],
  EDQUOT: ['your disk quota is used up', 'Free some space within your quota (or build to another disk with --out), then build again.'],
  EROFS: ['the file system is read-only', 'Build to a folder on a writable disk with --out.'],
  EACCES: ['permission denied', 'Give your user permission to write there (or run as the user who owns it), or choose another folder with --out.'],
  EPERM: ['the operating system does not permit it', 'Give your user permission to write there, or choose another folder with --out.'],
  EMFILE: ['too many files are open', 'Close other programs, or raise the open-file limit (ulimit -n), and run again.'],
  ENFILE: ['the system has too many files open', 'Close other programs and run again.'],
  EIO: ['the disk reported an input/output error', 'Check the disk (dmesg says more), or build to another disk with --out.'],
  EBUSY: ['the file or folder is in use by another program', 'Close what holds it (an editor, a file manager, a server) and run again.'],
  ENOMEM: ['the machine ran out of memory', 'Close other programs, or build with fewer threads (TRADESITE_THREADS=1), and run again.'],
};

/** The clean message for an environment error, or undefined when `error` is not one (a bug stays a bug). */
export function environmentError(error: unknown): UserError | undefined {
  if (error instanceof UserError) return error;
  const { code, path, syscall, message } = (error ?? {}) as NodeJS.ErrnoException;
  const entry = code ? PROBLEMS[code] : undefined;
  // A worker passes the code on; its message still starts with "CODE:" when the code was lost.
  const fromMessage = !entry && typeof message === 'string' ? Object.keys(PROBLEMS).find((c) => new RegExp(`\\b${c}\\b`).test(message.split('\n', 2).join(' '))) : undefined;
  const known = entry ?? (fromMessage ? PROBLEMS[fromMessage] : undefined);
  if (!known) return undefined;
  // Inside the project, relative; anywhere else (another disk, /srv), the path as it is.
  const inside = path && relative(process.cwd(), path);
  const shown = inside && !inside.startsWith('..') ? inside : path;
  const where = path ? ` (${syscall ? `${syscall} ` : ''}${shown})` : '';
  return new UserError(`Could not finish: ${known[0]}${where}.`, 1, known[1]);
}
