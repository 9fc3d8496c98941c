/**
 * The one test command (`npm test`): type-check, check the generated JSON Schemas are current,
 * check the code is formatted (Prettier), then every vitest project (unit, CLI, built site,
 * Chromium). Ends with the plain "N passed, N failed" line CI reads.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

// The browser tests drive Debian's Chromium, and the HTML checker (vnu-jar) runs on Java. On a
// fresh machine, install what is missing (as root) first.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasJava = spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;
const missing = [...(existsSync(chromium) ? [] : ['chromium']), ...(hasJava ? [] : ['default-jre-headless'])];
if (missing.length > 0) {
  process.stdout.write(`Installing Debian's ${missing.join(' and ')}...\n`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const ok =
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env }).status === 0 &&
    spawnSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env }).status === 0;
  if (!ok) {
    process.stderr.write(
      `Could not install ${missing.join(' and ')}. Install the Debian packages "chromium" (or set CHROMIUM_PATH) and "default-jre-headless", and run npm test again.\n`,
    );
    process.exit(1);
  }
}

const results = '.cache/test-results.json';
rmSync(results, { force: true });

/**
 * Runs a check with its output held back: the three checks run side by side (each is one
 * process on one core, together a minute of CI's time when run one after another) and print
 * one after another.
 */
function check(title: string, command: string, args: string[]): Promise<{ title: string; ok: boolean; output: string }> {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return new Promise((done) => {
    child.on('error', (error) => done({ title, ok: false, output: output + String(error) + '\n' }));
    child.on('close', (code) => done({ title, ok: code === 0, output }));
  });
}

/**
 * Runs vitest. Its JSON report is written once every test has run; if vitest is still alive a
 * minute after that, something (a server waiting on a connection, a child process) holds it open,
 * and it is stopped, so a finished run can never hang CI until its time limit.
 */
const GRACE_AFTER_REPORT_MS = 60_000;
function runVitest(args: string[]): Promise<boolean> {
  process.stdout.write('\n== Tests (vitest: unit, cli, site, e2e)\n');
  // Its own process group, so a stuck run can be stopped whole (npx, vitest and its workers).
  const child = spawn('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${results}`, ...args], { stdio: 'inherit', detached: true });
  const stopGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
  };
  // Ctrl+C and CI's stop reach the terminal's group, not vitest's: pass them on.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopGroup(signal));
  let reportedAt: number | undefined;
  let stuck = false;
  const watch = setInterval(() => {
    if (reportedAt === undefined) {
      if (existsSync(results)) reportedAt = Date.now();
      return;
    }
    if (Date.now() - reportedAt < GRACE_AFTER_REPORT_MS) return;
    process.stderr.write(
      `\nvitest wrote its report but had not exited ${GRACE_AFTER_REPORT_MS / 1000} s later: something holds it open (see \`npx vitest run --reporter=hanging-process\`). Stopping it; the report stands.\n`,
    );
    stuck = true;
    stopGroup('SIGKILL');
  }, 1000);
  return new Promise((done) => {
    child.on('exit', (code) => {
      clearInterval(watch);
      // Stopped after its report: the report's counts decide, below.
      done(code === 0 || stuck);
    });
  });
}

const checks = await Promise.all([
  check('Type check', 'npx', ['tsc', '--noEmit', '--pretty']),
  check('JSON Schemas up to date', 'npx', ['tsx', 'cli.ts', 'schemas', '--check']),
  check('Formatting (Prettier)', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']),
]);
for (const { title, output } of checks) process.stdout.write(`\n== ${title}\n${output}`);
const [typesOk, schemasOk, formatOk] = checks.map((c) => c.ok);
if (!formatOk) process.stderr.write('The files above are not formatted: run `npm run format` (prettier --write .) and commit the result.\n');
else process.stdout.write('Every file is formatted.\n');
const testsOk = await runVitest(process.argv.slice(2));

let passed = 0;
let failed = 0;
if (existsSync(results)) {
  const report = JSON.parse(readFileSync(results, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  passed = report.numPassedTests;
  failed = report.numFailedTests;
}
if (!typesOk) failed++;
if (!schemasOk) failed++;
if (!formatOk) failed++;
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exitCode = typesOk && schemasOk && formatOk && testsOk && failed === 0 && passed > 0 ? 0 : 1;
