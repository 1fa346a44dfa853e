import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPLETION_FILES, SHELLS } from '../../src/cli/completion.js';
import { removeDir, run, tempDir } from './harness.js';

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

  it('file and directory names complete where a command takes one, and where the word is a path, in bash, zsh and fish; completion offers the shells', () => {
    const dir = tempDir('calev-completion-files-');
    try {
      writeFileSync(join(dir, 'events-file.json'), '[]');
      writeFileSync(join(dir, 'other.txt'), '');
      mkdirSync(join(dir, 'out-dir'));
      const shellOpts = { encoding: 'utf8' as const, cwd: dir };
      // what bash offers, sorted (files come in the directory's order)
      const bash = (line: string): string[] => {
        const script = `source "$1"; read -ra COMP_WORDS <<< "$2"; [[ "$2" == *" " ]] && COMP_WORDS+=(""); COMP_CWORD=$((\${#COMP_WORDS[@]} - 1)); _calev; printf '%s\\n' "\${COMPREPLY[*]}"`;
        return execFileSync('bash', ['-c', script, 'bash', join(ROOT, COMPLETION_FILES.bash), line], shellOpts)
          .trim()
          .split(' ')
          .filter(Boolean)
          .sort();
      };
      expect(bash('calev events import ev')).toEqual(['events-file.json']);
      expect(bash('calev venues import ')).toEqual(['events-file.json', 'other.txt', 'out-dir']);
      expect(bash(`calev --data-dir ${dir}/`)).toEqual([`${dir}/out-dir`]);
      expect(bash(`calev events list --data-dir ${dir}/`)).toEqual([`${dir}/out-dir`]);
      expect(bash('calev events export --output ot')).toEqual(['other.txt']);
      expect(bash('calev tags export -o ou')).toEqual(['out-dir']);
      expect(bash('calev events import x.csv --report o')).toEqual(['other.txt', 'out-dir']);
      expect(bash('calev api POST /events --input ev')).toEqual(['events-file.json']);
      expect(bash('calev events get ./o')).toEqual(['./other.txt', './out-dir']);
      expect(bash('calev completion ')).toEqual(['bash', 'fish', 'zsh']);
      // no file names where a command takes none
      expect(bash('calev events get o')).toEqual([]);
      expect(bash('calev ev')).toEqual(['events']);
      if (installed('zsh')) {
        // compadd and _files belong to the completion system: stand-ins print what the script asks
        const zsh = (...words: string[]): string[] =>
          execFileSync(
            'zsh',
            [
              '-c',
              'compdef() { :; }; compadd() { shift; print -l -- "$@"; }; _files() { print -- "_files $*"; }; source $1; shift; words=("$@"); CURRENT=$#; _calev',
              'zsh',
              join(ROOT, COMPLETION_FILES.zsh),
              ...words,
            ],
            shellOpts,
          )
            .split('\n')
            .filter(Boolean);
        expect(zsh('calev', 'events', 'import', 'ev')).toEqual(['_files ']);
        expect(zsh('calev', '--data-dir', '/tmp/x')).toEqual(['_files -/']);
        expect(zsh('calev', 'events', 'export', '--output', 'ot')).toEqual(['_files ']);
        expect(zsh('calev', 'events', 'import', 'a.csv', '--report', '')).toEqual(['_files ']);
        expect(zsh('calev', 'api', '--input', 'ev')).toEqual(['_files ']);
        expect(zsh('calev', 'events', 'get', '~/x')).toEqual(['_files ']);
        expect(zsh('calev', 'completion', '')).toEqual(['bash', 'zsh', 'fish']);
        expect(zsh('calev', 'events', 'get', '')).toEqual([]);
      }
      if (installed('fish')) {
        const fish = (line: string): string[] =>
          execFileSync(
            'fish',
            ['-c', `source $argv[1]; complete -C $argv[2]`, join(ROOT, COMPLETION_FILES.fish), line],
            shellOpts,
          )
            .split('\n')
            .filter(Boolean)
            .map((l) => l.split('\t')[0]);
        expect(fish('calev events import ev')).toEqual(['events-file.json']);
        expect(fish(`calev --data-dir ${dir}/`)).toEqual([`${dir}/out-dir/`]);
        expect(fish('calev events export --output ot')).toEqual(['other.txt']);
        expect(fish('calev events import a.csv --report o')).toEqual(['other.txt', 'out-dir/']);
        expect(fish('calev api POST /events --input ev')).toEqual(['events-file.json']);
        expect(fish('calev events get ./o')).toEqual(['./other.txt', './out-dir/']);
        expect(fish('calev completion ')).toEqual(['bash', 'fish', 'zsh']);
        expect(fish('calev events get o')).toEqual([]);
      }
    } finally {
      removeDir(dir);
    }
  });

  it('profile names complete after --profile and profile use|show|remove, in bash and fish, from the config', async () => {
    const dir = tempDir('calev-completion-');
    try {
      const env = { XDG_CONFIG_HOME: join(dir, 'config'), HOME: dir };
      for (const name of ['work', 'weekend', 'home'])
        expect((await run(['profile', 'add', name, '--url', 'http://127.0.0.1:9'], { env })).code).toBe(0);
      const ids = await run(['profile', 'list', '--format', 'ids'], { env });
      expect(ids.stdout).toBe('work\nweekend\nhome\n');
      // the scripts run the calev being completed: one on the PATH, as an installed calev is
      mkdirSync(join(dir, 'bin'));
      symlinkSync(join(ROOT, 'bin', 'calev.js'), join(dir, 'bin', 'calev'));
      const shellEnv = { ...process.env, ...env, PATH: `${join(dir, 'bin')}:${process.env.PATH}` };
      const bash = (line: string): string => {
        const script = `source "$1"; read -ra COMP_WORDS <<< "$2"; [[ "$2" == *" " ]] && COMP_WORDS+=(""); COMP_CWORD=$((\${#COMP_WORDS[@]} - 1)); _calev; printf '%s\\n' "\${COMPREPLY[*]}"`;
        return execFileSync('bash', ['-c', script, 'bash', join(ROOT, COMPLETION_FILES.bash), line], {
          encoding: 'utf8',
          env: shellEnv,
        }).trim();
      };
      expect(bash('calev events list --profile w')).toBe('work weekend');
      expect(bash('calev --profile h')).toBe('home');
      expect(bash('calev profile use we')).toBe('weekend');
      expect(bash('calev profile remove ')).toBe('work weekend home');
      expect(bash('calev profile add ')).toBe('');
      // zsh's compadd needs the completion system of an interactive shell: a stand-in prints
      // what the script offers (compadd filters it by the word typed)
      const zsh = (...words: string[]): string[] =>
        execFileSync(
          'zsh',
          [
            '-c',
            'compdef() { :; }; compadd() { shift; print -l -- "$@"; }; source $1; shift; words=("$@"); CURRENT=$#; _calev',
            'zsh',
            join(ROOT, COMPLETION_FILES.zsh),
            ...words,
          ],
          { encoding: 'utf8', env: shellEnv },
        )
          .split('\n')
          .filter(Boolean);
      if (installed('zsh')) {
        expect(zsh('calev', '--profile', '')).toEqual(['work', 'weekend', 'home']);
        expect(zsh('calev', 'profile', 'show', '')).toEqual(['work', 'weekend', 'home']);
      }
      if (installed('fish')) {
        const complete = (line: string): string[] =>
          execFileSync(
            'fish',
            ['-c', `source $argv[1]; complete -C $argv[2]`, join(ROOT, COMPLETION_FILES.fish), line],
            {
              encoding: 'utf8',
              env: shellEnv,
            },
          )
            .split('\n')
            .filter(Boolean)
            .map((l) => l.split('\t')[0]);
        expect(complete('calev --profile w')).toEqual(['weekend', 'work']);
        expect(complete('calev profile show ')).toEqual(expect.arrayContaining(['home', 'weekend', 'work']));
      }
    } finally {
      removeDir(dir);
    }
  });
});

/** Whether a shell is there to try its script in; where it is missing, one line says so. */
function installed(shell: string): boolean {
  try {
    execFileSync(shell, ['-c', 'exit 0']);
    return true;
  } catch {
    console.log(`${shell} is not installed: its completion of profile names is not tried`);
    return false;
  }
}
