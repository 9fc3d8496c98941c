import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { dropReferencesIn, unlink } from '../../../generator/launch/prune-catalogue.ts';

const out = { slugs: new Set(['switchboard-upgrades']), paths: new Set(['/switchboard-upgrades', '/services/switchboard-upgrades']) };

describe('init leaves out the trades a business does not offer, with every link to them (issue 41)', () => {
  it('drops related slugs, single references, links and cards to what was left out, and keeps the rest and the comments', () => {
    const source = [
      '# kept comment',
      'relatedServices: [blocked-drains, switchboard-upgrades]',
      'canonicalFor: switchboard-upgrades',
      'links:',
      '  - { title: Switchboards, path: /switchboard-upgrades }',
      '  - { title: Drains, path: /services/blocked-drains }',
      'cards:',
      '  - { title: Boards, href: /services/switchboard-upgrades }',
      'text: See [our switchboard page](/switchboard-upgrades) or [drains](/services/blocked-drains#how).',
      '',
    ].join('\n');
    const pruned = dropReferencesIn(source, out);
    expect(parseDocument(pruned).toJS()).toEqual({
      relatedServices: ['blocked-drains'],
      links: [{ title: 'Drains', path: '/services/blocked-drains' }],
      cards: [],
      text: 'See our switchboard page or [drains](/services/blocked-drains#how).',
    });
    expect(pruned).toMatch(/^# kept comment$/m);
  });

  it('turns a Markdown link to a page left out into its words, and leaves other links alone', () => {
    expect(unlink('Read [the guide](/switchboard-upgrades?x=1) and [this](/blog/x).', out)).toBe('Read the guide and [this](/blog/x).');
  });
});
