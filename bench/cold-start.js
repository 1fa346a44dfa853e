// Cold starts of the CLI: `calev --help` against a bare commander program, an embedded
// `calev events get 1` against `node -e 0`, the same get over HTTP from `calev serve` (what every
// command against a site pays besides the site), and a scripted embedded `calev events create`
// (what a shell loop pays per event); alternated runs, medians, the same clean environment.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BENCH_LOGIN, BENCH_PASSWORD, buildDataset, writeCalevDir } from './dataset.js';
import { median } from './drive.js';
import { serve } from './import.js';
import { BIN, ROOT } from './support.js';

const require = createRequire(join(ROOT, 'package.json'));

export async function coldStarts(run, runs) {
  const { work, env } = run;
  const data = buildDataset(1_000);
  const dir1k = join(work, '1k');
  writeCalevDir(dir1k, data);
  // creates go to a copy, so that the reads above see the same data every run
  const dirCreate = join(work, '1k-create');
  writeCalevDir(dirCreate, data);
  // the server reads a copy: the embedded runs lock their own data dir
  const dirServed = join(work, '1k-served');
  writeCalevDir(dirServed, data);
  const server = await serve(run, dirServed);
  const commanderUrl = pathToFileURL(require.resolve('commander')).href;
  const bare = join(work, 'bare-commander.mjs');
  writeFileSync(
    bare,
    `import { Command } from ${JSON.stringify(commanderUrl)};\nconst p = new Command('bare').description('A bare commander program').version('1.0.0');\np.command('events').description('Manage events').option('--format <f>', 'output format');\np.parse(['--help'], { from: 'user' });\n`,
  );
  const commands = {
    'node -e 0': ['-e', '0'],
    'bare commander --help': [bare],
    'calev --help': [BIN, '--help'],
    'calev events get 1 (embedded, 1k events)': [BIN, 'events', 'get', '1', '--data-dir', dir1k, '--format', 'json'],
    'calev events get 1 (over HTTP from calev serve, 1k events)': [
      BIN,
      'events',
      'get',
      '1',
      '--url',
      server.base,
      '--user',
      BENCH_LOGIN,
      '--format',
      'json',
    ],
    'calev events create (embedded, 1k events)': [
      BIN,
      'events',
      'create',
      '--title',
      'Cold start quartet',
      '--start-date',
      '2031-05-01 19:00',
      '--end-date',
      '2031-05-01 21:00',
      '--data-dir',
      dirCreate,
      '--format',
      'ids',
    ],
  };
  const httpEnv = { ...env, CALEV_PASSWORD: BENCH_PASSWORD };
  const times = Object.fromEntries(Object.keys(commands).map((k) => [k, []]));
  try {
    for (let i = 0; i < runs; i++) {
      for (const [name, args] of Object.entries(commands)) {
        const t = process.hrtime.bigint();
        const r = spawnSync(process.execPath, args, {
          env: args.includes('--url') ? httpEnv : env,
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        const ms = Number(process.hrtime.bigint() - t) / 1e6;
        if (r.status !== 0) throw new Error(`${name} exited ${r.status}: ${r.stderr}`);
        times[name].push(ms);
      }
    }
  } finally {
    await server.stop();
  }
  return Object.fromEntries(Object.entries(times).map(([k, v]) => [k, median(v)]));
}
