import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Every emulator answer in every test file is held to the platform's contract, and every
    // chart it renders is read back by Mermaid's own parser.
    setupFiles: ['test/contract/setup.ts', 'test/report/chart-setup.ts'],
    environment: 'node',
    // The end-to-end files mostly wait on the bundle's child processes, so more workers than
    // vitest's default on 2 cores (one) pay. test/e2e on the 2-core machine, shared
    // with other work: 2 workers 182 s (load ~10) and 127 s (load ~4), 3 workers 81 s (load ~2),
    // 4 workers 154 s (load ~10, two timing failures since fixed). Forks: tests stub process.env.
    pool: 'forks',
    maxWorkers: 3,
    testTimeout: 30_000,
    hookTimeout: 30_000,
    restoreMocks: true,
    unstubEnvs: true,
  },
});
