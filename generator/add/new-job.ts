import { suggestion } from '../diagnostics/did-you-mean.ts';
import { UserError } from '../diagnostics/user-error.ts';
import { jobSchema, type JobInput } from '../schema/index.ts';
import type { Site } from '../schema/site.ts';
import { jobSlugFor } from './slugs.ts';

export interface JobRequest {
  service: string;
  suburb: string;
  month: string;
  title: string;
  found: string;
  done: string;
  took: string;
  outcome: string;
  sample: boolean;
  slug?: string | undefined;
}

/**
 * The job file's contents, checked before anything is written: the service must be published, the
 * suburb known, and the job must pass its schema (month format, lengths, slug).
 */
export function newJob(request: JobRequest, site: Site): JobInput {
  const services = site.services.filter((s) => !s.draft).map((s) => s.slug as string);
  if (!services.includes(request.service))
    throw new UserError(`there is no published service "${request.service}".`, 1, suggestion(request.service, services) ?? 'List them with: ls data/services');
  const suburbs = site.suburbs.map((s) => s.slug as string);
  if (!suburbs.includes(request.suburb))
    throw new UserError(`there is no suburb "${request.suburb}".`, 1, suggestion(request.suburb, suburbs) ?? 'Add it first with: add suburb <name> --postcode N --region R');
  const job: JobInput = {
    slug: request.slug ?? jobSlugFor(request.suburb, request.title),
    sample: request.sample,
    service: request.service,
    suburb: request.suburb,
    month: request.month,
    title: request.title,
    found: request.found,
    done: request.done,
    took: request.took,
    outcome: request.outcome,
  };
  const parsed = jobSchema.safeParse(job);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  --${i.path.join('.')}: ${i.message}`).join('\n');
    throw new UserError(`the job is not valid, so nothing was written:\n${problems}`, 1);
  }
  return job;
}
