import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { where } from '../../../generator/diagnostics/provenance.ts';
import { catalogueDir, catalogueServicesDir } from '../../../generator/load/catalogue-services.ts';
import { prepareSite } from '../../../generator/prepare-site.ts';
import { copyData } from '../../helpers/data-copy.ts';
import { ROOT } from '../../helpers/paths.ts';
import { runCli } from '../../helpers/run-cli.ts';

const catalogue = (entry: string) => parse(readFileSync(join(catalogueServicesDir(), `${entry}.yaml`), 'utf8')) as Record<string, any>;

describe('a business takes services from the trade catalogue (issue 41)', () => {
  it("a field the business writes replaces the catalogue's; maps merge key by key, and the rest is the catalogue's", () => {
    const data = copyData();
    data.replace(
      'services/dimmer-switches.yaml',
      'catalogue: dimmer-switches',
      'catalogue: dimmer-switches\nsections:\n  whatIs: Our own words about dimmers, which say what we do and how we do it for every home.\nmenuOrder: 5',
    );
    const { site, diagnostics } = prepareSite(data.dir);
    expect(diagnostics.errorCount).toBe(0);
    const service = site.services.find((s) => s.slug === 'dimmer-switches')!;
    const entry = catalogue('dimmer-switches');
    expect(service.sections.whatIs).toMatch(/^Our own words about dimmers/);
    expect(service.sections.faq).toEqual(entry.sections.faq);
    expect(service.title).toBe(entry.title);
    expect(service.menuOrder).toBe(5);
    // Where each value was written: the business's file for its own, the catalogue's for the rest.
    expect(where(service, 'sections', 'whatIs').file).toBe(relative(process.cwd(), data.path('services/dimmer-switches.yaml')));
    expect(where(service, 'sections', 'faq').file).toBe('catalogue/services/dimmer-switches.yaml');
    expect(where(service, 'title').line).toBe(
      readFileSync(join(catalogueServicesDir(), 'dimmer-switches.yaml'), 'utf8')
        .split('\n')
        .findIndex((l) => l.startsWith('title:')) + 1,
    );
  });

  it("names related services by the business's slugs and leaves out those it does not offer", () => {
    const data = copyData();
    // The sample offers the catalogue's electrical-rewiring at its old address.
    const { site } = prepareSite(data.dir);
    const rewiring = site.services.find((s) => s.slug === 'home-rewiring')!;
    expect(catalogue('home-rewiring').relatedServices).toContain('electrical-rewiring');
    expect(rewiring.relatedServices).toContain('electrical-rewiring-melbourne');
    rmSync(data.path('services/electrical-rewiring-melbourne.yaml'));
    const after = prepareSite(data.dir).site.services.find((s) => s.slug === 'home-rewiring')!;
    expect(after.relatedServices).not.toContain('electrical-rewiring-melbourne');
    expect(after.relatedServices).not.toContain('electrical-rewiring');
  });

  it('an entry the catalogue does not have is an error at its line, with the nearest entry', () => {
    const data = copyData();
    data.replace('services/dimmer-switches.yaml', 'catalogue: dimmer-switches', 'catalogue: dimmer-switchs');
    const { diagnostics } = prepareSite(data.dir);
    const found = diagnostics.diagnostics.find((d) => d.code === 'UNKNOWN_REFERENCE' && d.file.endsWith('services/dimmer-switches.yaml'));
    expect(found?.line).toBe(data.lineOf('services/dimmer-switches.yaml', 'catalogue:'));
    expect(found?.hint).toMatch(/dimmer-switches/);
    // Nothing that could lead out of the catalogue's folder is read.
    data.replace('services/dimmer-switches.yaml', 'catalogue: dimmer-switchs', 'catalogue: ../../data/services/home-rewiring');
    expect(prepareSite(data.dir).diagnostics.diagnostics.some((d) => d.code === 'UNKNOWN_REFERENCE' && d.file.endsWith('services/dimmer-switches.yaml'))).toBe(true);
  });

  it('every catalogue entry is offered by one of the example businesses, so the site rules check its words', () => {
    const taken = new Set<string>();
    for (const dir of [
      join(ROOT, 'data'),
      ...readdirSync(join(ROOT, 'examples'), { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => join(ROOT, 'examples', d.name, 'data')),
    ]) {
      for (const kind of ['services', 'landing'] as const)
        for (const name of readdirSync(join(dir, kind))) {
          const value = parse(readFileSync(join(dir, kind, name), 'utf8')) as { catalogue?: string; slug: string };
          taken.add(`${kind}/${value.catalogue ?? value.slug}`);
        }
    }
    const entries = (['services', 'landing'] as const).flatMap((kind) =>
      readdirSync(catalogueDir(kind))
        .filter((n) => n.endsWith('.yaml'))
        .map((n) => `${kind}/${n.replace(/\.yaml$/, '')}`),
    );
    expect(entries.filter((e) => !taken.has(e))).toEqual([]);
  });

  it('add service <entry> takes it from the catalogue, published at once; a slug outside it needs a title and group', () => {
    const data = copyData();
    // A service no page of the sample names but the catalogue's related lists.
    rmSync(data.path('services/voice-activated-systems.yaml'));
    const r = runCli(['add', 'service', 'voice-activated-systems', '--data', data.dir]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/from tradesite's trade catalogue, published at \/services\/voice-activated-systems/);
    expect(data.read('services/voice-activated-systems.yaml')).toMatch(/^slug: voice-activated-systems\ncatalogue: voice-activated-systems\n$/m);
    expect(prepareSite(data.dir).site.services.find((s) => s.slug === 'voice-activated-systems')?.draft).toBe(false);
    const own = runCli(['add', 'service', 'dimer-switches', '--data', data.dir]);
    expect(own.code).toBe(1);
    expect(own.stderr).toMatch(/not in tradesite's trade catalogue/);
    expect(own.stderr).toMatch(/dimmer-switches/);
  });
});
