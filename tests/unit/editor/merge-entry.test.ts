import { describe, expect, it } from 'vitest';
import { mergeEntry } from '../../../generator/editor/merge-entry.ts';

describe('mergeEntry', () => {
  const FILE = '# yaml-language-server: $schema=../../schemas/job.schema.json\nslug: a-job # the file name\ntook: "About an hour"\nphotos: []\n';

  it('takes only the value of what Decap sends and merges it into the file on disk', () => {
    expect(mergeEntry('jobs/a-job.yaml', FILE, 'slug: a-job\ntook: About two hours\nphotos: []\n')).toBe(FILE.replace('About an hour', 'About two hours'));
  });

  it('leaves out a field Decap sends as null (a cleared optional field)', () => {
    expect(mergeEntry('jobs/a-job.yaml', FILE, 'slug: a-job\ntook: null\nphotos: []\n')).toBe(FILE.replace('took: "About an hour"\n', ''));
  });

  it('starts a new file with the header given', () => {
    expect(mergeEntry('jobs/b.yaml', undefined, 'slug: b\n', '# yaml-language-server: $schema=x.json\n')).toBe('# yaml-language-server: $schema=x.json\nslug: b\n');
    expect(mergeEntry('blog/b.md', undefined, '---\ntitle: B\n---\nBody.\n')).toBe('---\ntitle: B\n---\nBody.\n');
  });

  it('ends the front matter only at a line of its own "---"', () => {
    expect(mergeEntry('blog/b.md', '---\ntitle: Old\n---\nOld body.\n', '---\ntitle: Before --- after\n---\nNew body.\n')).toBe('---\ntitle: Before --- after\n---\nNew body.\n');
    expect(mergeEntry('blog/b.md', undefined, '---\n---\nOnly a body.\n')).toBe('---\n{}\n---\nOnly a body.\n');
  });

  it('refuses YAML that does not read, and Markdown without front matter, with a sentence', () => {
    expect(() => mergeEntry('jobs/a-job.yaml', FILE, 'slug: [a\n')).toThrow(/does not read/);
    expect(() => mergeEntry('blog/b.md', undefined, 'no front matter')).toThrow(/front matter/);
  });
});
