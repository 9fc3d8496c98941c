import { lookAlikesIn, skeleton } from '../diagnostics/look-alikes.ts';

/**
 * Tests for stand-in business particulars that no owner marked: numbers and names reserved so
 * that examples never reach a real person or a real business. Pure functions, each with its source.
 */

/**
 * The numbers the ACMA (Australian Communications and Media Authority) sets aside for creative
 * works, so that nobody can be rung on them: in every geographic area code (0X) 5550 xxxx and
 * (0X) 7010 xxxx; 30 mobile numbers; six freephone and five local-rate numbers ("Phone numbers for
 * use in TV shows, films and creative works", acma.gov.au: "30 fictitious mobile numbers and
 * thousands of unused landline options", as reported February 2026; the list as transcribed from
 * it). A site that shows one cannot take a call.
 */
// prettier-ignore
const ACMA_MOBILES = new Set([
  '0491570006', '0491570156', '0491570157', '0491570158', '0491570159', '0491570110', '0491570313', '0491570737',
  '0491571266', '0491571491', '0491571804', '0491572549', '0491572665', '0491572983', '0491573770', '0491573087',
  '0491574118', '0491574632', '0491575254', '0491575789', '0491576398', '0491576801', '0491577426', '0491577644',
  '0491578957', '0491578148', '0491578888', '0491579212', '0491579760', '0491579455',
]);
const ACMA_FREEPHONE = new Set(['1800160401', '1800975707', '1800975708', '1800975709', '1800975710', '1800975711']);
const ACMA_LOCAL_RATE = new Set(['1300975707', '1300975708', '1300975709', '1300975710', '1300975711']);

const phoneDigits = (phone: string) => phone.replace(/\D/g, '').replace(/^61/, '0');

export function isFictionPhone(phone: string): boolean {
  const digits = phoneDigits(phone);
  return /^0[2378](5550|7010)\d{4}$/.test(digits) || ACMA_MOBILES.has(digits) || ACMA_FREEPHONE.has(digits) || ACMA_LOCAL_RATE.has(digits);
}

/**
 * A number no business has: its last eight digits one digit repeated ("(03) 0000 0000",
 * "0400 000 000") or a counting run ("(03) 1234 5678", "0412 345 678": the examples forms give), or a
 * geographic number whose local part starts with 0 or 1, which no Australian local number does
 * (Telecommunications Numbering Plan 2015: geographic local numbers begin with 2 to 9).
 */
export function isInventedPhone(phone: string): boolean {
  const digits = phoneDigits(phone);
  const last8 = digits.slice(-8);
  if (/^(\d)\1{7}$/.test(last8) || last8 === '12345678' || last8 === '87654321') return true;
  return /^0[2378][01]/.test(digits);
}

/**
 * Names reserved so they never resolve on the public internet: the top-level domains .example,
 * .test, .invalid and .localhost (RFC 2606, "Reserved Top Level DNS Names", section 2; RFC 6761,
 * "Special-Use Domain Names", section 6), the second-level example.com, example.net and
 * example.org (RFC 2606 section 3), and any name with "example" as one of its labels
 * ("x.example.com.au"): an address a stand-in was made from. Letters from other scripts that look
 * like Latin ones (".exаmple" with a Cyrillic "а") are read as the letters they imitate. Returns
 * the reserved part, or undefined.
 */
export function reservedDomain(hostOrEmail: string): string | undefined {
  const host = skeleton(hostOf(hostOrEmail));
  const labels = host.split('.');
  const tld = labels.at(-1) ?? '';
  if (['example', 'test', 'invalid', 'localhost'].includes(tld)) return `.${tld}`;
  const second = labels.slice(-2).join('.');
  if (['example.com', 'example.net', 'example.org'].includes(second)) return second;
  if (labels.slice(0, -1).includes('example')) return `example.${labels.slice(labels.indexOf('example') + 1).join('.')}`;
  return undefined;
}

/** The host of a URL or an email address, lower case, without a trailing dot. */
function hostOf(value: string): string {
  return value
    .trim()
    .replace(/^.*@/, '')
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/^[^/@]*@/, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d+$/, '')
    .toLowerCase()
    .replace(/\.$/, '');
}

/**
 * Why a web address is not a public host a visitor can reach, or undefined: an IP address
 * (loopback, private or public: a business's site has a name), "localhost", a name of one label,
 * or a name for a local network (.local, .internal, .lan, .home.arpa).
 */
export function notPublicHost(url: string): string | undefined {
  const host = hostOf(url);
  if (/^\[.*\]$/.test(host) || /^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return `${host} is an IP address, not a name on the public internet`;
  if (host === 'localhost' || host.endsWith('.localhost')) return `${host} is this computer`;
  if (!host.includes('.')) return `${host} is not a full domain name`;
  const local = ['.local', '.internal', '.lan', '.home.arpa'].find((suffix) => host.endsWith(suffix));
  if (local) return `${host} is a name for a local network (${local})`;
  return undefined;
}

/** Characters in the host that imitate Latin letters, for the message: `а (U+0430) in place of "a"`. */
export function lookAlikesInHost(value: string): string[] {
  return lookAlikesIn(hostOf(value));
}

/**
 * The ABN's check digits, as the Australian Business Register publishes them ("Format of the ABN",
 * abr.business.gov.au/Help/AbnFormat): subtract 1 from the first digit, multiply the 11 digits by
 * the weights 10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, and the sum must divide by 89.
 */
const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
/**
 * An ABN that passes the check digits but belongs to no business: the ABR's own worked example
 * (51 824 753 556, "Format of the ABN"), or nine digits of one kind after the first two
 * ("10 000 000 000" passes the sum). Returns why, or undefined.
 */
export function inventedAbn(abn: string): string | undefined {
  const digits = abn.replace(/\s/g, '');
  if (digits === '51824753556') return 'is the worked example on the Australian Business Register\'s "Format of the ABN" page';
  if (/^\d\d(\d)\1{8}$/.test(digits)) return 'is one digit repeated';
  return undefined;
}

/** A licence or registration number of one digit repeated ("REC-00000"): a stand-in, whatever its flag says. */
export function isInventedLicence(number: string): boolean {
  const digits = number.replace(/\D/g, '');
  return digits.length > 0 && /^(\d)\1*$/.test(digits);
}

export function abnIsValid(abn: string): boolean {
  const digits = abn.replace(/\s/g, '');
  if (!/^\d{11}$/.test(digits)) return false;
  const sum = [...digits].reduce((total, d, i) => total + (Number(d) - (i === 0 ? 1 : 0)) * ABN_WEIGHTS[i]!, 0);
  return sum % 89 === 0;
}
