import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright';
import { createStaticServer } from '../../generator/serve/static-server.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launchBrowser, openPage } from '../helpers/browser.ts';
import { siteDir, siteUrl } from '../helpers/site.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const KINDS = {
  home: '/',
  page: '/faq',
  landing: '/switchboard-upgrades',
  service: '/services/tripped-circuit-repairs',
  'service-in-suburb': '/services/switchboard-upgrades/in/reservoir',
  suburb: '/suburb/kew',
  electrician: '/electrician/st-kilda',
  'emergency-suburb': '/emergency-electrician/thomastown',
  'blog-post': '/blog/why-your-safety-switch-keeps-tripping',
  'blog-alias': '/blog/top-5-signs-your-home-needs-electrical-rewiring',
  quiz: '/fault-finding-quiz',
};

describe('pages in Chromium', () => {
  for (const [kind, path] of Object.entries(KINDS)) {
    it(`${kind} page hydrates with no console errors`, async () => {
      const { page, errors } = await openPage(browser);
      const response = await page.goto(siteUrl() + path);
      expect(response?.status()).toBe(200);
      await hydrated(page);
      expect(await page.locator('h1').count()).toBe(1);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it('shows the not-found page with status 404 for an unknown path', async () => {
    const { page, errors } = await openPage(browser);
    const response = await page.goto(siteUrl() + '/no-such-page');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.locator('h1').textContent()).resolves.toBe('Page not found');
    expect(page.url()).toBe(siteUrl() + '/no-such-page');
    // The browser reports the 404 status of the document itself; nothing else may fail.
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    await page.context().close();
  });

  it('lands a redirect source on its target', async () => {
    const { page } = await openPage(browser);
    await page.goto(siteUrl() + '/service/tripped-circuit-repairs');
    expect(page.url()).toBe(siteUrl() + '/services/tripped-circuit-repairs');
    await page.goto(siteUrl() + '/electrician/reservoir/blocked-drains');
    expect(page.url()).toBe(siteUrl() + '/services/blocked-drains/in/reservoir');
    await page.context().close();
  });
});

describe('a host without redirect rules (the static target)', () => {
  it("forwards an old link written with a trailing slash from the not-found page, as the other hosts' 301 does", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tradesite-norules-'));
    const out = join(dir, 'site');
    if (spawnSync('cp', ['-al', siteDir(), out]).status !== 0) cpSync(siteDir(), out, { recursive: true });
    // No rules: what GitHub Pages has for an address it holds no file for.
    rmSync(join(out, '_redirects'));
    const server = createStaticServer(out);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      const { page } = await openPage(browser);
      for (const [from, to] of [
        ['/about-us/', '/about'],
        ['/service/tripped-circuit-repairs/', '/services/tripped-circuit-repairs'],
      ]) {
        const response = await page.goto(base + from!);
        expect(response?.status(), from).toBe(404);
        await page.waitForURL(base + to!);
        await hydrated(page);
        expect(await page.locator('h1').first().textContent(), from).not.toMatch(/not found/i);
      }
      // A real unknown address stays on the not-found page.
      await page.goto(base + '/no-such-page/');
      await hydrated(page);
      expect(page.url()).toBe(base + '/no-such-page/');
      await page.context().close();
    } finally {
      await new Promise((done) => server.close(done));
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the live clock', () => {
  it('shows Melbourne time and ticks', async () => {
    const { page } = await openPage(browser, { timezoneId: 'Europe/London' });
    // 9:59:30 pm in Melbourne (AEDT, UTC+11) on 23 November 2026.
    await page.clock.install({ time: new Date('2026-11-23T10:59:30Z') });
    await page.goto(siteUrl() + '/');
    await hydrated(page);
    const clock = page.getByTestId('local-clock');
    await expect.poll(() => clock.textContent()).toMatch(/^9:59\s?pm$/i);
    await page.clock.runFor(31_000);
    await expect.poll(() => clock.textContent()).toMatch(/^10:00\s?pm$/i);
    await page.context().close();
  });
});

describe('desktop menus', () => {
  it('open on hover and close on leave', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1366, height: 900 } });
    await page.goto(siteUrl() + '/');
    await hydrated(page);
    const services = page.getByRole('button', { name: 'Services' });
    const panel = page.getByRole('region', { name: 'Services' });
    await expect(panel.isVisible()).resolves.toBe(false);
    await services.hover();
    await expect.poll(() => panel.isVisible()).toBe(true);
    await expect(panel.getByRole('link', { name: 'Blocked Drains' }).isVisible()).resolves.toBe(true);
    await page.mouse.move(600, 850);
    await expect.poll(() => panel.isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Service Locations' }).hover();
    const locations = page.getByRole('region', { name: 'Service Locations' });
    await expect.poll(() => locations.isVisible()).toBe(true);
    await expect(
      locations
        .getByRole('link', { name: /^More in .+\.\.\.$/ })
        .first()
        .getAttribute('href'),
    ).resolves.toMatch(/^\/areas-we-service#[a-z-]+$/);
    await page.context().close();
  });

  it('highlights the section of the current page', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1366, height: 900 } });
    await page.goto(siteUrl() + '/electrician/kew');
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Service Locations' }).getAttribute('class')).resolves.toMatch(/bg-amber-100/);
    await expect(page.getByRole('button', { name: 'Services' }).getAttribute('class')).resolves.not.toMatch(/bg-amber-100/);
    await page.context().close();
  });
});

