import { describe, expect, it } from 'vitest';
import { copyProblems } from '../../../generator/local/copy-lint.ts';
import { localFacts } from '../../../generator/local/local-facts.ts';
import { localDescription, localTitle } from '../../../generator/local/local-copy.ts';
import { planLocalPages } from '../../../generator/local/local-plan.ts';
import { isLocalRoute, judgeLocalPages, LocalData } from '../../../generator/local/local-pages.ts';
import { ownShares } from '../../../generator/local/own-share.ts';
import { sentenceNormaliser, splitSentences } from '../../../generator/local/sentences.ts';
import { arrivalSentence } from '../../../generator/local/arrival.ts';
import type { Site } from '../../../generator/schema/site.ts';
import type { Job } from '../../../generator/schema/index.ts';
import { prepareSite } from '../../../generator/prepare-site.ts';

const { site, manifest } = prepareSite('data');

describe('own-sentence share', () => {
  it("counts a sentence as a page's own only if no other page of its kind anywhere has it", () => {
    const shares = ownShares([
      { id: 'a', kind: 'k', sentences: ['one', 'two'] },
      { id: 'b', kind: 'k', sentences: ['three', 'four'] },
      // "two" is borrowed from a, "four" from b: no single sibling shares more than one sentence.
      { id: 'c', kind: 'k', sentences: ['two', 'four', 'five'] },
      { id: 'd', kind: 'other', sentences: ['one'] },
    ]);
    expect(shares.get('a')).toMatchObject({ own: 1, sentences: 2, share: 0.5 });
    expect(shares.get('c')).toMatchObject({ own: 1, sentences: 3 });
    expect(shares.get('c')!.ownSentences).toEqual(['five']);
    expect(shares.get('d')).toMatchObject({ own: 1 });
  });

  it('reads a template filled in with another suburb as the same sentence', () => {
    const normalise = sentenceNormaliser({ names: ['Box Hill', 'Box Hill North', 'Kew'], postcodes: ['3128', '3129', '3101'] });
    expect(normalise('Electricians in Box Hill North 3129.')).toBe(normalise('Electricians in Kew 3101.'));
    expect(normalise("Kew's homes are old.")).toBe(normalise("Box Hill's homes are old."));
    expect(normalise('Call 1300 in Kew')).not.toBe(normalise('Call 1301 in Kew'));
    expect(splitSentences('One here. Two there? Three, 3074! $0 call-out.')).toEqual(['One here.', 'Two there?', 'Three, 3074!', '$0 call-out.']);
  });
});

describe('the local plan', () => {
  it("keeps each page's decision, and works out its result again exactly as judging every page at once does", () => {
    const plan = planLocalPages(site, manifest.routes);
    const routes = manifest.routes.filter(isLocalRoute);
    const judged = judgeLocalPages(
      routes.map((route) => ({ route, paragraphs: plan.get(route.path)!.paragraphs() })),
      new LocalData(site),
      site.localSettings!,
    );
    expect(judged.filter((r) => r.decision.indexable).length).toBeGreaterThan(0);
    for (const result of judged) {
      const entry = plan.get(result.path)!;
      expect(entry.result()).toEqual(result);
      expect(entry.indexable).toBe(result.decision.indexable);
    }
  });

  it('is fingerprinted by what records read of it, and never by the whole site it was judged with', () => {
    const entry = planLocalPages(site, manifest.routes).get('/services/blocked-drains/in/thomastown')!;
    const json = JSON.parse(JSON.stringify(entry)) as Record<string, unknown>;
    expect(Object.keys(json).sort()).toEqual(['arrivalClaim', 'distance', 'indexable', 'route', 'subject', 'view']);
    expect(JSON.stringify(entry).length).toBeLessThan(50_000);
  });
});

describe('trade-aware local facts', () => {
  const thomastown = site.suburbs.find((s) => s.slug === 'thomastown')!;
  it('gives plumbing the water corporation and never the electricity network', () => {
    const text = JSON.stringify(localFacts('plumbing', thomastown));
    expect(text).toContain('Yarra Valley Water');
    expect(text).not.toMatch(/electric|Jemena|distributor/i);
    expect(localFacts('electrical', thomastown).map((f) => f.kind)).toEqual(['electricity']);
    expect(localFacts('gas', thomastown).map((f) => f.kind)).toEqual(['gas']);
  });

  it('words a suburb split between two networks as split', () => {
    const bundoora = site.suburbs.find((s) => s.slug === 'bundoora')!;
    const [fact] = localFacts('electrical', bundoora);
    expect(fact!.paragraphs[0]).toMatch(/most streets are likely supplied by Jemena, and some by AusNet Services/);
    expect(fact!.paragraphs[0]).toMatch(/named on your electricity bill/);
  });

  it('claims an arrival time only for urgent work within a band that has one', () => {
    const arrival = site.claims!.arrival;
    expect(arrivalSentence({ urgent: true, suburbName: 'Lalor', baseName: 'Thomastown', distance: { km: 2.5, shown: 3 }, arrival })).toMatch(/within the hour/);
    expect(arrivalSentence({ urgent: false, suburbName: 'Lalor', baseName: 'Thomastown', distance: { km: 2.5, shown: 3 }, arrival })).not.toMatch(/hour/);
    expect(arrivalSentence({ urgent: true, suburbName: 'Frankston', baseName: 'Thomastown', distance: { km: 48, shown: 48 }, arrival })).toMatch(
      /we tell you honestly when we can be there/,
    );
    // The band turns on the figure the page prints, so "about 30 km" and its band agree.
    expect(arrivalSentence({ urgent: true, suburbName: 'X', baseName: 'Thomastown', distance: { km: 30.4, shown: 30 }, arrival })).toMatch(/about 30 km.*tell you honestly/);
  });
});

