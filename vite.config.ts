// Vite builds the client (client/ → dist/); Vitest runs every test under test/.
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [react()],
  build: { outDir: '../dist', emptyOutDir: true, chunkSizeWarningLimit: 2500 },
  server: { port: 5173 },
  test: {
    root: '.',
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    // Two files at once on this 2-core machine (vitest's default is cores − 1): browser tests spend much of their
    // time waiting on servers, bots and software WebGL, so a second file overlaps them (suite ~17 → ~12 min).
    maxWorkers: 2,
    hookTimeout: 120_000,
  },
});
