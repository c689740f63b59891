import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { ShopConfig, type AppConfig } from '../../../../config/app-config';
import { ContentQueries } from '../queries/content.queries';
import { gunzipSync } from 'node:zlib';
import { PageRenderer, PathHeadResolver, type PageHeadData } from './page-renderer';
import { PageViewers, type PageViewer } from './page-viewers.port';
import { StorefrontRenderer, type StorefrontRender, type StorefrontRenderRequest } from './storefront-renderer.port';

/**
 * A storefront that counts its renders (each render says which one it was and for which cookie); its record is the
 * start-up answer with the store of the session cookie's customer.
 */
class CountingStorefront extends StorefrontRenderer {
  renders = 0;
  async render(request: StorefrontRenderRequest): Promise<StorefrontRender> {
    this.renders += 1;
    const store = JSON.stringify({ customer: request.cookie ?? null });
    const before = '[{"key":"POST /api/facade/frontend/init ","status":200,"body":{"data":{"store":';
    const after = '}}}]';
    return {
      kind: 'html',
      html: `<p>render ${this.renders} for ${request.cookie ?? 'a guest'}</p>`,
      state: before + store + after,
      stateAroundStore: { before, after },
      stateId: 'state',
      scripts: [],
      styles: [],
    };
  }
  async serializeForPage(value: unknown): Promise<string> {
    return JSON.stringify(value);
  }
}

/** Customers by session token: the key says which prices they see. */
class Viewers extends PageViewers {
  constructor(private readonly views: Record<string, string>) {
    super();
  }
  async viewerOf(token: string): Promise<PageViewer | null> {
    const key = this.views[token];
    return key === undefined ? null : { key, store: async () => ({ customer: `shop_session=${token}` }) };
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

describe("PageRenderer: logged-in customers' pages are shared by the prices they see", () => {
  beforeAll(() => Logger.overrideLogger(false));
  const customer = (token: string) => ({ cookies: { shop_session: token }, cookie: `shop_session=${token}`, remoteAddress: '203.0.113.9' });

  function sharing() {
    const made = renderer();
    made.pages.registerViewers(new Viewers({ anna: 'group-a', bert: 'group-a', carla: 'group-b' }));
    return made;
  }

  it('renders a page once for all customers of a price view, each answer carrying its own customer', async () => {
    const { pages, storefront } = sharing();
    const anna = await html(pages, customer('anna'));
    const bert = await html(pages, customer('bert'));
    expect(storefront.renders).toBe(1);
    // The markup rendered for the first of the view; the store in the record is each one's own.
    expect(anna).toContain('render 1 for shop_session=anna');
    expect(bert).toContain('render 1 for shop_session=anna');
    expect(anna).toContain('"store":{"customer":"shop_session=anna"}');
    expect(bert).toContain('"store":{"customer":"shop_session=bert"}');
    expect(bert).not.toContain('"customer":"shop_session=anna"}');
  });

  it('renders another price view for itself', async () => {
    const { pages, storefront } = sharing();
    await html(pages, customer('anna'));
    expect(await html(pages, customer('carla'))).toContain('render 2 for shop_session=carla');
    expect(storefront.renders).toBe(2);
  });

  it('renders for the visitor when the session names no customer, and when an administrator is logged in too', async () => {
    const { pages, storefront } = sharing();
    await html(pages, customer('gone'));
    await html(pages, customer('gone'));
    const both = { cookies: { shop_session: 'anna', shop_admin_session: 'x' }, cookie: 'shop_session=anna; shop_admin_session=x', remoteAddress: '203.0.113.9' };
    await html(pages, both);
    await html(pages, both);
    expect(storefront.renders).toBe(4);
  });

  it('renders for the visitor when the viewer cannot be told (the session statement failed)', async () => {
    const { pages, storefront } = renderer();
    pages.registerViewers(
      new (class extends PageViewers {
        async viewerOf(): Promise<PageViewer | null> {
          throw new Error('connection lost');
        }
      })(),
    );
    expect(await html(pages, customer('anna'))).toContain('render 1 for shop_session=anna');
    expect(storefront.renders).toBe(1);
  });

  it('renders the shared page again once what it is made from changed', async () => {
    const { pages, setCatalogueVersion } = sharing();
    await html(pages, customer('anna'));
    setCatalogueVersion('2');
    expect(await html(pages, customer('bert'))).toContain('render 2 for shop_session=bert');
  });

  it('answers gzip that unpacks to the page, with a validator of its own per customer', async () => {
    const { pages } = sharing();
    const answers = [];
    for (const token of ['anna', 'bert']) {
      const answer = await pages.render('/kupplung', '', customer(token));
      if (answer.kind !== 'html') throw new Error('not a page');
      answers.push(answer.page);
    }
    const [anna, bert] = answers;
    expect(anna.encodingFor('br, gzip')).toBe('gzip');
    expect(anna.encodingFor('br')).toBe('identity');
    expect(gunzipSync(anna.body('gzip')).toString('utf8')).toBe(anna.html);
    expect(gunzipSync(bert.body('gzip')).toString('utf8')).toBe(bert.html);
    expect(anna.body('identity').toString('utf8')).toBe(anna.html);
    expect(anna.etag).not.toBe(bert.etag);
  });
});
