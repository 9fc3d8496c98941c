import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FAULT_STAGES } from '../../generator/output/fault-point.ts';
import { copyBuild } from '../helpers/build-copy.ts';
import { copyTinyData, type DataCopy } from '../helpers/data-copy.ts';
import { runCli, startCli } from '../helpers/run-cli.ts';

/**
 * Builds cut short at each stage, two builds into one folder, a full disk. Each kill happens at a
 * named stage (TRADESITE_FAULT_STAGE: the build sends itself the signal there), never after a
 * guessed delay, so the tests mean the same on a loaded machine.
 */
const work = mkdtempSync(join(tmpdir(), 'tradesite-faults-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const build = (data: DataCopy, out: string, env: Record<string, string> = {}) =>
  runCli(['build', '--data', data.dir, '--out', out, '--no-duplicate-check'], { env: { TRADESITE_THREADS: '1', ...env } });

/** Every file under `dir` with the hash of its bytes, for comparing two outputs (a deep compare of the bytes is slow). */
function tree(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.set(relative(dir, path), createHash('sha256').update(readFileSync(path)).digest('hex'));
    }
  };
  walk(dir);
  return files;
}

function expectSameTree(actual: string, expected: string): void {
  const a = tree(actual);
  const e = tree(expected);
  expect([...a.keys()].sort()).toEqual([...e.keys()].sort());
  const differing = [...e].filter(([file, hash]) => a.get(file) !== hash).map(([file]) => file);
  expect(differing).toEqual([]);
}

/** The process that started `pid` (Linux). */
function parentOf(pid: number): number | undefined {
  const status = existsSync(`/proc/${pid}/status`) ? readFileSync(`/proc/${pid}/status`, 'utf8') : '';
  return Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]) || undefined;
}

/** Staging folders (and previous outputs set aside) beside `out`: debris once a build is over. */
function debris(out: string): string[] {
  return readdirSync(dirname(out)).filter((name) => name.startsWith(`.${basename(out)}-staging-`) && !/-old(-\d+)?$/.test(name));
}

/**
 * The tiny site's build, before the change each test below makes: the same site for every test,
 * so built once (by the first test to need it) and copied into each test's output folder with its
 * state (helpers/build-copy.ts), where the build under test is the incremental build it would be
 * on a folder of its own.
 */
let first: string | undefined;
function builtBefore(data: DataCopy, out: string): void {
  if (!first) {
    const dir = join(work, 'first');
    expect(build(data, dir).code).toBe(0);
    first = dir;
  }
  copyBuild(first, out);
}

/**
 * A clean build of the data every interrupted build below publishes in the end (the tiny site with
 * the one change): the same for every stage, so made once, by the first stage to need it.
 */
let reference: string | undefined;
function cleanBuildOf(data: DataCopy): string {
  if (reference) return reference;
  const out = join(work, 'reference');
  expect(build(data, out).code).toBe(0);
  return (reference = out);
}

describe('an interrupted build', () => {
  it.each(FAULT_STAGES)(
    'killed (SIGKILL) at stage "%s": the next build publishes the complete site and no staging folder is left',
    (stage) => {
      const data = copyTinyData();
      const out = join(work, `killed-${stage}`);
      builtBefore(data, out);
      // A change, so the killed build has something new to publish (an incremental build).
      data.replace('suburbs.yaml', 'Mostly 1950s to 1970s', 'Largely 1950s to 1970s');

      const killed = build(data, out, { TRADESITE_FAULT_STAGE: stage });
      expect(killed.stderr).toContain(`fault stage ${stage} reached`);
      expect(killed.signal).toBe('SIGKILL');
      // Never a mix: the output is the previous build, or (killed between the two renames of the
      // swap) absent until the next build puts the complete new one in place.
      if (existsSync(out)) expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('</html>');

      const next = build(data, out);
      expect(next.code, next.stderr).toBe(0);
      expect(debris(out)).toEqual([]);
      expectSameTree(out, cleanBuildOf(data));
      expect(readFileSync(join(out, 'electrician', 'thomastown.html'), 'utf8')).toContain('Largely 1950s to 1970s');
    },
    240_000,
  );

  it.each(['SIGTERM', 'SIGINT'])(
    'stopped by %s while rendering: exits 128+n, removes its staging folder and lock, leaves the previous output',
    (signal) => {
      const data = copyTinyData();
      const out = join(work, `stopped-${signal}`);
      builtBefore(data, out);
      const before = readFileSync(join(out, 'electrician', 'thomastown.html'));
      data.replace('suburbs.yaml', 'Mostly 1950s to 1970s', 'Largely 1950s to 1970s');
      const stopped = build(data, out, { TRADESITE_FAULT_STAGE: 'rendering', TRADESITE_FAULT_SIGNAL: signal });
      expect(stopped.stderr).toContain('fault stage rendering reached');
      expect(stopped.code).toBe(signal === 'SIGTERM' ? 143 : 130);
      expect(stopped.stderr).not.toMatch(/Internal error/);
      expect(debris(out)).toEqual([]);
      expect(existsSync(join(dirname(out), `.${basename(out)}.tradesite`, 'build.lock'))).toBe(false);
      expect(readFileSync(join(out, 'electrician', 'thomastown.html')).equals(before)).toBe(true);
    },
    240_000,
  );
});

