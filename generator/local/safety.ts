import type { SafetyContact, SafetyView } from '../../src/content/safety-view.ts';
import type { Distributor, Service, ServiceGroup, Suburb } from '../schema/index.ts';
import type { distributorsFileSchema } from '../schema/distributor.ts';
import type { z } from 'zod';
import { possessive } from './local-copy.ts';
import type { Trade } from './trade.ts';

export type DistributorsFile = z.infer<typeof distributorsFileSchema>;
export type SafetyKind = SafetyView['kind'];

/**
 * Which safety block a service's pages carry: gas work always gets the gas block (a smell of gas
 * is the distributor's first, not ours); urgent electrical work and the emergency group get the
 * electrical one. Planned work gets none.
 */
export function safetyKindOf(service: Pick<Service, 'group' | 'urgent'>, trade: Trade, groups: readonly Pick<ServiceGroup, 'slug' | 'role'>[]): SafetyKind | undefined {
  if (trade === 'gas') return 'gas';
  if (trade !== 'electrical') return undefined;
  const emergencyGroup = groups.some((g) => g.slug === service.group && g.role === 'emergency');
  return emergencyGroup || service.urgent ? 'electrical' : undefined;
}

type Networks = Pick<Suburb, 'name' | 'distributor' | 'distributorAlso' | 'gas'>;

function contact(d: Distributor): SafetyContact {
  return {
    name: d.name,
    ...(d.faults ? { phone: d.faults.phone, phoneHref: `tel:${d.faults.phone.replace(/\s+/g, '')}` } : {}),
    ...(d.outages ? { outages: d.outages.url, outagesSite: `${possessive(d.name)} site` } : {}),
  };
}

/**
 * The safety block for a page: the advice's steps, and the distributors to call. With a suburb
 * whose network the data knows, that network (both, where a boundary runs through it); without
 * one, every network of the kind, and the bill is named as the way to tell which is yours.
 */
export function safetyView(kind: SafetyKind, file: DistributorsFile, suburb?: Networks): SafetyView {
  const advice = file.advice[kind];
  const ofKind = file.distributors.filter((d) => d.kind === (kind === 'gas' ? 'gas' : 'electricity'));
  const byName = (name: string | undefined) => ofKind.find((d) => d.name === name);
  const named = kind === 'gas' ? [suburb?.gas?.name, suburb?.gas?.also] : [suburb?.distributor, suburb?.distributorAlso];
  const local = named.map(byName).filter((d): d is Distributor => d !== undefined);
  const bill = kind === 'gas' ? 'gas bill' : 'electricity bill';
  let note: string;
  if (local.length === 0) note = `Your ${bill} names your distributor and prints its ${kind === 'gas' ? 'gas emergency' : 'faults'} number.`;
  else if (local.length === 2)
    note = `A network boundary runs through ${suburb!.name}: some streets are on ${possessive(local[0]!.name)} network and others on ${possessive(local[1]!.name)}. Your ${bill} names the one for your address.`;
  else note = `${suburb!.name} is on ${possessive(local[0]!.name)} network; if your ${bill} names another distributor, call theirs.`;
  const unlisted = (local.length ? local : ofKind).some((d) => !d.faults);
  if (unlisted) note += ` Where no number is shown here, use the ${kind === 'gas' ? 'gas emergency' : 'faults'} number printed on your bill.`;
  return {
    kind,
    title: advice.title,
    steps: advice.steps,
    contactsTitle: kind === 'gas' ? 'Gas emergency lines' : 'Faults and outages',
    contactsNote: note,
    contacts: (local.length ? local : ofKind).map(contact),
  };
}
