// The real-site suite (test/tec/): WordPress + The Events Calendar from the kit, one site per
// file. Separate from `npm test` because it starts PHP and MariaDB: `npm run test:site`.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/tec/**/*.test.ts'],
    // Each file starts a site of its own (PHP's server with 4 workers). One file at a time kept 1.3
    // of two cores busy, between calev and PHP; two at a time keep both (410 s -> about 330 s here).
    maxWorkers: 2,
    // installs the kit's packages and starts MariaDB once, before two files start sites at once
    globalSetup: ['test/tec/kit.ts'],
    // the built calev (dist/), which the tests run in this process, is loaded by Node as it is, not
    // through Vite's transform: as bin/calev.js loads it, and without ~2 s of CPU per file
    server: { deps: { external: [/\/dist\/main\.js$/] } },
    testTimeout: 180_000,
    hookTimeout: 330_000,
  },
});
