import { describe, expect, it } from 'vitest';
import { baseDistance, neighboursWithin } from '../../../generator/local/distances.ts';
import { localPlanFor } from '../../../generator/local/local-plan.ts';
import { prepareSite } from '../../../generator/prepare-site.ts';
import { distanceKm } from '../../../src/lib/geo.ts';

const { site, manifest } = prepareSite('data');
const radius = site.localSettings!.nearbyKm;
const geo = new Map(site.suburbs.map((s) => [s.slug as string, s.geo]));

describe('distances, once per suburb', () => {
  it('rounds once: the figure a page prints is the distance rounded, never a rounding of a rounding', () => {
    // 7.46 km rounded to 7.5 and then to 8 was the old second figure beside a 7.
    const d = baseDistance({ lat: 0, lng: 0 }, { lat: 0, lng: 7.46 / 111.195 })!;
    expect(d.km).toBeCloseTo(7.46, 2);
    expect(d.shown).toBe(7);
    expect(baseDistance({ lat: 0, lng: 0 }, undefined)).toBeUndefined();
  });

  it('calls nearby only the listed neighbours within the radius in data/local-pages.yaml', () => {
    expect(radius).toBeGreaterThan(0);
    const melton = site.suburbs.find((s) => s.slug === 'melton')!;
    expect(melton.nearby.length).toBeGreaterThan(0);
    expect(neighboursWithin(melton, (slug) => geo.get(slug), radius)).toEqual([]);
    for (const suburb of site.suburbs) {
      for (const slug of neighboursWithin(suburb, (s) => geo.get(s), radius)) {
        expect(suburb.nearby).toContain(slug);
        expect(distanceKm(suburb.geo!, geo.get(slug)!)).toBeLessThanOrEqual(radius);
      }
    }
  });

  it('plans every local page with its neighbours within the radius, so no "next door" job or review is further away', () => {
    const plan = localPlanFor(site, manifest.routes);
    const far: string[] = [];
    for (const [path, entry] of plan) {
      const from = geo.get(entry.subject.suburb.slug)!;
      for (const slug of entry.subject.suburb.nearby) if (distanceKm(from, geo.get(slug)!) > radius) far.push(`${path}: ${slug}`);
      for (const item of entry.result().proof) {
        const place = item.kind === 'job' ? item.job.suburb : item.kind === 'review' ? item.review.suburb : undefined;
        if (place && place !== entry.subject.suburb.slug && distanceKm(from, geo.get(place)!) > radius) far.push(`${path}: proof from ${place}`);
      }
      for (const r of entry.view.nearbyReviews) {
        const slug = site.suburbs.find((s) => s.name === r.suburb)!.slug;
        if (distanceKm(from, geo.get(slug)!) > radius) far.push(`${path}: review line from ${slug}`);
      }
    }
    expect(far.slice(0, 10)).toEqual([]);
  });
});
