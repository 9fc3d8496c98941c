import { describe, expect, it } from 'vitest';
import { jobSentences, jobUnlocks, jobWouldUnlock, typicalJobSentences } from '../../../generator/local/job-unlocks.ts';
import { planLocalPages } from '../../../generator/local/local-plan.ts';
import { LocalData } from '../../../generator/local/local-pages.ts';
import { prepareSite } from '../../../generator/prepare-site.ts';
import type { Job } from '../../../generator/schema/index.ts';
import { DATA } from '../../helpers/paths.ts';

const { site, manifest } = prepareSite(DATA);
const plan = planLocalPages(site, manifest.routes);
const rule = site.localSettings!.indexing;
const tradeOf = new LocalData(site).tradeOf;

/** A job written in its own words, as long as the typical one: sentences no other page has. */
function realJob(service: string, suburb: string, sentences: number): Job {
  const said = Array.from({ length: sentences - 1 }, (_, i) => `Check number ${i + 1} at the ${suburb} house turned up something only this visit found.`);
  const job = {
    slug: `${suburb}-what-if`,
    sample: false,
    service,
    suburb,
    month: '2026-01',
    title: `A visit to one ${suburb} house in January`,
    found: said.slice(0, 2).join(' '),
    done: said.slice(2, 4).join(' '),
    took: `Most of a day at the ${suburb} house`,
    outcome: said.slice(4).join(' ') || 'The owner had power back by dinner.',
  } as unknown as Job;
  expect(jobSentences(job)).toBeGreaterThanOrEqual(sentences);
  return job;
}

describe('report local: which pages one more job would unlock', () => {
  const unlocks = jobUnlocks(plan, site.services, site.jobs, rule, tradeOf);
  const typical = typicalJobSentences(site.jobs);

  it('names, for a suburb, a service and the pages a job there would take over the line', () => {
    expect(typical).toBeGreaterThan(2);
    expect(unlocks.length).toBeGreaterThan(0);
    const top = unlocks[0]!;
    expect(top.pages.length).toBeGreaterThan(0);
    for (const path of top.pages) expect(plan.get(path)!.indexable, path).toBe(false);
  });

  it('is right: with that job logged, the planned pages earn indexing, and no other page changes', () => {
    for (const unlock of unlocks.slice(0, 3)) {
      const job = realJob(unlock.service.slug, unlock.suburb.slug, typical);
      const after = planLocalPages({ ...site, jobs: [...site.jobs, job] }, manifest.routes);
      const newlyIndexable = [...after].filter(([path, entry]) => entry.indexable && !plan.get(path)!.indexable).map(([path]) => path);
      expect(newlyIndexable.sort(), `${unlock.suburb.slug} / ${unlock.service.slug}`).toEqual(unlock.pages);
    }
  });

  it('does not count a job in another suburb', () => {
    const [path, entry] = [...plan].find(([, e]) => !e.indexable)!;
    const elsewhere = site.suburbs.find((s) => s.slug !== entry.subject.suburb.slug && !entry.subject.suburb.nearby.includes(s.slug))!;
    const job = realJob(site.services[0]!.slug, elsewhere.slug, typical);
    expect(jobWouldUnlock(entry, job, typical, rule, tradeOf), path).toBe(false);
  });
});
