// `calev index` and `calev doc` in each format, on the embedded default: JSON as it came, or the
// routes of the namespace index and the operations of /doc as rows, as `calev api` shows them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDir, run, tempDir } from './harness.js';

let dir: string;
let env: Record<string, string>;
beforeAll(() => {
  dir = tempDir('calev-namespace-');
  env = { CALEV_DATA_DIR: `${dir}/data`, XDG_CONFIG_HOME: `${dir}/config`, COLUMNS: '100', NO_COLOR: '1' };
});
afterAll(() => removeDir(dir));

const calev = (argv: string[]) => run(argv, { env });

/** The JSON answer of `calev index` or `calev doc`. */
const answer = async (command: string) => JSON.parse((await calev([command, '--format', 'json'])).stdout);

describe('calev index', () => {
  it('--format table lists the routes, relative to the namespace, with their methods', async () => {
    const res = await calev(['index', '--format', 'table']);
    expect(res.code).toBe(0);
    const lines = res.stdout.trimEnd().split('\n');
    expect(lines.slice(0, 4)).toEqual([
      'ROUTE                       METHODS',
      '/                           GET',
      '/doc                        GET',
      '/events                     GET, POST',
    ]);
    expect(lines).toContain('/events/{id}                GET, DELETE, POST, PUT, PATCH');
    expect(lines).toContain('/events/by-slug/{slug}      GET, DELETE, POST, PUT, PATCH');
    // one row a route of the JSON answer
    expect(lines.length - 1).toBe(Object.keys((await answer('index')).routes).length);
    // the same logic as calev api on the namespace root
    expect((await calev(['api', 'GET', '/', '--format', 'table'])).stdout).toBe(res.stdout);
  });

  it('--format csv, ids and count are the routes as rows, their names, their number', async () => {
    const csv = await calev(['index', '--format', 'csv']);
    expect([csv.code, csv.stderr]).toEqual([0, '']);
    expect(csv.stdout).toMatch(/^route,methods\n\/,GET\n\/doc,GET\n\/events,"GET, POST"\n\/events\/\{id\},/);
    const routes = Object.keys((await answer('index')).routes).length;
    const ids = (await calev(['index', '--format', 'ids'])).stdout.trimEnd().split('\n');
    expect(ids.slice(0, 4)).toEqual(['/', '/doc', '/events', '/events/{id}']);
    expect(ids).toHaveLength(routes);
    expect((await calev(['index', '--format', 'count'])).stdout).toBe(`${routes}\n`);
    const chosen = await calev(['index', '--format', 'csv', '--fields', 'methods,route']);
    expect(chosen.stdout.split('\n').slice(0, 2)).toEqual(['methods,route', 'GET,/']);
  });

  it('--format ics is refused (exit 2) with one line and a hint, nothing on stdout', async () => {
    const res = await calev(['index', '--format', 'ics']);
    expect(res).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'error: --format ics is only for events, not the namespace index\n' +
        'hint: it prints as table, csv, ids, count, json, ndjson or yaml\n',
    });
  });

  it('--format json and yaml still print the answer as it came', async () => {
    expect((await answer('index')).namespace).toBe('calendar/events/v1');
    expect((await calev(['index', '--format', 'yaml'])).stdout).toMatch(/^namespace: calendar\/events\/v1\nroutes:\n/);
  });
});

describe('calev doc', () => {
  /** every operation of the OpenAPI answer: one per path and method */
  const operations = async () =>
    Object.values((await answer('doc')).paths as Record<string, Record<string, unknown>>).flatMap((item) =>
      Object.keys(item),
    ).length;

  it('--format table lists the operations: method, path, summary, operation id', async () => {
    const res = await calev(['doc', '--format', 'table']);
    expect(res.code).toBe(0);
    const lines = res.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^METHOD\s+PATH\s+SUMMARY\s+OPERATIONID$/);
    expect(lines).toContainEqual(expect.stringMatching(/^GET\s+\/events\s+List events\s+listEvents$/));
    expect(lines).toContainEqual(expect.stringMatching(/^DELETE\s+\/tags\/\{id\}\s+Delete a tag\s+deleteTag$/));
    expect(lines.length - 1).toBe(await operations());
    expect((await calev(['api', 'GET', '/doc', '--format', 'table'])).stdout).toBe(res.stdout);
  });

  it('--format csv, ids and count are the operations as rows, their ids, their number', async () => {
    const csv = await calev(['doc', '--format', 'csv']);
    expect(csv.stdout).toMatch(/^method,path,summary,operationId\nGET,\/doc,Get the API documentation,getDoc\n/);
    expect(csv.stdout).toContain('\nGET,/events,List events,listEvents\n');
    const ids = (await calev(['doc', '--format', 'ids'])).stdout.trimEnd().split('\n');
    expect(ids.slice(0, 3)).toEqual(['getDoc', 'listEvents', 'createEvent']);
    expect((await calev(['doc', '--format', 'count'])).stdout).toBe(`${await operations()}\n`);
  });

  it('--format ics is refused (exit 2) with one line and a hint', async () => {
    const res = await calev(['doc', '--format', 'ics']);
    expect([res.code, res.stdout]).toEqual([2, '']);
    expect(res.stderr).toBe(
      'error: --format ics is only for events, not the OpenAPI document\n' +
        'hint: it prints as table, csv, ids, count, json, ndjson or yaml\n',
    );
  });
});
