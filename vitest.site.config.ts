// The real-site suite (test/tec/): WordPress + The Events Calendar from the kit, one site for the
// file. Separate from `npm test` because it starts PHP and MariaDB: `npm run test:site`.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/tec/**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 330_000,
  },
});
