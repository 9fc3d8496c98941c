import { hostname } from 'node:os';
import { closeSync, existsSync, linkSync, openSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, unlinkSync, writeSync, mkdirSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { UserError } from '../diagnostics/user-error.ts';
import { recoverInterruptedPublish, removeInBackground } from './atomic-output.ts';
import { stateDirFor } from './build-folder.ts';

const LOCK_FILE = 'build.lock';

/** Who holds an output folder. */
interface Holder {
  pid: number;
  host: string;
  /** When the process started (clock ticks since boot, from /proc): a reused pid is not the holder. */
  startTicks?: number;
  command: string;
  since: string;
  /**
   * The `tradesite build` process that started this one to run the build under a heap cap
   * (bin/tradesite.js). SIGKILL cannot be passed on: killed, it leaves this process building on
   * alone, so a holder whose launcher is gone is a killed build, taken over (and stopped).
   */
  launcher?: { pid: number; startTicks?: number };
}

/**
 * One build at a time per output folder: two builds into one folder (a `build --watch` left
 * running while someone runs `npm run build`) both finished, and one's work was silently lost.
 * The lock is a file beside the output (in its state folder), made with O_EXCL; a holder that is
 * provably gone (no such process, or the pid now belongs to a younger process) is taken over.
 *
 * With the lock held, nothing else can be building into this output, so staging folders of other
 * processes are debris of killed builds and are removed, and a publish cut short is finished.
 */
export function lockOutput(outDir: string, command: string): { release(): void } {
  const dir = stateDirFor(outDir);
  const file = join(dir, LOCK_FILE);
  makeFolder(dir);
  const me: Holder = { pid: process.pid, host: hostname(), startTicks: startTicks(process.pid), command, since: new Date().toISOString(), launcher: myLauncher() };
  for (let attempt = 0; ; attempt++) {
    if (tryCreate(file, me)) break;
    const holder = readHolder(file);
    if (holder && isAlive(holder) && !stopOrphan(holder)) throw refusal(outDir, holder);
    if (attempt >= 3) throw new UserError(`Could not take the lock on ${outDir}: ${file} keeps changing.`, 1, 'Another build is starting there; run again when it is done.');
    takeOver(file, holder);
  }
  // Should the launcher be killed (SIGKILL, which it cannot pass on), this build stops as on a
  // SIGTERM (its staging folder removed), instead of building on (or watching, for good) with
  // nobody to read it.
  const launcher = me.launcher;
  const orphaned = launcher
    ? setInterval(() => {
        if (process.ppid === launcher.pid) return;
        clearInterval(orphaned);
        process.kill(process.pid, 'SIGTERM');
      }, 1000).unref()
    : undefined;
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    clearInterval(orphaned);
    try {
      if (readHolder(file)?.pid === process.pid) unlinkSync(file);
      // The state folder made just for the lock (the build then refused): no debris.
      if (readdirSync(dir).length === 0) rmdirSync(dir);
    } catch {
      // Gone already.
    }
  };
  process.once('exit', release);
  try {
    recoverInterruptedPublish(outDir);
    removeDeadStaging(outDir);
  } catch (error) {
    release();
    throw error;
  }
  return { release };
}

function tryCreate(file: string, holder: Holder): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, JSON.stringify(holder) + '\n');
  } finally {
    closeSync(fd);
  }
  return true;
}

function readHolder(file: string): Holder | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Holder;
  } catch {
    // Unreadable or half written: a holder killed while writing it, or gone since.
    return undefined;
  }
}

/**
 * Removes a dead holder's lock. Renamed aside first and read back, so two builds that both found
 * it dead cannot both remove it and then each take the other's fresh lock away.
 */
function takeOver(file: string, dead: Holder | undefined): void {
  const aside = `${file}.${process.pid}`;
  try {
    renameSync(file, aside);
  } catch {
    return;
  }
  const taken = readHolder(aside);
  if (taken && dead && taken.pid !== dead.pid && isAlive(taken)) {
    // Someone else's live lock went aside meanwhile: put it back (link fails if a third took the place).
    try {
      linkSync(aside, file);
    } catch {
      /* the place was taken: the loop reads the new holder */
    }
  }
  rmSync(aside, { force: true });
}

function isAlive(holder: Holder): boolean {
  // A process on another machine (a shared disk) cannot be checked: it is taken to be alive.
  if (holder.host !== hostname()) return true;
  return processAlive(holder.pid, holder.startTicks);
}

