import { describe, expect, it } from 'vitest';
import { claimsReport } from '../../../generator/report/claims.ts';
import { arrivalClaimFor, listClaims } from '../../../generator/schema/claims.ts';
import { prepareSite } from '../../../generator/prepare-site.ts';

const { site } = prepareSite('data');
const claims = site.claims!;
// The sample makes every claim; a business may leave any of them out.
const rating = claims.rating!;
const badge = claims.reviewsBadge!;

describe('business claims held in one place (issue 16)', () => {
  it('gives the business its values from claims.yaml', () => {
    expect(site.business).toMatchObject({
      callOutFee: claims.callOutFee.amount,
      callOutFeeText: claims.callOutFee.wording,
      rating: { value: rating.value, count: rating.count, platforms: rating.platforms },
      reviewsBadge: badge.wording,
      licences: claims.licences.map((l) => ({ label: l.label, number: l.number })),
    });
  });

  it('picks the arrival claim by distance, nearest first, with one for every distance', () => {
    expect(arrivalClaimFor(claims, 12).id).toBe('arrival-near');
    expect(arrivalClaimFor(claims, 15).id).toBe('arrival-near');
    expect(arrivalClaimFor(claims, 16).id).toBe('arrival-middle');
    expect(arrivalClaimFor(claims, 25).id).toBe('arrival-middle');
    expect(arrivalClaimFor(claims, 26).id).toBe('arrival-far');
    expect(arrivalClaimFor(claims, undefined).id).toBe('arrival-far');
  });

  it('keeps the badge and the rating from contradicting each other', () => {
    // The badge counts one platform, the rating all of them: the one platform cannot have more.
    expect(rating.platforms).toContain(badge.platform);
    expect(badge.count).toBeLessThanOrEqual(rating.count);
    expect(badge.wording).toContain(String(badge.count));
    expect(rating.wording).toContain(rating.count.toLocaleString('en-AU'));
  });

  it('renders {claim:KEY} in data text from the registry, and reports it as rendered rather than restated', () => {
    const home = site.pages.find((p) => p.slug === 'home')!;
    const text = JSON.stringify(home);
    expect(text).toContain(`Arrival is typically ${claims.arrival[0]!.wording}`);
    expect(text).not.toContain('{claim:');
    expect(JSON.stringify([site.services, site.landings, site.pages, site.suburbs, site.posts])).not.toContain('{claim:');
    expect(site.claimUses).toContainEqual({ key: 'arrival.arrival-near', at: expect.objectContaining({ file: expect.stringMatching(/data\/pages\/home\.yaml$/) }) });
    const near = claimsReport(site).claims.find((c) => c.key === 'arrival.arrival-near')!;
    expect(near.rendered.join(' ')).toMatch(/data text citing \{claim:arrival\.arrival-near\}: .*data\/pages\/home\.yaml:\d+/);
    expect(near.restated.map((r) => r.at)).not.toContainEqual(expect.stringMatching(/home\.yaml/));
    // The sample rating is never restated in prose: the rating block shows it with its label (issue 42).
    expect(JSON.stringify(site.pages.find((p) => p.slug === 'reviews'))).not.toContain(rating.wording);
  });

  it('reports every claim with where it is stated, and counts the unconfirmed', () => {
    const report = claimsReport(site);
    expect(report.claims.map((c) => c.key)).toEqual(listClaims(claims).map((c) => c.key));
    expect(report.unconfirmed).toBe(report.claims.filter((c) => !c.confirmed).length);
    const fee = report.claims.find((c) => c.key === 'callOutFee')!;
    // Hand-typed where the business says it in its own words (its emergency page's title, an
    // override of the catalogue's); pages that cite {claim:callOutFee} render it.
    expect(fee.restated.map((r) => r.at)).toContainEqual(expect.stringMatching(/^data\/landing\/emergency-electrician-melbourne\.yaml:\d+$/));
    // The trade catalogue restates no business's claim: it cites them (a match inside another
    // claim's cited words, "within the hour" in the commercial response, is that claim's).
    const inCatalogue = report.claims.flatMap((c) =>
      c.restated.filter((r) => r.at.startsWith('catalogue/') && !report.claims.some((o) => o.key !== c.key && r.excerpt.includes(o.wording))).map((r) => `${c.key} ${r.at}`),
    );
    expect(inCatalogue).toEqual([]);
    // Every claim a visitor can read is either rendered by a template or restated in data.
    for (const c of report.claims.filter((x) => x.key !== 'arrival.arrival-far')) expect(c.rendered.length + c.restated.length, c.key).toBeGreaterThan(0);
  });
});
