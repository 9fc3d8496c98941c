import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
for (const [name, path, w, h] of [['home-d', '/', 1280, 900], ['sis-m', '/services/switchboard-upgrades/in/reservoir', 390, 844], ['service-d', '/services/tripped-circuit-repairs', 1280, 900]] as const) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto('http://127.0.0.1:4173' + path);
  await page.waitForTimeout(1500);
  console.log(name, await page.evaluate(() => document.documentElement.dataset.hydrated), errors);
  await page.screenshot({ path: `/tmp/${name}.png`, fullPage: false });
}
await browser.close();
