import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli, type CliResult } from '../helpers/run-cli.ts';

const made: string[] = [];
afterEach(() => {
  while (made.length) rmSync(made.pop()!, { recursive: true, force: true });
});

function codes(r: CliResult): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of (r.stdout + r.stderr).matchAll(/^✗ .+? {2}([A-Z_]+)$/gm)) counts.set(m[1]!, (counts.get(m[1]!) ?? 0) + 1);
  return counts;
}

function edit(file: string, from: RegExp, to: string): void {
  const text = readFileSync(file, 'utf8');
  const next = text.replace(from, to);
  if (next === text) throw new Error(`fixture: ${String(from)} not found in ${file}`);
  writeFileSync(file, next);
}

describe('init: a new site from scratch (issue 25)', () => {
  it('writes a project that validates and builds at once, whose production build lists exactly what the owner must supply, and passes once supplied', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tradesite-init-'));
    made.push(dir);
    const project = join(dir, 'sparky');
    const r = runCli(['init', project, '--yes', '--name', 'Sparky and Co', '--phone', '(03) 9123 4567', '--domain', 'sparkyandco.com.au', '--base-suburb', 'preston']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const data = join(project, 'data');
    // No proof it has not earned: no jobs, reviews or gallery projects; every claim unconfirmed.
    expect(readdirSync(join(data, 'jobs')).filter((f) => !f.startsWith('.'))).toEqual([]);
    expect(readFileSync(join(data, 'testimonials.yaml'), 'utf8')).toMatch(/^testimonials: \[\]$/m);
    // No gallery page until there are projects to show, and no link to it.
    expect(existsSync(join(data, 'pages/gallery.yaml'))).toBe(false);
    expect(readFileSync(join(data, 'navigation.yaml'), 'utf8')).not.toMatch(/\/gallery/);
    // The review lists stay, showing nothing until the first review.
    expect(readFileSync(join(data, 'pages/home.yaml'), 'utf8')).toMatch(/type: testimonials/);
    expect(readFileSync(join(data, 'claims.yaml'), 'utf8')).not.toMatch(/confirmed: true/);
    expect(readFileSync(join(data, 'pages/about.yaml'), 'utf8')).not.toMatch(/Northwire|Thomastown/);

    expect(runCli(['validate', '--data', data]).code).toBe(0);
    // A few hundred pages rather than 11,000, so the test builds quickly: only three services have suburb pages.
    for (const file of readdirSync(join(data, 'services'))) {
      if (!['switchboard-upgrades.yaml', 'blocked-drains.yaml', 'tripped-circuit-repairs.yaml'].includes(file))
        edit(join(data, 'services', file), /^slug: /m, 'suburbPages: none\nslug: ');
    }
    const out = join(dir, 'dist');
    const built = runCli(['build', '--data', data, '--out', out]);
    expect(built.code, built.stderr).toBe(0);
    const home = readFileSync(join(out, 'index.html'), 'utf8');
    expect(home).toContain('Sparky and Co');
    expect(home).not.toMatch(/Recent reviews/);
    // No reviews yet, so no rating, no badge and no count; no social pages given, so no links to any.
    expect(home).not.toMatch(/Google Reviews|How customers rate us|aggregateRating|facebook\.com|instagram\.com|Follow us/);

    const blocked = runCli(['build', '--production', '--data', data, '--out', out]);
    expect(blocked.code).toBe(1);
    const found = codes(blocked);
    // Only what the owner gave nothing for: the ABN, legal name, address, opening hours, form id, licences and the claims to check.
    // Every claim a page shows is to be confirmed (how many depends on the catalogue's claims).
    const { UNCONFIRMED_CLAIM: unconfirmed, ...rest } = Object.fromEntries(found);
    expect(rest).toEqual({ ABN_CHECKSUM: 1, PLACEHOLDER_IDENTITY: 3, PLACEHOLDER_FORM_ID: 1, PLACEHOLDER_LICENCE: 3 });
    expect(blocked.stderr).toMatch(/opening hours are marked as a placeholder/);
    expect(unconfirmed).toBeGreaterThanOrEqual(10);

    // The owner supplies them. Emptying the placeholders list is not enough: init's stand-ins are known by their value.
    const business = join(data, 'business.yaml');
    edit(business, /^abn: .*$/m, 'abn: 83 914 571 641');
    edit(business, /^placeholders:[\s\S]*$/m, 'placeholders: []\n');
    const unmarked = runCli(['validate', '--production', '--data', data]);
    expect(Object.fromEntries(codes(unmarked))).toMatchObject({ PLACEHOLDER_IDENTITY: 1, PLACEHOLDER_FORM_ID: 1 });
    expect(unmarked.stderr).toMatch(/street address is marked as a placeholder/);
    edit(business, /formId: replaceme/, 'formId: xsparkyco');
    edit(business, /streetAddress: 1 Your Street/, 'streetAddress: 2/15 High Street');
    edit(join(data, 'claims.yaml'), /\n {4}placeholder: true/g, '');
    edit(join(data, 'claims.yaml'), /confirmed: false/g, 'confirmed: true');
    const ready = runCli(['build', '--production', '--data', data, '--out', out]);
    expect(ready.code, ready.stderr).toBe(0);
    expect(ready.stdout).toMatch(/Launch check: nothing sample or placeholder is left/);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).not.toMatch(/data-sample/);

    // The business's first real review shows on the home page at the next build.
    edit(
      join(data, 'testimonials.yaml'),
      /^testimonials: \[\]$/m,
      'testimonials:\n  - name: Dana W.\n    sample: false\n    suburb: preston\n    rating: 5\n    text: Fixed the flickering kitchen lights on a Sunday and explained what had worn out.\n    service: switchboard-upgrades\n    date: "2026-10-02"',
    );
    const reviewed = runCli(['build', '--production', '--data', data, '--out', out]);
    expect(reviewed.code, reviewed.stderr).toBe(0);
    const withReview = readFileSync(join(out, 'index.html'), 'utf8');
    expect(withReview).toMatch(/Recent reviews/);
    expect(withReview).toContain('Fixed the flickering kitchen lights on a Sunday');
  }, 400_000);

  it('writes no rating or reviews badge, and only the social pages given (issue 41)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tradesite-init-'));
    made.push(dir);
    const project = join(dir, 'fb');
    const r = runCli(['init', project, '--yes', '--name', 'Sparky and Co', '--base-suburb', 'preston', '--facebook', 'https://www.facebook.com/sparkyandco']);
    expect(r.code, r.stderr).toBe(0);
    const data = join(project, 'data');
    const claims = readFileSync(join(data, 'claims.yaml'), 'utf8');
    expect(claims).not.toMatch(/^(rating|reviewsBadge|deal):/m);
    const business = readFileSync(join(data, 'business.yaml'), 'utf8');
    expect(business).toMatch(/^socials:\n {2}facebook: https:\/\/www\.facebook\.com\/sparkyandco\n(?! {2}instagram)/m);
    expect(business).not.toMatch(/instagram/);
    // A page the owner gave is the owner's: it is no placeholder.
    expect(business).not.toMatch(/^placeholders:.*socials/m);
    const v = runCli(['validate', '--data', data]);
    expect(v.code, v.stdout + v.stderr).toBe(0);

    const none = join(dir, 'none');
    expect(runCli(['init', none, '--yes', '--name', 'Sparky and Co', '--base-suburb', 'preston']).code).toBe(0);
    expect(readFileSync(join(none, 'data/business.yaml'), 'utf8')).not.toMatch(/socials|facebook|instagram/);
  }, 300_000);

  it('takes any name, or refuses it before writing anything: quotes, "#", ": ", "$&", "$\'", 80 characters, a newline (issue 41)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tradesite-init-'));
    made.push(dir);
    const names = [
      'Smith & Sons: Electrical',
      "O'Brien $& Co $'",
      'Hash #1 Plumbing',
      'A "Quoted" Name',
      'B'.repeat(10) + ' Electrical and Plumbing Services of the Whole State of Victoria',
    ];
    expect(names.at(-1)!.length).toBeLessThanOrEqual(80);
    names.forEach((name, i) => {
      const project = join(dir, `p${i}`);
      const r = runCli(['init', project, '--yes', '--name', name, '--base-suburb', 'preston']);
      expect(r.code, r.stderr).toBe(0);
      expect(readFileSync(join(project, 'data/business.yaml'), 'utf8')).toContain(name.includes('"') ? 'A "Quoted" Name' : name);
      const v = runCli(['validate', '--data', join(project, 'data')]);
      expect(v.code, `${name}: ${v.stdout}${v.stderr}`).toBe(0);
    });
    const refused = runCli(['init', join(dir, 'newline'), '--yes', '--name', 'Two\nLines']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/--name: must be one line/);
    // Nothing written, no staging folder left: trying again needs no clean-up.
    expect(readdirSync(dir).sort()).toEqual(names.map((_, i) => `p${i}`).sort());
  }, 300_000);

  it('narrows the catalogue to the trades the business offers: a plumber and gas fitter gets no electrical service, page or link (issue 41)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tradesite-init-'));
    made.push(dir);
    const project = join(dir, 'flow');
    const r = runCli(['init', project, '--yes', '--name', 'Flow Right Plumbing', '--trades', 'plumbing,gas', '--base-suburb', 'preston']);
    expect(r.code, r.stderr).toBe(0);
    const data = join(project, 'data');
    const v = runCli(['validate', '--json', '--data', data]);
    expect(v.code, v.stdout).toBe(0);
    // Not one warning either: nothing points at what was left out.
    expect(JSON.parse(v.stdout).diagnostics).toEqual([]);
    expect(readFileSync(join(data, 'business.yaml'), 'utf8')).toMatch(/^trades:\n {2}- plumbing\n {2}- gas$/m);
    const services = readdirSync(join(data, 'services'));
    expect(services).toContain('blocked-drains.yaml');
    expect(services).not.toContain('switchboard-upgrades.yaml');
    // Every catalogue service of its trades, also those the sample business does not offer.
    expect(services).toEqual(expect.arrayContaining(['burst-pipes-water-leaks.yaml', 'gas-heater-servicing.yaml', 'backflow-prevention-testing.yaml']));
    expect(readFileSync(join(data, 'services', 'gas-heater-servicing.yaml'), 'utf8')).toMatch(/^catalogue: gas-heater-servicing$/m);
    // The plumbing page and the plumbing emergency page (issue 41), never the electrician's.
    expect(readdirSync(join(data, 'landing'))).toEqual(['emergency-plumber.yaml', 'plumbing.yaml']);
    expect(readFileSync(join(data, 'navigation.yaml'), 'utf8')).toMatch(/path: \/emergency-plumber\b/);
    expect(readdirSync(join(data, 'pages'))).not.toContain('book-an-electrical-inspector.yaml');
    expect(readFileSync(join(data, 'emergency-suburbs.yaml'), 'utf8')).toMatch(/^suburbs: \[\]$/m);
    expect(readFileSync(join(data, 'redirects.yaml'), 'utf8')).toMatch(/^redirects: \[\]$/m);
    // Only the licence of the trades it offers.
    const claims = readFileSync(join(data, 'claims.yaml'), 'utf8');
    expect(claims).toMatch(/plumbing and gasfitting registration/);
    expect(claims).not.toMatch(/Registered Electrical Contractor|Refrigerant Trading Authorisation/);
    // No deal until the business makes one, and no page or link for it.
    expect(claims).not.toMatch(/^deal:/m);
    expect(readdirSync(join(data, 'pages'))).not.toContain('deals.yaml');
    expect(readFileSync(join(data, 'navigation.yaml'), 'utf8')).not.toMatch(/\/deals/);
    // The business's own pages start from the catalogue's starters, in its own words.
    const home = readFileSync(join(data, 'pages/home.yaml'), 'utf8');
    expect(home).toMatch(/plumbers and gasfitters/);
    expect(home).not.toMatch(/[Ee]lectric|\{business:/);
    // A trade nobody offers is refused with its own error, file and fix.
    const bad = runCli(['init', join(dir, 'bad'), '--yes', '--name', 'X', '--trades', 'plumbing,carpentry']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--trades/);
    expect(existsSync(join(dir, 'bad'))).toBe(false);
    // Taking a trade away from a business that has its services is an error at each file.
    const business = join(data, 'business.yaml');
    edit(business, /^trades:\n {2}- plumbing\n {2}- gas$/m, 'trades:\n  - plumbing');
    const narrowed = runCli(['validate', '--data', data]);
    expect(narrowed.code).toBe(1);
    expect(narrowed.stderr).toMatch(/gas-fitting-leaks\.yaml:\d+:\d+ {2}TRADE_NOT_OFFERED\n {2}The service "Gas Fitting and Gas Leaks" is gas work/);
  }, 120_000);

  it('refuses a file, a link or a place that takes no folders with a clear message, never a stack or a hang (issue 43)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tradesite-init-'));
    made.push(dir);
    writeFileSync(join(dir, 'a-file'), 'mine');
    symlinkSync(join(dir, 'a-file'), join(dir, 'a-link'));
    const file = runCli(['init', join(dir, 'a-file'), '--yes', '--name', 'X']);
    expect(file.code).toBe(2);
    expect(file.stderr).toMatch(/is a file, not a folder/);
    const link = runCli(['init', join(dir, 'a-link'), '--yes', '--name', 'X']);
    expect(link.code).toBe(2);
    expect(link.stderr).toMatch(/is a link/);
    const proc = runCli(['init', '/proc/tradesite-init-test', '--yes', '--name', 'X']);
    expect(proc.code).toBe(1);
    expect(proc.stderr).toMatch(/does not take new folders/);
    for (const r of [file, link, proc]) expect(r.stderr).not.toMatch(/Internal error|\n\s+at /);
    expect(readFileSync(join(dir, 'a-file'), 'utf8')).toBe('mine');
  });

  it('refuses a folder that is not empty, and asks for the name when it cannot ask in a terminal', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tradesite-init-'));
    made.push(dir);
    writeFileSync(join(dir, 'keep.txt'), 'mine');
    const full = runCli(['init', dir, '--yes', '--name', 'X']);
    expect(full.code).toBe(2);
    expect(full.stderr).toMatch(/is not empty/);
    const nameless = runCli(['init', join(dir, 'new'), '--yes']);
    expect(nameless.code).toBe(2);
    expect(nameless.stderr).toMatch(/needs the business name/);
  });
});
