import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { basename, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { stateDirFor } from '../../generator/output/build-folder.ts';
import { htmlFileFor, paths } from '../../src/routing/paths.ts';
import { copySmallData } from '../helpers/data-copy.ts';
import { ROOT } from '../helpers/paths.ts';
import { runCli, startCli, type RunningCli } from '../helpers/run-cli.ts';

const OUT = '.cache/test-watch';
let running: RunningCli | undefined;

/** What is beside the output (a staging folder, say), bar a previous output being removed in the background. */
const beside = () =>
  readdirSync(join(ROOT, OUT, '..')).filter((name) => (name === `.${basename(OUT)}.tradesite` || name.startsWith(`.${basename(OUT)}-staging-`)) && !/-old(-\d+)?$/.test(name));

afterEach(async () => {
  await running?.interrupt();
  running = undefined;
  rmSync(join(ROOT, OUT), { recursive: true, force: true });
});

/** Every file of a built site with a hash of its bytes, by its path in the site. */
function siteFiles(out: string): Record<string, string> {
  const root = join(ROOT, out);
  const files = (readdirSync(root, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[]).filter((entry) => entry.isFile());
  return Object.fromEntries(
    files
      .map((entry) => [
        join(entry.parentPath, entry.name).slice(root.length + 1),
        createHash('sha256')
          .update(readFileSync(join(entry.parentPath, entry.name)))
          .digest('hex'),
      ])
      .sort(),
  );
}

/** The watched output holds the same files, byte for byte, as a clean build of the same data. */
function expectCleanBuild(dataDir: string): void {
  const clean = `${OUT}-clean`;
  try {
    expect(runCli(['build', '--data', dataDir, '--out', clean]).code).toBe(0);
    expect(siteFiles(OUT)).toEqual(siteFiles(clean));
  } finally {
    for (const folder of [clean, stateDirFor(clean)]) rmSync(join(ROOT, folder), { recursive: true, force: true });
  }
}

describe('build --watch', () => {
  it('rebuilds on each save, keeps the site when the data breaks, and stops on Ctrl+C', async () => {
    const data = copySmallData();
    rmSync(join(ROOT, OUT), { recursive: true, force: true });
    const page = () => readFileSync(join(ROOT, OUT, htmlFileFor(paths.suburbHub('electrical', 'thomastown'))), 'utf8');
    // Saved the way vim and `sed -i` save: a new file renamed over the old one.
    const save = (file: string, from: string, to: string) => {
      const text = data.read(file);
      expect(text).toContain(from);
      writeFileSync(data.path(`${file}.tmp`), text.replace(from, to));
      renameSync(data.path(`${file}.tmp`), data.path(file));
    };

    running = startCli(['build', '--watch', '--data', data.dir, '--out', OUT]);
    await running.waitFor(/Watching .* for changes/);
    expect(page()).toContain('Mostly 1950s to 1970s');

    let mark = running.output().length;
    save('suburbs.yaml', 'Mostly 1950s to 1970s', 'Largely 1950s to 1970s');
    await running.waitFor(/Rebuilt after a change to suburbs\.yaml in [\d.]+ s/, mark);
    expect(running.output().slice(mark)).toMatch(/\(\d+ rendered on 1 thread, \d+ unchanged\)/);
    expect(page()).toContain('Largely 1950s to 1970s');

    // Saved again after a rename: the watch must still see the file.
    mark = running.output().length;
    save('suburbs.yaml', 'Largely 1950s to 1970s', 'Mainly 1950s to 1970s');
    await running.waitFor(/Rebuilt after a change to suburbs\.yaml/, mark);
    expect(page()).toContain('Mainly 1950s to 1970s');

    mark = running.output().length;
    save('suburbs.yaml', 'region: northern', 'region: nothern');
    await running.waitFor(/Nothing was written/, mark);
    expect(running.output().slice(mark)).toMatch(/did you mean "northern"/i);
    expect(page()).toContain('Mainly 1950s to 1970s');

    mark = running.output().length;
    save('suburbs.yaml', 'region: nothern', 'region: northern');
    await running.waitFor(/Rebuilt after a change to suburbs\.yaml/, mark);
    // While it waits, the output's files are linked for the next save (just after it says it rebuilt).
    for (let tries = 0; tries < 50 && !beside().some((name) => name.endsWith('-next')); tries++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(beside().filter((name) => name.endsWith('-next'))).toHaveLength(1);

    const code = await running.interrupt();
    running = undefined;
    expect(code).toBe(0);
    // And taken away with it: beside the output, only the build state.
    expect(beside()).toEqual([`.${basename(OUT)}.tradesite`]);
  }, 240_000);

  it('on a site already built, warms its worker up and writes nothing; then each save gives the site a clean build gives', async () => {
    const data = copySmallData();
    rmSync(join(ROOT, OUT), { recursive: true, force: true });
    expect(runCli(['build', '--data', data.dir, '--out', OUT]).code).toBe(0);
    // Every file of the output with its size and time of change, and what is beside it.
    const files = () => [
      ...(readdirSync(join(ROOT, OUT), { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
        .filter((entry) => entry.isFile())
        .map((entry) => {
          const path = join(entry.parentPath, entry.name);
          const { size, mtimeMs } = statSync(path);
          return `${path} ${size} ${mtimeMs}`;
        })
        .sort(),
      ...beside(),
    ];

    running = startCli(['build', '--watch', '--data', data.dir, '--out', OUT]);
    await running.waitFor(/Watching .* for changes/);
    expect(running.output()).toMatch(/\(0 rendered, \d+ unchanged\)/);
    const built = files();
    // The worker renders some of the pages meanwhile, and throws them away.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(files()).toEqual(built);

    const mark = running.output().length;
    data.write('suburbs.yaml', data.read('suburbs.yaml').replace('Mostly 1950s to 1970s', 'Largely 1950s to 1970s'));
    await running.waitFor(/Rebuilt after a change to suburbs\.yaml/, mark);
    expect(running.output().slice(mark)).toMatch(/\(\d+ rendered on 1 thread, \d+ unchanged\)/);
    expect(readFileSync(join(ROOT, OUT, htmlFileFor(paths.suburbHub('electrical', 'thomastown'))), 'utf8')).toContain('Largely 1950s to 1970s');
    // Planned on top of the first build's plan (only that suburb's pages afresh): the same site all the same.
    expectCleanBuild(data.dir);

    // A service's suburb pages taken out: they go, as do their folders, from the files linked
    // while the watch waited.
    const at = running.output().length;
    data.replace('services/tripped-circuit-repairs.yaml', /^slug: /m, 'suburbPages: none\nslug: ');
    await running.waitFor(/Rebuilt after a change to services\/tripped-circuit-repairs\.yaml|Nothing was written/, at);
    expect(running.output().slice(at)).toMatch(/Rebuilt/);
    await running.interrupt();
    running = undefined;
    expectCleanBuild(data.dir);
    expect(Object.keys(siteFiles(OUT)).filter((file) => file.startsWith('services/tripped-circuit-repairs/'))).toEqual([]);
  }, 240_000);
});
