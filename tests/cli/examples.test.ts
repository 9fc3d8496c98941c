import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/run-cli.ts';
import { ROOT } from '../helpers/paths.ts';
import { distanceKm } from '../../src/lib/geo.ts';

// Every page a file (not only those that earn one): each page's HTML is read.
const EVERY_PAGE = ['--prerender', 'all'];

const dir = mkdtempSync(join(tmpdir(), 'tradesite-examples-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function htmlFiles(root: string): string[] {
  return readdirSync(root).flatMap((name) => {
    const path = join(root, name);
    return statSync(path).isDirectory() ? htmlFiles(path) : name.endsWith('.html') ? [path] : [];
  });
}

/** What a visitor reads: the HTML without its scripts and tags. */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&');
}

const main = parse(readFileSync(join(ROOT, 'data', 'business.yaml'), 'utf8')) as {
  name: string;
  phone: string;
  address: { streetAddress: string; addressLocality: string };
  areaName: string;
};

/** Builds a project's data into its own dist folder; returns every page's path and text. */
function build(data: string, name: string): { path: string; html: string }[] {
  const out = join(dir, name);
  const built = runCli(['build', ...EVERY_PAGE, '--data', data, '--out', out]);
  expect(built.code, built.stderr).toBe(0);
  return htmlFiles(out).map((path) => ({ path: path.slice(out.length), html: readFileSync(path, 'utf8') }));
}

/** Each page that names something of another business, city or trade, with what it names. */
function leaks(pages: { path: string; html: string }[], words: RegExp[]): string[] {
  return pages.flatMap(({ path, html }) => {
    const text = visibleText(html);
    return words.filter((w) => w.test(text) || w.test(path)).map((w) => `${path}: ${w.source}`);
  });
}