describe('mobile menu at 390x844', () => {
  it('slides down full screen with accordions, Book Now and Call Us', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(siteUrl() + '/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect.poll(() => menu.isVisible()).toBe(true);
    // It slides down (0.3 s); once in place it covers the whole screen.
    await expect.poll(async () => (await menu.boundingBox())?.y).toBe(0);
    expect(await menu.boundingBox()).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
    const services = menu.getByRole('button', { name: 'Services', exact: true });
    await services.click();
    await expect(services.getAttribute('aria-expanded')).resolves.toBe('true');
    // Arrow keys move between accordion triggers (Radix).
    await services.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Service Locations');
    await page.keyboard.press('Home');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Services');
    await page.keyboard.press('End');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Service Locations');
    await expect(menu.getByRole('link', { name: /Book Now/ }).isVisible()).resolves.toBe(true);
    await expect(menu.getByRole('link', { name: /Call Us/ }).getAttribute('href')).resolves.toMatch(/^tel:\+61/);
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps the call button and reviews badge off the content', async () => {
    const { page } = await openPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true });
    await page.goto(siteUrl() + '/contact');
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const bar = await page.getByRole('link', { name: /Google Reviews/ }).boundingBox();
    const footerEnd = await page.locator('footer p').last().boundingBox();
    expect(bar && footerEnd).toBeTruthy();
    expect(footerEnd!.y + footerEnd!.height).toBeLessThanOrEqual(bar!.y - 4);
    await page.context().close();
  });
});

describe('client-side navigation', () => {
  it("loads only the next page's HTML (its data block, no second file), scrolls to the top and updates the head", async () => {
    const { page, requests, errors } = await openPage(browser, { viewport: { width: 1366, height: 900 } });
    await page.goto(siteUrl() + '/services/tripped-circuit-repairs');
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    requests.length = 0;
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.locator('footer').getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL(siteUrl() + '/about');
    await expect.poll(() => page.locator('h1').textContent()).not.toMatch(/tripped/i);
    // Same document (no full reload), one file for the page, nothing catalogue-wide.
    await expect(page.evaluate(() => (window as unknown as { marker?: number }).marker)).resolves.toBe(42);
    expect(requests.filter((u) => u.includes('/_data/'))).toEqual([]);
    expect(requests.filter((u) => u === siteUrl() + '/about')).toEqual([siteUrl() + '/about']);
    expect(requests.some((u) => u.endsWith('routes.json'))).toBe(false);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.title()).resolves.toMatch(/About/);
    await expect(page.locator('link[rel=canonical]').getAttribute('href')).resolves.toBe('https://www.northwire.example/about');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('leaves a Ctrl+click on a site link to the browser: a new tab, and this page stays', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1366, height: 900 } });
    await page.goto(siteUrl() + '/services/tripped-circuit-repairs');
    await hydrated(page);
    const popup = page.context().waitForEvent('page');
    await page
      .locator('footer')
      .getByRole('link', { name: 'About Us' })
      .click({ modifiers: ['Control'] });
    const tab = await popup;
    await tab.waitForLoadState();
    expect(tab.url()).toBe(siteUrl() + '/about');
    expect(page.url()).toBe(siteUrl() + '/services/tripped-circuit-repairs');
    await expect(page.locator('h1').textContent()).resolves.toMatch(/tripped/i);
    await page.context().close();
  });

  it('opens /booking with the service chosen on a service page', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1366, height: 900 } });
    await page.goto(siteUrl() + '/services/tripped-circuit-repairs');
    await hydrated(page);
    await page.locator('main').getByRole('link', { name: 'Book Now' }).first().click();
    await page.waitForURL(/\/booking(\?[^#]*)?#booking-form$/);
    await expect.poll(() => page.locator('input[name=_subject]').first().inputValue()).toMatch(/Tripped Circuit/i);
    await page.context().close();
  });
});
