/**
 * The one test command (`npm test`): type-check, check the generated JSON Schemas are current,
 * then every vitest project (unit, CLI, built site, Chromium). Ends with the plain
 * "N passed, N failed" line CI reads.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

// The browser tests drive Debian's Chromium, and the HTML checker (vnu-jar) runs on Java. On a
// fresh machine, install what is missing (as root) first.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasJava = spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;
const missing = [...(existsSync(chromium) ? [] : ['chromium']), ...(hasJava ? [] : ['default-jre-headless'])];
if (missing.length > 0) {
  process.stdout.write(`Installing Debian's ${missing.join(' and ')}...\n`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const ok = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env }).status === 0 && spawnSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env }).status === 0;
  if (!ok) {
    process.stderr.write(`Could not install ${missing.join(' and ')}. Install the Debian packages "chromium" (or set CHROMIUM_PATH) and "default-jre-headless", and run npm test again.\n`);
    process.exit(1);
  }
}

const results = '.cache/test-results.json';
rmSync(results, { force: true });

const step = (title: string, command: string, args: string[]): boolean => {
  process.stdout.write(`\n== ${title}\n`);
  const run = spawnSync(command, args, { stdio: 'inherit' });
  return run.status === 0;
};

const typesOk = step('Type check', 'npx', ['tsc', '--noEmit']);
const schemasOk = step('JSON Schemas up to date', 'npx', ['tsx', 'cli.ts', 'schemas', '--check']);
const testsOk = step('Tests (vitest: unit, cli, site, e2e)', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${results}`, ...process.argv.slice(2)]);

let passed = 0;
let failed = 0;
if (existsSync(results)) {
  const report = JSON.parse(readFileSync(results, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  passed = report.numPassedTests;
  failed = report.numFailedTests;
}
if (!typesOk) failed++;
if (!schemasOk) failed++;
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exitCode = typesOk && schemasOk && testsOk && failed === 0 && passed > 0 ? 0 : 1;
