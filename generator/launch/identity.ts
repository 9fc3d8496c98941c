/**
 * Tests for stand-in business particulars that no owner marked: numbers and names reserved so
 * that examples never reach a real person or a real business. Pure functions, each with its source.
 */

/**
 * Phone numbers the ACMA (Australian Communications and Media Authority) sets aside for creative
 * works: in every geographic area code, (0X) 5550 xxxx and (0X) 7010 xxxx ("Phone numbers for use
 * in TV shows, films and creative works", acma.gov.au, as quoted by TV Tonight, "Phone numbers used
 * in TV shows", October 2024), and the fictitious mobile numbers 0491 570 156, 157 and 158 from
 * the same ACMA list. Nobody can be called on them: a site that shows one cannot take a call.
 */
export function isFictionPhone(phone: string): boolean {
  const digits = phone.replace(/\D/g, '').replace(/^61/, '0');
  return /^0[2378](5550|7010)\d{4}$/.test(digits) || /^049157015[678]$/.test(digits);
}

/**
 * Top-level domains reserved so they never resolve on the public internet: .example, .test,
 * .invalid and .localhost (RFC 2606, "Reserved Top Level DNS Names", section 2; RFC 6761,
 * "Special-Use Domain Names", section 6), and the second-level example.com, example.net and
 * example.org (RFC 2606 section 3). Returns the reserved part, or undefined.
 */
export function reservedDomain(hostOrEmail: string): string | undefined {
  const host = hostOrEmail
    .replace(/^.*@/, '')
    .replace(/^https?:\/\//, '')
    .replace(/[/:].*$/, '')
    .toLowerCase()
    .replace(/\.$/, '');
  const tld = host.split('.').at(-1) ?? '';
  if (['example', 'test', 'invalid', 'localhost'].includes(tld)) return `.${tld}`;
  const second = host.split('.').slice(-2).join('.');
  if (['example.com', 'example.net', 'example.org'].includes(second)) return second;
  return undefined;
}

/**
 * The ABN's check digits, as the Australian Business Register publishes them ("Format of the ABN",
 * abr.business.gov.au/Help/AbnFormat): subtract 1 from the first digit, multiply the 11 digits by
 * the weights 10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, and the sum must divide by 89.
 */
const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
export function abnIsValid(abn: string): boolean {
  const digits = abn.replace(/\s/g, '');
  if (!/^\d{11}$/.test(digits)) return false;
  const sum = [...digits].reduce((total, d, i) => total + (Number(d) - (i === 0 ? 1 : 0)) * ABN_WEIGHTS[i]!, 0);
  return sum % 89 === 0;
}
