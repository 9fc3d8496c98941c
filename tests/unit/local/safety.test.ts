import { describe, expect, it } from 'vitest';
import { reviewsForService } from '../../../generator/content/service-reviews.ts';
import { mentionsGas, NO_NUMBER, pageSafetyKinds, safetyKindsOf, safetyView } from '../../../generator/local/safety.ts';
import { tradeOf } from '../../../generator/local/trade.ts';
import { prepareSite } from '../../../generator/prepare-site.ts';
import { DISTRIBUTORS, GAS_DISTRIBUTORS } from '../../../generator/schema/index.ts';

const { site } = prepareSite('data');
const file = site.distributors!;
const services = new Map(site.services.map((s) => [s.slug as string, s]));
const trades = (slug: string) => {
  const s = services.get(slug);
  return s && tradeOf(s, site.groups);
};

describe('distributors and their lines', () => {
  it("a page about no one suburb lists the networks the business's own suburbs name, not every network in Victoria", () => {
    const geelong = [
      { name: 'Geelong West', gas: { name: 'AusNet Gas Services' as const } },
      { name: 'Belmont', gas: { name: 'AusNet Gas Services' as const } },
    ];
    expect(safetyView('gas', file, undefined, geelong).contacts.map((c) => c.name)).toEqual(['AusNet Gas Services']);
    // Where a suburb's network is not known it could be any: every one, with the bill as the way to tell.
    expect(safetyView('gas', file, undefined, [...geelong, { name: 'Barrabool' }]).contacts).toHaveLength(GAS_DISTRIBUTORS.length);
    expect(safetyView('electrical', file, undefined, geelong).contacts).toHaveLength(DISTRIBUTORS.length);
  });

  it('has an entry for every network a suburb can name, and a checked faults line for every electricity network', () => {
    const names = file.distributors.map((d) => d.name);
    for (const name of [...DISTRIBUTORS, ...GAS_DISTRIBUTORS]) expect(names).toContain(name);
    for (const d of file.distributors.filter((d) => d.kind === 'electricity')) {
      expect(d.faults?.phone, d.name).toMatch(/^1[\d ]+$/);
      expect(d.faults?.source.url, d.name).toMatch(/^https:\/\//);
    }
  });

  it("gives each suburb its own network's line, both where a boundary runs through it, and every line with the bill where the data has none", () => {
    for (const suburb of site.suburbs) {
      const view = safetyView('electrical', file, suburb);
      const expected = [suburb.distributor, suburb.distributorAlso].filter(Boolean);
      if (expected.length) expect(view.contacts.map((c) => c.name)).toEqual(expected);
      else expect(view.contacts).toHaveLength(DISTRIBUTORS.length);
      expect(view.contactsNote).toMatch(/bill/);
      for (const c of view.contacts) expect(c.phoneHref).toBe(`tel:${c.phone!.replace(/ /g, '')}`);
    }
    const lalor = safetyView(
      'electrical',
      file,
      site.suburbs.find((s) => s.slug === 'lalor'),
    );
    expect(lalor.contacts).toEqual([expect.objectContaining({ name: 'AusNet Services', phone: '13 17 99' })]);
    const thomastown = safetyView(
      'electrical',
      file,
      site.suburbs.find((s) => s.slug === 'thomastown'),
    );
    expect(thomastown.contactsNote).toMatch(/most streets are likely supplied by Jemena, and some by AusNet Services\./);
    // Preston sits on the Jemena-CitiPower boundary (City of Darebin, docs/facts.md): both lines, the likely one first.
    const preston = safetyView(
      'electrical',
      file,
      site.suburbs.find((s) => s.slug === 'preston'),
    );
    expect(preston.contacts.map((c) => [c.name, c.phone])).toEqual([
      ['Jemena', '131 626'],
      ['CitiPower', '13 12 80'],
    ]);
  });

  it('never invents a gas emergency number: a network without a checked one sends people to their bill, then 000 from outside', () => {
    const view = safetyView('gas', file, { name: 'Broadmeadows', gas: { name: 'AusNet Gas Services' } });
    expect(view.contacts).toEqual([{ name: 'AusNet Gas Services', noNumber: NO_NUMBER.gas }]);
    expect(view.contactsNote).toMatch(/gas bill/);
    // Said once, in the network's own row, not again in the note (issue 42).
    expect(NO_NUMBER.gas).toMatch(/000 from outside/);
    expect(view.contactsNote).not.toMatch(/no number/i);
    const steps = view.steps.join(' ');
    expect(steps).toMatch(/000 from outside/);
    expect(steps).toMatch(/meter/);
  });

  it('tells a person smelling gas to turn off the appliances and the meter, and to leave electrical switches alone', () => {
    const steps = file.advice.gas.steps.join(' ');
    expect(steps).toMatch(/turn off every gas appliance/i);
    expect(steps).toMatch(/pilot light/i);
    expect(steps).toMatch(/gas off at the meter/i);
    expect(steps).toMatch(/electrical switches/i);
    // "Do not switch ... appliances on or off" would stop someone turning off a gas tap.
    expect(steps).not.toMatch(/appliances on or off/i);
  });

  it('sends a fallen or sparking line to 000, a tingle from a tap and a dead supply with the main switch on to the distributor', () => {
    const steps = file.advice.electrical.steps;
    expect(steps.some((s) => /fallen power line/i.test(s) && /000/.test(s))).toBe(true);
    expect(steps.some((s) => /tingle/i.test(s) && /faults line/i.test(s))).toBe(true);
    expect(steps.some((s) => /main switch/i.test(s) && /faults line/i.test(s))).toBe(true);
  });
});

describe('which pages carry a safety block', () => {
  it('puts the gas block on gas work and on any service naming gas, the electrical block on emergency and urgent electrical work, and none on planned work', () => {
    const kinds = (slug: string) => safetyKindsOf(services.get(slug)!, trades(slug)!, site.groups);
    expect(kinds('gas-fitting-leaks')).toEqual(['gas']);
    expect(kinds('power-outage-restoration')).toEqual(['electrical']);
    expect(kinds('commercial-power-outages')).toEqual(['electrical']);
    expect(kinds('switchboard-upgrades')).toEqual([]);
    expect(kinds('blocked-drains')).toEqual([]);
    expect(kinds('hot-water-systems')).toContain('gas');
    expect(kinds('ducted-heating-cooling')).toContain('gas');
    expect(kinds('urgent-real-estate-callouts')).toEqual(['gas', 'electrical']);
    for (const s of site.services) {
      const trade = trades(s.slug)!;
      const emergencyGroup = site.groups.find((g) => g.slug === s.group)?.role === 'emergency';
      if (trade === 'gas') expect(kinds(s.slug)).toContain('gas');
      if (emergencyGroup) expect(kinds(s.slug), s.slug).toContain('electrical');
    }
  });

  it('reads gas hazards and appliances in text, not every use of the word', () => {
    for (const t of ['If you smell gas, leave.', 'a gas leak at the cooktop', 'carbon monoxide from a cracked heat exchanger', 'ducted gas heating', 'a gas hot water unit'])
      expect(mentionsGas([t]), t).toBe(true);
    for (const t of ['Gassy soft drinks', 'We replace the switchboard.', 'an electric storage heater']) expect(mentionsGas([t]), t).toBe(false);
    expect(pageSafetyKinds(undefined, true, ['No gas here'])).toEqual(['electrical']);
    expect(pageSafetyKinds(['electrical'], false, ['a gas leak'])).toEqual(['gas', 'electrical']);
  });
});

describe('reviews on a service page', () => {
  it('shows only reviews of the service or its trade, the service first', () => {
    for (const service of site.services) {
      const trade = trades(service.slug)!;
      const chosen = reviewsForService({ slug: service.slug, trade }, site.testimonials, trades, 2);
      for (const r of chosen) expect(r.service === service.slug || trades(r.service) === trade, `${service.slug}: ${r.service}`).toBe(true);
      const same = site.testimonials.filter((r) => r.service === service.slug);
      expect(chosen.slice(0, Math.min(2, same.length))).toEqual(same.slice(0, 2));
    }
    expect(
      reviewsForService({ slug: 'x', trade: 'gas' }, [{ name: 'A', suburb: 'kew', rating: 5, text: 'Good.', service: 'blocked-drains' }] as never, () => 'plumbing', 2),
    ).toEqual([]);
  });
});
