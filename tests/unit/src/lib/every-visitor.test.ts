import { describe, expect, it } from 'vitest';
import { suburbAliases, suburbFinderData } from '../../../../generator/content/suburb-finder.ts';
import { SiteIndex } from '../../../../generator/content/site-index.ts';
import { prepareSite } from '../../../../generator/prepare-site.ts';
import { parseResponse } from '../../../../src/lib/form-service/parse-response.ts';
import { newLeadId } from '../../../../src/lib/lead-draft.ts';
import { findPlace, placeKey, suburbNames } from '../../../../src/lib/suburb-finder.ts';
import { failureNotice } from '../../../../src/widgets/lead-failure.ts';

const visible = ['name', 'phone', 'email', 'suburb', 'message', 'request_type'];

describe('what a failed submission tells the visitor', () => {
  it('a rate limit is "later", whatever its body', () => {
    expect(parseResponse(429, '<html><h1>Too Many Requests</h1></html>')).toEqual({ kind: 'rate-limited' });
    expect(parseResponse(429, JSON.stringify({ error: 'Too many requests' }))).toEqual({ kind: 'rate-limited' });
  });

  it('fields the visitor can see are theirs to fix; a field the form does not show means nothing was sent', () => {
    const shown = parseResponse(422, JSON.stringify({ errors: [{ field: 'email', code: 'TYPE_EMAIL', message: 'should be an email' }] }));
    expect(shown.kind === 'success' ? undefined : failureNotice(shown, visible).certainty).toBe('fix');
    const hidden = parseResponse(422, JSON.stringify({ errors: [{ field: 'budget', code: 'REQUIRED_FIELD_MISSING', message: 'is required' }] }));
    const notice = hidden.kind === 'success' ? undefined : failureNotice(hidden, visible);
    expect(notice?.certainty).toBe('not-sent');
    expect(notice?.detail).toContain('budget: is required');
  });

  it('no readable answer is uncertain (the lead may have arrived); a refusal is certain', () => {
    expect(failureNotice({ kind: 'timeout' }, visible).certainty).toBe('uncertain');
    expect(failureNotice({ kind: 'network-failure' }, visible).certainty).toBe('uncertain');
    expect(failureNotice({ kind: 'unexpected' }, visible).certainty).toBe('uncertain');
    expect(failureNotice({ kind: 'server-failure', status: 503 }, visible).certainty).toBe('not-sent');
    expect(failureNotice({ kind: 'form-errors', form: [{ code: 'INACTIVE', message: 'This form has been disabled' }] }, visible).detail).toContain('This form has been disabled');
  });

  it('lead ids are short, readable over the phone and differ', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newLeadId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
  });
});