describe('a second sample business: plumbing and gas in Geelong (issue 41)', () => {
  const project = join(ROOT, 'examples', 'geelong-plumbing-gas');
  const data = join(project, 'data');
  const business = parse(readFileSync(join(data, 'business.yaml'), 'utf8')) as { name: string; geo: { lat: number; lng: number } };
  let pages: { path: string; html: string }[] = [];

  it('validates with no errors and builds', () => {
    const checked = runCli(['validate', '--data', data]);
    expect(checked.code, checked.stdout + checked.stderr).toBe(0);
    // Not one warning either: its suburbs list their neighbours, and no wiring notes are asked of a plumber.
    expect(checked.stdout).toMatch(/^No problems\./);
    pages = build(data, 'geelong');
    expect(pages.length).toBeGreaterThan(100);
  });

  it('names nothing of the main sample business, its city, or a trade it does not offer', () => {
    const words = [
      new RegExp(main.name),
      new RegExp(main.address.addressLocality),
      new RegExp(main.phone.replace(/[()]/g, '\\$&')),
      /Melbourne/,
      // Advice may say a job needs a licensed electrician; the business never says it has them.
      /\b(?:[Oo]ur|[Ll]icensed) electricians\b|Electrician in /,
      /air[- ]conditioning (?:installers|services)/i,
      /\/electrician\//,
    ];
    expect(leaks(pages, words)).toEqual([]);
  });

  it('names its suburb hubs for its own trade and says it is a sample', () => {
    const paths = pages.map((p) => p.path);
    expect(paths).toContain('/plumber/geelong-west.html');
    const home = pages.find((p) => p.path === '/index.html')!.html;
    expect(visibleText(home)).toContain(business.name);
    expect(visibleText(home)).toMatch(/Sample site: .* is fictional/);
  });

  it('has an emergency plumber page with the gas block first and no electrical one, in the footer (issue 41)', () => {
    const page = pages.find((p) => p.path === '/emergency-plumber.html');
    expect(page).toBeDefined();
    const html = page!.html;
    expect(html).toContain('data-safety="gas"');
    expect(html).not.toContain('data-safety="electrical"');
    expect(html.indexOf('data-safety="gas"')).toBeLessThan(html.indexOf('A burst pipe or a leak you cannot stop'));
    expect(visibleText(html)).toContain('Emergency Plumber in Geelong');
    expect(html).not.toMatch(/\{(?:business|claim):/);
    // Linked from every page's footer.
    expect(pages.find((p) => p.path === '/index.html')!.html).toContain('href="/emergency-plumber"');
  });

  it("serves its own logo and favicon, never the main sample's", () => {
    const own = readFileSync(join(data, 'logo.svg'), 'utf8');
    for (const file of ['logo.svg', 'favicon.svg']) expect(readFileSync(join(dir, 'geelong', file), 'utf8'), file).toBe(own);
    expect(own).not.toContain(main.name);
  });

  it('serves only places within its area: every suburb is within 12 km of the base', () => {
    const { suburbs } = parse(readFileSync(join(data, 'suburbs.yaml'), 'utf8')) as { suburbs: { name: string; geo: { lat: number; lng: number } }[] };
    expect(suburbs.length).toBeGreaterThan(20);
    expect(suburbs.filter((s) => distanceKm(business.geo, s.geo) > 12.01).map((s) => s.name)).toEqual([]);
  });

  it('the launch gate refuses it, by what it is, with its placeholders emptied', () => {
    const copy = join(dir, 'flags-flipped');
    cpSync(data, copy, { recursive: true });
    const file = join(copy, 'business.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^placeholders:\n(?:  - .*\n)+/m, 'placeholders: []\n'));
    expect(readFileSync(file, 'utf8')).toContain('placeholders: []');
    const gated = runCli(['validate', '--production', '--data', copy]);
    expect(gated.code).not.toBe(0);
    expect(gated.stdout + gated.stderr).toMatch(/SAMPLE_IDENTITY/);
  });
});

describe('init starts a business anywhere in Victoria (issue 41)', () => {
  it('an electrical and air-conditioning business in Bendigo, with a 10 km area, validates and builds with nothing of Melbourne', () => {
    const project = join(dir, 'bendigo');
    const made = runCli([
      'init',
      project,
      '--yes',
      '--name',
      'Goldfields Power and Air',
      '--trades',
      'electrical,air-conditioning',
      '--base',
      'Bendigo 3550',
      '--radius',
      '10',
      '--area-name',
      'Bendigo',
      '--phone',
      '(03) 5443 2100',
      '--domain',
      'goldfieldspower.com.au',
    ]);
    expect(made.code, made.stderr).toBe(0);
    const data = join(project, 'data');
    const checked = runCli(['validate', '--data', data]);
    expect(checked.code, checked.stdout + checked.stderr).toBe(0);
    const { suburbs } = parse(readFileSync(join(data, 'suburbs.yaml'), 'utf8')) as { suburbs: { name: string; council?: string }[] };
    expect(suburbs[0]!.name).toBe('Bendigo');
    // Its councils come from the place reference (the ABS's locality-to-council correspondence).
    expect(suburbs.filter((s) => ['Bendigo', 'Golden Square', 'Kangaroo Flat'].includes(s.name)).map((s) => s.council)).toEqual(Array(3).fill('Greater Bendigo'));
    expect(suburbs.map((s) => s.name)).toEqual(expect.arrayContaining(['Golden Square', 'Kangaroo Flat', 'Eaglehawk']));
    // init gave it a first logo of its own: its initials.
    expect(readFileSync(join(data, 'logo.svg'), 'utf8')).toMatch(/>GP<\/text>/);
    const pages = build(data, 'bendigo-dist');
    expect(readFileSync(join(dir, 'bendigo-dist', 'logo.svg'), 'utf8')).toMatch(/>GP<\/text>/);
    expect(pages.map((p) => p.path)).toContain('/electrician/bendigo.html');
    expect(leaks(pages, [new RegExp(main.name), new RegExp(main.address.addressLocality), /Melbourne/, /\b(?:[Oo]ur|[Ll]icensed) plumbers\b/, /\/plumber\//])).toEqual([]);
    // The sample's city-named addresses come without the city: /emergency-electrician, /rcd-testing.
    expect(pages.map((p) => p.path).filter((p) => /melbourne/.test(p))).toEqual([]);
    expect(pages.map((p) => p.path)).toEqual(expect.arrayContaining(['/emergency-electrician.html', '/rcd-testing.html']));
  });

  it('an electrician with set hours starts with no page that promises someone at any hour', () => {
    const project = join(dir, 'set-hours');
    const made = runCli([
      'init',
      project,
      '--yes',
      '--name',
      'Sturt Street Electrical',
      '--trades',
      'electrical',
      '--base',
      'Ballarat Central',
      '--radius',
      '5',
      '--hours',
      'Mo-Fr 07:00-17:00, Sa 08:00-12:00',
    ]);
    expect(made.code, made.stderr).toBe(0);
    const data = join(project, 'data');
    const checked = runCli(['validate', '--data', data]);
    expect(checked.code, checked.stdout + checked.stderr).toBe(0);
    const pages = build(data, 'set-hours-dist');
    expect(leaks(pages, [/24\s*\/\s*7/, /around the clock|round-the-clock/i, /24 hours a day/i])).toEqual([]);
    // The emergency call-out pages are left out, with every link to them; the rest of the catalogue stays.
    expect(pages.map((p) => p.path)).not.toContain('/emergency-electrician.html');
    expect(pages.map((p) => p.path)).toEqual(expect.arrayContaining(['/services/switchboard-upgrades.html', '/services/power-point-installation-repair.html']));
  });

  it("a project without a logo of its own gets tradesite's neutral mark, which names no business", () => {
    const copy = join(dir, 'no-logo');
    cpSync(join(ROOT, 'examples', 'geelong-plumbing-gas', 'data'), copy, { recursive: true });
    rmSync(join(copy, 'logo.svg'));
    build(copy, 'no-logo-dist');
    const logo = readFileSync(join(dir, 'no-logo-dist', 'logo.svg'), 'utf8');
    expect(logo).toBe(readFileSync(join(ROOT, 'public', 'logo.svg'), 'utf8'));
    expect(logo).not.toMatch(new RegExp(`${main.name}|Saltmarsh`));
    expect(readFileSync(join(dir, 'no-logo-dist', 'favicon.svg'), 'utf8')).not.toContain(main.name);
  });

  it('a misspelt base is refused before anything is written, with the nearest name', () => {
    const project = join(dir, 'misspelt');
    const made = runCli(['init', project, '--yes', '--name', 'Anything', '--base', 'Ballarrat']);
    expect(made.code).toBe(2);
    expect(made.stderr).toMatch(/Ballarat/);
    expect(() => readdirSync(project)).toThrow();
  });

  it('a name several postcodes share asks for the postcode', () => {
    const made = runCli(['init', join(dir, 'shared'), '--yes', '--name', 'Anything', '--base', 'Melbourne']);
    expect(made.code).toBe(2);
    expect(made.stderr).toMatch(/Melbourne 3000/);
  });
});
