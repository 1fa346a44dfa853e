// The real-site suite (test/tec/): WordPress + The Events Calendar from the kit, one site per
// file. Separate from `npm test` because it starts PHP and MariaDB: `npm run test:site`.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/tec/**/*.test.ts'],
    // each file starts a site of its own: one at a time on a small machine
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 330_000,
  },
});
