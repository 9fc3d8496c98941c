import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { stateDirFor } from '../../generator/output/build-folder.ts';
import { copyTinyData, type DataCopy } from '../helpers/data-copy.ts';
import { runCli } from '../helpers/run-cli.ts';

const OUT = mkdtempSync(join(tmpdir(), 'tradesite-absent-claims-'));

/** Deletes top-level keys of one YAML file of the copy (comments and layout of the rest kept). */
function without(data: DataCopy, file: string, keys: string[]): void {
  const doc = parseDocument(data.read(file));
  for (const key of keys) {
    expect(doc.has(key), `${file} has ${key}`).toBe(true);
    doc.delete(key);
  }
  data.write(file, doc.toString({ lineWidth: 100 }));
}

/** The built page at `path` ("/" or "/reviews"), wherever the host layout puts it. */
function page(path: string): string {
  const candidates = path === '/' ? ['index.html'] : [`${path.slice(1)}/index.html`, `${path.slice(1)}.html`];
  const file = candidates.map((c) => join(OUT, c)).find((f) => existsSync(f));
  if (!file) throw new Error(`no built page for ${path} in ${OUT}`);
  return readFileSync(file, 'utf8');
}

/**
 * A business may make no rating or reviews-badge claim and have no social pages (a new business
 * has no reviews yet; issue 41): its site validates, and no page claims what it has not got.
 */
describe('a business without a rating, a reviews badge, social pages or licences entered', () => {
  afterAll(() => {
    rmSync(OUT, { recursive: true, force: true });
    rmSync(stateDirFor(OUT), { recursive: true, force: true });
  });

  it('validates, and its pages show no rating, badge, review count or social link, in the page or its structured data', () => {
    const data = copyTinyData();
    without(data, 'claims.yaml', ['rating', 'reviewsBadge']);
    // No licences entered yet: the site builds, and the launch gate asks for one per trade.
    data.replace('claims.yaml', /^licences:\n(?:(?: {2}.*)?\n)+?(?=deal:)/m, 'licences: []\n');
    without(data, 'business.yaml', ['socials']);
    data.replace('business.yaml', /^(placeholders: \[.*)socials, (.*\])$/m, '$1$2');

    const checked = runCli(['validate', '--data', data.dir]);
    expect(checked.code, checked.stdout + checked.stderr).toBe(0);
    // The gate asks the owner to confirm no claim the business does not make.
    const gate = runCli(['validate', '--production', '--data', data.dir]);
    expect(gate.stdout + gate.stderr).not.toMatch(/the claim (rating|reviewsBadge)\b/);
    expect(gate.stdout + gate.stderr).not.toMatch(/Facebook|Instagram/);
    expect((gate.stdout + gate.stderr).match(/LICENCE_MISSING$/gm)).toHaveLength(4);

    const built = runCli(['build', '--data', data.dir, '--out', OUT]);
    expect(built.code, built.stderr).toBe(0);
    for (const path of ['/', '/reviews', '/why-choose-us', '/contact']) {
      const html = page(path);
      const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n');
      expect(ld, path).toContain('"@type"');
      expect(ld, path).not.toMatch(/aggregateRating|AggregateRating|"sameAs"/);
      expect(/facebook\.com|instagram\.com|on Facebook|on Instagram|Follow us/.exec(html)?.[0], path).toBeUndefined();
      // No badge, no rating block, no count of reviews, no heading left over them.
      expect(
        /Google Reviews|read our reviews|Average of|\b0 reviews\b|How customers rate us|How we are rated|Our overall rating|What the numbers mean/.exec(html)?.[0],
        path,
      ).toBeUndefined();
    }
    // The footer's legal line names no licence, and leaves no empty sentence where they were.
    const legal = /©[^<]*(?:<!-- -->[^<]*)*/.exec(page('/'))![0].replaceAll('<!-- -->', '');
    expect(legal).toMatch(/^© Northwire Electrical Services Pty Ltd\. ABN [\d ]+\.$/);
    // The rest of the reviews page stays: how to leave one.
    expect(page('/reviews')).toMatch(/How to leave a review/);
  }, 400_000);

  it('names the text that still cites a claim the business no longer makes', () => {
    const data = copyTinyData();
    without(data, 'claims.yaml', ['warranty']);
    const checked = runCli(['validate', '--data', data.dir]);
    expect(checked.code).toBe(1);
    expect(checked.stderr).toMatch(
      /\{claim:warranty\} cites a claim the business does not make: claims\.yaml has no warranty\.\n {2}Take the sentence out, or add warranty to claims\.yaml if it is true\./,
    );
  }, 120_000);
});