describe('two builds into one folder', () => {
  it('refuses the second while the first (a build --watch) holds the folder, and builds once it is gone', async () => {
    const data = copyTinyData();
    const out = join(work, 'shared');
    const watch = startCli(['build', '--watch', '--data', data.dir, '--out', out, '--no-duplicate-check'], { env: { TRADESITE_THREADS: '1' } });
    try {
      await watch.waitFor(/Watching .* for changes/, 0, 200_000);
      const before = tree(out);
      // The watch's own: the output linked for its next save.
      const watching = debris(out);
      const other = copyTinyData();
      other.replace('suburbs.yaml', 'Mostly 1950s to 1970s', 'Largely 1950s to 1970s');
      const second = build(other, out);
      expect(second.code).toBe(1);
      // The build itself holds the lock: the process started, or the Node it runs the build in (bin/build-heap.js).
      const holder = Number(/Another build is writing .*shared\/: process (\d+) \("build --watch"\)/.exec(second.stderr)?.[1]);
      expect(holder === watch.child.pid || parentOf(holder) === watch.child.pid, second.stderr).toBe(true);
      expect(second.stderr).toMatch(/--out/);
      expect(second.stderr).not.toMatch(/Internal error|\n\s+at /);
      expect(debris(out)).toEqual(watching);
      expect(JSON.stringify([...tree(out)])).toBe(JSON.stringify([...before]));
    } finally {
      expect(await watch.interrupt()).toBe(0);
    }
    expect(debris(out)).toEqual([]);
    const after = build(data, out);
    expect(after.code, after.stderr).toBe(0);
  }, 300_000);

  it('killed (SIGKILL) mid-render: the very next build succeeds, though the Node the build ran in outlived it', async () => {
    const data = copyTinyData();
    const out = join(work, 'killed-launcher');
    builtBefore(data, out);
    data.replace('suburbs.yaml', 'Mostly 1950s to 1970s', 'Largely 1950s to 1970s');
    // The build stops itself mid-render (SIGSTOP: still alive, still holding the lock), then the
    // command that was started (what a person, a CI runner or the OOM killer kills) gets SIGKILL,
    // which it cannot pass on to the Node it runs the build in.
    const killed = startCli(['build', '--data', data.dir, '--out', out, '--no-duplicate-check'], {
      env: { TRADESITE_THREADS: '1', TRADESITE_FAULT_STAGE: 'rendering', TRADESITE_FAULT_SIGNAL: 'SIGSTOP' },
    });
    await killed.waitFor(/fault stage rendering reached/, 0, 200_000);
    const lock = join(dirname(out), `.${basename(out)}.tradesite`, 'build.lock');
    const left = Number(JSON.parse(readFileSync(lock, 'utf8')).pid);
    const gone = new Promise((resolve) => killed.child.on('exit', resolve));
    killed.child.kill('SIGKILL');
    await gone;
    try {
      const next = build(data, out);
      expect(next.code, next.stderr).toBe(0);
      expect(readFileSync(join(out, 'electrician', 'thomastown.html'), 'utf8')).toContain('Largely 1950s to 1970s');
      expect(debris(out)).toEqual([]);
      expect(existsSync(lock)).toBe(false);
    } finally {
      try {
        process.kill(left, 'SIGKILL');
      } catch {
        // Gone, as it should be.
      }
    }
  }, 300_000);

  it('a build --watch whose command was killed (SIGKILL) stops by itself, removing its lock and what it left beside the output', async () => {
    const data = copyTinyData();
    const out = join(work, 'killed-watch');
    const killed = startCli(['build', '--watch', '--data', data.dir, '--out', out, '--no-duplicate-check'], { env: { TRADESITE_THREADS: '1' } });
    await killed.waitFor(/Watching .* for changes/, 0, 200_000);
    const lock = join(dirname(out), `.${basename(out)}.tradesite`, 'build.lock');
    const left = Number(JSON.parse(readFileSync(lock, 'utf8')).pid);
    const gone = new Promise((resolve) => killed.child.on('exit', resolve));
    killed.child.kill('SIGKILL');
    await gone;
    // The Node it ran the watch in, which the SIGKILL could not reach, notices and stops as on a SIGTERM.
    const alive = () => existsSync(`/proc/${left}`) && !/^State:\s+Z/m.test(readFileSync(`/proc/${left}/status`, 'utf8'));
    for (let i = 0; i < 300 && alive(); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    try {
      expect(alive()).toBe(false);
      expect(existsSync(lock)).toBe(false);
      expect(debris(out)).toEqual([]);
    } finally {
      if (alive()) process.kill(left, 'SIGKILL');
    }
  }, 300_000);

  it('takes over the lock of a build that was killed (its process is gone)', () => {
    const data = copyTinyData();
    const out = join(work, 'stale-lock');
    const dead = execFileSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    const state = join(dirname(out), `.${basename(out)}.tradesite`);
    mkdirSync(state, { recursive: true });
    writeFileSync(join(state, 'build.lock'), JSON.stringify({ pid: Number(dead), host: hostname(), command: 'build --watch', since: new Date().toISOString() }));
    // What a killed watch leaves beside the output: the files it linked for its next save.
    mkdirSync(join(dirname(out), `.${basename(out)}-staging-${dead}-next`, 'services'), { recursive: true });
    const result = build(data, out);
    expect(result.code, result.stderr).toBe(0);
    expect(existsSync(join(state, 'build.lock'))).toBe(false);
    expect(debris(out)).toEqual([]);
  }, 240_000);
});

describe('a full disk', () => {
  const root = process.getuid?.() === 0;
  it.skipIf(!root)(
    'is reported as a full disk (exit 1, no stack), and the staging folder is removed',
    () => {
      const data = copyTinyData();
      const disk = mkdtempSync(join(tmpdir(), 'tradesite-small-disk-'));
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=3m', 'tradesite-test', disk]);
      try {
        const out = join(disk, 'site');
        const result = build(data, out);
        expect(result.code).toBe(1);
        expect(result.stderr).toMatch(/the disk is full/);
        expect(result.stderr).not.toMatch(/Internal error|this is a bug|\n\s+at /);
        expect(readdirSync(disk).filter((name) => name.includes('staging'))).toEqual([]);
        expect(existsSync(out)).toBe(false);
        expect(statSync(disk).isDirectory()).toBe(true);
      } finally {
        execFileSync('umount', [disk]);
        rmSync(disk, { recursive: true, force: true });
      }
    },
    240_000,
  );

  it.skipIf(!root)(
    'a read-only file system is reported as such (exit 1, no stack)',
    () => {
      const data = copyTinyData();
      const disk = mkdtempSync(join(tmpdir(), 'tradesite-read-only-'));
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m,ro', 'tradesite-test', disk]);
      try {
        const result = build(data, join(disk, 'site'));
        expect(result.code).toBe(1);
        expect(result.stderr).toMatch(/the file system is read-only/);
        expect(result.stderr).not.toMatch(/Internal error|this is a bug|\n\s+at /);
      } finally {
        execFileSync('umount', [disk]);
        rmSync(disk, { recursive: true, force: true });
      }
    },
    240_000,
  );
});
