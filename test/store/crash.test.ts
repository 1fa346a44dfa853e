// A real crash: a child process commits in a loop and is SIGKILLed mid-stream. Every commit it
// saw acknowledged must be there when the data dir is opened again.
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Store } from '../../src/store/store.js';
import { makeTempDir } from './temp-dir.js';

let storeModule: string;
let transpiled: string;

/** The child runs plain node, so it gets src/store transpiled to JavaScript. */
beforeAll(async () => {
  const src = join(import.meta.dirname, '../../src/store');
  transpiled = await mkdtemp(join(tmpdir(), 'calev-store-js-'));
  for (const file of await readdir(src)) {
    if (!file.endsWith('.ts')) continue;
    const { outputText } = ts.transpileModule(await readFile(join(src, file), 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    await writeFile(join(transpiled, file.replace(/\.ts$/, '.js')), outputText);
  }
  await writeFile(join(transpiled, 'package.json'), '{"type":"module"}');
  storeModule = pathToFileURL(join(transpiled, 'store.js')).href;
});

afterAll(() => rm(transpiled, { recursive: true, force: true }));

const CHILD = `
const { Store } = await import(process.argv[1]);
const store = await Store.open(process.argv[2], JSON.parse(process.argv[3]));
for (let i = 1; ; i++) {
  const tx = store.begin();
  const id = tx.nextId('term');
  tx.put('tags', { id, name: 'tag ' + id, slug: 't' + id, description: '', parent: 0, i18n: {} });
  await store.commit(tx);
  process.stdout.write(id + '\\n');
}
`;

function runUntilKilled(dir: string, acknowledgements: number, opts: object = {}): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--input-type=module', '-e', CHILD, storeModule, dir, JSON.stringify(opts)],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const acked: number[] = [];
    let stderr = '';
    let buffered = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      acked.push(...lines.map(Number));
      if (acked.length >= acknowledgements) child.kill('SIGKILL');
    });
    child.on('error', reject);
    child.on('exit', (_code, signal) =>
      signal === 'SIGKILL' ? resolve(acked) : reject(new Error(`child exited without being killed: ${stderr}`)),
    );
  });
}

/** Every acknowledged tag is in the dir, opened again; ids stay dense (a commit the child did
 * not get to report may be there, nothing else). */
async function expectAllThere(dir: string, acked: number[]): Promise<void> {
  const store = await Store.open(dir);
  const ids = store.all('tags').map((t) => t.id);
  for (const id of acked) expect(ids).toContain(id);
  expect(ids).toEqual(Array.from({ length: ids.length }, (_, i) => i + 1));
  expect(store.sequences().term).toBe(ids.length + 1);
  await store.close();
}

describe('crash without close', () => {
  it('a SIGKILLed writer loses no acknowledged commit and leaves a dir that opens cleanly', async () => {
    const dir = await makeTempDir();
    const acked = await runUntilKilled(dir, 30);
    expect(acked.length).toBeGreaterThanOrEqual(30);
    await expectAllThere(dir, acked);
  });

  it('killed while compactions run beside its commits (one every 7 commits), twice over', async () => {
    const dir = await makeTempDir();
    const opts = { compactAfter: { transactions: 7 } };
    const first = await runUntilKilled(dir, 150, opts);
    await expectAllThere(dir, first);
    const second = await runUntilKilled(dir, 150, opts);
    expect(Math.min(...second)).toBeGreaterThan(Math.max(...first));
    await expectAllThere(dir, [...first, ...second]);
  });
});
