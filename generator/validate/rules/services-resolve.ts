import { where } from '../../diagnostics/provenance.ts';
import type { RuleContext } from '../rule.ts';
import { serviceChecker } from './references.ts';

/**
 * Every slug that names a service resolves to a published one. A related slug always names a
 * service (never a page): where a landing page is canonical for the service, links go there.
 */
export function servicesResolve(ctx: RuleContext): void {
  const check = serviceChecker(ctx);
  const { site } = ctx;
  for (const service of site.services) {
    service.relatedServices.forEach((slug, i) => {
      check(slug, where(service, 'relatedServices', i), `relatedServices[${i}]`);
      if (slug === service.slug)
        ctx.report.error('UNKNOWN_REFERENCE', where(service, 'relatedServices', i), `relatedServices[${i}] names the service itself.`, 'Name a different, related service.');
    });
  }
  for (const landing of site.landings) {
    landing.relatedServices.forEach((slug, i) => check(slug, where(landing, 'relatedServices', i), `relatedServices[${i}]`));
    if (landing.canonicalFor) check(landing.canonicalFor, where(landing, 'canonicalFor'), 'canonicalFor');
  }
  for (const post of site.posts) {
    post.meta.relatedServices.forEach((slug, i) => check(slug, where(post.meta, 'relatedServices', i), `relatedServices[${i}]`));
  }
  site.testimonials.forEach((t) => t.service && check(t.service, where(t, 'service'), 'service'));
  for (const page of site.pages) {
    page.blocks.forEach((block, b) => {
      if (block.type === 'gallery') block.projects.forEach((p, i) => check(p.service, where(page, 'blocks', b, 'projects', i, 'service'), 'service'));
      if (block.type === 'quiz') block.results.forEach((r, i) => r.service && check(r.service, where(page, 'blocks', b, 'results', i, 'service'), 'service'));
    });
  }
}
