import { readdirSync } from 'node:fs';
import type { DataCopy } from './data-copy.ts';

/**
 * What an owner does to the sample data before launch, done to a copy: every review, job and
 * gallery project made real (in a test, by clearing its flag), the identity made the business's
 * own, every placeholder mark removed and every claim confirmed. The ABN is the Australian
 * Business Register's own worked example (51 824 753 556), which passes the check digits.
 */
export function makeLaunchReady(data: DataCopy): void {
  data.replace('testimonials.yaml', /^ {4}sample: true$/gm, '    sample: false');
  data.replace('pages/gallery.yaml', /sample: true/g, 'sample: false');
  for (const file of readdirSync(data.path('jobs'))) data.replace(`jobs/${file}`, /^sample: true$/m, 'sample: false');
  data.replace('business.yaml', /^phone: .*$/m, 'phone: (03) 9123 4567');
  data.replace('business.yaml', /^email: .*$/m, 'email: jobs@northwire.com.au');
  data.replace('business.yaml', /^siteUrl: .*$/m, 'siteUrl: https://www.northwire.com.au');
  data.replace('business.yaml', /^abn: .*$/m, 'abn: 51 824 753 556');
  data.replace('business.yaml', /^placeholders: .*$/m, '');
  data.replace('claims.yaml', /\n {4}placeholder: true/g, '');
  data.replace('claims.yaml', /confirmed: false/g, 'confirmed: true');
}
