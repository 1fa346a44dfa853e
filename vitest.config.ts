import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The real-site suite starts PHP and MariaDB: `npm run test:site` (vitest.site.config.ts).
    exclude: ['test/tec/**', '**/node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
