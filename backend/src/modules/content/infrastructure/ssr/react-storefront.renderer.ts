import { Injectable, Logger } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ShopConfig } from '../../../../config/app-config';
import { StorefrontRenderer, type StorefrontRender, type StorefrontRenderRequest } from '../../application/page/storefront-renderer.port';

/** The server bundle's contract (frontend/src/entry-server.tsx). */
interface ServerBundle {
  SSR_STATE_ID: string;
  serializeForPage(value: unknown): string;
  render(request: {
    url: string;
    fetch: (request: Request) => Promise<Response>;
    cookie?: string;
    timeoutMs?: number;
  }): Promise<
    | { kind: 'html'; html: string; state: string; stateAroundStore: { before: string; after: string } | null; modules: string[]; locale: string }
    | { kind: 'redirect'; location: string }
    | { kind: 'skip'; reason: string }
  >;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** Request headers an in-process API call takes over from the page request (nothing else reaches it). */
const PASSED_HEADERS = ['accept-language'] as const;

/**
 * Renders the storefront with the built server bundle (`frontend/dist-server/entry-server.mjs`). The bundle's
 * stores call the shop's REST surface; their calls are answered in-process by Fastify's `inject` (the whole
 * HTTP pipeline: apiCode guard, validation, session guard with the visitor's cookie), without a socket.
 */
@Injectable()
export class ReactStorefrontRenderer extends StorefrontRenderer {
  private readonly logger = new Logger('StorefrontRenderer');
  private bundle?: Promise<ServerBundle | null>;
  private manifest?: Manifest | null;
  /** The assets of each set of page modules, worked out once from the manifest (it does not change at run time). */
  private readonly assetsByModules = new Map<string, { scripts: string[]; styles: string[] }>();

  constructor(
    private readonly config: ShopConfig,
    private readonly adapterHost: HttpAdapterHost,
  ) {
    super();
  }

  async render(request: StorefrontRenderRequest): Promise<StorefrontRender | null> {
    const bundle = await this.loadBundle();
    if (!bundle) return null;
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    const apiCode = this.config.get('apiCode');
    const inProcessFetch = async (call: Request): Promise<Response> => {
      const url = new URL(call.url);
      const headers: Record<string, string> = { apicode: apiCode, accept: 'application/json' };
      const type = call.headers.get('content-type');
      if (type) headers['content-type'] = type;
      const cookie = call.headers.get('cookie');
      if (cookie) headers.cookie = cookie;
      if (request.userAgent) headers['user-agent'] = request.userAgent;
      for (const name of PASSED_HEADERS) {
        const value = call.headers.get(name);
        if (value) headers[name] = value;
      }
      const options: InjectOptions = {
        method: call.method as InjectOptions['method'],
        url: url.pathname + url.search,
        headers,
        remoteAddress: request.remoteAddress,
      };
      if (call.method !== 'GET' && call.method !== 'HEAD') options.payload = await call.text();
      const answer = await fastify.inject(options);
      return new Response(answer.rawPayload, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    };
    try {
      const result = await bundle.render({ url: request.url, fetch: inProcessFetch, cookie: request.cookie });
      if (result.kind === 'skip') {
        this.logger.warn(`page rendered in the browser instead: ${result.reason}`);
        return null;
      }
      if (result.kind === 'redirect') return result;
      const key = result.modules.join('|');
      let assets = this.assetsByModules.get(key);
      if (assets === undefined) {
        assets = this.assetsOf(result.modules);
        this.assetsByModules.set(key, assets);
      }
      const { scripts, styles } = assets;
      return { kind: 'html', html: result.html, state: result.state, stateAroundStore: result.stateAroundStore ?? null, stateId: bundle.SSR_STATE_ID, scripts, styles };
    } catch (e) {
      // By name only: a render error's message can quote page data.
      this.logger.error(`server rendering failed (${e instanceof Error ? e.name : typeof e}); the page renders in the browser`);
      return null;
    }
  }

  async serializeForPage(value: unknown): Promise<string | null> {
    const bundle = await this.loadBundle();
    return bundle ? bundle.serializeForPage(value) : null;
  }

  private loadBundle(): Promise<ServerBundle | null> {
    this.bundle ??= (async () => {
      const file = resolve(this.config.get('frontendDist'), '..', 'dist-server', 'entry-server.mjs');
      if (!existsSync(file)) {
        this.logger.warn(`${file} not found: pages render in the browser only (run npm run build:frontend)`);
        return null;
      }
      return (await import(pathToFileURL(file).href)) as ServerBundle;
    })();
    return this.bundle;
  }

  /** The chunks and stylesheets of the page's modules and everything they import, from the build manifest. */
  private assetsOf(modules: readonly string[]): { scripts: string[]; styles: string[] } {
    const manifest = this.loadManifest();
    if (!manifest) return { scripts: [], styles: [] };
    const scripts = new Set<string>();
    const styles = new Set<string>();
    // The storefront's entry (the build has a second one, the admin app's admin.html: ADR 0023).
    const entry = manifest['index.html'] ?? Object.values(manifest).find((chunk) => chunk.isEntry && chunk.file !== manifest['admin.html']?.file);
    const entryFiles = new Set<string>();
    const seen = new Set<string>();
    const visit = (key: string, intoScripts: boolean) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = manifest[key];
      if (!chunk) return;
      if (intoScripts) scripts.add(`/${chunk.file}`);
      for (const css of chunk.css ?? []) styles.add(`/${css}`);
      for (const imported of chunk.imports ?? []) visit(imported, intoScripts);
    };
    // What the entry already loads (its own chunks and styles) is in the page template; only the rest is added.
    if (entry) {
      const entryKey = Object.keys(manifest).find((key) => manifest[key] === entry)!;
      visit(entryKey, true);
      for (const file of scripts) entryFiles.add(file);
      for (const file of styles) entryFiles.add(file);
      scripts.clear();
      styles.clear();
    }
    for (const module of modules) {
      const key = Object.keys(manifest).find((k) => k === `src/${module}.tsx` || k === `src/${module}.ts`);
      if (key) visit(key, true);
    }
    return {
      scripts: [...scripts].filter((file) => !entryFiles.has(file)),
      styles: [...styles].filter((file) => !entryFiles.has(file)),
    };
  }

  private loadManifest(): Manifest | null {
    if (this.manifest !== undefined) return this.manifest;
    const file = join(this.config.get('frontendDist'), '.vite', 'manifest.json');
    this.manifest = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
    return this.manifest;
  }
}
