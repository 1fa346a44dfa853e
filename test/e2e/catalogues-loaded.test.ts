// calev loads a language's catalogue when the language is first asked for (an English command or
// server loads none of the seven others). Each way a language comes into `calev serve` must load it
// before anything is said in it; else the answer is silently English. One fresh server process, a
// different language through each way, so that no way finds its language loaded by another.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { format, translate } from '../../src/spec/catalogues/index.js';
import { ERRORS } from '../../src/spec/errors.js';
import { word } from '../../src/pages/words.js';
import type { Language } from '../../src/spec/types.js';
import { assertBuilt, startServe } from './calev.js';

const PASSWORD = 'catalogues-test-pass';
const auth = { authorization: `Basic ${Buffer.from(`admin:${PASSWORD}`).toString('base64')}` };
const NO_ROUTE = ERRORS.rest_no_route[1];

let home: string;
let env: Record<string, string>;
const servers: Array<Awaited<ReturnType<typeof startServe>>> = [];

async function serve(...args: string[]): Promise<string> {
  const dir = join(home, `data-${servers.length}`);
  const served = await startServe(['--port', '0', '--data-dir', dir, '--user', `admin:${PASSWORD}`, ...args], env);
  servers.push(served);
  return served.base;
}

async function request(url: string, init: { method?: string; body?: unknown } = {}): Promise<any> {
  const res = await fetch(url, {
    method: init.method ?? 'GET',
    headers: init.body === undefined ? auth : { ...auth, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return res.headers.get('content-type')?.startsWith('application/json') ? res.json() : res.text();
}

/** the message in `lang`, its values filled in, once it is known that the catalogue translates it */
function inLanguage(message: string, lang: Language, ...values: string[]): string {
  expect(translate(message, lang)).not.toBe(message);
  return format(message, lang, ...values);
}

beforeAll(async () => {
  assertBuilt();
  home = await mkdtemp(join(tmpdir(), 'calev-catalogues-'));
  env = { HOME: home, XDG_CONFIG_HOME: join(home, 'config'), LANG: 'C' };
}, 30_000);

afterAll(async () => {
  for (const served of servers) {
    served.child.kill('SIGTERM');
    await served.exited;
  }
  await rm(home, { recursive: true, force: true });
});

describe('each way a language comes into calev serve loads its catalogue', () => {
  let base: string;
  beforeAll(async () => {
    base = await serve();
  }, 30_000);

  it('a language segment (fr): an error raised before the route is found', async () => {
    const body = await request(`${base}/fr/wp-json/calendar/events/v1/nowhere`);
    expect(body.message).toBe(inLanguage(NO_ROUTE, 'fr'));
  });

  it('translation_language in the query (de): the same error', async () => {
    const body = await request(`${base}/wp-json/calendar/events/v1/nowhere?translation_language=de`);
    expect(body.message).toBe(inLanguage(NO_ROUTE, 'de'));
  });

  it('translation_language in the body (es): a parameter missing', async () => {
    const body = await request(`${base}/wp-json/calendar/events/v1/events`, {
      method: 'POST',
      body: { translation_language: 'es', start_date: '2031-05-04 20:00', end_date: '2031-05-04 22:00' },
    });
    expect(body.code).toBe('rest_missing_callback_param');
    expect(body.message).toBe(inLanguage(ERRORS.rest_missing_callback_param[1], 'es', 'title'));
  });

  it("translation_language in a batch request's own path (ja): the error of that request", async () => {
    const body = await request(`${base}/wp-json/batch/v1`, {
      method: 'POST',
      body: { requests: [{ method: 'GET', path: '/calendar/events/v1/nowhere?translation_language=ja' }] },
    });
    expect(body.responses[0].body.message).toBe(inLanguage(NO_ROUTE, 'ja'));
  });

  it("a page's language segment (bg): the calendar's words", async () => {
    const html: string = await request(`${base}/bg/events/`);
    expect(word('bg', 'languages')).not.toBe(word('en', 'languages'));
    expect(html).toContain(`aria-label="${word('bg', 'languages')}"`);
  });
});

it("the site's language (calev serve --language pt-br): an error without any language asked for", async () => {
  const base = await serve('--language', 'pt-br');
  const body = await request(`${base}/wp-json/calendar/events/v1/nowhere`);
  expect(body.message).toBe(inLanguage(NO_ROUTE, 'pt-br'));
}, 30_000);
