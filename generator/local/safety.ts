import type { SafetyContact, SafetyView } from '../../src/content/safety-view.ts';
import type { Distributor, Service, ServiceGroup, Suburb } from '../schema/index.ts';
import type { distributorsFileSchema } from '../schema/distributor.ts';
import type { z } from 'zod';
import { possessive } from './local-copy.ts';
import type { Trade } from './trade.ts';

export type DistributorsFile = z.infer<typeof distributorsFileSchema>;
export type SafetyKind = SafetyView['kind'];

/**
 * Words that make gas the page's subject, or part of it: a leak or smell of gas, carbon monoxide, a
 * gas appliance, pipe or meter (not the trade's name alone: "gasfitters"). A page whose own text says any of these carries the gas block, so a
 * page cannot name a gas hazard without telling the reader what to do first.
 */
export const GAS_HAZARD =
  /\b(gas[- ]?(leaks?|smells?|appliances?|heaters?|heating|hot[- ]water|cooktops?|stoves?|ovens?|log fires?|bayonets?|meters?|piping|pipes?|lines?|supply|safety checks?|ducted)|(smell|smells|smelling) (of )?gas|gas-fired|carbon monoxide|(ducted|central|space|flued|open-flued|instantaneous|storage|continuous-flow) gas)\b/i;

/** Whether any of these visitor-read strings names a gas hazard or gas appliance (GAS_HAZARD). */
export function mentionsGas(texts: Iterable<string>): boolean {
  for (const t of texts) if (GAS_HAZARD.test(t)) return true;
  return false;
}

/**
 * Every string inside a value (an object read from YAML), for the rules that read a page's own
 * text. Pushed into one array rather than flat-mapped: every local page's view goes through here,
 * and the nested arrays flatMap made were 0.4 s of the sample's 11,000 records.
 */
export function textsOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) textsOf(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) textsOf(item, into);
  return into;
}

/** The text visitors read on a service's own page: what the rules test for gas. */
export function serviceTexts(service: Pick<Service, 'title' | 'summary' | 'sections'>): string[] {
  return [service.title, service.summary, ...textsOf(service.sections)];
}

/**
 * Which safety blocks a service's pages carry, in the order shown: gas work, and any service whose
 * own text names a gas leak, carbon monoxide or a gas appliance, get the gas block (a smell of gas
 * is the distributor's first, not ours); urgent electrical work and the emergency group get the
 * electrical one. A service can carry both (an urgent call-out that names a gas leak). Planned
 * work that never mentions gas gets none.
 */
export function safetyKindsOf(
  service: Pick<Service, 'group' | 'urgent' | 'title' | 'summary' | 'sections'>,
  trade: Trade,
  groups: readonly Pick<ServiceGroup, 'slug' | 'role'>[],
): SafetyKind[] {
  const kinds: SafetyKind[] = [];
  if (trade === 'gas' || serviceMentionsGas(service)) kinds.push('gas');
  const emergencyGroup = groups.some((g) => g.slug === service.group && g.role === 'emergency');
  if (trade === 'electrical' && (emergencyGroup || service.urgent)) kinds.push('electrical');
  return kinds;
}

/**
 * Whether a service's own text names gas, once per service: each of its pages in every suburb
 * asks (0.4 s of the sample's 11,000 local records went on testing the same texts again).
 */
function serviceMentionsGas(service: Pick<Service, 'title' | 'summary' | 'sections'>): boolean {
  let mentions = gasInService.get(service);
  if (mentions === undefined) gasInService.set(service, (mentions = mentionsGas(serviceTexts(service))));
  return mentions;
}
const gasInService = new WeakMap<object, boolean>();

/**
 * The blocks of a page that is not a service's (a landing or fixed page): the ones its data asks
 * for, the electrical one on an emergency page, and the gas one wherever its text names gas.
 */
export function pageSafetyKinds(asked: readonly SafetyKind[] | undefined, emergency: boolean, texts: readonly string[]): SafetyKind[] {
  const kinds = new Set<SafetyKind>(asked ?? []);
  if (emergency) kinds.add('electrical');
  if (mentionsGas(texts)) kinds.add('gas');
  return (['gas', 'electrical'] as const).filter((k) => kinds.has(k));
}

