import { describe, expect, it } from 'vitest';
import { checkFacts, FACT_RULES } from '../../../generator/validate/facts/fact-rules.ts';
import { prepareSite } from '../../../generator/prepare-site.ts';
import { inlineText } from '../../../src/content/markdown-ast.ts';

const broken = (text: string) => checkFacts(text).map((f) => f.rule.id);

/** For each rule: sentences it must catch, and near misses it must leave alone. */
const CASES: Record<string, { wrong: string[]; right: string[] }> = {
  'safety-switch-interval': {
    wrong: ['Test your safety switch every 3-6 months.', 'Press the test button on each one every 3 to 6 months.', 'It should be pressed every three to six months.'],
    right: ['We recommend testing every 3-6 months (Energy Safe Victoria asks for at least once a year).', 'Energy Safe Victoria asks households to test at least once a year.'],
  },
  'as2293-part': {
    wrong: [
      'Lights are tested every 6 months with a 90-minute discharge test (AS 2293.1).',
      'We update the logbook under AS/NZS 2293.1.',
      'We fit a current LED unit that meets AS 2293.1.',
    ],
    right: ['Emergency lighting laid out to AS/NZS 2293.1 and shown on a drawing.', 'A 90-minute discharge test under AS/NZS 2293.2.'],
  },
  'plumbing-regulator': {
    wrong: ['The plumber lodges it with the VBA.', 'Registered with the Victorian Building Authority.'],
    right: ['Lodged with the Building and Plumbing Commission (formerly the VBA).'],
  },
  'rec-is-a-registration': {
    wrong: ['We hold an REC licence.', 'REC-licensed electricians.', 'under our Registered Electrical Contractor licence.'],
    right: ['We are a Registered Electrical Contractor (REC).', 'Ask for the REC number.'],
  },
  'cable-size-unit': {
    wrong: ['A new 16mm earth cable.', 'new earth cable 16mm to a new electrode.', 'We run 6 mm cable to the cooktop.'],
    right: ['A new 16 mm² earth cable.', 'A 25 mm conduit under the slab.'],
  },
  'ev-charger-term': { wrong: ['A Level 2 EV charger is faster.'], right: ['A 7 kW wall charger is faster.'] },
  'power-point': {
    wrong: ['It is faster than a standard outlet.', 'We add USB outlets by the bed.', 'Weatherproof outlets for the deck.'],
    right: ['Three power points in the kitchen.', 'Ducting to an external outlet.', 'An antenna outlet in each bedroom.', 'Every power outlet and lighting circuit in a rental.'],
  },
  'coes-for-all-work': {
    wrong: [
      'A new circuit is prescribed electrical work, so we issue a Certificate of Electrical Safety.',
      'For prescribed work such as new circuits, the REC must give you a COES.',
      'Certificate of Electrical Safety for prescribed work',
      'You get a COES where the repair was prescribed work.',
    ],
    right: [
      'Every job gets a Certificate of Electrical Safety; prescribed work is also inspected first.',
      'A Certificate of Electrical Safety, with independent inspection where the work is prescribed.',
      'A switchboard replacement is prescribed work, so an inspector checks it.',
    ],
  },
  'coes-deadline': {
    wrong: ['The law sets short deadlines for the certificate of electrical safety, measured in days not months.'],
    right: ['You get the COES within one month of non-prescribed work.'],
  },
  'nominal-voltage': { wrong: ['A 240 V smoke alarm.', 'Hardwired 240-volt alarms.'], right: ['A 230 V smoke alarm.'] },
  'rental-standard-wording': {
    wrong: ['Safety switches on all relevant circuits in rentals.', 'Agreements that started, or rolled over into a periodic agreement, after 2021.'],
    right: ['Safety switches on every power outlet and lighting circuit in rentals.'],
  },
  'battery-incentive': {
    wrong: ['Solar Victoria runs the Solar Homes program, and batteries are supported.'],
    right: ['The state battery rebate from Solar Victoria has closed; the federal Cheaper Home Batteries Program applies.'],
  },
};

describe('fact rules (issue 16)', () => {
  it('has cases for every rule', () => {
    expect(Object.keys(CASES).sort()).toEqual(FACT_RULES.map((r) => r.id).sort());
  });

  for (const [id, { wrong, right }] of Object.entries(CASES)) {
    it(`${id}: catches the error and leaves the correct wording alone`, () => {
      for (const s of wrong) expect(broken(s), s).toContain(id);
      for (const s of right) expect(broken(s), s).not.toContain(id);
    });
  }

  it('finds nothing wrong in the site data', () => {
    const { diagnostics: report } = prepareSite('data');
    expect(report.diagnostics.filter((d) => d.code === 'FACT_CHECK')).toEqual([]);
  });
});

describe('facts the pages must state (issue 16)', () => {
  const { site } = prepareSite('data');
  const pageText = (slug: string) =>
    JSON.stringify(site.pages.find((p) => p.slug === slug) ?? site.landings.find((l) => l.slug === slug) ?? site.services.find((s) => s.slug === slug));

  it('tells people on every emergency page to call 000 for shock injuries and live fallen lines, not only flames', () => {
    for (const slug of ['emergency-electrician-melbourne', 'emergency-experts', 'emergency-electrical-callouts', 'contact']) {
      const text = pageText(slug);
      expect(text, slug).toMatch(/000/);
      expect(text, slug).toMatch(/shock/);
      expect(text, slug).toMatch(/fallen (power )?line|power line is down/);
    }
  });

  it('says the prescribed-work pages are inspected by a licensed electrical inspector before energising', () => {
    for (const slug of [
      'battery-storage-installations',
      'backup-generator-installation',
      'solar-inverter-repairs',
      'switchboard-upgrades',
      'meter-box-replacements',
      'main-earth-bonding-upgrades',
    ]) {
      expect(pageText(slug), slug).toMatch(/licensed\s+electrical\s+inspector/i);
    }
  });

  it('states the spec constant that energy audits can cut use 20-40%', () => {
    const all =
      JSON.stringify([site.services, site.landings, site.pages]) +
      site.posts.map((p) => p.body.map((b) => ('children' in b && b.type === 'paragraph' ? inlineText(b.children) : '')).join(' ')).join(' ');
    expect(all).toMatch(/energy audit[^"]*20-40%|20-40%[^"]*energy audit/);
  });
});