describe('"Do you come to me?"', () => {
  const { site, manifest } = prepareSite('data');
  const data = suburbFinderData(site, new SiteIndex(site, manifest));

  it("gives the lead form every served suburb's name, once, in alphabetical order", () => {
    const names = suburbNames(data);
    expect([...names].sort()).toEqual(site.suburbs.map((s) => s.name).sort());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names.indexOf('Coburg')).toBeLessThan(names.indexOf('Coburg North'));
  });

  it('answers a suburb with its postcode and the arrival claim from claims.yaml', () => {
    const answer = findPlace(data, '  RESERVOIR ');
    expect(answer.kind).toBe('served');
    if (answer.kind !== 'served') return;
    expect(answer.served).toEqual([expect.objectContaining({ name: 'Reservoir', postcode: '3073', slug: 'reservoir', emergency: true })]);
    const near = site.claims!.arrival[0]!.wording;
    expect(answer.served[0]!.arrival).toBe(`typically ${near}`);
  });

  it('a postcode several suburbs share names every one, served or not', () => {
    const answer = findPlace(data, '3058');
    expect(answer.kind).toBe('served');
    if (answer.kind !== 'served') return;
    expect(answer.byPostcode).toBe(true);
    expect(answer.served.map((s) => s.name)).toEqual(['Coburg', 'Coburg North']);
    // The reference's other localities of 3058 are inside the Northern Suburbs' span.
    expect(answer.covered.map((s) => s.name)).toEqual(expect.arrayContaining(['Batman', 'Moreland']));
  });

  it('the city centre is served: every locality of the reference inside a region is answered "yes", with its region and arrival claim', () => {
    for (const query of ['Melbourne 3000', '3000', 'Docklands', 'Southbank', 'West Melbourne']) {
      const answer = findPlace(data, query);
      expect(answer.kind, query).toBe('served');
      if (answer.kind !== 'served') continue;
      expect(answer.covered, query).toEqual([
        expect.objectContaining({ region: { slug: 'inner', name: 'Inner Melbourne' }, arrival: `typically ${site.claims!.arrival[0]!.wording}` }),
      ]);
    }
    // Past the city, the council decides (ABS: where the residents live). Port Melbourne is in Port Phillip, so
    // the listed Port Phillip suburbs near it give its arrival claim, not the city's: it is about 18 km from the
    // base. Flemington's residents are in Moonee Valley, whose listed suburbs are the Northern Suburbs'.
    const port = findPlace(data, 'Port Melbourne');
    expect(port.kind === 'served' && port.covered).toEqual([
      expect.objectContaining({ region: { slug: 'inner', name: 'Inner Melbourne' }, arrival: `typically ${site.claims!.arrival[1]!.wording}` }),
    ]);
    const flemington = findPlace(data, 'Flemington');
    expect(flemington.kind === 'served' && flemington.covered).toEqual([
      expect.objectContaining({ region: { slug: 'northern', name: 'Northern Suburbs' }, arrival: `typically ${site.claims!.arrival[0]!.wording}` }),
    ]);
    // With a postcode, the place of that postcode: Melbourne 3000, not Melbourne 3004 as well.
    const city = findPlace(data, 'Melbourne 3000');
    expect(city.kind === 'served' && city.covered.map((p) => `${p.name} ${p.postcode}`)).toEqual(['Melbourne 3000']);
    for (const query of ['East Melbourne', 'Carlton', 'South Yarra']) expect(findPlace(data, query).kind, query).toBe('served');
  });

  it('a real place beyond the area, by name or postcode, is outside our usual area; only an unknown name asks about the spelling', () => {
    expect(findPlace(data, 'Geelong')).toEqual({ kind: 'outside', query: 'Geelong', byPostcode: false, outside: [{ name: 'Geelong', postcode: '3220' }] });
    expect(findPlace(data, '3220')).toMatchObject({ kind: 'outside', outside: expect.arrayContaining([{ name: 'Geelong', postcode: '3220' }]) });
    expect(findPlace(data, '2000')).toMatchObject({ kind: 'outside', postcode: '2000', outside: [] });
    expect(findPlace(data, 'Narnia').kind).toBe('unknown');
    expect(findPlace(data, 'Sunbury').kind).toBe('outside');
  });

  it('"Saint", "Mount", the compass word first and "VIC 3182" all find the suburb', () => {
    expect(placeKey('Saint Kilda')).toBe(placeKey('St. Kilda'));
    expect(suburbAliases('Fitzroy North')).toEqual(['North Fitzroy']);
    expect(suburbAliases('West Footscray')).toEqual(['Footscray West']);
    expect(findPlace(data, 'north fitzroy').kind).toBe('served');
    expect(findPlace(data, 'Saint Kilda VIC 3182').kind).toBe('served');
  });

  it('a locality we do not serve is outside our usual area; a made-up place is unknown', () => {
    expect(findPlace(data, 'Sunbury')).toEqual({ kind: 'outside', query: 'Sunbury', byPostcode: false, outside: [{ name: 'Sunbury', postcode: '3429' }] });
    expect(findPlace(data, 'Narnia')).toEqual({ kind: 'unknown', query: 'Narnia' });
    expect(findPlace(data, '   ')).toEqual({ kind: 'empty' });
  });

  it('ships no more than it needs: every served suburb once, no served suburb among the others', () => {
    expect(data.suburbs).toHaveLength(site.suburbs.length);
    const served = new Set(data.suburbs.map(([name]) => placeKey(name)));
    expect(data.outside.filter(([name]) => served.has(placeKey(name)))).toEqual([]);
    expect(data.covered.filter(([name]) => served.has(placeKey(name)))).toEqual([]);
    // Every locality within 100 km of the base, by name and postcode: about 1,200 places.
    expect(JSON.stringify(data).length).toBeLessThan(40 * 1024);
  });
});
