import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { copyTinyData } from '../helpers/data-copy.ts';
import { startCli, type RunningCli } from '../helpers/run-cli.ts';

let dev: RunningCli | undefined;
afterEach(async () => {
  await dev?.interrupt();
  dev = undefined;
});

/**
 * `dev` must survive any save: a picture that fails to decode, a FIFO or a folder in place of a
 * picture each once ended it (an unhandled rejection in the watcher). Each save below is checked
 * by the line the server prints for it, then by the page it serves.
 */
describe('dev, through saves that break pictures', () => {
  it('reports each broken picture in the page and keeps running, then serves the site again', async () => {
    const data = copyTinyData();
    const picture = data.path('images/switchboard-layout.png');
    const good = readFileSync(picture);
    dev = startCli(['dev', '--data', data.dir, '--port', '0']);
    await dev.waitFor(/Editing server at (http:\/\/\S+\/)/, 0, 120_000);
    const base = /Editing server at (http:\/\/\S+?)\/ /.exec(dev.output())![1]!;
    const page = async () => {
      const res = await fetch(`${base}/services/switchboard-upgrades`);
      return { status: res.status, text: await res.text() };
    };
    expect((await page()).status).toBe(200);
    /** The page once the server has reloaded the data `n` times since `mark`. */
    const reloaded = async (mark: number, n: number) => {
      await dev!.waitFor(new RegExp(`(?:Data has \\d+ error\\(s\\)[\\s\\S]*?){${n}}`), mark, 120_000);
      return page();
    };

    const saves: [string, () => void, RegExp][] = [
      ['a copy cut short', () => writeFileSync(picture, good.subarray(0, Math.floor(good.length / 2))), /IMAGE_UNREADABLE/],
      ['a folder', () => (rmSync(picture), execFileSync('mkdir', [picture])), /NOT_A_FILE/],
      ['a FIFO', () => (rmSync(picture, { recursive: true }), execFileSync('mkfifo', [picture])), /NOT_A_FILE/],
      ['text', () => (rmSync(picture), writeFileSync(picture, 'not a picture\n')), /IMAGE_UNREADABLE/],
    ];
    for (const [what, save, code] of saves) {
      const mark = dev.output().length;
      save();
      // A save in two steps (remove, then make) may be seen half done first: wait for the reload that shows it whole.
      let shown = await reloaded(mark, 1);
      for (let n = 2; n <= 4 && !code.test(shown.text); n++) shown = await reloaded(mark, n);
      const { status, text } = shown;
      expect(status, what).toBe(500);
      expect(text, what).toMatch(code);
      expect(text, what).toContain('switchboard-upgrades.yaml');
    }
    const mark = dev.output().length;
    rmSync(picture);
    writeFileSync(`${picture}.tmp`, good);
    renameSync(`${picture}.tmp`, picture);
    await dev.waitFor(/Data reloaded: \d+ pages/, mark, 120_000);
    expect((await page()).status).toBe(200);
    expect(dev.output()).not.toMatch(/Internal error|Unhandled|\n\s+at /);
  }, 300_000);
});
