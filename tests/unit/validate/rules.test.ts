import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { DiagnosticCode } from '../../../generator/diagnostics/codes.ts';
import { prepareSite } from '../../../generator/prepare-site.ts';
import { copyData, type DataCopy } from '../../helpers/data-copy.ts';

interface Case {
  name: string;
  breakIt: (data: DataCopy) => void;
  code: DiagnosticCode;
  file: string;
  /** Text on the line the diagnostic must point at. */
  at?: string;
  hint?: RegExp;
  /** What the diagnostic's message must say. */
  message?: RegExp;
  severity?: 'error' | 'warning';
}

const SERVICE = 'services/switchboard-upgrades.yaml';
const POST = 'blog/why-your-safety-switch-keeps-tripping.md';
// Pictures made here: 600x400 is too small for a hero (1152x768), and a file that is no picture.
const SMALL_PNG = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#336699' } })
  .png()
  .toBuffer();

const CASES: Case[] = [
  {
    name: 'related services resolve, with a suggestion',
    breakIt: (d) => d.replace(SERVICE, '  - safety-switch-rcd-installations', '  - safety-switch-rcd-instalations'),
    code: 'UNKNOWN_REFERENCE',
    file: SERVICE,
    at: 'safety-switch-rcd-instalations',
    hint: /Did you mean "safety-switch-rcd-installations"\?/,
  },
  {
    name: 'a related slug may not name a draft',
    breakIt: (d) => d.replace('services/meter-box-replacements.yaml', 'slug: meter-box-replacements', 'slug: meter-box-replacements\ndraft: true'),
    code: 'DRAFT_REFERENCE',
    file: SERVICE,
    at: '- meter-box-replacements',
  },
  {
    name: 'service groups exist',
    breakIt: (d) => d.replace(SERVICE, 'group: switchboard-safety', 'group: switchbord-safety'),
    code: 'UNKNOWN_REFERENCE',
    file: SERVICE,
    at: 'group: switchbord-safety',
    hint: /Did you mean "switchboard-safety"/,
  },
  {
    name: 'slugs are kebab-case',
    breakIt: (d) => d.replace('suburbs.yaml', 'slug: thomastown', 'slug: Thomas Town'),
    code: 'SCHEMA',
    file: 'suburbs.yaml',
    at: 'slug: Thomas Town',
  },
  {
    name: 'slugs are unique',
    breakIt: (d) => d.replace('suburbs.yaml', 'slug: lalor', 'slug: thomastown'),
    code: 'DUPLICATE_SLUG',
    file: 'suburbs.yaml',
  },
  {
    name: 'a file is named after its slug',
    breakIt: (d) => d.replace(SERVICE, 'slug: switchboard-upgrades', 'slug: switchboard-upgrade'),
    code: 'FILE_NAME_MISMATCH',
    file: SERVICE,
    at: 'slug: switchboard-upgrade',
  },
  {
    name: 'service areas name suburbs or regions',
    breakIt: (d) => d.replace(SERVICE, /^relatedServices:/m, 'serviceAreas: [nothern, western]\nrelatedServices:'),
    code: 'UNKNOWN_REFERENCE',
    file: SERVICE,
    at: 'nothern',
    hint: /Did you mean "northern"/,
  },
  {
    name: 'every suburb is in a region that exists',
    breakIt: (d) => d.replace('suburbs.yaml', 'region: northern', 'region: north'),
    code: 'UNKNOWN_REFERENCE',
    file: 'suburbs.yaml',
    at: 'region: north',
  },
  {
    name: 'menu suburbs belong to their region',
    breakIt: (d) => d.replace('regions.yaml', '      - lalor', '      - footscray'),
    code: 'REGION_MEMBERSHIP',
    file: 'regions.yaml',
    at: '- footscray',
  },
  {
    name: 'emergency suburbs exist',
    breakIt: (d) => d.replace('emergency-suburbs.yaml', '  - bundoora', '  - bundora'),
    code: 'UNKNOWN_REFERENCE',
    file: 'emergency-suburbs.yaml',
    at: '- bundora',
    hint: /Did you mean "bundoora"/,
  },
  {
    name: 'postcodes are Victorian',
    breakIt: (d) => d.replace('suburbs.yaml', 'postcode: "3074"', 'postcode: "2074"'),
    code: 'POSTCODE',
    file: 'suburbs.yaml',
    at: 'postcode: "2074"',
  },
  {
    name: 'postcodes match the reference list (warning)',
    breakIt: (d) => d.replace('suburbs.yaml', 'postcode: "3074"', 'postcode: "3075"'),
    code: 'POSTCODE',
    file: 'suburbs.yaml',
    severity: 'warning',
    hint: /Did you mean "3074"/,
  },
  {
    name: 'coordinates agree with the place reference (warning)',
    breakIt: (d) => d.replace('suburbs.yaml', 'geo: { lat: -37.682, lng: 145.014 }', 'geo: { lat: -37.282, lng: 145.014 }'),
    code: 'GEO_MISMATCH',
    file: 'suburbs.yaml',
    severity: 'warning',
  },
  {
    name: 'redirect targets are pages',
    breakIt: (d) => d.replace('redirects.yaml', '{ from: /about-us, to: /about }', '{ from: /about-us, to: /abuot }'),
    code: 'REDIRECT_TARGET',
    file: 'redirects.yaml',
    at: '/abuot',
    hint: /Did you mean "\/about"/,
  },
  {
    name: 'redirect sources do not shadow a page',
    breakIt: (d) => d.replace('redirects.yaml', '{ from: /home, to: / }', '{ from: /contact, to: / }'),
    code: 'REDIRECT_SHADOWS_PAGE',
    file: 'redirects.yaml',
    at: 'from: /contact',
  },
  {
    name: 'redirects do not chain',
    breakIt: (d) => d.replace('redirects.yaml', '{ from: /home, to: / }', '{ from: /home, to: /about-us }'),
    code: 'REDIRECT_CHAIN',
    file: 'redirects.yaml',
    hint: /straight at \/about/,
  },
  {
    name: 'redirects do not loop',
    breakIt: (d) => d.replace('redirects.yaml', '{ from: /home, to: / }', '{ from: /home, to: /about-us }\n  - { from: /about-usx, to: /home }'),
    code: 'REDIRECT_CHAIN',
    file: 'redirects.yaml',
  },
  {
    name: 'a literal redirect is not declared twice',
    breakIt: (d) => d.replace('redirects.yaml', '{ from: /home, to: / }', '{ from: /home, to: / }\n  - { from: /home, to: /about }'),
    code: 'DUPLICATE_REDIRECT',
    file: 'redirects.yaml',
  },
  {
    name: 'every route path is unique',
    breakIt: (d) => d.replace('pages/about.yaml', 'path: /about', 'path: /contact'),
    code: 'DUPLICATE_ROUTE',
    file: 'pages/',
  },
  {
    name: 'links in content resolve',
    breakIt: (d) => d.replace('pages/home.yaml', 'href: /switchboard-upgrades', 'href: /switchbaord-upgrades'),
    code: 'BROKEN_LINK',
    file: 'pages/home.yaml',
    at: 'href: /switchbaord-upgrades',
    hint: /Did you mean "\/switchboard-upgrades"/,
  },
  {
    name: 'links in blog posts resolve',
    breakIt: (d) => d.replace('blog/why-your-safety-switch-keeps-tripping.md', /\]\(\/[a-z-/]+\)/, '](/no-such-page)'),
    code: 'BROKEN_LINK',
    file: 'blog/why-your-safety-switch-keeps-tripping.md',
    at: '(/no-such-page)',
  },
  {
    name: 'meta descriptions are 50-160 characters (warning)',
    breakIt: (d) => d.replace(SERVICE, /metaDescription: >-\n[^\n]+\n[^\n]+\n/, 'metaDescription: Too short.\n'),
    code: 'META_LENGTH',
    file: SERVICE,
    at: 'metaDescription: Too short.',
    severity: 'warning',
  },
  {
    name: 'titles are unique across the site (warning)',
    breakIt: (d) => d.replace('pages/about.yaml', /pageTitle: .*/, `pageTitle: ${/pageTitle: (.*)/.exec(d.read('pages/contact.yaml'))![1]}`),
    code: 'DUPLICATE_META',
    file: 'pages/',
    severity: 'warning',
  },
  {
    name: 'published services are complete (warning)',
    breakIt: (d) => d.replace(SERVICE, /relatedServices:\n(  - .*\n)+/, 'relatedServices:\n  - meter-box-replacements\n'),
    code: 'CONTENT_THIN',
    file: SERVICE,
    severity: 'warning',
  },
  {
    name: 'quiz answers lead to questions that exist',
    breakIt: (d) => d.replace('pages/fault-finding-quiz.yaml', 'next: flames', 'next: flamez'),
    code: 'QUIZ',
    file: 'pages/fault-finding-quiz.yaml',
    at: 'next: flamez',
    hint: /Did you mean "flames"/,
  },
  {
    name: 'a quiz never loops',
    breakIt: (d) => d.replace('pages/fault-finding-quiz.yaml', /(\n\s+- id: flames\n(?:.*\n)*?\s+)(next|result): [a-z-]+/, '$1next: what'),
    code: 'QUIZ',
    file: 'pages/fault-finding-quiz.yaml',
  },
  {
    name: 'one canonical landing page per service',
    breakIt: (d) => d.replace('landing/lighting-installation.yaml', 'slug: lighting-installation', 'slug: lighting-installation\ncanonicalFor: switchboard-upgrades'),
    code: 'CANONICAL_CONFLICT',
    file: 'landing/',
  },
  {
    name: 'a sentence a regulator would correct is an error at its line',
    breakIt: (d) =>
      d.replace(
        'services/exit-emergency-light-testing.yaml',
        '    - Visual check of each fitting',
        '    - Logbook kept to AS 2293.1 after each discharge test.\n    - Visual check of each fitting',
      ),
    code: 'FACT_CHECK',
    file: 'services/exit-emergency-light-testing.yaml',
    at: 'Logbook kept to AS 2293.1',
    hint: /AS\/NZS 2293\.2/,
  },
  {
    name: 'a heading that asks "What is" of a service title is an error at its line',
    breakIt: (d) => d.replace(SERVICE, 'about: What a switchboard upgrade involves', 'about: What is switchboard upgrades?'),
    code: 'HEADING_SHAPE',
    file: SERVICE,
    at: 'about: What is switchboard upgrades?',
    hint: /phrases\.about/,
  },
  {
    name: 'a "What is" before a bare plural is an error, title or not',
    breakIt: (d) => d.replace('landing/switchboard-upgrades.yaml', /^bookHeading: .*$/m, 'bookHeading: What is RCBO upgrades?'),
    code: 'HEADING_SHAPE',
    file: 'landing/switchboard-upgrades.yaml',
    at: 'bookHeading: What is RCBO upgrades?',
  },
  {
    name: 'a lower-cased acronym in a phrase that becomes a heading is an error with the right spelling',
    breakIt: (d) => d.replace('services/ev-charger-installations.yaml', 'book: Book an EV charger installation', 'book: Book an ev charger installation'),
    code: 'HEADING_SHAPE',
    file: 'services/ev-charger-installations.yaml',
    at: 'book: Book an ev charger installation',
    hint: /Write it "EV"/,
  },
  {
    name: 'a lower-cased acronym in a post heading is an error in the post',
    breakIt: (d) => d.replace(POST, /^## (.*)$/m, '## Why rcd switches trip'),
    code: 'HEADING_SHAPE',
    file: POST,
    hint: /Write it "RCD"/,
  },
  {
    name: 'a claim pattern that is not a regular expression is a schema error at its line',
    breakIt: (d) => d.replace('claims.yaml', "mentions: ['lifetime warranty']", "mentions: ['lifetime (warranty']"),
    code: 'SCHEMA',
    file: 'claims.yaml',
    at: 'lifetime (warranty',
  },
  {
    name: 'a {claim:KEY} naming no claim is an error at its line with a suggestion',
    breakIt: (d) => d.replace('pages/home.yaml', 'Arrival is typically {claim:arrival.arrival-near}', 'Arrival is typically {claim:arrival.arrival-nearer}'),
    code: 'UNKNOWN_REFERENCE',
    file: 'pages/home.yaml',
    hint: /Did you mean "arrival.arrival-near"/,
  },
  {
    name: 'a {business:KEY} naming nothing business.yaml says is an error at its line with a suggestion (issue 41)',
    breakIt: (d) => d.replace('services/emergency-electrical-callouts.yaml', '{business:base}', '{business:bse}'),
    code: 'UNKNOWN_REFERENCE',
    file: 'services/emergency-electrical-callouts.yaml',
    hint: /Did you mean "base"/,
  },
  {
    name: 'the last arrival claim covers every distance',
    breakIt: (d) => d.replace('claims.yaml', '  - id: arrival-far\n    urgency: any', '  - id: arrival-far\n    maxKm: 80\n    urgency: any'),
    code: 'SCHEMA',
    file: 'claims.yaml',
  },
  {
    name: 'an arrival band promises no time a van cannot keep at its edge',
    breakIt: (d) => d.replace('claims.yaml', '  - id: arrival-near\n    maxKm: 15', '  - id: arrival-near\n    maxKm: 22'),
    code: 'SCHEMA',
    file: 'claims.yaml',
    at: 'maxMinutes: 60',
    message: /promises 60 minutes out to 22 km, but a van realistically needs about 64 minutes/,
  },
  {
    name: 'a price shown without the call-out fee everyone pays is an error, with the fee to show beside it',
    breakIt: (d) => d.replace('claims.yaml', '  amount: 0\n  wording: $0 call-out fee', '  amount: 89\n  wording: $89 call-out fee'),
    code: 'PRICE_WITHOUT_FEES',
    file: 'pages/deals.yaml',
    hint: /"\$149, plus the \$89 call-out fee"/,
  },
  {
    name: 'navigation links land on a page, with a suggestion',
    breakIt: (d) => d.replace('navigation.yaml', '{ title: FAQ, path: /faq }', '{ title: FAQ, path: /faqs }'),
    code: 'BROKEN_LINK',
    file: 'navigation.yaml',
    at: 'path: /faqs',
    hint: /Did you mean "\/faq"\?/,
  },
  {
    name: 'a navigation link to a redirect names its target (warning)',
    breakIt: (d) => d.replace('navigation.yaml', '{ title: About Us, path: /about }', '{ title: About Us, path: /about-us }'),
    code: 'LINK_TO_REDIRECT',
    file: 'navigation.yaml',
    at: 'path: /about-us',
    severity: 'warning',
  },
  {
    name: 'a navigation link without a title goes to a page that has one',
    breakIt: (d) => d.replace('navigation.yaml', '    - path: /contact', '    - path: /suburb/reservoir'),
    code: 'SCHEMA',
    file: 'navigation.yaml',
    at: 'path: /suburb/reservoir',
  },
  {
    name: 'unknown keys are errors with a suggestion',
    breakIt: (d) => d.replace(SERVICE, 'menuOrder: 10', 'menuOrdre: 10'),
    code: 'SCHEMA',
    file: SERVICE,
    at: 'menuOrdre',
    hint: /Did you mean "menuOrder"/,
  },
  {
    name: 'a picture names a file in data/images/, with a suggestion',
    breakIt: (d) => d.replace(SERVICE, 'src: switchboard-layout.png', 'src: switchboard-layuot.png'),
    code: 'IMAGE_MISSING',
    file: SERVICE,
    at: 'src: switchboard-layuot.png',
    hint: /Did you mean "switchboard-layout.png"\?/,
  },
  {
    name: 'a picture in a post names a file that exists',
    breakIt: (d) => d.replace(POST, 'src: safety-switch-principle.png', 'src: rcd-photo.jpg'),
    code: 'IMAGE_MISSING',
    file: POST,
    at: 'src: rcd-photo.jpg',
  },
  {
    name: 'a picture needs alt text',
    breakIt: (d) => d.replace(SERVICE, /(heroImage:\n  src: switchboard-layout.png\n)  alt: >-\n(?:    .*\n)+/, '$1'),
    code: 'SCHEMA',
    file: SERVICE,
    at: 'heroImage:',
    hint: /Add "alt:" here: every picture needs alt text/,
  },
  {
    name: 'alt text may not be empty',
    breakIt: (d) => d.replace(POST, /(src: safety-switch-principle.png\n)  alt: >-\n(?:    .*\n)+/, '$1  alt: ""\n'),
    code: 'SCHEMA',
    file: POST,
    at: 'alt: ""',
  },
  {
    name: 'a picture is big enough for its slot',
    breakIt: (d) => {
      d.write('images/small-switchboard.png', SMALL_PNG);
      d.replace(SERVICE, 'src: switchboard-layout.png', 'src: small-switchboard.png');
    },
    code: 'IMAGE_TOO_SMALL',
    file: SERVICE,
    at: 'src: small-switchboard.png',
  },
  {
    name: 'a picture file is a picture',
    breakIt: (d) => {
      d.write('images/not-a-photo.jpg', 'This is a text file saved with the wrong name.');
      d.replace(SERVICE, 'src: switchboard-layout.png', 'src: not-a-photo.jpg');
    },
    code: 'IMAGE_UNREADABLE',
    file: SERVICE,
    at: 'src: not-a-photo.jpg',
  },
  {
    name: 'a missing required key points at its object',
    breakIt: (d) => d.replace(SERVICE, /^h1: .*\n/m, ''),
    code: 'SCHEMA',
    file: SERVICE,
  },
];

