import type { CollectionKey } from '../schema/collections.ts';

/**
 * How each collection of data appears in the editor: its name there, what it is for, and its place
 * in the list (what the owner changes most comes first). A collection added to the table without a
 * row here is a type error.
 */
export interface EditorCollection {
  order: number;
  label: string;
  description: string;
  /** A folder's one item ("Job"), for "New Job". */
  singular?: string;
  /** What the list shows for each item, in Decap's template language. */
  summary?: string;
}

export const EDITOR_COLLECTIONS: Record<CollectionKey, EditorCollection> = {
  jobs: {
    order: 1,
    label: 'Jobs',
    singular: 'Job',
    description: 'Completed jobs: the proof of work local pages show. Log one from your phone when it is done, with a photo.',
    summary: '{{fields.title}} ({{fields.suburb}}, {{fields.month}})',
  },
  testimonials: { order: 2, label: 'Reviews', description: "Your customers' reviews, each with its service and suburb. Only real reviews, with the customer's permission." },
  services: {
    order: 3,
    label: 'Services',
    singular: 'Service',
    description: 'One per service: its page text, price offer, FAQ and the words local pages use.',
    summary: '{{fields.title}}',
  },
  suburbs: { order: 4, label: 'Suburbs', description: 'Every suburb you serve. `tradesite add suburb` fills the council and distance for you.' },
  claims: {
    order: 5,
    label: 'Claims and deals',
    description: 'Everything the site says about you (call-out fee, arrival times, rating, warranty, licences, the deal). Tick "Confirmed" only once it is true today.',
  },
  posts: {
    order: 6,
    label: 'Blog posts',
    singular: 'Post',
    description: 'Articles under /blog. A post dated in the future is published on that day.',
    summary: '{{fields.title}} ({{fields.date}})',
  },
  pages: { order: 7, label: 'Pages', singular: 'Page', description: 'Fixed pages (about, contact, FAQ...) built from blocks.', summary: '{{fields.title}}' },
  business: { order: 8, label: 'Business details', description: 'Name, phone, address, ABN, hours, socials and the enquiry form.' },
  regions: { order: 9, label: 'Regions', description: 'The five regions and the suburbs their menu shows first.' },
  groups: { order: 10, label: 'Service groups', description: 'The groups of the Services menu, in menu order.' },
  landings: { order: 11, label: 'Landing pages', singular: 'Landing page', description: 'Catalogue pages at fixed addresses.', summary: '{{fields.title}}' },
  emergencySuburbs: { order: 12, label: 'Emergency suburbs', description: 'Suburbs with their own emergency electrician page.' },
  navigation: { order: 13, label: 'Menus and footer', description: 'The hand-picked links of the main menu, footer and not-found page.' },
  distributors: {
    order: 14,
    label: 'Distributors and safety',
    description: 'Faults lines and outage pages of the networks, and the first steps in an emergency. Each with its source.',
  },
  localSettings: { order: 15, label: 'Local page rules', description: 'When a local page earns its place in search results.' },
  redirects: { order: 16, label: 'Redirects', description: 'Old addresses and where they now lead.' },
  settings: { order: 17, label: 'Publishing', description: 'Where the site is deployed, and the online editor.' },
};
