/** The spec's highlighting rules: which main-menu entry a path belongs to. */
export type MenuSection = 'home' | 'about' | 'services' | 'locations' | 'deals' | 'blog' | 'contact' | undefined;

const SECTIONS: [MenuSection, (path: string) => boolean][] = [
  ['home', (p) => p === '/'],
  ['about', (p) => p === '/about'],
  ['services', (p) => p === '/services' || p.startsWith('/services/') || p === '/plumbing' || p === '/air-conditioning'],
  ['locations', (p) => p === '/areas-we-service' || /^\/(emergency-electrician|suburb|electrician)\//.test(p)],
  ['deals', (p) => p === '/deals'],
  ['blog', (p) => p === '/blog' || p.startsWith('/blog/')],
  ['contact', (p) => p === '/contact'],
];

export function activeSection(path: string): MenuSection {
  return SECTIONS.find(([, matches]) => matches(path))?.[0];
}
