import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// The real-site suite starts PHP and MariaDB: `npm run test:site` (vitest.site.config.ts).
const EXCLUDE = ['test/tec/**', '**/node_modules/**'];

/** What makes a test file's state outlive it: a replaced module, a stubbed global, a written setting. */
const LEAKS =
  /\bvi\.(do)?[mM]ock\(|\bvi\.(stubEnv|stubGlobal|useFakeTimers)\(|process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|\bSettings\.\w+\s*=[^=]/;

/**
 * The test files that replace a module (vi.mock), stub a global or write process.env or luxon's
 * Settings: they run each in a fresh module graph. The others share one per worker (isolate:
 * false), which spares each file the import of vitest and of the code under test: on two cores, a
 * quarter of the suite's CPU time.
 */
function filesThatLeak(dir = 'test'): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.test.ts'))
    .map((e) => join(e.parentPath, e.name))
    .filter((file) => !file.startsWith(join('test', 'tec')) && LEAKS.test(readFileSync(file, 'utf8')));
}
const ISOLATED = filesThatLeak();

export default defineConfig({
  test: {
    // vitest's default is one worker fewer than the cores: one on two cores, which leaves a core
    // idle whenever a file waits on the processes it starts (calev, calev serve, Chromium) or on the
    // clock. Two keep both busy (1.75 of 2 on average) and took the suite from 719 s to 470 s here.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // every language's catalogue loaded, as the program loads the one it is asked for
    setupFiles: ['test/support/catalogues.ts'],
    // the built calev (dist/), which the end-to-end tests of commands run in the test's process
    // (calevInProcess), is loaded by Node as it is, as bin/calev.js loads it: not through Vite
    server: { deps: { external: [/\/dist\/main\.js$/] } },
    testTimeout: 30_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: { name: 'shared', include: ['test/**/*.test.ts'], exclude: [...EXCLUDE, ...ISOLATED], isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED, exclude: EXCLUDE, isolate: true } },
    ],
  },
});
