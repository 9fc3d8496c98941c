import { describe, expect, it } from 'vitest';
import { arrivalBand, arrivalSentence, claimedArrival } from '../../../generator/local/arrival.ts';
import { claimsFileSchema, travelMinutes, type ArrivalClaim } from '../../../generator/schema/claims.ts';
import { prepareSite } from '../../../generator/prepare-site.ts';

const { site } = prepareSite('data');
const bands = site.claims!.arrival;
const band = (over: Partial<ArrivalClaim>): ArrivalClaim => ({ id: 'b', urgency: 'any', wording: 'w', conditions: 'c', confirmed: false, mentions: [], ...over });
const at = (shown: number) => ({ km: shown, shown });

describe('arrival bands', () => {
  it('promises the hour near the base, an hour and a half across the city, and no time further out', () => {
    expect(claimedArrival({ urgent: true, distance: at(3), arrival: bands })).toBe('within the hour (30-60 minutes)');
    expect(claimedArrival({ urgent: true, distance: at(25), arrival: bands })).toBe('within an hour and a half (45-90 minutes)');
    expect(claimedArrival({ urgent: true, distance: at(26), arrival: bands })).toBeUndefined();
    expect(claimedArrival({ urgent: true, distance: undefined, arrival: bands })).toBeUndefined();
    expect(claimedArrival({ urgent: false, distance: at(3), arrival: bands })).toBeUndefined();
  });

  it('decides on the whole km the page prints, so "about 15 km" gets the 15 km band', () => {
    expect(arrivalBand({ distance: { km: 15.4, shown: 15 }, arrival: bands }).id).toBe('arrival-near');
    expect(arrivalBand({ distance: { km: 15.6, shown: 16 }, arrival: bands }).id).toBe('arrival-middle');
  });

  it('never promises a time below the realistic travel time at any distance the data holds', () => {
    for (let shown = 0; shown <= 60; shown++) {
      const b = arrivalBand({ distance: at(shown), arrival: bands });
      if (b.maxKm === undefined) continue;
      expect(b.maxMinutes, `${shown} km: ${b.id}`).toBeGreaterThanOrEqual(travelMinutes(shown));
    }
  });

  it('words Brighton (about 25 km) with the longer band and Altona Meadows (about 30 km) with none, never "beyond the hour" beside a band', () => {
    const brighton = arrivalSentence({ urgent: true, suburbName: 'Brighton', baseName: 'Thomastown', distance: { km: 25.1, shown: 25 }, arrival: bands });
    expect(brighton).toBe('Brighton is about 25 km from our Thomastown base. For urgent work we are usually there within an hour and a half (45-90 minutes), day or night.');
    const altona = arrivalSentence({ urgent: true, suburbName: 'Altona Meadows', baseName: 'Thomastown', distance: { km: 30.1, shown: 30 }, arrival: bands });
    expect(altona).toBe('Altona Meadows is about 30 km from our Thomastown base. We do not promise a time this far out: when you call, we tell you honestly when we can be there.');
  });
});

describe('travelMinutes and the claims schema', () => {
  it('gives 15 minutes to get going plus the road distance at 35 km/h', () => {
    expect(travelMinutes(0)).toBe(15);
    expect(travelMinutes(15)).toBe(48);
    expect(travelMinutes(25)).toBe(71);
    expect(travelMinutes(30)).toBe(82);
  });

  it('refuses a band promising less than a van needs at its edge, or a distance with no time', () => {
    const file = (arrival: ArrivalClaim[]) => claimsFileSchema.shape.arrival.safeParse(arrival);
    const hourTo30 = file([band({ id: 'near', maxKm: 30, minMinutes: 30, maxMinutes: 60 }), band({ id: 'far' })]);
    expect(hourTo30.success).toBe(false);
    expect(hourTo30.error!.issues[0]!.message).toMatch(/promises 60 minutes out to 30 km, but a van realistically needs about 82 minutes/);
    expect(hourTo30.error!.issues[0]!.path).toEqual([0, 'maxMinutes']);
    const noTime = file([band({ id: 'near', maxKm: 10 }), band({ id: 'far' })]);
    expect(noTime.error!.issues[0]!.message).toMatch(/give maxMinutes/);
    expect(file([band({ id: 'near', maxKm: 15, maxMinutes: 60 }), band({ id: 'far' })]).success).toBe(true);
  });
});
