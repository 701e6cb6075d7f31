import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Every emulator answer in every test file is held to the platform's contract, and every
    // chart it renders is read back by Mermaid's own parser.
    setupFiles: ['test/contract/setup.ts', 'test/report/chart-setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 30_000,
    restoreMocks: true,
    unstubEnvs: true,
  },
});