/** Whether `pid` is still the process that started at `ticks`, and not a zombie (killed, not yet reaped by its parent). */
function processAlive(pid: number, ticks: number | undefined): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const stat = procStat(pid);
  if (stat?.state === 'Z' || stat?.state === 'X') return false;
  return ticks === undefined || stat === undefined || stat.startTicks === ticks;
}

/** The `tradesite build` that started this process (bin/tradesite.js names itself), if it is still this process's parent. */
function myLauncher(): Holder['launcher'] {
  const pid = Number(process.env.TRADESITE_BUILD_LAUNCHER);
  if (!Number.isInteger(pid) || pid <= 0 || pid !== process.ppid) return undefined;
  return { pid, startTicks: startTicks(pid) };
}

/**
 * A holder whose `tradesite build` was killed (SIGKILL, which it cannot pass on) is a build
 * nobody waits for: its output goes to a terminal or a CI step that is gone, yet it held the
 * lock, so the next build was refused. It is stopped (SIGKILL: it leaves what a killed build
 * leaves, which the lock's taker removes) and the lock taken over. True when it is gone.
 */
function stopOrphan(holder: Holder): boolean {
  const launcher = holder.launcher;
  if (!launcher || holder.host !== hostname() || processAlive(launcher.pid, launcher.startTicks)) return false;
  // Only a process proven to be the holder (the start time it recorded, read back from /proc) is
  // stopped: without /proc a reused pid could be anyone's. (There the orphan stops itself, see lockOutput.)
  if (holder.startTicks === undefined || startTicks(holder.pid) !== holder.startTicks) return false;
  try {
    process.kill(holder.pid, 'SIGKILL');
  } catch {
    // Gone already (or not ours to stop: then it is still alive below, and refused).
  }
  const until = Date.now() + 5_000;
  while (Date.now() < until) {
    if (!processAlive(holder.pid, holder.startTicks)) return true;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
  }
  return false;
}

/** Field 22 of /proc/<pid>/stat: when the process started. Undefined where there is no /proc. */
function startTicks(pid: number): number | undefined {
  return procStat(pid)?.startTicks;
}

/** From /proc/<pid>/stat: the state (field 3: R, S, T, Z...) and when the process started (field 22). */
function procStat(pid: number): { state: string; startTicks: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count from after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0]!, startTicks: Number(fields[19]) };
  } catch {
    return undefined;
  }
}

function refusal(outDir: string, holder: Holder): UserError {
  const where = relative(process.cwd(), outDir) || outDir;
  const since = new Date(holder.since);
  const when = Number.isNaN(since.getTime()) ? '' : ` since ${since.toLocaleString('en-AU')}`;
  return new UserError(
    `Another build is writing ${where}/: process ${holder.pid}${holder.host !== hostname() ? ` on ${holder.host}` : ''} ("${holder.command}")${when}. Nothing was written.`,
    1,
    `Wait for it to finish (or stop it), or build into another folder with --out. The lock is ${join(relative(process.cwd(), stateDirFor(outDir)) || stateDirFor(outDir), LOCK_FILE)}.`,
  );
}

/**
 * Staging folders of builds of this output that were killed (SIGKILL, a power cut), and the
 * links a killed watch made ready for its next save (NextOutput): with the lock held, no live
 * build can own one. Each ran to a gigabyte, and they stayed for good.
 */
function removeDeadStaging(outDir: string): void {
  const parent = dirname(outDir);
  const pattern = new RegExp(`^\\.${basename(outDir).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-staging-(\\d+)(-old(?:-\\d+)?|-next)?$`);
  let names: string[];
  try {
    names = readdirSync(parent);
  } catch {
    return;
  }
  for (const name of names) {
    const match = pattern.exec(name);
    if (!match || Number(match[1]) === process.pid) continue;
    const path = join(parent, name);
    // A previous output set aside by a finished build is being removed in the background already.
    if (match[2]?.startsWith('-old')) removeInBackground(path);
    else if (existsSync(path)) rmSync(path, { recursive: true, force: true, maxRetries: 3 });
  }
}

/**
 * mkdir -p, with the true error: Node's recursive mkdir reports ENOENT on a read-only file system,
 * where a plain mkdir of the last folder says EROFS (or EACCES), which is what the user must read.
 */
function makeFolder(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' && existsSync(dirname(dir))) mkdirSync(dir);
    throw error;
  }
}
