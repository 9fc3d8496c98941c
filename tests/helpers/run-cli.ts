import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './paths.ts';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the real CLI as a separate process, as a person or CI would. */
export function runCli(args: string[], options: { cwd?: string; env?: Record<string, string> } = {}): CliResult {
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'cli.ts'), ...args], {
    cwd: options.cwd ?? ROOT,
    encoding: 'utf8',
    // Without vitest's NODE_ENV=test: the CLI must behave as it does for people.
    env: { ...withoutNodeEnv(process.env), NO_COLOR: '1', ...options.env },
    timeout: 240_000,
  });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

function withoutNodeEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { NODE_ENV: _, ...rest } = env;
  return rest;
}
