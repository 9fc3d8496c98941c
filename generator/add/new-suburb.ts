import { suggestion } from '../diagnostics/did-you-mean.ts';
import { UserError } from '../diagnostics/user-error.ts';
import { collectionFile } from '../schema/collections.ts';
import { suburbSchema } from '../schema/index.ts';
import type { Site } from '../schema/site.ts';
import { findLocalities } from '../reference/localities.ts';
import { isVictorianPostcode } from '../validate/rules/postcodes-are-victorian.ts';
import { checkArgument } from './check-argument.ts';

export interface SuburbRequest {
  /** As locals write it, already checked against the schema's place-name rule. */
  name: string;
  slug: string;
  postcode: string;
  region: string;
  council?: string | undefined;
  km?: number | undefined;
}

/**
 * The new suburbs.yaml entry: the region must exist, the suburb must be new and its postcode
 * Victorian; council and distance come from the reference list unless given.
 */
export function newSuburb(request: SuburbRequest, site: Site): object {
  const { name, slug, postcode, region } = request;
  const regions = site.regions.map((r) => r.slug as string);
  if (!regions.includes(region)) throw new UserError(`there is no region "${region}".`, 1, `${suggestion(region, regions) ?? ''} Regions: ${regions.join(', ')}.`.trim());
  if (site.suburbs.some((s) => s.slug === slug)) throw new UserError(`${name} is already in ${collectionFile('suburbs')} (slug "${slug}").`, 1);
  if (!isVictorianPostcode(postcode)) throw new UserError(`postcode ${postcode} is not Victorian.`, 1, 'Victorian postcodes run from 3000 to 3999.');
  const known = findLocalities(name);
  const reference = known.find((l) => l.postcode === postcode);
  const council = request.council ?? reference?.council;
  const km = request.km ?? reference?.kmFromCbd;
  if (council === undefined || km === undefined) {
    throw new UserError(
      `${name} ${postcode} is not in the reference list, so its council and distance are unknown.`,
      1,
      known.length ? `The list has ${name} with postcode ${known.map((k) => k.postcode).join(' or ')}.` : 'Give them with --council <name> --km <distance from the CBD>.',
    );
  }
  const otherCouncils = request.council === undefined ? (reference?.otherCouncils ?? []) : [];
  const entry = { slug, name, postcode, region, council, ...(otherCouncils.length ? { otherCouncils } : {}), kmFromCbd: km };
  checkArgument(suburbSchema, entry, 'the new suburb:');
  return entry;
}
