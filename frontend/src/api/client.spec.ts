import { ApiClient, TRACKED_POSTS } from './client';

type Responder = (request: Request) => Response | Promise<Response>;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup(respond: Responder, postFields: () => Record<string, string> | null = () => null) {
  const requests: Request[] = [];
  const logged: unknown[] = [];
  const client = new ApiClient({
    baseUrl: 'http://shop.test',
    apiCode: () => 'code-123',
    logger: { error: (...args: unknown[]) => logged.push(args) },
    postFields,
    fetch: async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      requests.push(request.clone());
      const response = await respond(request);
      // A browser's response knows its URL; a constructed one does not.
      Object.defineProperty(response, 'url', { value: request.url });
      return response;
    },
  });
  const reports = () =>
    Promise.all(requests.filter((r) => r.url.endsWith('/api/system/frontend-error')).map(async (r) => JSON.parse(await r.text()) as { errMsg: string; errInfo: string }));
  const calls = () => requests.filter((r) => !r.url.endsWith('/api/system/frontend-error'));
  return { client, requests, calls, reports, logged };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ApiClient', () => {
  it('sends the apiCode header, asks for JSON and sends same-origin credentials', async () => {
    const { client, requests } = setup(() => json({ data: { id: 'x', salt: 's', difficulty: 1, expiresAt: 1, signature: 'sig' } }));
    const result = await client.get('/api/user/challenge');
    expect(result).toMatchObject({ ok: true, data: { salt: 's' } });
    expect(requests[0].headers.get('apiCode')).toBe('code-123');
    expect(requests[0].headers.get('Accept')).toBe('application/json');
    expect(requests[0].credentials).toBe('same-origin');
  });

  it('puts path and query params of the operation into the URL', async () => {
    const { client, requests } = setup(() => json({ data: { kind: 'none' } }));
    await client.get('/api/catalogue/products/{id}/related', { params: { path: { id: 'A 1/2' }, query: { kind: 'fitsTo', locale: 'en' } } });
    expect(requests[0].url).toBe('http://shop.test/api/catalogue/products/A%201%2F2/related?kind=fitsTo&locale=en');
  });

  it('leaves query params out that have no value, and sends a multipart form as it is', async () => {
    const { client, requests } = setup(() => json({ data: {} }));
    await client.get('/api/configurators/hose/parts', { params: { query: { nominalSize: undefined, locale: 'de' } } });
    expect(requests[0].url).toBe('http://shop.test/api/configurators/hose/parts?locale=de');
    const form = new FormData();
    form.append('file', new Blob(['a;b']), 'cart.csv');
    await client.postForm('/api/sales/cart/import', form);
    expect(requests[1].headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('answers the `data` of the body', async () => {
    const { client, requests } = setup(() => json({ data: { items: [] } }));
    const result = await client.post('/api/catalogue/products/by-ids', { body: { ids: ['A-1'], locale: 'de' } });
    expect(result).toEqual({ ok: true, status: 200, data: { items: [] } });
    expect(await requests[0].json()).toEqual({ ids: ['A-1'], locale: 'de' });
    expect(requests[0].headers.get('Content-Type')).toContain('application/json');
  });

  it('keeps the error code, message and field message ids of a failed answer', async () => {
    const { client } = setup(() => json({ error: { code: 'VALIDATION_FAILED', message: 'bad', fields: { 'address.zip': 'invalidZipCodeMessage' } } }, 400));
    const result = await client.post('/api/user/saveaddress', { body: { address: { nameLine1: 'x', zip: '1', city: 'y', country: 'DE' } }, expectedErrors: ['VALIDATION_FAILED'] });
    expect(result).toEqual({ ok: false, status: 400, error: { code: 'VALIDATION_FAILED', message: 'bad', fields: { 'address.zip': 'invalidZipCodeMessage' } } });
  });

  it('gives answers without the error shape a code from the status', async () => {
    const { client } = setup((request) =>
      request.url.includes('resolve') ? new Response('<html>Bad gateway</html>', { status: 502 }) : new Response('missing', { status: 404 }),
    );
    expect((await client.get('/api/catalogue/resolve', { params: { query: { path: '/x' } } })).error).toMatchObject({ code: 'INTERNAL_ERROR' });
    expect((await client.get('/api/admin/dashboard')).error).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('treats a success without `data` as a failure', async () => {
    const { client } = setup(() => json({ something: 'else' }));
    expect(await client.get('/api/admin/dashboard')).toMatchObject({ ok: false, error: { code: 'INTERNAL_ERROR' } });
  });

  it('logs and reports a failed post with URL, status and answer', async () => {
    const { client, reports, logged } = setup((request) => (request.url.endsWith('/frontend-error') ? json({ data: { accepted: true } }) : json({ error: { code: 'INTERNAL_ERROR', message: '' } }, 500)));
    await client.post('/api/webpage/params', { body: { id: 3 } });
    await flush();
    expect(logged).toHaveLength(1);
    const [report] = await reports();
    expect(report.errMsg).toBe('API request failed: http://shop.test/api/webpage/params (500)');
    expect(JSON.parse(report.errInfo)).toEqual({ url: 'http://shop.test/api/webpage/params', status: 500, data: { error: { code: 'INTERNAL_ERROR', message: '' } } });
  });

  it('does not report an error code the caller expects as a business answer, nor a failed read', async () => {
    const { client, reports, logged } = setup(() => json({ error: { code: 'loginErrorMsg', message: '' } }, 401));
    const login = await client.post('/api/facade/frontend/login', {
      body: { email: 'a@b.example', password: 'x', isPermanentLogin: true, locale: 'de' },
      expectedErrors: ['loginErrorMsg'],
    });
    expect(login.error?.code).toBe('loginErrorMsg');
    await client.get('/api/admin/dashboard');
    await flush();
    expect(await reports()).toEqual([]);
    expect(logged).toEqual([]);
  });

  it('answers NETWORK_ERROR with status 0 when the server cannot be reached, and reports a failed post', async () => {
    const { client, reports } = setup((request) => {
      if (request.url.endsWith('/frontend-error')) return json({ data: { accepted: true } });
      throw new TypeError('fetch failed');
    });
    const result = await client.post('/api/user/logout', { body: {} });
    expect(result).toMatchObject({ ok: false, status: 0, error: { code: 'NETWORK_ERROR' } });
    await flush();
    expect((await reports())[0].errMsg).toContain('/api/user/logout (0)');
  });

  it('never reports a failing report', async () => {
    const { client, requests } = setup(() => json({ error: { code: 'INTERNAL_ERROR', message: '' } }, 500));
    client.reportFrontendError('boom', { a: 1 });
    await flush();
    expect(requests).toHaveLength(1);
  });

  describe('visitor statistics fields (iid, aqus)', () => {
    const fields = () => ({ iid: 'visitor-1', aqus: 'newsletter-2026' });

    it('adds them to the body of every post whose operation accepts them', async () => {
      const { client, calls } = setup(() => json({ data: { accepted: true } }), fields);
      await client.post('/api/int/add', { body: { param1: 'pavi', param2: '/' } });
      await client.post('/api/user/logout', { body: {} });
      const bodies = await Promise.all(calls().map((r) => r.json()));
      expect(bodies).toEqual([
        { param1: 'pavi', param2: '/', iid: 'visitor-1', aqus: 'newsletter-2026' },
        { iid: 'visitor-1', aqus: 'newsletter-2026' },
      ]);
    });

    it('leaves posts alone whose operation does not accept them (the server refuses unknown fields)', async () => {
      const { client, calls } = setup(() => json({ data: { items: [] } }), fields);
      await client.post('/api/facade/frontend/init');
      expect(await calls()[0].text()).toBe('');
    });

    it('adds nothing while statistics are off or not consented to', async () => {
      const { client, calls } = setup(() => json({ data: { accepted: true } }), () => null);
      await client.post('/api/int/add', { body: { param1: 'pavi' } });
      expect(await calls()[0].json()).toEqual({ param1: 'pavi' });
    });

    it('knows every operation of the document that accepts them', () => {
      expect(TRACKED_POSTS).toContain('/api/facade/frontend/login');
      expect(TRACKED_POSTS).toContain('/api/catalogue/products/by-ids');
      expect(TRACKED_POSTS).not.toContain('/api/facade/frontend/init');
    });
  });

  it('fetches a file as a blob', async () => {
    const { client, requests } = setup(() => new Response('ISO-10303-21;', { status: 200, headers: { 'Content-Type': 'model/step' } }));
    const blob = await client.getBlob('/api/catalogue/products/{id}/cad/{formatId}', { params: { path: { id: 'A-1', formatId: 'step' }, query: { locale: 'de' } } });
    expect(await blob?.text()).toBe('ISO-10303-21;');
    expect(requests[0].headers.get('Accept')).toBe('*/*');
    expect(requests[0].headers.get('apiCode')).toBe('code-123');
  });
});
