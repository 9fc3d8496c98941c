import { describe, expect, it } from 'vitest';
import { parseYamlDocument } from '../../../generator/load/yaml-source.ts';
import { positionOf, yamlPositions } from '../../../generator/load/yaml-positions.ts';

const TEXT = [
  'name: Kew',
  'housing:',
  '  era: 1950-1980',
  '  description: Brick veneer.',
  'nearby:',
  '  - hawthorn',
  '  - balwyn',
  'notes: |',
  '  Two lines',
  '  of notes.',
  '',
].join('\n');

describe('where YAML values were written', () => {
  const { doc, lines } = parseYamlDocument(TEXT);
  const positions = yamlPositions(doc, lines);
  const at = (...path: (string | number)[]) => positionOf(positions, path);

  it('places a value at its first character', () => {
    expect(at('name')).toEqual({ line: 1, col: 7 });
    expect(at('housing', 'description')).toEqual({ line: 4, col: 16 });
    expect(at('nearby', 1)).toEqual({ line: 7, col: 5 });
    expect(at('notes')).toEqual({ line: 8, col: 8 });
  });

  it('places a collection under a key at its key, where a person looks', () => {
    expect(at('housing')).toEqual({ line: 2, col: 1 });
    expect(at('nearby')).toEqual({ line: 5, col: 1 });
  });

  it('places a missing value at the nearest parent that was written', () => {
    expect(at('housing', 'heritage')).toEqual({ line: 2, col: 1 });
    expect(at('nearby', 7)).toEqual({ line: 5, col: 1 });
    expect(at('geo', 'lat')).toEqual({ line: 1, col: 1 });
  });

  it('survives the trip through JSON that the parse cache makes', () => {
    expect(JSON.parse(JSON.stringify(positions))).toEqual(positions);
  });
});
