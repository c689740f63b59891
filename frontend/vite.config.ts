import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';

const backend = 'http://localhost:3000';
const fromHere = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  // Vite 8 transforms TSX with its built-in oxc transformer; no React plugin is needed.
  oxc: {
    jsx: { runtime: 'automatic', importSource: 'react' },
  },
  resolve: {
    // Exact matches: a plain '@shop/domain' key would also rewrite '@shop/domain/cart' into '…/index.ts/cart'.
    alias: [
      { find: /^@shop\/domain$/, replacement: fromHere('../libs/domain/src/index.ts') },
      { find: /^@shop\/domain\/cart$/, replacement: fromHere('../libs/domain/src/cart.ts') },
      { find: /^@shop\/i18n$/, replacement: fromHere('../libs/i18n/src/index.ts') },
    ],
  },
  server: {
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/media': { target: backend, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/media': { target: backend, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      onLog(level, log, handler) {
        // react-router marks its modules "use client"; that directive means nothing in this SPA bundle.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
    },
  },
});
