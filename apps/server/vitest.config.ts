import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    pool: 'forks',
    // Each file builds its own app on its own database, so files need not re-import the module graph
    // (half the suite's time when they did); two workers even on a 2-core machine, whose
    // default of one left a core idle while a worker waited on its database.
    isolate: false,
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The S3 client warns once per process that its releases after January 2027 need Node 22.
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
  },
});
