import { describe, expect, it } from 'vitest';
import { mandatoryFees, namesFee, statedPrices } from '../../../generator/validate/rules/prices-show-their-fees.ts';

const callOut = { name: 'call-out fee', amount: 89 };
const afterHours = { name: 'after-hours fee', amount: 60 };

describe('prices show the fees everyone pays (issue 42, ACCC drip pricing)', () => {
  it('counts only the fees that are charged', () => {
    expect(mandatoryFees({ callOutFee: { amount: 0 } as never })).toEqual([]);
    expect(mandatoryFees({ callOutFee: { amount: 89 } as never, afterHoursFee: { amount: 60 } as never })).toEqual([callOut, afterHours]);
  });

  it('finds a price, but not a threshold, a comparison or a fee itself', () => {
    const prices = (text: string) => statedPrices(text, [callOut]).map((p) => p.text);
    expect(prices('A Ring doorbell hard-wired for $149 when booked with any other job.')).toEqual(['$149']);
    expect(prices('A plumbing job worth more than $750 needs a compliance certificate.')).toEqual([]);
    expect(prices('Required over $750, and for all gas work.')).toEqual([]);
    expect(prices('The $89 call-out covers the visit; a $0 quote follows.')).toEqual([]);
    expect(prices('Switchboard upgrades from $1,450.')).toEqual(['$1,450']);
  });

  it('accepts a price whose text names each fee with its amount', () => {
    expect(namesFee('$149, plus the $89 call-out fee.', callOut)).toBe(true);
    expect(namesFee('$149 plus a call-out fee of $89.', callOut)).toBe(true);
    expect(namesFee('$149, plus the call-out fee.', callOut)).toBe(false);
    expect(namesFee('$149, plus the $89 call-out fee.', afterHours)).toBe(false);
    expect(namesFee('$149, plus the $89 call-out fee and the $60 after-hours fee at night.', afterHours)).toBe(true);
  });
});
