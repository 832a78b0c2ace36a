/// <reference types="vitest/config" />
import { defineConfig } from 'vite';

const isolation = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

export default defineConfig({
  worker: { format: 'es' },
  optimizeDeps: { include: ['comlink', 'idb', 'papaparse'] },
  server: { headers: isolation },
  preview: { headers: isolation },
  build: { target: 'es2022', outDir: process.env.DOPPEL_OUT_DIR ?? 'dist' },
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 20000,
    hookTimeout: 120000,
  },
});
