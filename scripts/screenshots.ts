/**
 * README screenshots from the built site (run `npm run build` first): the home page and a
 * service page on a 1280 px laptop and a 390 px phone, the Services menu open at 1280 px, and a
 * page with a picture, in Debian's Chromium. Names given as arguments take only the shots whose
 * names contain them (`npx tsx scripts/screenshots.ts picture`).
 */
import { resolve } from 'node:path';
import { createStaticServer } from '../generator/serve/static-server.ts';
import { hydrated, launchBrowser } from '../tests/helpers/browser.ts';

const server = createStaticServer(resolve('dist'));
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const port = (server.address() as { port: number }).port;
const browser = await launchBrowser();
const laptop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };
const shots = [
  ['home-desktop', '/', laptop, undefined],
  ['service-desktop', '/services/switchboard-upgrades/in/reservoir', laptop, undefined],
  ['services-menu-desktop', '/', laptop, 'Services'],
  ['home-mobile', '/', phone, undefined],
  ['service-mobile', '/services/switchboard-upgrades/in/reservoir', phone, undefined],
  ['picture-desktop', '/switchboard-upgrades', laptop, undefined],
  ['picture-mobile', '/blog/why-your-safety-switch-keeps-tripping', phone, undefined],
  // The sample site's labels (issue 25): the note under the banner, the badge, the rating and the reviews.
  ['sample-home-desktop', '/', laptop, undefined],
  ['sample-home-mobile', '/', phone, undefined],
  ['sample-home-rating-desktop', '/', laptop, '#b3'],
  ['sample-home-rating-mobile', '/', phone, '#b3'],
  ['sample-reviews-desktop', '/reviews', laptop, '#b2'],
  ['sample-reviews-mobile', '/reviews', phone, '#b2'],
] as const;
const only = process.argv.slice(2);
for (const [name, path, viewport, menu] of shots) {
  if (only.length && !only.some((part) => name.includes(part))) continue;
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${port}${path}`);
  await hydrated(page);
  // A '#id' scrolls that section to the top; a word opens the menu button of that name.
  if (menu?.startsWith('#')) await page.locator(menu).evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 8));
  else if (menu) await page.getByRole('button', { name: menu, exact: true }).click();
  await page.screenshot({ path: `docs/screenshots/${name}.png` });
  await context.close();
  process.stdout.write(`docs/screenshots/${name}.png\n`);
}
await browser.close();
server.close();