describe('business words in data text (issue 41)', () => {
  it("says the business's own base, name and area where the text names them, and follows business.yaml", () => {
    const data = copyData();
    data.replace('services/emergency-electrical-callouts.yaml', '{business:base} base.', '{business:base} base ({business:name}, {business:area}).');
    const before = prepareSite(data.dir).site.services.find((s) => s.slug === 'emergency-electrical-callouts')!;
    expect(JSON.stringify(before)).toContain('Thomastown base (Northwire Electrical, Melbourne).');
    data.replace('business.yaml', /^areaName: .*$/m, 'areaName: the northern suburbs');
    const after = prepareSite(data.dir).site.services.find((s) => s.slug === 'emergency-electrical-callouts')!;
    expect(JSON.stringify(after)).toContain('Thomastown base (Northwire Electrical, the northern suburbs).');
    expect(JSON.stringify(after)).not.toContain('{business:');
  });
});

describe('validation rules', () => {
  it('passes the real data with no errors and no warnings', () => {
    const { diagnostics: report } = prepareSite('data');
    expect(report.diagnostics).toEqual([]);
  });

  for (const c of CASES) {
    it(c.name, () => {
      const data = copyData();
      c.breakIt(data);
      const { diagnostics: report } = prepareSite(data.dir);
      const match = report.diagnostics.find((d) => d.code === c.code && d.file.includes(c.file) && (c.severity ?? 'error') === d.severity);
      expect(match, `expected ${c.code} in ${c.file}; got:\n${JSON.stringify(report.diagnostics, null, 1)}`).toBeDefined();
      if (c.at) expect(match!.line).toBe(data.lineOf(match!.file.slice(match!.file.indexOf(c.file)), c.at));
      if (c.hint) expect(match!.hint).toMatch(c.hint);
      if (c.message) expect(match!.message).toMatch(c.message);
    });
  }
});
