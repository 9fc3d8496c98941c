import { landingTrades, type Trade } from '../local/trade.ts';
import type { LayoutData } from '../../src/content/page-data.ts';
import { paths } from '../../src/routing/paths.ts';
import type { Service } from '../schema/index.ts';
import type { Site } from '../schema/site.ts';
import { formAction, formTimeoutMs, type FormOverrides } from './form-config.ts';
import { navLinks } from './nav-links.ts';
import { sampleNote, sampleRatings } from '../launch/sample.ts';
import type { SiteIndex } from './site-index.ts';

/** How many suburbs a region's menu lists when the region does not say (see `menuSuburbs`). */
const MENU_SUBURBS_DEFAULT = 8;

/**
 * What every page shares: the business, the menus, the footer, the redirect patterns the client
 * follows and the lead form's settings. `iconSprite` is where the build put the icon sprite (its
 * name carries its content hash).
 */
export function layoutData(site: Site, index: SiteIndex, absolute: (path: string) => string, iconSprite: string, form: FormOverrides, suburbFinder: string): LayoutData {
  const { business } = index;
  return {
    business: {
      name: business.name,
      legalName: business.legalName,
      // The first names the suburb hubs (/electrician/x, /plumber/x): the menu and the suburb checker read it.
      trades: business.trades,
      tagline: business.tagline,
      areaName: business.areaName,
      timeZone: business.timeZone,
      phone: business.phone,
      phoneHref: `tel:+61${business.phone.replace(/\D/g, '').replace(/^0/, '')}`,
      email: business.email,
      logo: business.logo,
      address: business.address,
      socials: business.socials,
      hours: business.hours,
      abn: business.abn,
      licences: business.licences,
      rating: business.rating,
      reviewsBadge: business.reviewsBadge,
      ...(business.reviewsUrl ? { reviewsUrl: business.reviewsUrl } : {}),
      callOutFee: business.callOutFee,
      callOutFeeText: business.callOutFeeText,
      ...(business.deal ? { deal: business.deal } : {}),
    },
    sample: (() => {
      const note = sampleNote(site);
      return { ...sampleRatings(site.claims), ...(note ? { note } : {}) };
    })(),
    menu: menus(site, index),
    footer: footer(site, index),
    iconSprite,
    suburbFinder,
    redirects: site.redirects.map((r) => ({ from: r.from, to: r.to })),
    form: {
      action: formAction(business, form),
      thankYou: absolute(paths.known('thankYou')),
      timeoutMs: formTimeoutMs(form),
    },
  };
}

/**
 * The main menu: every group with its services, every region with the suburbs it lists first
 * (`more`: whether it has others, which the menu's "More in ..." link leads to), and the plain
 * links around them. The menu says whether there are more, not how many: a count would change
 * the chrome of every page, so rewrite thousands of files, whenever a suburb is added.
 */
function menus(site: Site, index: SiteIndex): LayoutData['menu'] {
  const menuCount = new Map(site.regions.map((r) => [r.slug as string, r.menuSuburbs.length]));
  return {
    groups: index.groups().map((g) => ({ ...g, description: '' })),
    regions: index.regions().map((r) => {
      const shown = menuCount.get(r.slug) ?? MENU_SUBURBS_DEFAULT;
      return { ...r, description: '', suburbs: r.suburbs.slice(0, shown), more: r.suburbs.length > shown };
    }),
    beforeMenus: navLinks(site, site.navigation?.mainMenu.beforeMenus ?? []),
    afterMenus: navLinks(site, site.navigation?.mainMenu.afterMenus ?? []),
  };
}

/**
 * The footer's lists: the first services of the business's first trade's groups (a group's
 * `trade` in service-groups.yaml; gas fitting sits with plumbing) in menu order, then
 * navigation.yaml's other trades and quick links.
 */
/** The footer's service list is headed by the business's first trade. */
const FOOTER_TITLES: Record<Trade, string> = {
  electrical: 'Electrical Services',
  plumbing: 'Plumbing Services',
  gas: 'Gas Fitting Services',
  'air-conditioning': 'Air Conditioning Services',
};

function footer(site: Site, index: SiteIndex): LayoutData['footer'] {
  const trades = new Map(site.groups.map((g) => [g.slug as string, g.trade]));
  const groupOrder = (service: Service) => site.groups.findIndex((g) => g.slug === service.group);
  const first = index.trade;
  const groupTrade = first === 'gas' ? 'plumbing' : first;
  const ownTradeHubs = new Set(site.landings.filter((l) => landingTrades(l).includes(groupTrade) && !l.hub).map((l) => paths.fixed(l)));
  return {
    servicesTitle: FOOTER_TITLES[first],
    services: index.services
      .filter((s) => trades.get(s.group) === groupTrade)
      .sort((a, b) => groupOrder(a) - groupOrder(b) || a.menuOrder - b.menuOrder)
      .slice(0, 10)
      .map((s) => index.serviceLink(s.slug)!),
    // "Other" trades: not the hub of the trade the services list above is already headed by (a plumber's /plumbing).
    trades: navLinks(site, site.navigation?.footer.otherTrades ?? []).filter((link) => !ownTradeHubs.has(link.href)),
    quickLinks: navLinks(site, site.navigation?.footer.quickLinks ?? []),
  };
}
