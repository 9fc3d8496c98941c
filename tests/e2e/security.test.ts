import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hydrated, launchBrowser, openPage } from '../helpers/browser.ts';
import { siteUrl } from '../helpers/site.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PAGES = [
  '/',
  '/faq',
  '/fault-finding-quiz',
  '/switchboard-upgrades',
  '/services/tripped-circuit-repairs',
  '/services/switchboard-upgrades/in/reservoir',
  '/electrician/kew',
  '/suburb/kew',
  '/emergency-electrician/thomastown',
  '/blog/why-your-safety-switch-keeps-tripping',
  '/no-such-page',
  '/home',
];

describe('security headers', () => {
  it('serves the site with a strict Content-Security-Policy and the other headers', async () => {
    const response = await fetch(siteUrl() + '/');
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(`form-action 'self' ${inject('formServiceUrl')}`);
    expect(csp).toContain(`connect-src 'self' ${inject('formServiceUrl')}`);
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
  });
});

describe('no CSP violations and nothing from other hosts', () => {
  for (const path of PAGES) {
    it(path, async () => {
      const { page, errors, requests } = await openPage(browser, { viewport: { width: 1366, height: 900 } });
      await page.goto(siteUrl() + path);
      await hydrated(page);
      await page.getByRole('button', { name: 'Services', exact: true }).hover();
      await page.waitForTimeout(100);
      expect(errors.filter((e) => /CSP|Content Security Policy/i.test(e))).toEqual([]);
      expect(requests.filter((u) => !u.startsWith(siteUrl()))).toEqual([]);
      await page.context().close();
    });
  }

  it('the phone menu, the booking dialog, a toast and the confetti', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto(siteUrl() + '/services/tripped-circuit-repairs');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Services', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.locator('main').getByRole('button', { name: 'Request a call back' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('form[data-ready=true]').waitFor();
    await fetch(`${inject('formServiceUrl')}/__mode`, { method: 'POST', body: JSON.stringify({ mode: 'form-errors' }) });
    for (const [label, value] of [
      ['Name', 'A'],
      ['Phone', '1'],
      ['Email', 'a@b.co'],
      ['Suburb', 'Kew'],
    ])
      await dialog.getByLabel(label!, { exact: true }).fill(value!);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await page.locator('[data-slot=toast]').waitFor();
    await fetch(`${inject('formServiceUrl')}/__mode`, { method: 'POST', body: JSON.stringify({ mode: 'success' }) });
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await page.waitForURL(siteUrl() + '/thank-you');
    await page.locator('#form-success-anim canvas').waitFor({ state: 'attached' });
    // The form service's 403 for the refused form is logged by the browser; nothing else may be.
    expect(errors.filter((e) => !/Failed to load resource: .* 403/.test(e))).toEqual([]);
    await page.context().close();
  });
});
