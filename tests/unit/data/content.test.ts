import { describe, expect, it } from 'vitest';
import { isVictorianPostcode } from '../../../generator/validate/rules/postcodes-are-victorian.ts';
import { prepareSite } from '../../../generator/prepare-site.ts';

const { site, manifest } = prepareSite('data');
const pagePaths = new Set(manifest.routes.map((r) => r.path));
const redirects = new Map(manifest.redirects.map((r) => [r.from, r.to]));

/** Every slug the spec names (section 2), including the related-only ones. */
const SPEC_SLUGS = `emergency-electrical-callouts power-outage-restoration burnt-outlets-or-switches fuse-box-troubleshooting
electrical-smell-sparking-wires tripped-circuit-repairs urgent-switchboard-issues partial-power-loss switchboard-upgrades
fuse-to-circuit-breaker-conversions safety-switch-rcd-installations arc-fault-detection main-earth-bonding-upgrades
load-balancing-circuit-separation meter-box-replacements power-point-installation-repair light-switch-replacements
led-downlight-installation pendant-lighting-wiring outdoor-garden-lighting sensor-light-floodlight-installations
ceiling-fans-with-lights dimmer-switches appliance-installation safety-switch-tripping-fix smoke-alarm-installation-hardwired
electrical-safety-inspections home-rewiring exhaust-fans-heat-lamps tv-points-antennas-mounting phone-data-point-installations
doorbell-intercom-systems commercial-power-outages emergency-lighting-exit-signs 3-phase-power-faults machinery-hookups-on-request
office-fit-out-troubleshooting ev-charger-installations solar-inverter-repairs solar-isolator-switch-replacements
solar-safety-inspections battery-storage-installations rental-compliance-checks smoke-alarm-testing-maintenance
electrical-safety-certificates-coes test-and-tag-services thermal-imaging-reports exit-emergency-light-testing
smart-lighting-systems smart-powerpoints voice-activated-systems cctv-camera-wiring wifi-booster-network-cabling blocked-drains
hot-water-systems leaking-taps-toilets gas-fitting-leaks split-system-installation split-system-servicing ducted-heating-cooling
evaporative-cooling pre-purchase-electrical-inspections urgent-real-estate-callouts property-power-isolation-reconnection
compliance-certificates-coes electrical-rewiring-melbourne home-renovation-electrical-melbourne
emergency-lighting-installation-melbourne`.split(/\s+/);

const RELATED_ONLY = `fault-finding-diagnostics safety-switch-tripping-fix mains-power-faults burning-smell-or-electrical-fire-response
switchboard-upgrades-hager-rcbos backup-generator-installation safety-switch-installation fuse-box-replacement
electrical-defect-notice-rectification overloaded-circuit-repair emergency-electrical-callouts book-an-electrical-inspector
smart-lighting-automation ceiling-fan-installation safety-testing-reporting rental-safety-checks-compliant-with-vic-standards`.split(/\s+/);

const FIXED_ROUTES = `/ /deals /about /contact /faq /areas-we-service /services /reviews /partners /emergency-experts /booking /backup-power
/backup-power-quote /plumbing /air-conditioning /defect-notice /book-an-electrical-inspector /appliance-installation
/burnt-outlets-or-switches /fuse-box-troubleshooting /partial-power-loss /emergency-electrician-melbourne /switchboard-upgrades
/powerpoint-installation /lighting-installation /smoke-alarm-installation /fault-finding-repairs /house-rewiring
/ev-charger-installation /ceiling-fan-installation /data-cabling /gallery /fault-finding-quiz /thank-you /privacy-policy
/terms-and-conditions /why-choose-us /blog /safety-switch-installation-melbourne /oven-stove-repairs-melbourne
/rcd-testing-melbourne /hot-water-system-electrical-repairs-melbourne`.split(/\s+/);

const EMERGENCY = `bundoora reservoir brunswick greensborough coburg ascot-vale preston heidelberg epping thomastown broadmeadows pascoe-vale
essendon tullamarine glenroy altona footscray melton point-cook sunshine balwyn box-hill doncaster hawthorn kew carlton northcote
fairfield ivanhoe eltham montmorency lalor mernda south-morang doreen viewbank macleod watsonia kingsbury alphington`.split(/\s+/);

const POSTS = `why-your-safety-switch-keeps-tripping how-to-tell-if-you-need-a-switchboard-upgrade emergency-electrician-callout-process-explained
signs-your-homes-wiring-needs-replacing how-to-choose-the-right-electrician-for-after-hours-jobs common-electrical-faults-in-melbourne-homes
what-to-do-during-a-power-outage-in-melbourne how-to-reset-your-safety-switch-after-a-storm the-dangers-of-using-an-unlicensed-electrician-in-melbourne`.split(/\s+/);

/** A slug resolves when /services/{slug} is a page, or redirects to one (the slug was folded into another page). */
function resolves(slug: string): boolean {
  const service = site.services.find((s) => s.slug === slug && !s.draft);
  if (service) return pagePaths.has(service.path ?? `/services/${slug}`);
  const to = redirects.get(`/services/${slug}`);
  return to !== undefined && pagePaths.has(to);
}

