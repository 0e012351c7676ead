import os from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    // Files share their workers' module graph (React, Mantine, the toolkit) instead of importing it
    // again each: a quarter of the time. Every file renders into a fresh document and the setup file
    // resets what is global between tests.
    isolate: false,
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    unstubGlobals: true,
    // Interaction tests (typing into Mantine forms in jsdom) take seconds on a busy machine.
    testTimeout: 20_000,
  },
});