type Networks = Pick<Suburb, 'name' | 'distributor' | 'distributorAlso' | 'gas'>;

/** What to do where no checked number can be shown: the bill first, and 000 from outside. */
export const NO_NUMBER = {
  gas: 'No checked number to show. Use the gas emergency number printed on your gas bill; if you cannot find it, leave the building and call 000 from outside.',
  electrical: 'No checked number to show. Use the faults number printed on your electricity bill; for a fallen line, fire or shock, call 000.',
} as const;

function contact(d: Distributor): SafetyContact {
  return {
    name: d.name,
    ...(d.faults ? { phone: d.faults.phone, phoneHref: `tel:${d.faults.phone.replace(/\s+/g, '')}` } : { noNumber: NO_NUMBER[d.kind === 'gas' ? 'gas' : 'electrical'] }),
    ...(d.outages ? { outages: d.outages.url, outagesSite: `${possessive(d.name)} site` } : {}),
  };
}

/**
 * The networks of the kind that the area's suburbs name, in the file's order, when every suburb
 * names one; otherwise all of them, since a suburb whose network is not known could be on any.
 */
function inArea(kind: SafetyKind, ofKind: Distributor[], area: readonly Networks[]): Distributor[] {
  const namesOf = (s: Networks) => (kind === 'gas' ? [s.gas?.name, s.gas?.also] : [s.distributor, s.distributorAlso]).filter(Boolean);
  if (area.length === 0 || area.some((s) => namesOf(s).length === 0)) return ofKind;
  const named = new Set(area.flatMap(namesOf));
  const listed = ofKind.filter((d) => named.has(d.name));
  return listed.length ? listed : ofKind;
}

/**
 * The safety block for a page: the advice's steps, and the distributors to call. With a suburb
 * whose network the data knows, that network (both, where a boundary runs through it); without
 * one, the networks the business's suburbs (`area`) name where each names its own, otherwise
 * every network of the kind, and the bill is named as the way to tell which is yours. (A business in one city
 * is not given another city's gas networks to ring.)
 */
export function safetyView(kind: SafetyKind, file: DistributorsFile, suburb?: Networks, area: readonly Networks[] = []): SafetyView {
  const advice = file.advice[kind];
  const ofKind = file.distributors.filter((d) => d.kind === (kind === 'gas' ? 'gas' : 'electricity'));
  const byName = (name: string | undefined) => ofKind.find((d) => d.name === name);
  const named = kind === 'gas' ? [suburb?.gas?.name, suburb?.gas?.also] : [suburb?.distributor, suburb?.distributorAlso];
  const local = named.map(byName).filter((d): d is Distributor => d !== undefined);
  const bill = kind === 'gas' ? 'gas bill' : 'electricity bill';
  let note: string;
  if (local.length === 0) note = `Your ${bill} names your distributor and prints its ${kind === 'gas' ? 'gas emergency' : 'faults'} number.`;
  else if (local.length === 2)
    // The likely network first (the data's `distributor`), then the one across the boundary. The
    // distributor's name stands alone, never as a possessive: "AusNet Gas Services’ network" and
    // "Multinet Gas Networks’ network" read oddly (issue 42).
    note = `A network boundary runs through or beside ${suburb!.name}: most streets are likely supplied by ${local[0]!.name}, and some by ${local[1]!.name}. Your ${bill} names the one for your address.`;
  else note = `The ${kind === 'gas' ? 'gas' : 'electricity'} distributor in ${suburb!.name} is ${local[0]!.name}; if your ${bill} names another, call theirs.`;
  // A network without a checked number says what to do instead in its own row (NO_NUMBER), so the
  // note does not say it again.
  return {
    kind,
    title: advice.title,
    steps: advice.steps,
    contactsTitle: kind === 'gas' ? 'Gas emergency lines' : 'Faults and outages',
    contactsNote: note,
    contacts: (local.length ? local : inArea(kind, ofKind, area)).map(contact),
  };
}
