import { parseRecord, recordedSeeds, recordedTexts, recordingFetch, replayingFetch, requestKey, seedEntries, serializeRecord, textsEntry, type RecordedAnswer } from './replay';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the recorded API answers of a server-rendered page', () => {
  it('keys a request by method, path with query and body, without the visitor-statistics fields', async () => {
    const a = new Request('http://shop.internal/api/webpage/params?x=1', { method: 'POST', body: JSON.stringify({ id: 4, iid: 'abc', aqus: 'q' }) });
    const b = new Request('http://localhost:3000/api/webpage/params?x=1', { method: 'POST', body: JSON.stringify({ id: 4 }) });
    expect(await requestKey(a)).toBe(await requestKey(b));
    expect(await requestKey(a)).toBe('POST /api/webpage/params?x=1 {"id":4}');
    const other = new Request('http://localhost:3000/api/webpage/params?x=1', { method: 'POST', body: JSON.stringify({ id: 5 }) });
    expect(await requestKey(other)).not.toBe(await requestKey(b));
  });

  it('records JSON answers with their status, and leaves other answers out', async () => {
    const log: RecordedAnswer[] = [];
    const fetch = recordingFetch(async (request) => (request.url.endsWith('.step') ? new Response('STEP', { headers: { 'Content-Type': 'model/step' } }) : json({ data: 1 }, 404)), log);
    const answer = await fetch(new Request('http://shop.internal/api/catalogue/resolve?path=%2Fx'));
    expect(await answer.json()).toEqual({ data: 1 });
    await fetch(new Request('http://shop.internal/api/file.step'));
    expect(log).toEqual([{ key: 'GET /api/catalogue/resolve?path=%2Fx ', status: 404, body: { data: 1 } }]);
  });

  it('answers each recorded request once from the record, then from the network', async () => {
    const network = jest.fn(async () => json({ data: 'network' }));
    const fetch = replayingFetch([{ key: 'GET /api/a ', status: 200, body: { data: 'recorded' } }], network);
    expect(await (await fetch(new Request('http://localhost/api/a'))).json()).toEqual({ data: 'recorded' });
    expect(network).not.toHaveBeenCalled();
    expect(await (await fetch(new Request('http://localhost/api/a'))).json()).toEqual({ data: 'network' });
    expect(await (await fetch(new Request('http://localhost/api/b'))).json()).toEqual({ data: 'network' });
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('serialises so that no answer can end its script element or start markup, and parses back the same', () => {
    const record: RecordedAnswer[] = [{ key: 'GET /api/x ', status: 200, body: { data: { name: '</script><script>alert(1)</script>', amp: 'a & b', ls: 'x\u2028y' } } }];
    const text = serializeRecord(record);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(parseRecord(text)).toEqual(record);
  });

  it('treats a malformed record as none', () => {
    expect(parseRecord('{')).toBeNull();
    expect(parseRecord('{"a":1}')).toBeNull();
    expect(parseRecord(null)).toBeNull();
    expect(parseRecord('[{"key":1}]')).toEqual([]);
  });

  it('carries the render’s seeds beside the answers; they come back from the parsed page and never answer a request', async () => {
    const record: RecordedAnswer[] = [{ key: 'GET /api/a ', status: 200, body: { data: 'recorded' } }, ...seedEntries({ antiSpam: 3_141_592_653 })];
    const parsed = parseRecord(serializeRecord(record))!;
    expect(recordedSeeds(parsed)).toEqual({ antiSpam: 3_141_592_653 });
    // Not a seed: answers and malformed values.
    expect(recordedSeeds([{ key: 'SEED x', status: 200, body: 'abc' }, { key: 'SEED y', status: 200, body: 1.5 }, { key: 'GET /api/a ', status: 200, body: 7 }])).toEqual({});
    const network = jest.fn(async () => json({ data: 'network' }));
    const fetch = replayingFetch(parsed, network);
    expect(await (await fetch(new Request('http://localhost/api/a'))).json()).toEqual({ data: 'recorded' });
    expect(await (await fetch(new Request('http://localhost/SEED antiSpam'))).json()).toEqual({ data: 'network' });
  });

  it("carries the page's texts for its locale, never answering a request with them", async () => {
    const record = parseRecord(serializeRecord([textsEntry('de', { cart: 'Warenkorb' }), { key: 'TEXTS en', status: 200, body: { cart: 1, search: 'Search' } }]))!;
    expect(recordedTexts(record, 'de')).toEqual({ cart: 'Warenkorb' });
    // Only strings count; a record without the locale's entry carries none.
    expect(recordedTexts(record, 'en')).toEqual({ search: 'Search' });
    expect(recordedTexts([], 'de')).toBeNull();
    const network = jest.fn(async () => json({ data: 'network' }));
    await replayingFetch(record, network)(new Request('http://localhost/TEXTS de'));
    expect(network).toHaveBeenCalledTimes(1);
  });
});
