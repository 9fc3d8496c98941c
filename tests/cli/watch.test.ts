import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { htmlFileFor, paths } from '../../src/routing/paths.ts';
import { copySmallData } from '../helpers/data-copy.ts';
import { ROOT } from '../helpers/paths.ts';
import { runCli, startCli, type RunningCli } from '../helpers/run-cli.ts';

const OUT = '.cache/test-watch';
let running: RunningCli | undefined;

afterEach(async () => {
  await running?.interrupt();
  running = undefined;
  rmSync(join(ROOT, OUT), { recursive: true, force: true });
});

describe('build --watch', () => {
  it('rebuilds on each save, keeps the site when the data breaks, and stops on Ctrl+C', async () => {
    const data = copySmallData();
    rmSync(join(ROOT, OUT), { recursive: true, force: true });
    const page = () => readFileSync(join(ROOT, OUT, htmlFileFor(paths.electrician('thomastown'))), 'utf8');
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

    const code = await running.interrupt();
    running = undefined;
    expect(code).toBe(0);
  }, 240_000);

  it('on a site already built, its worker warms up on pages of that build and writes nothing', async () => {
    const data = copySmallData();
    rmSync(join(ROOT, OUT), { recursive: true, force: true });
    expect(runCli(['build', '--data', data.dir, '--out', OUT]).code).toBe(0);
    // Every file of the output with its size and time of change, and what is beside it (a
    // staging folder, say).
    const files = () => [
      ...(readdirSync(join(ROOT, OUT), { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
        .filter((entry) => entry.isFile())
        .map((entry) => {
          const path = join(entry.parentPath, entry.name);
          const { size, mtimeMs } = statSync(path);
          return `${path} ${size} ${mtimeMs}`;
        })
        .sort(),
      // (Not the previous output, which the build removes in the background.)
      ...readdirSync(join(ROOT, OUT, '..')).filter((name) => name.includes(basename(OUT)) && !name.endsWith('-old')),
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
    expect(readFileSync(join(ROOT, OUT, htmlFileFor(paths.electrician('thomastown'))), 'utf8')).toContain('Largely 1950s to 1970s');
  }, 240_000);
});
