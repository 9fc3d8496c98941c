import type { Reporter } from '../diagnostics/diagnostic.ts';
import type { Site } from '../schema/site.ts';
import { where } from '../diagnostics/provenance.ts';

/**
 * Posts dated after today are scheduled: they are left out of the site (no page, no listing, no
 * sitemap entry) until the first build on or after their date, with a warning that says so. A
 * post dated 2099 was published silently, with a future date on the page and in the sitemap.
 */
export function withholdScheduledPosts(site: Site, today: string, report: Reporter): Site {
  const scheduled = site.posts.filter((post) => post.meta.date > today);
  for (const post of scheduled) {
    report.warn(
      'POST_SCHEDULED',
      where(post.meta, 'date'),
      `this post is dated ${post.meta.date}, after today (${today}): it is not published until a build on or after that day.`,
      "Build again on that day (a scheduled CI build does it), or give it today's date to publish it now.",
    );
  }
  return scheduled.length ? { ...site, posts: site.posts.filter((post) => !scheduled.includes(post)) } : site;
}

/**
 * Today where the business is (its `timeZone` in business.yaml), as YYYY-MM-DD: what "after today"
 * means for a post's date. Without a valid business file the build fails anyway; UTC stands in.
 */
export function businessToday(timeZone: string | undefined, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: timeZone ?? 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
