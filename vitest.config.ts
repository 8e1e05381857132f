import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    fileParallelism: true,
    testTimeout: 20_000,
    hookTimeout: 120_000,
  },
});
