// Real calev processes writing one data dir at once, as shell users start them (`xargs -P`, a
// cron import beside an interactive create, `calev serve` started while a script writes): rounds
// of 12 parallel `calev events create`, an import of 300 NDJSON lines with creates beside it, and
// a `calev serve` started in the middle of a round. Every process exits 0, every printed id is
// stored with its title, nothing is doubled.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  basicAuth,
  calev,
  report,
  startCalev,
  startServe,
  stopServed,
  tempHome,
  until,
  type Served,
} from './support.js';

const home = tempHome('calev-parallel-');
const dir = join(home.home, 'data');
const env = { ...home.env, CALEV_DATA_DIR: dir };
afterAll(() => home.remove());

const WHEN = ['--start-date', '2032-02-02 10:00', '--end-date', '2032-02-02 11:00'];
/** every title written, by the id it was given */
const expected = new Map<number, string>();

function create(title: string) {
  return startCalev(['events', 'create', '--title', title, ...WHEN, '--format', 'ids', '--verbose'], { env });
}

/** Starts `n` creates at once, and `beside` with them; checks what they printed once all have
 * exited; how many of them went to a `calev serve` over HTTP. */
async function round(
  label: string,
  n: number,
  beside?: (running: Array<ReturnType<typeof create>>) => Promise<void>,
): Promise<number> {
  const titles = Array.from({ length: n }, (_, i) => `${label} #${i + 1}`);
  const running = titles.map(create);
  await beside?.(running);
  const results = await Promise.all(running.map((r) => r.done));
  for (const [i, r] of results.entries()) {
    expect(r.code, `${titles[i]}: ${r.stderr}`).toBe(0);
    const id = Number(r.stdout.trim());
    expect(expected.has(id), `${titles[i]} got id ${id}, printed before by ${expected.get(id)}`).toBe(false);
    expected.set(id, titles[i]);
  }
  return results.filter((r) => / is served by pid /.test(r.stderr)).length;
}

/** Every stored event, id -> title, as the CLI lists them (embedded, or through the server). */
async function stored(): Promise<Map<number, string>> {
  const r = await calev(
    [
      'events',
      'list',
      '--all',
      '--per-page',
      '50',
      '--start-date',
      '2032-01-01',
      '--end-date',
      '2032-12-31',
      '--format',
      'ndjson',
      '--fields',
      'id,title',
    ],
    { env },
  );
  expect(r.code, r.stderr).toBe(0);
  const out = new Map<number, string>();
  for (const line of r.stdout.split('\n').filter(Boolean)) {
    const { id, title } = JSON.parse(line) as { id: number; title: string };
    expect(out.has(id)).toBe(false);
    out.set(id, title);
  }
  return out;
}

async function expectAllStored(): Promise<void> {
  const have = await stored();
  for (const [id, title] of expected) expect(have.get(id), `event ${id} (${title})`).toBe(title);
  expect(have.size).toBe(expected.size);
  expect(new Set(have.values()).size).toBe(have.size);
}

describe('several calev processes on one data dir', () => {
  const started = Date.now();
  let toServer = 0;
  afterAll(() =>
    report('parallel writers', {
      seconds: ((Date.now() - started) / 1000).toFixed(1),
      events: expected.size,
      'creates of the serve round sent to the server': toServer,
    }),
  );

  it('rounds of 12 parallel creates: all exit 0, every printed id stored with its title', async () => {
    await round('Round 1', 12);
    await round('Round 2', 12);
    await expectAllStored();
  }, 120_000);

  it('an import of 300 NDJSON lines with creates beside it: every one of them stored once', async () => {
    const file = join(home.home, 'big.ndjson');
    const lines = Array.from({ length: 300 }, (_, i) =>
      JSON.stringify({ title: `Imported ${i + 1}`, start_date: '2032-03-03 10:00', end_date: '2032-03-03 11:00' }),
    );
    writeFileSync(file, `${lines.join('\n')}\n`);
    const running = startCalev(['events', 'import', file, '--report', join(home.home, 'report.ndjson')], { env });
    await until(
      'the import to begin writing',
      () => running.stdout().length > 0 || running.stderr().length > 0,
      30_000,
    );
    await round('Beside the import', 6);
    const imported = await running.done;
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stderr).toMatch(/300 created, 0 updated, 0 skipped, 0 failed/);
    const have = await stored();
    for (let i = 1; i <= 300; i++) expect([...have.values()].filter((t) => t === `Imported ${i}`)).toHaveLength(1);
    for (const [id, title] of have) if (title.startsWith('Imported ')) expected.set(id, title);
    await expectAllStored();
  }, 120_000);

  it('calev serve started in the middle of a round: the creates after it go to it, all exit 0', async () => {
    let served: Served | undefined;
    try {
      toServer = await round('Round with serve', 12, async (running) => {
        // in the middle of the round: once the first creates are done
        let exited = 0;
        for (const r of running) void r.done.then(() => exited++);
        await until('the first creates of the round to finish', () => exited >= 3, 60_000);
        served = await startServe(['--port', '0', '--data-dir', dir, '--user', 'admin:admin-pass'], home.env);
      });
      // the server holds every event, whoever wrote it
      const res = await fetch(`${served!.apiUrl}events?per_page=50&start_date=2032-02-01&end_date=2032-02-28`, {
        headers: { authorization: basicAuth('admin', 'admin-pass') },
      });
      expect(Number(res.headers.get('x-tec-total'))).toBe(
        [...expected.values()].filter((t) => !t.startsWith('Imported')).length,
      );
      await expectAllStored();
    } finally {
      expect(await stopServed(served)).toBe(0);
    }
    await expectAllStored();
  }, 120_000);
});
