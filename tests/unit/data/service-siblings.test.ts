import { describe, expect, it } from 'vitest';
import { prepareSite } from '../../../generator/prepare-site.ts';

const { site } = prepareSite('data');

/**
 * Services on one topic that could split its ranking (issue 16). Each keeps its own job and
 * audience: the titles a search result shows differ, and each page points to its siblings so a
 * visitor on the wrong one finds the right one.
 */
const SIBLINGS = [
  ['safety-switch-installation', 'safety-switch-rcd-installations'], // whole-home protection decision / retrofit RCDs to a sound board
  ['electrical-safety-certificates-coes', 'compliance-certificates-coes'], // what a COES is / a property's paperwork for landlords, sellers, buyers
  ['home-rewiring', 'electrical-rewiring-melbourne'], // full rewire / partial rewire
  ['emergency-lighting-installation-melbourne', 'emergency-lighting-exit-signs', 'exit-emergency-light-testing'], // new systems / replacing failed fittings / 6-monthly testing
  ['hot-water-systems', 'hot-water-system-electrical-repairs'], // plumbing: every type / electrical faults on electric units
  ['power-outage-restoration', 'partial-power-loss', 'mains-power-faults', 'commercial-power-outages'], // whole house / some circuits / street-to-meter / businesses
  ['tripped-circuit-repairs', 'safety-switch-tripping-fix'], // breaker: overload or short / RCD: leakage to earth
];

const firstWords = (s: string, n: number) => s.toLowerCase().split(/\s+/).slice(0, n).join(' ');

describe('services that share a topic do not compete (issue 16)', () => {
  for (const group of SIBLINGS) {
    it(group.join(' / '), () => {
      const services = group.map((slug) => site.services.find((s) => s.slug === slug)!);
      for (const s of services) expect(s, 'service exists').toBeDefined();
      for (const field of ['title', 'pageTitle', 'h1', 'metaDescription', 'summary'] as const) {
        const values = services.map((s) => s[field]);
        expect(new Set(values).size, field).toBe(values.length);
      }
      expect(new Set(services.map((s) => firstWords(s.metaDescription, 4))).size, 'meta descriptions open differently').toBe(services.length);
      for (const s of services) {
        const others = group.filter((o) => o !== s.slug && !(o === 'commercial-power-outages' || s.slug === 'commercial-power-outages'));
        for (const o of others) expect(s.relatedServices, `${s.slug} links to ${o}`).toContain(o);
      }
    });
  }
});
