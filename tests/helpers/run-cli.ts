import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './paths.ts';

export interface CliResult {
  code: number;
  /** The signal that ended the command, if one did (then `code` is -1). */
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** The package's command, as `npm run build` and the `tradesite` bin run it (the CLI compiled). */
const CLI = join(ROOT, 'bin', 'tradesite.js');

/** Runs the real CLI as a separate process, as a person or CI would. */
export function runCli(args: string[], options: { cwd?: string; env?: Record<string, string> } = {}): CliResult {
  const result = spawnSync(process.execPath, [CLI, ...args], {
    cwd: options.cwd ?? ROOT,
    encoding: 'utf8',
    // Without vitest's NODE_ENV=test: the CLI must behave as it does for people.
    env: { ...withoutNodeEnv(process.env), NO_COLOR: '1', ...options.env },
    timeout: 240_000,
  });
  return { code: result.status ?? -1, signal: result.signal, stdout: result.stdout, stderr: result.stderr };
}

/**
 * runCli without blocking the test file's thread, so concurrent tests (the bad-data corpus) keep
 * both cores busy: each is still its own process, started as a person would start it.
 */
export function runCliAsync(args: string[], options: { cwd?: string; env?: Record<string, string> } = {}): Promise<CliResult> {
  const child = spawn(process.execPath, [CLI, ...args], {
    cwd: options.cwd ?? ROOT,
    env: { ...withoutNodeEnv(process.env), NO_COLOR: '1', ...options.env },
    timeout: 240_000,
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code: code ?? -1, signal, stdout, stderr }));
  });
}

/** A CLI command left running (`build --watch`, say), with what it has printed so far. */
export interface RunningCli {
  child: ChildProcess;
  output(): string;
  /** Resolves once the output (stdout and stderr) matches `pattern` after `from` characters; rejects if the command ends first. */
  waitFor(pattern: RegExp, from?: number, timeoutMs?: number): Promise<void>;
  /** Stops it with Ctrl+C and gives its exit code. */
  interrupt(): Promise<number | null>;
}

export function startCli(args: string[], options: { env?: Record<string, string> } = {}): RunningCli {
  const child = spawn(process.execPath, [CLI, ...args], { cwd: ROOT, env: { ...withoutNodeEnv(process.env), NO_COLOR: '1', ...options.env } });
  let output = '';
  const listeners = new Set<() => void>();
  const take = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', take);
  child.stderr!.on('data', take);
  let running = true;
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      running = false;
      for (const listener of listeners) listener();
      resolve(code);
    }),
  );
  return {
    child,
    output: () => output,
    waitFor: (pattern, from = 0, timeoutMs = 120_000) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (pattern.test(output.slice(from))) {
            done();
            resolve();
          } else if (!running) {
            done();
            reject(new Error(`the command ended before printing ${pattern}; it printed:\n${output}`));
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`timed out waiting for ${pattern}; the command printed:\n${output}`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        check();
      }),
    interrupt: () => {
      child.kill('SIGINT');
      return exited;
    },
  };
}

function withoutNodeEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { NODE_ENV: _, ...rest } = env;
  return rest;
}
