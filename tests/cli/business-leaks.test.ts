import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runCli } from '../helpers/run-cli.ts';

// Every page a file (not only those that earn one): each page's HTML is searched for the other business.
const EVERY_PAGE = ['--prerender', 'all'];

const dir = mkdtempSync(join(tmpdir(), 'tradesite-leaks-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function htmlFiles(root: string): string[] {
  return readdirSync(root).flatMap((name) => {
    const path = join(root, name);
    return statSync(path).isDirectory() ? htmlFiles(path) : name.endsWith('.html') ? [path] : [];
  });
}

describe("nothing of one business in another's site (issue 41)", () => {
  it("an init-ed plumbing and gas business's built pages name nothing of the sample business, its licences, its deal or a trade's service it does not offer", () => {
    const project = join(dir, 'coastline');
    const made = runCli([
      'init',
      project,
      '--yes',
      '--name',
      'Coastline Plumbing and Gas',
      '--trades',
      'plumbing,gas',
      '--base-suburb',
      'frankston',
      '--area-name',
      'the Mornington Peninsula',
      '--phone',
      '(03) 9781 2345',
      '--domain',
      'coastlineplumbing.com.au',
    ]);
    expect(made.code, made.stderr).toBe(0);
    const data = join(project, 'data');
    for (const file of readdirSync(join(data, 'services'))) {
      if (file === 'blocked-drains.yaml') continue;
      const path = join(data, 'services', file);
      writeFileSync(path, readFileSync(path, 'utf8').replace(/^slug: /m, 'suburbPages: none\nslug: '));
    }
    const out = join(project, 'dist');
    const built = runCli(['build', ...EVERY_PAGE, '--data', data, '--out', out]);
    expect(built.code, built.stderr).toBe(0);

    const sample = readFileSync('data/business.yaml', 'utf8');
    const sampleName = /^name: (.*)$/m.exec(sample)![1]!;
    const sampleStreet = /streetAddress: (.*)$/m.exec(sample)![1]!;
    const samplePhone = /^phone: (.*)$/m.exec(sample)![1]!;
    const sampleSuburbs = (parse(readFileSync('data/suburbs.yaml', 'utf8')) as { suburbs: { slug: string; name: string }[] }).suburbs;
    const sampleBase = sampleSuburbs.find((s) => s.slug === /^baseSuburb: (.*)$/m.exec(sample)![1])!.name;
    // The sample's identity, its licences and its offer: none may appear in another business's site.
    const forbidden = [
      sampleName,
      sampleStreet,
      samplePhone,
      'REC 55501',
      'Registered Electrical Contractor',
      // Where the sample's vans start from, and what it calls its own patch: the regions it began with said both.
      `${sampleBase} base`,
      'home patch',
      'Refrigerant Trading Authorisation',
      'Ring Doorbell',
      '{business:',
      '{claim:',
      // What the catalogue says of each suburb's homes and wiring is for electrical work: a plumber's pages say none of it.
      ...(parse(readFileSync('data/suburbs.yaml', 'utf8')) as { suburbs: { housing?: { description: string }; notes?: string }[] }).suburbs.flatMap((s) =>
        [s.housing?.description, s.notes].filter((t): t is string => !!t).map((t) => t.replace(/\s+/g, ' ').slice(0, 50)),
      ),
      'Electricity distributor',
    ];
    const found: string[] = [];
    const pages = htmlFiles(out);
    expect(pages.length).toBeGreaterThan(100);
    for (const page of pages) {
      const html = readFileSync(page, 'utf8');
      for (const text of forbidden) if (html.includes(text)) found.push(`${page.slice(out.length)}: ${text}`);
    }
    expect(found).toEqual([]);
    // Its own name and area are there instead, and no electrical or air-conditioning service page was made.
    const home = readFileSync(join(out, 'index.html'), 'utf8');
    expect(home).toContain('Coastline Plumbing and Gas');
    expect(home).toContain('the Mornington Peninsula');
    // Its regions, the catalogue's, are named as Melbourne's in structured data, not as the peninsula's.
    const areaServed = [...home.matchAll(/"areaServed":(\[[^\]]*\])/g)].map((m) => (JSON.parse(m[1]!) as { name: string }[]).map((a) => a.name));
    expect(areaServed[0]).toEqual(['Northern Suburbs, Melbourne', 'Western Suburbs, Melbourne', 'Eastern Suburbs, Melbourne', 'Southern Suburbs, Melbourne', 'Inner Melbourne']);
    // And how far each reaches is measured from its own base.
    const areas = readFileSync(join(out, 'areas-we-service.html'), 'utf8');
    expect(areas).toMatch(/Frankston South[^.]* less than \d+ km from our Frankston base/);
    // The footer's service list is headed by its own first trade (the list itself is in the shared layout file).
    const layoutFile = readdirSync(join(out, 'assets')).find((f) => /^layout\..*\.json$/.test(f))!;
    const layout = readFileSync(join(out, 'assets', layoutFile), 'utf8');
    expect(layout).toContain('"servicesTitle":"Plumbing Services"');
    expect(pages.some((p) => /services\/(switchboard-upgrades|split-system-air-conditioning|ev-charger-installations)\.html$/.test(p))).toBe(false);
  }, 300_000);
});
