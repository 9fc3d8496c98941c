import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { Browser, Locator, Page } from 'playwright';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, type WatchedPage } from '../helpers/browser.ts';
import { DATA } from '../helpers/paths.ts';
import { runCli, startCli, type RunningCli } from '../helpers/run-cli.ts';

/**
 * The editor at /admin/ in Chromium, against `tradesite dev`'s local backend on a copy of data/:
 * each save must change exactly the lines it means to (comments and the rest of the file kept),
 * leave data that `validate` passes, and show on the editing server; a save `validate` would
 * refuse is refused with its message and changes no file. EDITOR_SHOTS=<dir> saves screenshots
 * and each diff there.
 */
const shots = process.env.EDITOR_SHOTS;
let dev: RunningCli;
let browser: Browser;
let base: string;
let data: string;
/** The data as the last accepted save left it: each test's diff is its own change only. */
let before: string;

beforeAll(async () => {
  const repo = mkdtempSync(join(tmpdir(), 'tradesite-editor-'));
  data = join(repo, 'data');
  cpSync(DATA, data, { recursive: true });
  before = join(mkdtempSync(join(tmpdir(), 'tradesite-editor-before-')), 'data');
  cpSync(DATA, before, { recursive: true });
  dev = startCli(['dev', '--data', data, '--port', '0']);
  await dev.waitFor(/Editor at (http:\/\/\S+)\/admin\//, 0, 180_000);
  base = /Editor at (http:\/\/\S+?)\/admin\//.exec(dev.output())![1]!;
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await dev?.interrupt();
});

/** The lines a file's change removed and added (git diff --no-index, no context). */
function changedLines(file: string): { removed: string[]; added: string[]; diff: string } {
  const result = spawnSync('git', ['diff', '--no-index', '--unified=0', '--no-color', join(before, file), join(data, file)], { encoding: 'utf8' });
  const lines = result.stdout.split('\n').filter((l) => !l.startsWith('---') && !l.startsWith('+++'));
  return { removed: lines.filter((l) => l.startsWith('-')).map((l) => l.slice(1)), added: lines.filter((l) => l.startsWith('+')).map((l) => l.slice(1)), diff: result.stdout };
}

/** Every file under the data folder with its hash: what "changes no file" compares. */
function snapshot(): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else out[relative(data, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  walk(data);
  return out;
}

/** Accepts the data as it is now as the next test's starting point, after `validate` passes on it. */
function accept(name: string, files: string[]): void {
  const validate = runCli(['validate', '--data', data]);
  // Warnings (a new suburb without a housing note) do not fail; errors would.
  expect(validate.stdout + validate.stderr, 'validate on the edited copy').not.toMatch(/✗/);
  expect(validate.code).toBe(0);
  if (shots) writeFileSync(join(shots, `${name}.diff`), files.map((f) => changedLines(f).diff).join('\n'));
  for (const file of files) {
    mkdirSync(join(before, file, '..'), { recursive: true });
    cpSync(join(data, file), join(before, file));
  }
}

async function editor(width: number): Promise<WatchedPage> {
  const watched = await openPage(browser, width < 600 ? { viewport: { width, height: 844 }, isMobile: true, hasTouch: true } : { viewport: { width, height: 900 } });
  await watched.page.goto(`${base}/admin/`);
  await watched.page.getByRole('button', { name: 'Login' }).click();
  await watched.page
    .getByRole('heading', { name: 'Collections' })
    .or(watched.page.getByText('Collections', { exact: true }))
    .first()
    .waitFor();
  return watched;
}

async function go(page: Page, hash: string): Promise<void> {
  await page.goto(`${base}/admin/#/${hash}`);
}

async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish' }).first().click();
  await page.getByText('Publish now', { exact: true }).click();
}

/**
 * A field of the list item just added (the last one), by its key: Decap numbers field ids in
 * render order, so it is the first such field from the new item's `slug` on.
 */
async function newItemField(page: Page, key: string) {
  const slugId = (await page.locator('label[for^="slug-field-"]').last().getAttribute('for'))!;
  const after = Number(slugId.split('-').at(-1));
  const ids = await page.locator(`[id^="${key}-field-"]`).evaluateAll((els) => els.map((e) => e.id));
  const id = ids.map((i) => [i, Number(i.split('-').at(-1))] as const).find(([, n]) => n >= after)![0];
  return page.locator(`[id="${id}"]`);
}

/** Picks an item in a relation field: types, waits for the one matching option, takes it. */
async function choose(page: Page, field: Locator, typed: string): Promise<void> {
  await field.click();
  await page.keyboard.type(typed);
  await expect.poll(() => page.locator('[class*="-option"]').count(), { timeout: 15_000 }).toBe(1);
  await page.keyboard.press('Enter');
}

async function shot(page: Page, name: string): Promise<void> {
  if (shots) await page.screenshot({ path: join(shots, `${name}.png`) });
}

const fileText = (file: string) => readFileSync(join(data, file), 'utf8');

describe('the editor at /admin/ on the editing server', () => {
  it('serves the page noindex with its own CSP, and the backend only by POST', async () => {
    const res = await fetch(`${base}/admin/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self' 'unsafe-eval'/);
    expect(await res.text()).toContain('"proxy_url":"/api/v1"');
    expect((await fetch(`${base}/api/v1`)).status).toBe(405);
  });

  it('confirms a claim: one line changes, the comments stay', async () => {
    const { page, errors } = await editor(1280);
    await shot(page, 'collections-1280');
    await go(page, 'collections/claims/entries/claims');
    const confirmed = page.getByLabel('Confirmed by the owner').first();
    await confirmed.waitFor();
    await confirmed.click();
    await shot(page, 'claim-1280');
    await publish(page);
    await expect.poll(() => changedLines('claims.yaml').added, { timeout: 30_000 }).toEqual(['  confirmed: true']);
    expect(changedLines('claims.yaml').removed).toEqual(['  confirmed: false']);
    expect(fileText('claims.yaml')).toContain('# and sets `confirmed: true` (see README, "Business claims").');
    expect(fileText('claims.yaml').split('\n')[0]).toBe('# yaml-language-server: $schema=../schemas/claims.schema.json');
    accept('claim', ['claims.yaml']);
    expect(errors).toEqual([]);
  });

  it("gives a service a price: only the offer's lines are added", async () => {
    const { page, errors } = await editor(1280);
    await go(page, 'collections/services/entries/switchboard-upgrades');
    await page.getByLabel(/^Price/).waitFor();
    await page.getByLabel(/^Name/).fill('Switchboard upgrade with RCBOs');
    await page.getByLabel(/^Price/).fill('1450');
    await publish(page);
    const file = 'services/switchboard-upgrades.yaml';
    await expect.poll(() => changedLines(file).added.length, { timeout: 30_000 }).toBeGreaterThan(0);
    expect(changedLines(file).removed).toEqual([]);
    expect(changedLines(file).added).toEqual(['offer:', '  name: Switchboard upgrade with RCBOs', '  price: 1450']);
    accept('service-price', [file]);
    // The editing server shows the change: the offer is on the service's page.
    await expect.poll(async () => (await fetch(`${base}/services/switchboard-upgrades`)).text(), { timeout: 30_000 }).toContain('Switchboard upgrade with RCBOs');
    expect(errors).toEqual([]);
  });

  it('adds a suburb at the end of suburbs.yaml', async () => {
    const { page, errors } = await editor(1280);
    await go(page, 'collections/suburbs/entries/suburbs');
    // The list re-renders while its 147 items load: a dispatched click does not wait for it to hold still.
    await page
      .getByRole('button', { name: /Add suburbs/i })
      .first()
      .dispatchEvent('click');
    await page.locator('label[for^="slug-field-"]').last().waitFor();
    await (await newItemField(page, 'slug')).fill('hadfield');
    await (await newItemField(page, 'name')).fill('Hadfield');
    await (await newItemField(page, 'postcode')).fill('3046');
    await choose(page, await newItemField(page, 'region'), 'North');
    await (await newItemField(page, 'council')).fill('Merri-bek');
    await publish(page);
    await expect.poll(() => changedLines('suburbs.yaml').added.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const { added, removed } = changedLines('suburbs.yaml');
    expect(removed).toEqual([]);
    // Exactly the new item's lines (in which order its keys come is the writer's business, keep-comments.ts).
    expect(added[0]).toMatch(/^ {2}- /);
    expect(added.map((line) => line.replace(/^ {2}- /, '    ')).sort()).toEqual(
      ['    slug: hadfield', '    name: Hadfield', '    postcode: "3046"', '    region: northern', '    council: Merri-bek', '    nearby: []'].sort(),
    );
    accept('suburb', ['suburbs.yaml']);
    await expect.poll(async () => (await fetch(`${base}/electrician/hadfield`)).status, { timeout: 30_000 }).toBe(200);
    expect(errors).toEqual([]);
  });

  it('logs a job with a photo from a 390 px phone: a new job file and the photo in data/images/', async () => {
    const photo = join(mkdtempSync(join(tmpdir(), 'tradesite-photo-')), 'preston-new-switchboard.jpg');
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 120, g: 140, b: 160 } } })
      .jpeg()
      .toFile(photo);
    const { page, errors } = await editor(390);
    await go(page, 'collections/jobs/new');
    await page.getByLabel('Short name').fill('preston-fuse-board-replaced');
    await choose(page, page.getByLabel('Service'), 'Switchboard upg');
    await choose(page, page.getByLabel('Suburb'), 'Preston');
    await page.getByLabel('Month').fill('2026-10');
    await page.getByLabel('Headline').fill('Old fuse board swapped for a switchboard with RCBOs');
    await page.getByLabel('What you found').fill('The house still had a ceramic fuse board with no safety switches. A new kitchen had overloaded two circuits.');
    await page.getByLabel('What you did').fill('We fitted a new switchboard with an RCBO on every circuit. The kitchen now has circuits of its own.');
    await page.getByLabel('How long it took').fill('About six hours');
    await page.getByLabel('How it ended for the customer').fill('The oven and kettle now run together without tripping anything.');
    await page.getByRole('button', { name: /Add photos/i }).dispatchEvent('click');
    await page.getByRole('button', { name: 'Choose an image' }).dispatchEvent('click');
    await page.locator('input[type=file]').setInputFiles(photo);
    await page.getByText('preston-new-switchboard.jpg').first().waitFor();
    await page.getByRole('button', { name: /Choose selected/i }).click();
    await page.getByLabel('What the photo shows').fill('New switchboard with RCBOs in a Preston hallway');
    await shot(page, 'job-390');
    await publish(page);
    const file = 'jobs/preston-fuse-board-replaced.yaml';
    await expect.poll(() => existsSync(join(data, file)), { timeout: 30_000 }).toBe(true);
    expect(existsSync(join(data, 'images/preston-new-switchboard.jpg'))).toBe(true);
    const text = fileText(file);
    expect(text).toMatch(/^# yaml-language-server: \$schema=\.\.\/\.\.\/schemas\/job\.schema\.json\n/);
    expect(text).toContain('slug: preston-fuse-board-replaced');
    expect(text).toContain('service: switchboard-upgrades');
    expect(text).toContain('suburb: preston');
    expect(text).toMatch(/\nphotos:\n {2}- /);
    expect(text).toMatch(/ src: preston-new-switchboard\.jpg\n/);
    expect(text).toMatch(/ alt: New switchboard with RCBOs in a Preston hallway\n/);
    accept('job', [file, 'images/preston-new-switchboard.jpg']);
    await shot(page, 'job-saved-390');
    await expect
      .poll(async () => (await fetch(`${base}/services/switchboard-upgrades/in/preston`)).text(), { timeout: 30_000 })
      .toContain('Old fuse board swapped for a switchboard with RCBOs');
    expect(errors).toEqual([]);
  });

  it("refuses a save validate would refuse, with validate's message, and changes no file", async () => {
    const { page } = await editor(1280);
    const files = snapshot();
    await go(page, 'collections/jobs/entries/preston-fuse-board-replaced');
    await page.getByLabel('What you found').fill('The 240 V supply to the house was fine, but the fuse board was not.');
    await publish(page);
    const refusal = page.getByText(/FACT_CHECK/).first();
    await refusal.waitFor({ timeout: 30_000 });
    await shot(page, 'refused-1280');
    expect(await refusal.innerText()).toMatch(/jobs\/preston-fuse-board-replaced\.yaml/);
    expect(snapshot()).toEqual(files);
  });

  it("refuses a second tab's stale save with HTTP 409 and its message, keeping the first tab's change (issue 43)", async () => {
    const file = 'jobs/brunswick-night-outage.yaml';
    const entry = 'collections/jobs/entries/brunswick-night-outage';
    const first = await editor(1280);
    const second = await editor(1280);
    // Both tabs open the job as it is now.
    for (const { page } of [first, second]) {
      await go(page, entry);
      await page.getByLabel('How long it took').waitFor();
    }
    await first.page.getByLabel('How long it took').fill('About two hours');
    await publish(first.page);
    await expect.poll(() => fileText(file), { timeout: 30_000 }).toContain('took: "About two hours"');
    const files = snapshot();
    // The second tab still holds the file as it read it: its save would undo the first tab's.
    await second.page.getByLabel('How long it took').fill('About an hour and a half');
    await publish(second.page);
    const refusal = second.page.getByText(/was changed \(in another tab or window, or on disk\)/).first();
    await refusal.waitFor({ timeout: 30_000 });
    await shot(second.page, 'stale-1280');
    expect(await refusal.innerText()).toContain('Reload the page');
    expect(snapshot()).toEqual(files);
    accept('stale', [file]);
    // The first tab saves again from the version its save returned.
    // (Decap re-renders the field after a save, so it is cleared by keys, not by fill.)
    await first.page.getByLabel('How long it took').click();
    await first.page.keyboard.press('ControlOrMeta+A');
    await first.page.keyboard.type('About three hours');
    await publish(first.page);
    await expect.poll(() => fileText(file), { timeout: 30_000 }).toContain('took: "About three hours"');
    accept('stale-again', [file]);
    expect(first.errors).toEqual([]);
  });
});
