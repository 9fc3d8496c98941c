import { distanceKm } from '../../src/lib/geo.ts';
import type { Site } from '../schema/site.ts';
import { arrivalClaimFor, listClaims, type Claims } from '../schema/claims.ts';
import { eachDataText } from '../validate/facts/data-text.ts';

export interface ClaimAppearance {
  /** "data/services/x.yaml:16", or the file alone for a blog post's body. */
  at: string;
  excerpt: string;
}

export interface ClaimEntry {
  key: string;
  wording: string;
  conditions: string;
  confirmed: boolean;
  /** Where pages render the claim from claims.yaml. */
  rendered: string[];
  /** Hand-written text in data/ that restates it (found by its `mentions` patterns). */
  restated: ClaimAppearance[];
}

export interface ClaimsReport {
  claims: ClaimEntry[];
  unconfirmed: number;
}

/** Every claim in data/claims.yaml, where a visitor reads it, and whether the owner confirmed it. */
export function claimsReport(site: Site): ClaimsReport {
  const claims = site.claims;
  if (!claims) return { claims: [], unconfirmed: 0 };
  const rendered = renderedBy(site, claims);
  const entries: ClaimEntry[] = listClaims(claims).map((c) => ({
    key: c.key,
    wording: c.wording,
    conditions: c.conditions,
    confirmed: c.confirmed,
    rendered: rendered[c.key] ?? [],
    restated: [],
  }));
  const label = (pos: { file: string; line?: number }) => (pos.line ? `${pos.file}:${pos.line}` : pos.file);
  // Text that cites a claim as {claim:KEY} renders it from the registry: that is not a restatement.
  const cited = new Set(site.claimUses.map((u) => `${u.key}@${label(u.at)}`));
  for (const entry of entries) {
    const uses = site.claimUses.filter((u) => u.key === entry.key).map((u) => label(u.at));
    if (uses.length) entry.rendered.push(`data text citing {claim:${entry.key}}: ${uses.join(', ')}`);
  }
  const patterns = listClaims(claims).map((c) => c.mentions.map((m) => new RegExp(m, 'i')));
  eachDataText(site, (text, at) => {
    const flat = text.replace(/\s+/g, ' ');
    patterns.forEach((res, i) => {
      const hit = res.map((re) => re.exec(flat)).find((m) => m !== null);
      if (!hit) return;
      const where = label(at());
      if (cited.has(`${entries[i]!.key}@${where}`)) return;
      entries[i]!.restated.push({ at: where, excerpt: around(flat, hit.index, hit[0].length) });
    });
  });
  return { claims: entries, unconfirmed: entries.filter((e) => !e.confirmed).length };
}

/** Where templates put each claim's value, counted from the data so the numbers stay true. */
function renderedBy(site: Site, claims: Claims): Record<string, string[]> {
  const badges = site.services.filter((s) => s.callOutFeeBadge && !s.draft).length;
  const landingBadges = site.landings.filter((l) => l.callOutFeeBadge).length;
  const base = site.business?.geo;
  const perArrival = new Map<string, number>();
  for (const s of site.suburbs) {
    const km = base && s.geo ? Math.round(distanceKm(base, s.geo)) : undefined;
    const id = arrivalClaimFor(claims, km).id;
    perArrival.set(id, (perArrival.get(id) ?? 0) + 1);
  }
  const out: Record<string, string[]> = {
    callOutFee: [
      `hero badge on ${badges} service pages (callOutFeeBadge: true) and their suburb pages, and ${landingBadges} landing pages`,
      `intro and meta description of ${site.emergencySuburbs.length} emergency suburb pages`,
    ],
    rating: ['rating block on fixed pages with a "rating" block (home, reviews)'],
    reviewsBadge: ['reviews badge at the foot of every page', 'rating block on fixed pages'],
    deal: ["the lead form's deal checkbox on every form"],
  };
  for (const a of claims.arrival) out[`arrival.${a.id}`] = [`local facts and intro of the suburb, service-in-suburb and emergency pages of ${perArrival.get(a.id) ?? 0} suburbs`];
  claims.licences.forEach((_, i) => (out[`licences.${i}`] = ['legal line in the footer of every page']));
  return out;
}

function around(text: string, index: number, length: number): string {
  const start = Math.max(0, index - 40);
  const end = Math.min(text.length, index + length + 40);
  return `${start > 0 ? '...' : ''}${text.slice(start, end).trim()}${end < text.length ? '...' : ''}`;
}

export function formatClaimsReport(report: ClaimsReport): string {
  const lines: string[] = [];
  for (const c of report.claims) {
    lines.push(`${c.confirmed ? 'confirmed  ' : 'UNCONFIRMED'}  ${c.key}: "${c.wording}"`);
    lines.push(`  holds when: ${c.conditions}`);
    for (const r of c.rendered) lines.push(`  rendered: ${r}`);
    if (c.restated.length) {
      lines.push(`  restated in data (${c.restated.length}):`);
      for (const r of c.restated) lines.push(`    ${r.at}  ${r.excerpt}`);
    }
    lines.push('');
  }
  lines.push(`${report.claims.length} claims, ${report.unconfirmed} unconfirmed.`);
  if (report.unconfirmed > 0) lines.push('Check each, then set "confirmed: true" on it in data/claims.yaml (tradesite\'s docs/data-model.md, "Business claims").');
  return lines.join('\n');
}
