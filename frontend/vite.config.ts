import { fileURLToPath, URL } from 'node:url';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

const backend = 'http://localhost:3000';
const fromHere = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/** Types worth compressing; images other than SVG and fonts in woff2 are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|map|xml)$/;

/**
 * Writes a .br and a .gz beside every compressible file of the client build, once, at build time: the server
 * sends them as they are (@fastify/static preCompressed) instead of compressing on every request.
 */
function precompress(outDir: string): Plugin {
  return {
    name: 'shop-precompress',
    apply: 'build',
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const file = join(dir, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file) || file.endsWith('.map')) continue;
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length } }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * The dev server's answer for admin paths: the admin app's page (ADR 0023), as the backend answers them in
 * production. The slug is ADMIN_SLUG (default admin), in every language prefix.
 */
function adminAppInDev(): Plugin {
  const slug = process.env.ADMIN_SLUG ?? 'admin';
  const adminPath = new RegExp(`^/([a-z]{2}/)?${slug}(/|\\?|$)`);
  return {
    name: 'shop-admin-app-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url && adminPath.test(req.url) && (req.headers.accept ?? '').includes('text/html')) req.url = '/admin.html';
        next();
      });
    },
  };
}

/**
 * What every storefront page loads first, in two files instead of some thirty (ADR 0061): the modules the
 * storefront entry imports statically (its static closure) become one chunk of what the admin entry shares with
 * it and one of the storefront's own. Thirty small chunks compress each on its own; two compress as a whole, and
 * the first load is smaller by what their common words cost each time. Modules that only pages load lazily keep
 * their own chunks. The sets are read when the module graph is complete (buildEnd), before chunks are formed.
 */
function initialChunks(): { plugin: Plugin; groups: { name: string; test: (id: string) => boolean }[] } {
  const storefront = new Set<string>();
  const admin = new Set<string>();
  const entryScripts = new Set<string>();
  const plugin: Plugin = {
    name: 'shop-initial-chunks',
    apply: 'build',
    buildEnd() {
      const closure = (entry: string, into: Set<string>): void => {
        const open = [entry];
        while (open.length) {
          const id = open.pop()!;
          if (into.has(id)) continue;
          into.add(id);
          open.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      };
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (!info?.isEntry) continue;
        if (id.endsWith('/index.html')) closure(id, storefront);
        else if (id.endsWith('/admin.html')) closure(id, admin);
        // An entry's own script stays in the entry's chunk: moved into a group, the entry would have no chunk.
        for (const script of [id, ...info.importedIds]) entryScripts.add(script);
      }
      if (storefront.size === 0 || admin.size === 0) this.error('the storefront and admin entries were not found');
    },
  };
  const isCode = (id: string): boolean => !id.endsWith('.html') && !/\.css($|\?)/.test(id) && !/[\\/]libs[\\/]domain[\\/]/.test(id) && !entryScripts.has(id);
  return {
    plugin,
    groups: [
      { name: 'shared', test: (id) => isCode(id) && storefront.has(id) && admin.has(id) },
      { name: 'storefront', test: (id) => isCode(id) && storefront.has(id) && !admin.has(id) },
    ],
  };
}

const initial = initialChunks();

export default defineConfig(({ isSsrBuild }) => ({
  // Vite 8 transforms TSX with its built-in oxc transformer; no React plugin is needed.
  oxc: {
    jsx: { runtime: 'automatic', importSource: 'react' },
  },
  resolve: {
    // Exact matches: a plain '@shop/domain' key would also rewrite '@shop/domain/cart' into '…/index.ts/cart'.
    alias: [
      { find: /^@shop\/domain$/, replacement: fromHere('../libs/domain/src/index.ts') },
      { find: /^@shop\/domain\/cart$/, replacement: fromHere('../libs/domain/src/cart.ts') },
      // The language rules without texts: the browser loads each area of texts where it is used (src/i18n/texts.ts).
      { find: /^@shop\/i18n$/, replacement: fromHere('../libs/i18n/src/core.ts') },
      // react-router resolves to its development build under every condition; the browser gets its production
      // build (no dev warnings), as React's own packages do.
      ...(isSsrBuild ? [] : [{ find: /^react-router$/, replacement: fromHere('../node_modules/react-router/dist/production/index.mjs') }]),
    ],
  },
  // The server bundle carries everything it needs (the production image has no frontend node_modules), in
  // React's production build whatever NODE_ENV the server runs with (the development build renders 3× slower).
  ssr: { noExternal: true, target: 'node' },
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  plugins: isSsrBuild ? [] : [initial.plugin, precompress(fromHere('dist')), adminAppInDev()],
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
    outDir: isSsrBuild ? 'dist-server' : 'dist',
    emptyOutDir: true,
    target: isSsrBuild ? 'node20' : 'es2022',
    sourcemap: true,
    // The server reads which chunks and styles a page needs (modulepreload, stylesheet links) from it.
    manifest: !isSsrBuild,
    // Every browser of the es2022 target knows modulepreload; the polyfill would be one more file on every page.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Two browser entries (ADR 0023): the storefront (index.html) and the admin app (admin.html), which
      // share chunks (API client, stores, components) but the storefront's graph holds no admin module.
      ...(isSsrBuild
        ? { output: { entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' } }
        : {
            input: { index: fromHere('index.html'), admin: fromHere('admin.html') },
            output: { codeSplitting: { groups: initial.groups } },
          }),
      // The shared rules (libs/domain) are pure modules: a chunk imports the rules it uses, not every module of
      // the barrel it names (the configurators' rules go with the configurator pages, not the entry).
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]libs[\\/]domain[\\/]src[\\/]/.test(id) },
      onLog(level, log, handler) {
        // react-router marks its modules "use client"; that directive means nothing in this bundle.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
    },
  },
}));
