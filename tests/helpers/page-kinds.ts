/**
 * One page of every kind the site renders (each template, and the fixed pages with their own
 * blocks: the contact list, the booking form, the quiz, the gallery), for the checks that must
 * hold on every page: accessibility, HTML validity, every width.
 */
export const PAGE_OF_EVERY_KIND = {
  home: '/',
  about: '/about',
  contact: '/contact',
  booking: '/booking',
  faq: '/faq',
  quiz: '/fault-finding-quiz',
  gallery: '/gallery',
  areas: '/areas-we-service',
  'blog index': '/blog',
  'blog post': '/blog/why-your-safety-switch-keeps-tripping',
  landing: '/switchboard-upgrades',
  service: '/services/tripped-circuit-repairs',
  'service in suburb': '/services/switchboard-upgrades/in/reservoir',
  electrician: '/electrician/st-kilda',
  'emergency suburb': '/emergency-electrician/thomastown',
  'not found': '/404',
} as const;

/** The six page kinds the Lighthouse table covers (bench/lighthouse.ts) and the app-start test checks. */
export const LIGHTHOUSE_PAGES = {
  home: '/',
  service: '/services/tripped-circuit-repairs',
  'service-in-suburb': '/services/switchboard-upgrades/in/reservoir',
  post: '/blog/why-your-safety-switch-keeps-tripping',
  contact: '/contact',
  about: '/about',
} as const;
