import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { fitText, retellText, retellYaml } from '../../../generator/launch/retell.ts';

describe('init retells the sample for the new business (issue 41)', () => {
  it('takes a name literally: "$&" and "$\'" are written as typed, not read as replacement patterns', () => {
    expect(retellText('Call Northwire today', [{ from: 'Northwire', to: "O'Brien $& Co $'" }])).toBe("Call O'Brien $& Co $' today");
  });

  it('keeps YAML valid whatever the name holds, and the rest of the file as it was', () => {
    const source = '# about us\ntitle: About Northwire\nintro: >-\n  Northwire works across the north.\nitems:\n  - Northwire vans\n';
    for (const name of ['Smith & Sons: Electrical', 'Hash #1 Plumbing', 'A "Quoted" Name', "It's Wired"]) {
      const out = retellYaml(source, [{ from: 'Northwire', to: name }]);
      const value = parseDocument(out).toJS() as { title: string; intro: string; items: string[] };
      expect(value).toEqual({ title: `About ${name}`, intro: `${name} works across the north.`, items: [`${name} vans`] });
      expect(out).toMatch(/^# about us$/m);
    }
  });

  it('fits a retold title to its limit by dropping trailing parts, then at a whole word', () => {
    const name = 'Very Long Business Name Electrical and Plumbing Services Victoria';
    const out = retellYaml('pageTitle: Switchboards | Northwire\n', [{ from: 'Northwire', to: name }]);
    expect((parseDocument(out).toJS() as { pageTitle: string }).pageTitle).toBe('Switchboards');
    expect(fitText(`About ${name} in every suburb`, 60)).toBe('About Very Long Business Name Electrical and Plumbing');
    expect(fitText('Short', 60)).toBe('Short');
  });
});
