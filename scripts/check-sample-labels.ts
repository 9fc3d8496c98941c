/**
 * Checks the sample labels in the built site (run `npm run build` first) in Chromium: at 320, 390
 * and 1280 px, nothing on the labelled pages scrolls sideways, and axe finds no colour-contrast
 * violation on the labels and the sample note. Prints one line per page and width.
 */
import { resolve } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { createStaticServer } from '../generator/serve/static-server.ts';
import { hydrated, launchBrowser } from '../tests/helpers/browser.ts';

const server = createStaticServer(resolve('dist'));
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const port = (server.address() as { port: number }).port;
const browser = await launchBrowser();
let failed = false;
for (const width of [320, 390, 1280]) {
  for (const path of ['/', '/reviews', '/gallery', '/services/blocked-drains/in/thomastown']) {
    const context = await browser.newContext({ viewport: { width, height: 800 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${port}${path}`);
    await hydrated(page);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    const axe = await new AxeBuilder({ page }).include('[data-sample]').include('[data-sample-note]').withRules(['color-contrast']).analyze();
    const labels = await page.locator('[data-sample]').count();
    const bad = sideways > 0 || axe.violations.length > 0;
    failed ||= bad;
    process.stdout.write(
      `${bad ? '✗' : '✓'} ${width} px ${path}: ${labels} labelled items, sideways scroll ${sideways} px, contrast violations ${axe.violations.flatMap((v) => v.nodes).length}\n`,
    );
    await context.close();
  }
}
await browser.close();
server.close();
process.exitCode = failed ? 1 : 0;
