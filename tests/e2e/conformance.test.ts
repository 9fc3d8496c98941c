import AxeBuilder from '@axe-core/playwright';
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlFileFor } from '../../src/routing/paths.ts';
import { hydrated, launchBrowser, openPage } from '../helpers/browser.ts';
import { PAGE_OF_EVERY_KIND } from '../helpers/page-kinds.ts';
import { siteDir, siteUrl } from '../helpers/site.ts';

const pages = Object.entries(PAGE_OF_EVERY_KIND);

describe('accessibility (axe-core)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  // Every kind on a laptop; on a phone, the kinds whose layout changes most (axe takes seconds a page).
  const PHONE_KINDS = new Set(['home', 'contact', 'booking', 'blog post', 'service in suburb']);
  for (const [width, height, only] of [
    [1366, 900, undefined],
    [390, 844, PHONE_KINDS],
  ] as const) {
    it(`finds no violation on a page of ${only ? 'the main kinds' : 'every kind'} at ${width} px`, async () => {
      const { page } = await openPage(browser, { viewport: { width, height }, reducedMotion: 'reduce' });
      const found: string[] = [];
      for (const [kind, path] of pages.filter(([kind]) => !only || only.has(kind))) {
        await page.goto(siteUrl() + path);
        await hydrated(page);
        const { violations } = await new AxeBuilder({ page }).analyze();
        for (const v of violations)
          found.push(
            `${kind} (${path}): ${v.id}: ${v.help} [${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join('; ')}]`,
          );
      }
      expect(found).toEqual([]);
      await page.context().close();
    }, 120_000);
  }
});

/**
 * The Nu HTML Checker on a page of every kind, started as the file loads: its JVM (one process for
 * every page, whose start-up is most of its time) runs while Chromium runs axe above.
 */
async function checkHtml(): Promise<string[]> {
  // vnu-jar ships the checker's jar; Debian's Java runs it (default-jre-headless, see .ci/run).
  const jar = String(createRequire(import.meta.url)('vnu-jar'));
  const files = pages.map(([, path]) => join(siteDir(), htmlFileFor(path)));
  const { stdout, stderr } = await promisify(execFile)('java', ['-jar', jar, '--errors-only', '--format', 'json', '--exit-zero-always', ...files], {
    maxBuffer: 16 * 1024 * 1024,
  });
  const report = JSON.parse(stderr || stdout) as { messages: { type: string; url: string; lastLine?: number; message: string; extract?: string }[] };
  // Messages starting "CSS:" come from the checker's CSS validator reading the inline
  // stylesheet, which does not know current CSS (@property, margin-trim: Tailwind 4 output).
  // They say nothing about the HTML, which is what this test checks.
  return report.messages
    .filter((m) => m.type === 'error' && !m.message.startsWith('CSS:'))
    .map((m) => `${m.url.slice(m.url.indexOf(siteDir()) + siteDir().length)}:${m.lastLine ?? '?'} ${m.message}`);
}
// Settled into a value at once, so a failure is this test's, not an unhandled rejection.
const htmlChecked = checkHtml().then(
  (errors) => ({ errors }),
  (error: unknown) => ({ error }),
);

describe('HTML validity (the Nu HTML Checker)', () => {
  it('finds no error on a page of every kind', async () => {
    const checked = await htmlChecked;
    if ('error' in checked) throw checked.error;
    expect(checked.errors).toEqual([]);
  }, 120_000);
});
