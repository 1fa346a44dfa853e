import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPLETION_FILES, SHELLS } from '../../src/cli/completion.js';
import { run } from './harness.js';

const ROOT = join(import.meta.dirname, '..', '..');

describe('calev completion', () => {
  for (const shell of SHELLS) {
    it(`the committed ${COMPLETION_FILES[shell]} is what calev completion ${shell} prints`, async () => {
      const res = await run(['completion', shell]);
      expect(res.code).toBe(0);
      expect(
        readFileSync(join(ROOT, COMPLETION_FILES[shell]), 'utf8'),
        `regenerate with: node bin/calev.js completion ${shell} > ${COMPLETION_FILES[shell]}`,
      ).toBe(res.stdout);
    });
  }

  it('calev completion tcsh is a usage error', async () => {
    expect((await run(['completion', 'tcsh'])).code).toBe(2);
  });

  it('the bash script, sourced in bash, completes commands, flags generated from the table, and enum values', () => {
    const complete = (line: string): string => {
      const script = `source "$1"; read -ra COMP_WORDS <<< "$2"; [[ "$2" == *" " ]] && COMP_WORDS+=(""); COMP_CWORD=$((\${#COMP_WORDS[@]} - 1)); _calev; printf '%s\\n' "\${COMPREPLY[*]}"`;
      return execFileSync('bash', ['-c', script, 'bash', join(ROOT, COMPLETION_FILES.bash), line], {
        encoding: 'utf8',
      }).trim();
    };
    expect(complete('calev ev')).toBe('events');
    expect(complete('calev events l')).toBe('list');
    expect(complete('calev venues list --has')).toBe('--has-events');
    expect(complete('calev events list --geoloc-l')).toBe('--geoloc-lat --geoloc-lng');
    expect(complete('calev events list --translation-language pt')).toBe('pt-br');
    expect(complete('calev tags list --format n')).toBe('ndjson');
    expect(complete('calev events get 42 --by')).toBe('--by-slug');
  });
});
