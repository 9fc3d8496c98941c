import { suggestion } from '../diagnostics/did-you-mean.ts';
import { UserError } from '../diagnostics/user-error.ts';
import { serviceSchema, type ServiceInput } from '../schema/index.ts';
import type { Site } from '../schema/site.ts';
import { checkArgument } from './check-argument.ts';

/**
 * A new service as a draft (published nowhere): its titles and meta made from the title and its
 * group, every region as its area, the sections and phrases left for a person to write.
 */
export function draftService(slug: string, title: string, groupSlug: string, site: Site): ServiceInput {
  const group = site.groups.find((g) => g.slug === groupSlug);
  if (!group) {
    const groups = site.groups.map((g) => g.slug as string);
    throw new UserError(`there is no service group "${groupSlug}".`, 1, `${suggestion(groupSlug, groups) ?? ''} Groups: ${groups.join(', ')}.`.trim());
  }
  // Drafted for the business's own area ("Blocked Drains Ballarat"), never another place.
  const area = site.business?.areaName;
  const across = area ? ` across ${area}` : '';
  const draft: ServiceInput = {
    slug,
    draft: true,
    title,
    group: group.slug,
    icon: group.icon,
    pageTitle: area && `${title} ${area}`.length <= 60 ? `${title} ${area}` : title.slice(0, 60),
    metaDescription: `${title}${across} by licensed tradespeople. ${group.description}`.slice(0, 160),
    h1: area && `${title} in ${area}`.length <= 80 ? `${title} in ${area}` : title,
    summary: `${title} by licensed tradespeople${across}.`,
    sections: { whatIs: `${title}: ${group.description}`, whyNeeded: [], ourProcess: [], included: [], faq: [] },
    relatedServices: [],
    // Written from the title for now (never lower-cased, so acronyms survive): the phrases are
    // part of what must be written before publishing.
    phrases: { noun: title, cta: `Need ${title} in {suburb}?`, about: `About ${title}`, book: `Book ${title}` },
  };
  checkArgument(serviceSchema, draft, 'the new service (from --title and --group):');
  return draft;
}
