#!/usr/bin/env node
// The package's command: runs cli.ts through tsx, so the TypeScript source is the program.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../cli.ts', import.meta.url));
const run = spawnSync(process.execPath, ['--import', import.meta.resolve('tsx'), cli, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
