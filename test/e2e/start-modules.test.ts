// What the built binary loads to start: a command pays for every module it loads, so the embedded
// CLI leaves out what it does not use (the pages of `calev serve`, rrule until a rule is expanded,
// the prompts and chrono-node unless it asks).
// A preload records every module: ES modules through a loader hook, CommonJS ones (rrule is
// required, not imported) from the require cache at exit.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDir, tempDir } from '../cli/harness.js';
import { assertBuilt, calev, startServe, type Result } from './calev.js';

let home: string;
let env: Record<string, string>;
let preload: string;
let loadedFile: string;

beforeAll(() => {
  assertBuilt();
  home = tempDir('calev-modules-');
  env = {
    HOME: home,
    XDG_CONFIG_HOME: join(home, 'config'),
    CALEV_DATA_DIR: join(home, 'data'),
  };
  loadedFile = join(home, 'loaded.txt');
  const hooks = join(home, 'hooks.mjs');
  writeFileSync(
    hooks,
    `import { appendFileSync } from 'node:fs';\nexport async function load(url, context, next) {\n  appendFileSync(${JSON.stringify(loadedFile)}, url + '\\n');\n  return next(url, context);\n}\n`,
  );
  preload = join(home, 'preload.mjs');
  writeFileSync(
    preload,
    [
      `import { appendFileSync } from 'node:fs';`,
      `import { createRequire, register } from 'node:module';`,
      `import { pathToFileURL } from 'node:url';`,
      `register(${JSON.stringify(pathToFileURL(hooks).href)});`,
      `const cache = createRequire(import.meta.url).cache;`,
      `process.on('exit', () => appendFileSync(${JSON.stringify(loadedFile)}, Object.keys(cache).map((f) => pathToFileURL(f).href + '\\n').join('')));`,
      '',
    ].join('\n'),
  );
});
afterAll(() => removeDir(home));

/** runs the binary with the preload; its output and the URLs of the modules it loaded */
async function run(args: string[]): Promise<Result & { loaded: string[] }> {
  writeFileSync(loadedFile, '');
  const result = await calev(args, { env, nodeArgs: ['--import', pathToFileURL(preload).href] });
  return { ...result, loaded: readFileSync(loadedFile, 'utf8').split('\n').filter(Boolean) };
}

/** `calev events create` with every flag it needs (no prompt), printing the new id */
function create(title: string, start: string, end: string, ...more: string[]) {
  return run([
    'events',
    'create',
    '--title',
    title,
    '--start-date',
    start,
    '--end-date',
    end,
    ...more,
    '--format',
    'ids',
  ]);
}

const RRULE = /\/node_modules\/rrule\//;
const PAGES = /\/dist\/pages\//;
const PROMPTS = /\/node_modules\/(chrono-node|@inquirer)\/|\/dist\/cli\/interactive\//;

describe('modules the embedded CLI loads', () => {
  it('a create with its flags loads neither the prompts nor chrono-node; events get neither the pages nor rrule', async () => {
    const created = await create('Quartet', '2031-05-01 19:00', '2031-05-01 21:00');
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    const id = created.stdout.trim();
    expect(id).toMatch(/^\d+$/);
    expect(created.loaded.some((url) => url.endsWith('/dist/cli/resource/create.js'))).toBe(true);
    expect(created.loaded.filter((url) => PROMPTS.test(url))).toEqual([]);

    const got = await run(['events', 'get', id, '--format', 'json']);
    expect(got.stderr).toBe('');
    expect(got.code).toBe(0);
    expect(JSON.parse(got.stdout)).toMatchObject({ id: Number(id), title: 'Quartet' });
    // the record is complete: the binary's own modules and the store were seen
    expect(got.loaded.some((url) => url.endsWith('/dist/store/store.js'))).toBe(true);
    expect(got.loaded.filter((url) => RRULE.test(url) || PAGES.test(url))).toEqual([]);
  });

  it('a command that expands a rule loads rrule then', async () => {
    const series = await create('Standup', 'tomorrow 9:30am', 'tomorrow 9:45am', '--repeat', 'weekly', '--count', '3');
    expect(series.stderr).toBe('');
    expect(series.code).toBe(0);
    expect(series.loaded.some((url) => RRULE.test(url))).toBe(true);
    const list = await run(['events', 'list', '--search', 'Standup', '--format', 'ids']);
    expect(list.code).toBe(0);
    expect(list.stdout.trim().split('\n')).toHaveLength(3);
  });
});

describe('modules a command over HTTP loads', () => {
  it("undici's Agent and request, not its index (fetch, WebSocket, caches, mocks: 140 ms of the start)", async () => {
    const served = await startServe(['--port', '0', '--data-dir', join(home, 'served')], {
      HOME: home,
      XDG_CONFIG_HOME: join(home, 'config'),
    });
    try {
      const list = await run(['events', 'list', '--url', served.base, '--format', 'ids']);
      expect([list.code, list.stderr]).toEqual([0, '']);
      const undici = list.loaded.filter((url) => url.includes('/node_modules/undici/'));
      expect(undici.some((url) => url.endsWith('/undici/lib/dispatcher/agent.js'))).toBe(true);
      expect(undici.some((url) => url.endsWith('/undici/lib/api/api-request.js'))).toBe(true);
      expect(undici.filter((url) => url.endsWith('/undici/index.js') || url.includes('/undici/lib/web/'))).toEqual([]);
    } finally {
      served.child.kill();
      await served.exited;
    }
  });

  // V8 prints a line for each WebAssembly function it compiles, and with which compiler
  it("undici's parser (WebAssembly) with Liftoff alone: Node waited ~200 ms at exit for TurboFan's threads", async () => {
    const served = await startServe(['--port', '0', '--data-dir', join(home, 'served-wasm')], {
      HOME: home,
      XDG_CONFIG_HOME: join(home, 'config'),
    });
    try {
      const list = await calev(['events', 'list', '--url', served.base, '--format', 'ids'], {
        env,
        nodeArgs: ['--trace-wasm-compilation-times'],
      });
      expect(list.code).toBe(0);
      const compiled = list.stdout.split('\n').filter((line) => line.startsWith('Compiled function '));
      expect(compiled.filter((line) => line.includes(' using Liftoff,')).length).toBeGreaterThan(0);
      expect(compiled.filter((line) => !line.includes(' using Liftoff,'))).toEqual([]);
    } finally {
      served.child.kill();
      await served.exited;
    }
  });
});
