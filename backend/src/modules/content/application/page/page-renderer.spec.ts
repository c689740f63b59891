import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { ShopConfig, type AppConfig } from '../../../../config/app-config';
import { ContentQueries } from '../queries/content.queries';
import { PageRenderer, PathHeadResolver, type PageHeadData } from './page-renderer';
import { StorefrontRenderer, type StorefrontRender, type StorefrontRenderRequest } from './storefront-renderer.port';

/** A storefront that counts its renders (each render says which one it was). */
class CountingStorefront extends StorefrontRenderer {
  renders = 0;
  async render(_request: StorefrontRenderRequest): Promise<StorefrontRender> {
    this.renders += 1;
    return { kind: 'html', html: `<p>render ${this.renders}</p>`, state: '{}', stateId: 'state', scripts: [], styles: [] };
  }
}

/** A product page another context (the catalogue) resolves. */
class ProductPages extends PathHeadResolver {
  async resolve(path: string): Promise<PageHeadData | null> {
    return path === '/kupplung' ? { locale: 'de', title: 'Kupplung', description: '', alternates: [] } : null;
  }
}

const guest = { cookies: {}, remoteAddress: '203.0.113.7' };

function renderer() {
  const config = new ShopConfig({ catalogueRefreshSeconds: 10, frontendDist: '/nonexistent', adminSlug: 'verwaltung', apiCode: 'code', baseUrl: 'https://shop.example' } as AppConfig);
  // No pages, redirects or settings stored: the defaults.
  const content = new ContentQueries({ query: async () => [] } as unknown as DataSource, config);
  const storefront = new CountingStorefront();
  const pages = new PageRenderer(content, config, storefront);
  pages.registerResolver(new ProductPages());
  let catalogueVersion = '1';
  pages.registerSource(() => catalogueVersion);
  return { pages, content, storefront, setCatalogueVersion: (v: string) => (catalogueVersion = v) };
}

async function html(pages: PageRenderer, visitor: Parameters<PageRenderer['render']>[2] = guest): Promise<string> {
  const answer = await pages.render('/kupplung', '', visitor);
  if (answer.kind !== 'html') throw new Error(`not a page: ${answer.kind}`);
  return answer.page.html;
}

describe("PageRenderer: guests' pages follow what they are made from", () => {
  beforeAll(() => Logger.overrideLogger(false));
  afterEach(() => jest.restoreAllMocks());

  it('keeps a guest page while nothing changed, however long that is', async () => {
    const { pages, storefront } = renderer();
    expect(await html(pages)).toContain('render 1');
    const now = Date.now();
    jest.spyOn(Date, 'now').mockImplementation(() => now + 24 * 3600 * 1000);
    expect(await html(pages)).toContain('render 1');
    expect(storefront.renders).toBe(1);
  });

  it('renders it again once the catalogue version moved', async () => {
    const { pages, setCatalogueVersion } = renderer();
    expect(await html(pages)).toContain('render 1');
    setCatalogueVersion('2');
    expect(await html(pages)).toContain('render 2');
    expect(await html(pages)).toContain('render 2');
  });

  it('renders it again once the content changed (an admin write here, or announced by another instance)', async () => {
    const { pages, content } = renderer();
    expect(await html(pages)).toContain('render 1');
    content.invalidate();
    expect(await html(pages)).toContain('render 2');
  });

  it('does not keep a page rendered while the catalogue changed (it may show the older state)', async () => {
    const { pages, storefront, setCatalogueVersion } = renderer();
    const render = storefront.render.bind(storefront);
    jest.spyOn(storefront, 'render').mockImplementationOnce(async (request) => {
      setCatalogueVersion('2');
      return render(request);
    });
    expect(await html(pages)).toContain('render 1');
    expect(await html(pages)).toContain('render 2');
    expect(await html(pages)).toContain('render 2');
  });

  it('renders every page of a signed-in visitor for them', async () => {
    const { pages, storefront } = renderer();
    const signedIn = { cookies: { shop_session: 'x' }, cookie: 'shop_session=x', remoteAddress: '203.0.113.8' };
    await html(pages, signedIn);
    await html(pages, signedIn);
    expect(storefront.renders).toBe(2);
  });
});