describe('the indexing rule over the real data', () => {
  // One service's pages plus the suburb pages keep the run short; siblings are all of that kind.
  const routesFor = (service: string) =>
    manifest.routes.filter((r) => r.kind === 'suburb-hub' || r.kind === 'emergency-suburb' || (r.kind === 'service-in-suburb' && r.service === service));
  const page = '/services/blocked-drains/in/kingsbury';
  const job: Job = {
    slug: 'kingsbury-test-sewer',
    sample: true,
    service: 'blocked-drains' as Job['service'],
    suburb: 'kingsbury' as Job['suburb'],
    month: '2026-10',
    title: 'Collapsed clay sewer found under a 1960s laundry extension',
    found:
      'Water backed up through the shower waste every time the washing machine pumped out. The camera stopped at a collapsed section of clay pipe under the laundry slab, six metres from the house.',
    done: 'We cut a small access through the slab, replaced two metres of broken clay with PVC and reinstated the floor. The line was jetted and filmed again to the connection point.',
    took: 'Two days, with the toilet working each night',
    outcome: 'The shower drains freely and the owner has footage of the new section for the house records.',
  };
  const withJob: Site = { ...site, jobs: [...site.jobs, job] };

  it('makes a page indexable when proof is added, and not when it is removed', () => {
    const before = planLocalPages(site, routesFor('blocked-drains')).get(page)!;
    expect(before.result().decision.indexable).toBe(false);
    const after = planLocalPages(withJob, routesFor('blocked-drains')).get(page)!;
    expect(after.result().decision.indexable).toBe(true);
    expect(after.indexable).toBe(true);
    expect(after.view.jobs.map((j) => j.title)).toContain(job.title);
    const removed = planLocalPages({ ...withJob, jobs: site.jobs }, routesFor('blocked-drains')).get(page)!;
    expect(removed.result().decision.indexable).toBe(false);
  });

  it('says jobs and reviews are samples only while a shown one is: once they are real, the note goes (issue 25)', () => {
    const sampled = planLocalPages(site, routesFor('blocked-drains')).get('/services/blocked-drains/in/thomastown')!.view;
    expect(sampled.sampleNote).toMatch(/marked “Sample” are invented/);
    expect(sampled.jobs.every((j) => j.sample)).toBe(true);
    const real: Site = { ...site, jobs: site.jobs.map((j) => ({ ...j, sample: false })), testimonials: site.testimonials.map((t) => ({ ...t, sample: false })) };
    for (const [path, { view }] of planLocalPages(real, routesFor('blocked-drains'))) {
      expect(view.sampleNote, path).toBeUndefined();
      expect(
        [...view.jobs, ...view.nearbyJobs, ...view.reviews, ...view.nearbyReviews].some((item) => item.sample),
        path,
      ).toBe(false);
    }
  });

  it('never shows electrical text or the emergency electrician on a plumbing page', () => {
    const plan = planLocalPages(site, routesFor('blocked-drains'));
    for (const [path, { view }] of plan) {
      if (!path.startsWith('/services/')) continue;
      const text = JSON.stringify(view);
      expect(text, path).not.toMatch(
        /electricity (?:distributor|network)|whole street is dark|poles, wires and meters|Jemena|CitiPower|Powercor|United Energy|AusNet Services|emergency electrician/i,
      );
    }
  });
});

describe('copy a person would write', () => {
  const suburbs = ['thomastown', 'frankston', 'box-hill-north'].map((slug) => site.suburbs.find((s) => s.slug === slug)!);
  it('has no lower-cased acronym, bare plural after "What is" or doubled place in any local title, description or call to action', () => {
    const problems: string[] = [];
    for (const service of site.services) {
      for (const suburb of suburbs) {
        const input = { brand: 'Northwire Electrical', service, suburb, jobs: 1, reviews: 2, urgentNearby: service.urgent ? 'within the hour (30-60 minutes)' : undefined };
        for (const text of [localTitle(input), localDescription(input), service.phrases.cta.replace('{suburb}', suburb.name), service.phrases.noun]) {
          for (const p of copyProblems(text)) problems.push(`${service.slug}: ${p} in "${text}"`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('catches the mistakes it is for', () => {
    expect(copyProblems('What is blocked drains?')).not.toEqual([]);
    expect(copyProblems('Book ev charger installations')).not.toEqual([]);
    expect(copyProblems('cctv and led lights')).not.toEqual([]);
    expect(copyProblems('FRANKSTON, FRANKSTON')).not.toEqual([]);
    expect(copyProblems('What is a safety switch?')).toEqual([]);
    expect(copyProblems('EV charger installation in Box Hill North 3129')).toEqual([]);
  });
});