describe('the service catalogue (issue 3)', () => {
  it('resolves every slug the spec names, and every related-only slug', () => {
    for (const slug of [...SPEC_SLUGS, ...RELATED_ONLY]) expect(resolves(slug), slug).toBe(true);
  });

  it('has eleven groups in the spec order, each with members', () => {
    expect(site.groups.map((g) => g.name)).toEqual(['Emergency Services', 'Switchboard & Safety', 'Installations', 'Safety & Compliance', 'Commercial Electrical', 'Specialist Services', 'Testing & Diagnostics', 'Smart Home', 'Inspections', 'Plumbing', 'Air Con']);
    for (const group of site.groups) expect(site.services.some((s) => s.group === group.slug), group.slug).toBe(true);
  });

  it('gives every published service a full page', () => {
    for (const s of site.services.filter((x) => !x.draft)) {
      expect(s.pageTitle.length, s.slug).toBeLessThanOrEqual(60);
      expect(s.sections.whyNeeded.length, s.slug).toBeGreaterThanOrEqual(4);
      expect(s.sections.ourProcess.length, s.slug).toBeGreaterThanOrEqual(4);
      expect(s.sections.included.length, s.slug).toBeGreaterThanOrEqual(5);
      expect(s.sections.faq.length, s.slug).toBeGreaterThanOrEqual(4);
      expect(s.relatedServices.length, s.slug).toBeGreaterThanOrEqual(3);
      // Listed areas, when a service lists them, are never none; without a list it covers the whole area.
      if (s.serviceAreas) expect(s.serviceAreas.length, s.slug).toBeGreaterThan(0);
    }
  });

  it('never repeats a paragraph between two services', () => {
    const seen = new Map<string, string>();
    for (const s of site.services) {
      const texts = [s.sections.whatIs, ...s.sections.whyNeeded, ...s.sections.ourProcess.map((p) => p.description), ...s.sections.included, ...s.sections.faq.map((f) => f.a)];
      // Short list items ("Certificate of Electrical Safety") may recur; sentences may not.
      for (const text of texts.filter((t) => t.length >= 60)) {
        const key = text.trim().toLowerCase();
        const other = seen.get(key);
        if (other && other !== s.slug) expect.fail(`"${text.slice(0, 60)}..." is in ${other} and ${s.slug}`);
        seen.set(key, s.slug);
      }
    }
  });
});

describe('places, posts and fixed pages (issue 4)', () => {
  it('has 147 suburbs in five regions with Victorian postcodes', () => {
    const perRegion = Object.fromEntries(site.regions.map((r) => [r.slug, site.suburbs.filter((s) => s.region === r.slug).length]));
    expect(perRegion).toEqual({ northern: 42, western: 30, eastern: 30, southern: 30, inner: 15 });
    for (const s of site.suburbs) {
      expect(s.postcode, s.name).toMatch(/^\d{4}$/);
      expect(isVictorianPostcode(s.postcode), s.name).toBe(true);
      expect(site.regions.some((r) => r.slug === s.region), s.name).toBe(true);
    }
  });

  it('writes suburb names as locals do', () => {
    const names = new Map<string, string>(site.suburbs.map((s) => [s.slug, s.name]));
    expect(names.get('mckinnon')).toBe('McKinnon');
    expect(names.get('st-kilda')).toBe('St Kilda');
  });

  it('has a dedicated emergency page for each of the 40 suburbs', () => {
    expect(EMERGENCY).toHaveLength(40);
    for (const slug of EMERGENCY) expect(pagePaths.has(`/emergency-electrician/${slug}`), slug).toBe(true);
  });

  it('shows eight suburbs of its own region first in each menu', () => {
    for (const r of site.regions) {
      expect(r.menuSuburbs).toHaveLength(8);
      for (const slug of r.menuSuburbs) expect(site.suburbs.find((s) => s.slug === slug)?.region).toBe(r.slug);
    }
  });

  it('has the nine posts, each a real article of 700 words or more', () => {
    expect(site.posts.map((p) => p.slug).sort()).toEqual([...POSTS].sort());
    for (const p of site.posts) {
      expect(p.words, p.slug).toBeGreaterThanOrEqual(700);
      expect(p.body.some((b) => b.type === 'heading'), p.slug).toBe(true);
      expect(p.links.length, p.slug).toBeGreaterThan(0);
    }
    expect(pagePaths.has('/blog/top-5-signs-your-home-needs-electrical-rewiring')).toBe(true);
  });

  it('has content for every fixed route of the spec', () => {
    for (const path of FIXED_ROUTES) expect(pagePaths.has(path), path).toBe(true);
  });

  it('has the four testimonials of the spec and more, all with a suburb and rating', () => {
    expect(site.testimonials.length).toBeGreaterThanOrEqual(4);
    for (const t of site.testimonials) expect(t.rating).toBeGreaterThanOrEqual(1);
  });

  it('has a real quiz: every result reachable, danger results tell people to call', () => {
    const quiz = site.pages.flatMap((p) => p.blocks).find((b) => b.type === 'quiz');
    expect(quiz).toBeDefined();
    if (quiz?.type !== 'quiz') return;
    const reached = new Set(quiz.questions.flatMap((q) => q.answers.flatMap((a) => ('result' in a ? [a.result] : []))));
    for (const r of quiz.results) expect(reached.has(r.id), r.id).toBe(true);
    expect(quiz.results.some((r) => r.urgency === 'danger' && /000/.test(r.text))).toBe(true);
  });
});
