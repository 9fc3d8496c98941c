import { suggestion } from '../diagnostics/did-you-mean.ts';
import { UserError } from '../diagnostics/user-error.ts';
import { collectionFile } from '../schema/collections.ts';
import { suburbSchema } from '../schema/index.ts';
import type { Site } from '../schema/site.ts';
import { findLocalities, localities } from '../reference/localities.ts';
import type { LatLng } from '../../src/lib/geo.ts';
import { isVictorianPostcode } from '../validate/rules/postcodes-are-victorian.ts';
import { checkArgument } from './check-argument.ts';

export interface SuburbRequest {
  /** As locals write it, already checked against the schema's place-name rule. */
  name: string;
  slug: string;
  postcode: string;
  region: string;
  council?: string | undefined;
  /** The centre, for a locality the place reference does not have yet (a newly named estate). */
  geo?: LatLng | undefined;
}

/**
 * The new suburbs.yaml entry: the region must exist, the suburb must be new and its postcode
 * Victorian; the centre, the council and the sourced networks come from the place reference unless
 * given. A council or network the reference does not have is left out (pages then say nothing of it).
 */
export function newSuburb(request: SuburbRequest, site: Site): object {
  const { name, slug, postcode, region } = request;
  const regions = site.regions.map((r) => r.slug as string);
  if (!regions.includes(region)) throw new UserError(`there is no region "${region}".`, 1, `${suggestion(region, regions) ?? ''} Regions: ${regions.join(', ')}.`.trim());
  if (site.suburbs.some((s) => s.slug === slug)) throw new UserError(`${name} is already in ${collectionFile('suburbs')} (slug "${slug}").`, 1);
  if (!isVictorianPostcode(postcode)) throw new UserError(`postcode ${postcode} is not Victorian.`, 1, 'Victorian postcodes run from 3000 to 3999.');
  const known = findLocalities(name);
  const reference = known.find((l) => l.postcode === postcode);
  const geo = request.geo ?? reference?.geo;
  if (!geo) {
    const spelling = suggestion(
      name,
      localities().map((l) => l.name),
    );
    throw new UserError(
      `${name} ${postcode} is not in the place reference (places/victoria.csv), so where it is is unknown.`,
      1,
      known.length
        ? `The reference has ${name} with postcode ${known.map((k) => k.postcode).join(' or ')}.`
        : `${spelling ? `${spelling} ` : ''}For a locality the reference does not have yet, give its centre with --lat and --lng.`,
    );
  }
  const council = request.council ?? reference?.council;
  const otherCouncils = request.council === undefined ? (reference?.otherCouncils ?? []) : [];
  // The networks a published source names it as supplied by (places/networks.csv); the others are the owner's to add.
  const entry = { slug, name, postcode, region, ...(council ? { council } : {}), ...(otherCouncils.length ? { otherCouncils } : {}), geo, ...(reference?.networks ?? {}) };
  checkArgument(suburbSchema, entry, 'the new suburb:');
  return entry;
}
