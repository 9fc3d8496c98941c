import { describe, expect, it } from 'vitest';
import { CERTIFICATE_ITEM } from '../../generator/local/included.ts';
import { GAS_HAZARD, safetyKindsOf } from '../../generator/local/safety.ts';
import { tradeOf } from '../../generator/local/trade.ts';
import { prepareSite } from '../../generator/prepare-site.ts';
import { distanceKm } from '../../src/lib/geo.ts';
import { mainText } from '../../generator/report/similarity.ts';
import { paths } from '../../src/routing/paths.ts';
import { builtHtml, builtManifest } from '../helpers/site.ts';

/**
 * Content rules a licensed tradesperson would insist on, checked in the built HTML: the safety
 * block on every gas and emergency page, the distributor's faults line where power is out, no
 * "nearby" beyond the radius, and no review of another trade under a service.
 */
const manifest = builtManifest();
const { site } = prepareSite('data');
const services = new Map(site.services.map((s) => [s.slug as string, s]));
const suburbs = new Map(site.suburbs.map((s) => [s.slug as string, s]));
const kindsOf = (slug: string) => {
  const s = services.get(slug)!;
  return safetyKindsOf(s, tradeOf(s, site.groups), site.groups);
};
const distributors = new Map(site.distributors!.distributors.map((d) => [d.name as string, d]));
const block = (html: string, kind: string) => html.includes(`data-safety="${kind}"`);

