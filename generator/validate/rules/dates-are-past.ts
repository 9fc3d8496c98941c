import { where } from '../../diagnostics/provenance.ts';
import type { RuleContext } from '../rule.ts';

/**
 * What the data says happened has happened: a review, a finished job or a post's update dated
 * after today is a typo (2062 for 2026), and pages would print it. (A post dated after today is
 * scheduled, not wrong: see load/scheduled-posts.ts.)
 */
export function datesArePast(ctx: RuleContext): void {
  const { site, today } = ctx;
  const month = today.slice(0, 7);
  site.testimonials.forEach((review) => {
    if (review.date && review.date > today)
      ctx.report.error('FUTURE_DATE', where(review, 'date'), `this review is dated ${review.date}, after today (${today}).`, 'Give the date the customer wrote it.');
  });
  for (const job of site.jobs) {
    if (job.month > month)
      ctx.report.error(
        'FUTURE_DATE',
        where(job, 'month'),
        `this job is dated ${job.month}, after this month (${month}): only finished jobs are shown.`,
        'Give the month the job was done.',
      );
  }
  for (const post of site.posts) {
    if (post.meta.updated && post.meta.updated > today)
      ctx.report.error(
        'FUTURE_DATE',
        where(post.meta, 'updated'),
        `this post's update is dated ${post.meta.updated}, after today (${today}).`,
        'Give the day the post was last changed.',
      );
  }
}
