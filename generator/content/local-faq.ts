import type { SuburbView } from '../../src/content/page-data.ts';
import type { FaqItem, Service, Suburb } from '../schema/index.ts';

/** Questions a home owner in this suburb asks, answered from the suburb's own facts. */
export function localFaq(service: Service, suburb: Suburb, view: SuburbView): FaqItem[] {
  const faq = [
    {
      q: `How quickly can you get to ${suburb.name}?`,
      a: view.kmFromBase !== undefined
        ? `${suburb.name} is about ${Math.round(view.kmFromBase)} km from our base, so arrival is ${view.arrival.text}. We are on call 24 hours a day, 7 days a week.`
        : `Arrival in ${suburb.name} is ${view.arrival.text}. We are on call 24 hours a day, 7 days a week.`,
    },
  ];
  if (suburb.housing) {
    faq.push({ q: `What should I know about homes in ${suburb.name} before ${service.title.toLowerCase()}?`, a: suburb.housing.description });
  }
  if (suburb.distributor) {
    faq.push({
      q: `Who looks after the power network in ${suburb.name}?`,
      a: `${suburb.distributor} owns the poles, wires and meters in ${suburb.name}. Faults on the street side are theirs to fix; everything from your main switch into the house is work for a licensed electrician.`,
    });
  }
  if (suburb.notes) faq.push({ q: `Is there anything particular about ${suburb.name}?`, a: suburb.notes });
  return faq;
}
