import { describe, expect, it } from 'vitest';
import { reviewsForService } from '../../../generator/content/service-reviews.ts';
import { safetyKindOf, safetyView } from '../../../generator/local/safety.ts';
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
    expect(thomastown.contactsNote).toMatch(/some streets are on Jemena’s network and others on AusNet Services’/);
  });

  it('never invents a gas emergency number: a network without a checked one sends people to their bill', () => {
    const view = safetyView('gas', file, { name: 'Broadmeadows', gas: { name: 'AusNet Gas Services' } });
    expect(view.contacts).toEqual([{ name: 'AusNet Gas Services' }]);
    expect(view.contactsNote).toMatch(/printed on your bill/);
    expect(view.steps.join(' ')).toMatch(/000/);
    expect(view.steps.join(' ')).toMatch(/meter/);
    expect(view.steps.join(' ')).toMatch(/outside/);
  });
});

describe('which pages carry a safety block', () => {
  it('puts the gas block on gas work, the electrical block on emergency and urgent electrical work, and none on planned work', () => {
    const kind = (slug: string) => safetyKindOf(services.get(slug)!, trades(slug)!, site.groups);
    expect(kind('gas-fitting-leaks')).toBe('gas');
    expect(kind('power-outage-restoration')).toBe('electrical');
    expect(kind('commercial-power-outages')).toBe('electrical');
    expect(kind('switchboard-upgrades')).toBeUndefined();
    expect(kind('blocked-drains')).toBeUndefined();
    for (const s of site.services) {
      const trade = trades(s.slug)!;
      const emergencyGroup = site.groups.find((g) => g.slug === s.group)?.role === 'emergency';
      if (trade === 'gas') expect(kind(s.slug)).toBe('gas');
      if (emergencyGroup) expect(kind(s.slug), s.slug).toBe('electrical');
    }
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
