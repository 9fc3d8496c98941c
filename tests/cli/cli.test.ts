import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyData } from '../helpers/data-copy.ts';
import { ROOT } from '../helpers/paths.ts';
import { runCli } from '../helpers/run-cli.ts';

describe('validate', () => {
  it('passes on data/', () => {
    const r = runCli(['validate']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/No problems/);
    expect(r.stdout).toMatch(/\d+ pages and \d+ redirects/);
  });

  it('fails a broken related-service link with file, line, code and suggestion (this is what fails CI)', () => {
    const data = copyData();
    data.replace('services/switchboard-upgrades.yaml', '  - meter-box-replacements', '  - meter-box-replacement');
    const line = data.lineOf('services/switchboard-upgrades.yaml', 'meter-box-replacement\n');
    const r = runCli(['validate', '--data', data.dir]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`services/switchboard-upgrades.yaml:${line}:`);
    expect(r.stderr).toContain('UNKNOWN_REFERENCE');
    expect(r.stderr).toContain('Did you mean "meter-box-replacements"?');
    expect(r.stderr).not.toMatch(/\n\s+at .*\(/); // no stack trace
  });

  it('prints GitHub Actions annotations on the line to fix with --format github', () => {
    const data = copyData();
    data.replace('services/switchboard-upgrades.yaml', '  - meter-box-replacements', '  - meter-box-replacement');
    const line = data.lineOf('services/switchboard-upgrades.yaml', 'meter-box-replacement\n');
    const r = runCli(['validate', '--data', data.dir, '--format', 'github']);
    expect(r.code).toBe(1);
    const annotation = r.stdout.split('\n').find((l) => l.startsWith('::error '));
    expect(annotation).toMatch(new RegExp(`^::error file=[^,]*services/switchboard-upgrades\\.yaml,line=${line},col=\\d+,title=UNKNOWN_REFERENCE::`));
    // One line per annotation: the hint's newline is escaped, as the runner requires.
    expect(annotation).toContain('%0ADid you mean "meter-box-replacements"?');
  });

  it('names the file and line of a tab in YAML', () => {
    const data = copyData();
    data.replace('regions.yaml', '\n    name: Northern Suburbs', '\n\tname: Northern Suburbs');
    const r = runCli(['validate', '--data', data.dir]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(new RegExp(`regions\\.yaml:${data.lineOf('regions.yaml', '\tname')}:\\d+  YAML_SYNTAX`));
    expect(r.stderr).toMatch(/tabs/);
  });

  it('prints machine-readable diagnostics with --json', () => {
    const data = copyData();
    data.replace('services/switchboard-upgrades.yaml', 'group: switchboard-safety', 'group: nope');
    const r = runCli(['validate', '--data', data.dir, '--json']);
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout);
    expect(out.ok).toBe(false);
    expect(out.diagnostics[0]).toMatchObject({ severity: 'error', code: 'UNKNOWN_REFERENCE' });
  });
});

describe('routes', () => {
  it('counts routes per kind', () => {
    const r = runCli(['routes', '--count', '--json']);
    expect(r.code).toBe(0);
    const counts = JSON.parse(r.stdout);
    expect(counts['service-in-suburb']).toBeGreaterThan(10_000);
    expect(counts.total).toBe(
      Object.entries(counts)
        .filter(([k]) => k !== 'total' && k !== 'redirects')
        .reduce((n, [, v]) => n + (v as number), 0),
    );
  });

  it('filters by kind, and refuses an unknown kind as bad usage', () => {
    const r = runCli(['routes', '--kind', 'emergency-suburb']);
    expect(r.code).toBe(0);
    expect(r.stdout.trim().split('\n')).toHaveLength(40);
    const bad = runCli(['routes', '--kind', 'emergency']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/Did you mean "emergency-suburb"/);
  });
});

describe('add', () => {
  it('adds a suburb whose pages then appear, with council and distance from the reference list', () => {
    const data = copyData();
    const r = runCli(['add', 'suburb', 'Donnybrook', '--postcode', '3064', '--region', 'northern', '--data', data.dir]);
    expect(r.code, r.stderr).toBe(0);
    expect(data.read('suburbs.yaml')).toMatch(/slug: donnybrook\n\s+name: Donnybrook\n\s+postcode: "3064"\n\s+region: northern\n\s+council: Whittlesea/);
    const routes = runCli(['routes', '--data', data.dir]);
    expect(routes.stdout).toContain('/electrician/donnybrook');
    expect(routes.stdout).toContain('/services/switchboard-upgrades/in/donnybrook');
    expect(runCli(['validate', '--data', data.dir]).code).toBe(0);
  });

  it('refuses an unknown region and lists the regions', () => {
    const data = copyData();
    const before = data.read('suburbs.yaml');
    const r = runCli(['add', 'suburb', 'Donnybrook', '--postcode', '3064', '--region', 'nothern', '--data', data.dir]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/Did you mean "northern"\? Regions: northern, western, eastern, southern, inner\./);
    expect(data.read('suburbs.yaml')).toBe(before);
  });

  it('refuses a suburb that is already there', () => {
    const data = copyData();
    const r = runCli(['add', 'suburb', 'Reservoir', '--postcode', '3073', '--region', 'northern', '--data', data.dir]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/already/);
  });

  it('writes a draft service that keeps the data valid, and refuses unknown groups and duplicates', () => {
    const data = copyData();
    const r = runCli(['add', 'service', 'pool-spa-wiring', '--title', 'Pool and Spa Wiring', '--group', 'installations', '--data', data.dir]);
    expect(r.code, r.stderr).toBe(0);
    expect(data.read('services/pool-spa-wiring.yaml')).toMatch(/draft: true/);
    expect(runCli(['validate', '--data', data.dir]).code).toBe(0);
    expect(runCli(['routes', '--data', data.dir]).stdout).not.toContain('pool-spa-wiring');
    const group = runCli(['add', 'service', 'pool-wiring', '--title', 'Pool Wiring', '--group', 'instalations', '--data', data.dir]);
    expect(group.code).toBe(1);
    expect(group.stderr).toMatch(/Did you mean "installations"/);
    expect(runCli(['add', 'service', 'blocked-drains', '--title', 'Drains', '--group', 'plumbing', '--data', data.dir]).code).toBe(1);
  });
});

describe('add job', () => {
  const job = [
    '--service',
    'blocked-drains',
    '--suburb',
    'lalor',
    '--title',
    'Wipes cleared from a toilet branch',
    '--found',
    'The toilet would not flush and the overflow gully was wet.',
    '--done',
    'We cleared the branch with the drain machine and filmed it to the main.',
    '--took',
    'About an hour',
    '--outcome',
    'The toilet flushes normally again.',
  ];

  it('writes a well-formed job file that keeps the data valid', () => {
    const data = copyData();
    const r = runCli(['add', 'job', ...job, '--month', '2026-10', '--sample', '--data', data.dir]);
    expect(r.code, r.stderr).toBe(0);
    const text = data.read('jobs/lalor-wipes-cleared-from-a-toilet-branch.yaml');
    expect(text).toMatch(/^# yaml-language-server: \$schema=..\/..\/schemas\/job.schema.json/);
    expect(text).toMatch(/sample: true/);
    expect(text).toMatch(/service: blocked-drains/);
    expect(runCli(['validate', '--data', data.dir]).code).toBe(0);
    expect(runCli(['add', 'job', ...job, '--month', '2026-10', '--data', data.dir]).stderr).toMatch(/already exists/);
  });

  it('checks names and fields before writing anything', () => {
    const data = copyData();
    const service = runCli(['add', 'job', ...job.map((a) => (a === 'blocked-drains' ? 'blocked-drain' : a)), '--month', '2026-10', '--data', data.dir]);
    expect(service.code).toBe(1);
    expect(service.stderr).toMatch(/Did you mean "blocked-drains"/);
    const month = runCli(['add', 'job', ...job, '--month', '2026-13', '--data', data.dir]);
    expect(month.code).toBe(1);
    expect(month.stderr).toMatch(/--month: must be a month written as YYYY-MM/);
    expect(existsSync(join(data.dir, 'jobs', 'lalor-wipes-cleared-from-a-toilet-branch.yaml'))).toBe(false);
  });
});

describe('usage and safety', () => {
  it('exits 2 on bad usage', () => {
    expect(runCli(['frobnicate']).code).toBe(2);
    expect(runCli(['validate', '--bogus']).code).toBe(2);
    expect(runCli(['add', 'suburb', 'X']).code).toBe(2);
  });

  it('shows help for every command', () => {
    for (const command of ['validate', 'build', 'routes', 'add', 'preview', 'dev', 'schemas']) {
      const r = runCli([command, '--help']);
      expect(r.code, command).toBe(0);
      expect(r.stdout, command).toMatch(/Usage:/);
    }
  });

  it('refuses to build over the project, a folder holding it, or the data', () => {
    expect(runCli(['build', '--out', '/']).code).toBe(2);
    expect(runCli(['build', '--out', '.']).code).toBe(2);
    expect(runCli(['build', '--out', '..']).code).toBe(2);
    expect(runCli(['build', '--out', 'data']).code).toBe(2);
    expect(runCli(['build', '--out', 'src']).code).toBe(2);
  });

  it('leaves the previous output untouched when the data is invalid', () => {
    const out = join(ROOT, '.cache', 'cli-test-out');
    rmSync(out, { recursive: true, force: true });
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, '.tradesite-build'), 'marker');
    writeFileSync(join(out, 'index.html'), 'previous build');
    const data = copyData();
    data.replace('services/switchboard-upgrades.yaml', 'group: switchboard-safety', 'group: nope');
    const r = runCli(['build', '--data', data.dir, '--out', '.cache/cli-test-out']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/Nothing was written; \.cache\/cli-test-out\/ still holds the previous build/);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe('previous build');
    rmSync(out, { recursive: true, force: true });
  });

  it('builds anywhere, but never replaces a folder it did not create (here one outside the project)', () => {
    const out = mkdtempSync(join(tmpdir(), 'tradesite-foreign-'));
    writeFileSync(join(out, 'notes.txt'), 'mine');
    const r = runCli(['build', '--out', out]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/did not write/);
    expect(existsSync(join(out, 'notes.txt'))).toBe(true);
    rmSync(out, { recursive: true, force: true });
  });
});
