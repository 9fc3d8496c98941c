import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LAUNCH_CODES } from '../../generator/diagnostics/launch-codes.ts';
import { copyData } from '../helpers/data-copy.ts';
import { makeLaunchReady } from '../helpers/launch-ready.ts';
import { runCli, type CliResult } from '../helpers/run-cli.ts';

/** The codes of the errors a run printed, counted: "✗ data/x.yaml:3:5  CODE". */
function codes(r: CliResult): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of (r.stdout + r.stderr).matchAll(/^✗ .+? {2}([A-Z_]+)$/gm)) counts.set(m[1]!, (counts.get(m[1]!) ?? 0) + 1);
  return counts;
}

describe('the launch gate: validate --production (issue 25)', () => {
  it('refuses the sample data with every class of blocker at once, each at its file and line', () => {
    const data = copyData();
    // The sample data holds no photo and the endpoint comes from the environment: add one of each.
    data.replace(
      'jobs/brunswick-night-outage.yaml',
      /^sample: true$/m,
      'sample: false\nphotos:\n  - src: switchboard-layout.png\n    alt: A stand-in drawing of a switchboard\n    sample: true',
    );
    // And a trade offered that no licence covers.
    data.replace('claims.yaml', 'trades: [air-conditioning]', 'trades: [plumbing]');
    const r = runCli(['validate', '--production', '--data', data.dir], { env: { FORM_ENDPOINT: 'http://127.0.0.1:9' } });
    expect(r.code).toBe(1);
    const found = codes(r);
    expect([...found.keys()].sort()).toEqual([...LAUNCH_CODES].sort());
    expect(r.stderr).toMatch(/business\.yaml:\d+:\d+ {2}LICENCE_MISSING\n {2}The business offers air-conditioning work, and no licence in claims\.yaml covers it/);
    expect(found.get('SAMPLE_REVIEW')).toBe(52);
    // The job whose flag was cleared is still the sample's, by its wording.
    expect(found.get('SAMPLE_JOB')).toBe(47);
    expect(found.get('SAMPLE_GALLERY')).toBe(12);
    expect(found.get('SAMPLE_PHOTO')).toBe(1);
    // Each names its line and what to do.
    expect(r.stderr).toMatch(
      /^✗ \S+\/testimonials\.yaml:7:\d+ {2}SAMPLE_REVIEW\n {2}The review by Sarah M\. \(reservoir\) is a sample review.*\n {2}Delete it, or put a real customer's review/m,
    );
    expect(r.stderr).toMatch(/^✗ \S+\/business\.yaml:7:\d+ {2}PLACEHOLDER_PHONE\n {2}The phone number \(03\) 5550 4821 is in a range the ACMA keeps/m);
    expect(r.stderr).toMatch(/^✗ \S+\/business\.yaml:\d+:\d+ {2}ABN_CHECKSUM\n {2}The ABN 12 345 678 901 fails the ABN check digits/m);
    expect(r.stderr).toMatch(/^✗ FORM_ENDPOINT \(environment\) {2}FORM_ENDPOINT_NOT_HTTPS$/m);
    expect(r.stderr).toMatch(/Launch check: \d+ things to fix before publishing \(52 SAMPLE_REVIEW, /);
  });

  it('passes a copy with every blocker fixed, and making one review a sample again brings back exactly one blocker', () => {
    const data = copyData();
    makeLaunchReady(data);
    const ready = runCli(['validate', '--production', '--data', data.dir]);
    expect(ready.stderr).toBe('');
    expect(ready.code).toBe(0);
    expect(ready.stdout).toMatch(/Launch check: nothing sample or placeholder is left/);

    data.replace('testimonials.yaml', /^ {4}sample: false$/m, '    sample: true');
    const one = runCli(['validate', '--production', '--data', data.dir]);
    expect(one.code).toBe(1);
    expect([...codes(one)]).toEqual([['SAMPLE_REVIEW', 1]]);
    expect(one.stderr).toMatch(/1 error in 1 file\./);
  });

  it('refuses the sample with every flag cleared and every placeholder mark removed: it is known by what it is (issue 41)', () => {
    const data = copyData();
    data.replace('testimonials.yaml', /^ {4}sample: true$/gm, '    sample: false');
    data.replace('pages/gallery.yaml', /sample: true/g, 'sample: false');
    for (const file of readdirSync(data.path('jobs'))) data.replace(`jobs/${file}`, /^sample: true$/m, 'sample: false');
    data.replace('business.yaml', /^placeholders: .*$/m, 'placeholders: []');
    data.replace('claims.yaml', /\n {4}placeholder: true/g, '');
    data.replace('claims.yaml', /confirmed: false/g, 'confirmed: true');
    const r = runCli(['validate', '--production', '--data', data.dir]);
    expect(r.code).toBe(1);
    const found = codes(r);
    expect(found.get('SAMPLE_REVIEW')).toBe(52);
    expect(found.get('SAMPLE_JOB')).toBe(47);
    expect(found.get('SAMPLE_GALLERY')).toBe(12);
    // The name, legal name and street in business.yaml, and the pages that name the business.
    expect(r.stderr).toMatch(/business\.yaml:\d+:\d+ {2}SAMPLE_IDENTITY\n {2}The name in business\.yaml is that of Northwire Electrical/);
    expect(r.stderr).toMatch(/business\.yaml:\d+:\d+ {2}SAMPLE_IDENTITY\n {2}The street address in business\.yaml/);
    expect(r.stderr).toMatch(/pages\/about\.yaml:\d+:\d+ {2}SAMPLE_IDENTITY\n {2}This text names Northwire Electrical/);
    // A review with a few words changed is still the sample's.
    const one = copyData();
    one.replace('testimonials.yaml', /sample: true\n(\s+)suburb: reservoir/, 'sample: false\n$1suburb: reservoir');
    one.replace('testimonials.yaml', 'Our old fuse board kept blowing', 'Our ancient fuse box kept blowing');
    const reworded = runCli(['validate', '--production', '--data', one.dir]);
    expect(reworded.stderr).toMatch(/SAMPLE_REVIEW\n {2}The review by Sarah M\. \(reservoir\) is worded as one of tradesite's invented sample reviews/);
  });

  it("checks each value against the real lists wherever it is written: ACMA's numbers, example and look-alike domains, hosts that are not public, invented ABNs and licences, init's stand-ins (issue 43)", () => {
    const data = copyData();
    makeLaunchReady(data);
    data.replace('business.yaml', /^phone: .*$/m, 'phone: 0491 570 006');
    data.replace('business.yaml', /^email: .*$/m, 'email: jobs@x.example.com.au');
    data.replace('business.yaml', /^siteUrl: .*$/m, 'siteUrl: https://www.brightline.ex\u0430mple');
    data.replace('business.yaml', /^reviewsUrl: .*$/m, 'reviewsUrl: https://example.com/reviews');
    data.replace('business.yaml', /^( {2}facebook: ).*$/m, '$1https://127.0.0.1/brightline');
    data.replace('business.yaml', /^abn: .*$/m, 'abn: 10 000 000 000');
    data.replace('claims.yaml', /number: REC 55501/, 'number: REC-00000');
    data.replace('claims.yaml', /REC 55501/g, 'REC-00000');
    data.replace('blog/common-electrical-faults-in-melbourne-homes.md', /\n\n/, '\n\nSee [our notes](https://example.com/notes) or ring 1800 160 401.\n\n');
    const r = runCli(['validate', '--production', '--data', data.dir], { env: { FORM_ID: 'replaceme', FORM_ENDPOINT: 'https://localhost:9999' } });
    expect(r.code).toBe(1);
    const out = r.stderr;
    expect(out).toMatch(/business\.yaml:\d+:\d+ {2}PLACEHOLDER_PHONE\n {2}The phone number 0491 570 006 is in a range the ACMA keeps/);
    expect(out).toMatch(/PLACEHOLDER_DOMAIN\n {2}The email address jobs@x\.example\.com\.au uses example\.com\.au/);
    expect(out).toMatch(/PLACEHOLDER_DOMAIN\n {2}The site address https:\/\/www\.brightline\.ex.mple uses \.example.*U\+0430/);
    expect(out).toMatch(/PLACEHOLDER_DOMAIN\n {2}The reviews link https:\/\/example\.com\/reviews uses example\.com/);
    expect(out).toMatch(/PLACEHOLDER_DOMAIN\n {2}The Facebook page https:\/\/127\.0\.0\.1\/brightline is not a public address/);
    expect(out).toMatch(/PLACEHOLDER_IDENTITY\n {2}The ABN 10 000 000 000 is one digit repeated/);
    expect(out).toMatch(/claims\.yaml:\d+:\d+ {2}PLACEHOLDER_LICENCE\n {2}The licence number REC-00000/);
    expect(out).toMatch(/common-electrical-faults-in-melbourne-homes\.md {2}PLACEHOLDER_DOMAIN\n {2}The post links to https:\/\/example\.com\/notes/);
    expect(out).toMatch(/common-electrical-faults-in-melbourne-homes\.md {2}PLACEHOLDER_PHONE\n {2}The text gives the phone number 1800 160 401/);
    expect(out).toMatch(/FORM_ID \(environment\) {2}PLACEHOLDER_FORM_ID/);
    expect(out).toMatch(/FORM_ENDPOINT \(environment\) {2}PLACEHOLDER_DOMAIN\n {2}FORM_ENDPOINT is https:\/\/localhost:9999, which uses \.localhost/);
  });

  it('leaves validate without --production as it was: the sample site is valid data', () => {
    const r = runCli(['validate']);
    expect(r.code).toBe(0);
    expect(r.stdout).not.toMatch(/Launch check/);
  });

  it('build --production refuses the sample data before writing anything', () => {
    const data = copyData();
    const r = runCli(['build', '--production', '--data', data.dir, '--out', `${data.dir}-out`]);
    expect(r.code).toBe(1);
    expect(codes(r).get('SAMPLE_JOB')).toBe(47);
    expect(r.stderr).toMatch(/Nothing was written/);
  });
});
