import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import type { DataCopy } from './data-copy.ts';

/** Every text file under `dir`, for renaming the business throughout. */
function textFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'images' ? [] : textFiles(path);
    return /\.(ya?ml|md)$/.test(name) ? [path] : [];
  });
}

/** Rewrites one YAML file through `change` (comments and layout kept). */
function editYaml(file: string, change: (doc: ReturnType<typeof parseDocument>) => void): void {
  const doc = parseDocument(readFileSync(file, 'utf8'));
  change(doc);
  writeFileSync(file, doc.toString({ lineWidth: 100 }));
}

/**
 * What an owner does to the sample data before launch, done to a copy: every review, job and
 * gallery project replaced by the business's own (here, texts no sample has), the business renamed
 * throughout and its identity made its own, every placeholder mark removed and every claim
 * confirmed. Clearing flags alone is not enough: the gate knows the sample by its wording. The ABN
 * passes the check digits and is not the Australian Business Register's worked example (which the gate refuses).
 */
export function makeLaunchReady(data: DataCopy): void {
  for (const file of textFiles(data.dir)) {
    const text = readFileSync(file, 'utf8');
    const renamed = text.replaceAll('Northwire', 'Brightline').replaceAll('18 Settlement Road', '7 Keon Parade');
    if (renamed !== text) writeFileSync(file, renamed);
  }
  editYaml(data.path('testimonials.yaml'), (doc) => {
    const reviews = doc.get('testimonials') as { items: { set: (k: string, v: unknown) => void }[] };
    reviews.items.forEach((review, i) => {
      review.set('sample', false);
      review.set('text', `Customer ${i + 1} of Brightline wrote this in their own words for the launch test, after work number ${i + 1} at home.`);
    });
  });
  readdirSync(data.path('jobs')).forEach((file, i) => {
    editYaml(data.path(`jobs/${file}`), (doc) => {
      const n = `number ${i + 1}`;
      doc.set('sample', false);
      doc.set('title', `Our own job ${n}`);
      doc.set('found', `Brightline's job sheet for ${n} records what the electrician found on arrival.`);
      doc.set('done', `The same sheet for ${n} records the repair, tested before leaving.`);
      doc.set('outcome', `The customer of job ${n} signed the sheet off.`);
    });
  });
  editYaml(data.path('pages/gallery.yaml'), (doc) => {
    const blocks = doc.get('blocks') as { items: { get: (k: string) => unknown }[] };
    for (const block of blocks.items) {
      if (block.get('type') !== 'gallery') continue;
      (block.get('projects') as { items: { set: (k: string, v: unknown) => void }[] }).items.forEach((project, i) => {
        project.set('sample', false);
        project.set('title', `Brightline project ${i + 1}`);
        project.set('description', `Project ${i + 1} from Brightline's own records, photographed when it was finished.`);
        project.set('scope', [`The work of project ${i + 1}, as quoted and done.`]);
      });
    }
  });
  data.replace('business.yaml', /^phone: .*$/m, 'phone: (03) 9123 4567');
  data.replace('business.yaml', /^email: .*$/m, 'email: jobs@brightline.com.au');
  data.replace('business.yaml', /^siteUrl: .*$/m, 'siteUrl: https://www.brightline.com.au');
  data.replace('business.yaml', /^abn: .*$/m, 'abn: 83 914 571 641');
  data.replace('business.yaml', /^placeholders: .*$/m, '');
  data.replace('claims.yaml', /\n {4}placeholder: true/g, '');
  data.replace('claims.yaml', /confirmed: false/g, 'confirmed: true');
}
