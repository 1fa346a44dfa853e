// One end-to-end pass per language (issue: eight languages): the built `calev serve` on a temp data
// dir, reached through the /{lang}/wp-json/ segment, and the built CLI (its main(), in-process)
// speaking that language.
import { Validator } from '@seriousme/openapi-schema-validator';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { format, translate } from '../../src/spec/catalogues/index.js';
import { CATALOGUES } from '../spec/all-catalogues.js';
import { FREE } from '../../src/spec/errors.js';
import { findEndpoint } from '../../src/spec/routes.js';
import { LANGUAGES, type Language } from '../../src/spec/types.js';
import { assertBuilt, calevInProcess, startServe } from './calev.js';

const PASSWORD = 'languages-test-pass';
const auth = { authorization: `Basic ${Buffer.from(`admin:${PASSWORD}`).toString('base64')}` };
const NS = 'wp-json/calendar/events/v1';

let dir: string;
let home: string;
let served: Awaited<ReturnType<typeof startServe>>;
let env: Record<string, string>;

beforeAll(async () => {
  assertBuilt();
  dir = await mkdtemp(join(tmpdir(), 'calev-langs-'));
  home = await mkdtemp(join(tmpdir(), 'calev-langs-home-'));
  env = { HOME: home, XDG_CONFIG_HOME: join(home, 'config'), XDG_DATA_HOME: join(home, 'data'), LANG: 'C' };
  served = await startServe(['--port', '0', '--data-dir', dir, '--user', `admin:${PASSWORD}`], env);
}, 30_000);

afterAll(async () => {
  served?.child.kill('SIGTERM');
  await served?.exited;
  await rm(dir, { recursive: true, force: true });
  await rm(home, { recursive: true, force: true });
});

async function request(method: string, path: string, body?: unknown): Promise<{ status: number; json: any }> {
  const res = await fetch(`${served.base}/${path}`, {
    method,
    headers: body === undefined ? auth : { ...auth, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: await res.json() };
}

describe.each([...LANGUAGES])('%s, end to end', (lang: Language) => {
  const segment = `${lang}/${NS}`;
  const title = `Concert ${lang} ${CATALOGUES[lang][FREE] ?? FREE}`;
  let id: number;

  it('creates and reads an event through the language segment: content, Free word and every URL in that language', async () => {
    const created = await request('POST', `${segment}/events`, {
      title,
      start_date: '2031-05-04 20:00',
      end_date: '2031-05-04 22:00',
      cost: '0',
      categories: [`genre-${lang}`],
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    id = created.json.id;
    const read = await request('GET', `${segment}/events/${id}`);
    expect(read.status).toBe(200);
    expect(read.json.title).toBe(title);
    expect(read.json.cost).toBe(translate(FREE, lang));
    expect(read.json.rest_url).toBe(`${served.base}/${segment}/events/${id}`);
    expect(read.json.url.startsWith(`${served.base}/${lang}/`)).toBe(true);
    for (const link of Object.values(read.json.categories[0].urls as Record<string, string>))
      expect(link.startsWith(`${served.base}/${lang}/`), link).toBe(true);
  });

  it('answers errors, the namespace index and /doc (valid OpenAPI) in that language', async () => {
    const missing = await request('GET', `${segment}/events/987654`);
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe(format('Event with ID %d does not exist.', lang, 987654));
    if (lang !== 'en') expect(missing.json.message).not.toBe('Event with ID 987654 does not exist.');

    const index = await request('GET', `${segment}`);
    expect(index.json.namespace).toBe('calendar/events/v1');
    const english = findEndpoint('events', 'list', 'collection')!.args.find((a) => a.name === 'per_page')!.description!;
    expect(index.json.routes['/calendar/events/v1/events'].endpoints[0].args.per_page.description).toBe(
      translate(english, lang),
    );

    const doc = await request('GET', `${segment}/doc`);
    expect(doc.status).toBe(200);
    expect(doc.json.info.title).toBe(translate('Calendar Events REST API', lang));
    expect(doc.json.servers[0].url).toBe(`${served.base}/${segment}/`);
    const validator = new Validator();
    const verdict = await validator.validate(doc.json);
    expect(verdict.errors, JSON.stringify(verdict.errors)).toBeUndefined();
    expect(verdict.valid).toBe(true);
  });

  it('the CLI speaks it: --lang gives the help in that language and reads the content in it through the running server', async () => {
    const help = await calevInProcess(['--lang', lang, 'events', 'get', '--help'], { env });
    expect(help.code).toBe(0);
    expect(help.stdout.split('\n')[0].startsWith(`${translate('Usage:', lang)} calev events get`)).toBe(true);
    expect(help.stdout).toContain(translate('show one event', lang));

    const got = await calevInProcess(
      ['--lang', lang, 'events', 'get', String(id), '--data-dir', dir, '--format', 'json', '--fields', 'title,cost'],
      { env },
    );
    expect(got.code, got.stderr).toBe(0);
    expect(JSON.parse(got.stdout)).toEqual({ title, cost: translate(FREE, lang) });
  });
});
