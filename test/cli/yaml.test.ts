// --format yaml: a string a YAML reader would take for something else is quoted. YAML 1.1
// readers (PyYAML, Ruby's Psych) read dates and times as timestamps (a draft's `date_utc`,
// `0000-00-00 00:00:00`, is an error there), `19:00` as the sexagesimal 1140, `0b101` as 5.
import { describe, expect, it } from 'vitest';
import { toYaml } from '../../src/cli/output/yaml.js';

describe('YAML scalars', () => {
  it.each([
    '2026-11-27 19:00:00',
    '0000-00-00 00:00:00',
    '2026-11-27',
    '2026-11-27T19:00:00Z',
    '2026-11-27 19:00:00.5 +01:00',
    '19:00',
    '1:30:00',
    '1_000',
    '0b101',
    '<<',
    '=',
    'yes',
    '12',
    '1e3',
  ])('%j is quoted', (text) => {
    expect(toYaml({ value: text })).toBe(`value: ${JSON.stringify(text)}\n`);
  });

  it.each(['Jazz night', 'Room 19', '2026 season', '19:00 sharp', 'https://example.org/a', 'Rock & Roll', '€15'])(
    '%j stays plain',
    (text) => {
      expect(toYaml({ value: text })).toBe(`value: ${text}\n`);
    },
  );
});