describe('safety first', () => {
  it('carries the gas block on every gas page and the electrical block on every emergency page, with no leak report invited to our line', () => {
    const problems: string[] = [];
    let gas = 0;
    let electrical = 0;
    for (const route of manifest.routes) {
      const kinds = route.kind === 'emergency-suburb' ? ['electrical'] : route.kind === 'service' || route.kind === 'service-in-suburb' ? kindsOf(route.service) : [];
      if (!kinds.length) continue;
      const html = builtHtml(route.path);
      for (const kind of kinds) {
        if (!block(html, kind)) problems.push(`${route.path}: no ${kind} safety block`);
        if (kind === 'gas') {
          gas++;
          if (/smell gas[^<]{0,40}\?/i.test(html.replace(/If you smell gas/g, ''))) problems.push(`${route.path}: invites a leak report`);
          // 000 is a tel: link (issue 45): read the words without the tags.
          if (!/call 000/i.test(html.replace(/<[^>]+>/g, ''))) problems.push(`${route.path}: no 000`);
        } else electrical++;
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
    expect(gas).toBeGreaterThan(100);
    expect(electrical).toBeGreaterThan(1000);
  }, 240_000);

  it("names the suburb's distributor with its faults number and outage page on every outage and emergency local page", () => {
    const problems: string[] = [];
    for (const route of manifest.routes) {
      const outage = route.kind === 'emergency-suburb' || (route.kind === 'service-in-suburb' && /outage/.test(route.service));
      if (!outage) continue;
      const html = builtHtml(route.path);
      const suburb = suburbs.get(route.suburb)!;
      const names = [suburb.distributor, suburb.distributorAlso].filter((n): n is NonNullable<typeof n> => n !== undefined);
      for (const name of names.length ? names : [...distributors.values()].filter((d) => d.kind === 'electricity').map((d) => d.name)) {
        const d = distributors.get(name)!;
        if (!html.includes(d.faults!.phone)) problems.push(`${route.path}: no faults line for ${name}`);
        if (!html.includes(`href="tel:${d.faults!.phone.replace(/ /g, '')}"`)) problems.push(`${route.path}: ${name}'s line is not a link`);
        if (d.outages && !html.includes(`href="${d.outages.url}"`)) problems.push(`${route.path}: no outage page for ${name}`);
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
  }, 120_000);
});

/** The page's own words: <main> without its safety blocks, link cards and menus, tags stripped. */
function ownText(html: string): string {
  const main = /<main[^>]*>(.*)<\/main>/s.exec(html)?.[1] ?? html;
  return main
    .replace(/<section[^>]*data-safety="[^"]*"[^>]*>.*?<\/section>/gs, ' ')
    .replace(/<(a|nav|script|style)\b[^>]*>.*?<\/\1>/gs, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&rsquo;|’/g, "'")
    .replace(/\s+/g, ' ');
}

describe('every page that names gas', () => {
  it('shows the gas block, with a number or the bill-then-000 advice for every gas network its locality may be on', () => {
    const problems: string[] = [];
    let pages = 0;
    for (const route of manifest.routes) {
      // Pages that carry blocks. Posts and quoted reviews link the block instead (below); suburb hubs name gas only
      // in the menu and in the service name "gas safety checks", nothing to act on.
      if (!['service', 'service-in-suburb', 'emergency-suburb', 'landing', 'page'].includes(route.kind) || route.path === '/reviews') continue;
      const html = builtHtml(route.path);
      const text = ownText(html);
      if (!GAS_HAZARD.test(text)) continue;
      pages++;
      const section = /<section[^>]*data-safety="gas"[^>]*>(.*?)<\/section>/s.exec(html)?.[1];
      if (!section) {
        problems.push(`${route.path}: names gas ("${GAS_HAZARD.exec(text)![0]}") without the gas block`);
        continue;
      }
      const suburb = 'suburb' in route ? suburbs.get(route.suburb as string) : undefined;
      const named = [suburb?.gas?.name, suburb?.gas?.also].filter((n): n is NonNullable<typeof n> => n !== undefined);
      const networks = named.length ? named.map((n) => distributors.get(n)!) : [...distributors.values()].filter((d) => d.kind === 'gas');
      for (const d of networks) {
        if (!section.includes(d.name)) problems.push(`${route.path}: gas block does not name ${d.name}`);
        else if (d.faults ? !section.includes(`href="tel:${d.faults.phone.replace(/ /g, '')}"`) : !/call 000 from outside/.test(section.replace(/<[^>]+>/g, '')))
          problems.push(`${route.path}: no number or 000 advice for ${d.name}`);
      }
    }
    expect(problems.slice(0, 60)).toEqual([]);
    expect(pages).toBeGreaterThan(300);
  }, 600_000);
});

describe('pages that cannot carry the gas block', () => {
  it('link it wherever their own words name a gas leak, a smell of gas or carbon monoxide: posts and quoted reviews', () => {
    const problems: string[] = [];
    let pages = 0;
    for (const route of manifest.routes) {
      if (route.kind !== 'blog-post' && route.kind !== 'page' && route.kind !== 'home') continue;
      const html = builtHtml(route.path);
      if (!/carbon monoxide|gas leaks?\b|smell(s|ed|ing)? (of )?gas/i.test(ownText(html))) continue;
      pages++;
      if (!block(html, 'gas') && !/href="[^"]*#safety-gas"/.test(html)) problems.push(`${route.path}: names a gas hazard with neither the gas block nor a link to it`);
    }
    expect(problems).toEqual([]);
    expect(pages).toBeGreaterThan(1);
  }, 120_000);
});

describe('emergency pages', () => {
  it("show the electrical block with every network's faults line on the emergency pages that have no suburb", () => {
    const problems: string[] = [];
    const electricity = [...distributors.values()].filter((d) => d.kind === 'electricity');
    for (const path of ['/emergency-electrician-melbourne', '/emergency-experts']) {
      const section = /<section[^>]*data-safety="electrical"[^>]*>(.*?)<\/section>/s.exec(builtHtml(path))?.[1];
      if (!section) {
        problems.push(`${path}: no electrical block`);
        continue;
      }
      for (const d of electricity) if (!section.includes(`href="tel:${d.faults!.phone.replace(/ /g, '')}"`)) problems.push(`${path}: no faults line for ${d.name}`);
      if (!/tingle/.test(section) || !/000/.test(section)) problems.push(`${path}: block without the tingle or 000 step`);
      if (/(?<![\d,.]|\d )000(?![\d,])/.test(section.replace(/<a [^>]*href="tel:000"[^>]*>000<\/a>/g, '').replace(/<[^>]+>/g, '')))
        problems.push(`${path}: 000 that is not a phone link`);
    }
    expect(problems).toEqual([]);
  }, 60_000);
});

describe('certificates on local pages', () => {
  it("keeps every service's certificate or compliance item on each of its local pages", () => {
    const problems: string[] = [];
    let checked = 0;
    for (const route of manifest.routes) {
      if (route.kind !== 'service-in-suburb') continue;
      const items = services.get(route.service)!.sections.included.filter((i) => CERTIFICATE_ITEM.test(i));
      if (!items.length) continue;
      checked++;
      const text = ownText(builtHtml(route.path));
      for (const item of items) if (!text.includes(item.replace(/\s+/g, ' '))) problems.push(`${route.path}: drops "${item.slice(0, 60)}"`);
    }
    expect(problems.slice(0, 10)).toEqual([]);
    expect(checked).toBeGreaterThan(1000);
  }, 600_000);
});

describe('nearby means nearby', () => {
  it('links no suburb as nearby beyond the radius in data/local-pages.yaml', () => {
    const radius = site.localSettings!.nearbyKm;
    const problems: string[] = [];
    for (const route of manifest.routes) {
      if (route.kind !== 'service-in-suburb' && route.kind !== 'suburb-hub' && route.kind !== 'emergency-suburb') continue;
      const html = builtHtml(route.path);
      const from = suburbs.get(route.suburb)!.geo!;
      // The "We also work in nearby ..." sentence and the "Also nearby" list of this service's pages.
      const sentence = /We also work in nearby(.*?)<\/p>/s.exec(html)?.[1] ?? '';
      const links = [...sentence.matchAll(/href="\/electrician\/([a-z0-9-]+)"/g)].map((m) => m[1]!);
      if (route.kind === 'service-in-suburb') {
        const list = /<nav aria-label="More near[^"]*">(.*?)<\/nav>/s.exec(html)?.[1] ?? '';
        const prefix = paths.serviceInSuburb(route.service, 'x').replace(/x$/, '');
        for (const m of list.matchAll(/href="([^"]+)"/g)) if (m[1]!.startsWith(prefix)) links.push(m[1]!.slice(prefix.length));
      }
      for (const slug of links) {
        const km = distanceKm(from, suburbs.get(slug)!.geo!);
        if (km > radius) problems.push(`${route.path}: ${slug} is ${km.toFixed(1)} km away`);
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
  }, 240_000);
});

describe('reviews under a service', () => {
  it('shows on a service page only reviews of that service or its trade', () => {
    const problems: string[] = [];
    for (const route of manifest.routes) {
      if (route.kind !== 'service' || route.canonical !== route.path) continue;
      const service = services.get(route.service)!;
      const trade = tradeOf(service, site.groups);
      const section = /<section[^>]*aria-labelledby="reviews"[^>]*>(.*?)<\/section>/s.exec(builtHtml(route.path))?.[1];
      if (!section) continue;
      for (const review of site.testimonials) {
        if (!section.includes(review.text.replace(/'/g, '&#x27;').replace(/"/g, '&quot;').slice(0, 60))) continue;
        const about = services.get(review.service)!;
        if (review.service !== service.slug && tradeOf(about, site.groups) !== trade) problems.push(`${route.path}: review of ${review.service}`);
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);
  it('shows both candidate networks on a boundary suburb, the likely one first', () => {
    const text = mainText(builtHtml('/emergency-electrician/preston'));
    const jemena = text.indexOf('131 626');
    const citipower = text.indexOf('13 12 80');
    expect(jemena).toBeGreaterThan(0);
    expect(citipower).toBeGreaterThan(jemena);
    // Said once, in the safety block: the local facts do not repeat the network paragraph.
    expect(text.match(/network boundary runs through or beside Preston|boundary between two electricity networks/g)).toHaveLength(1);
  });
});
