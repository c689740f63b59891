import type { CadProduct } from '../../domain/ports/cad-provider.port';
import { CadProviderChain } from './cad-provider-chain';
import { DefaultCadProvider, DEMO_STEP_FORMAT } from './default-cad.provider';
import { ThirdPartyCadProvider } from './third-party-cad.provider';

const withSource: CadProduct = { id: 'AW-GER-2-100-N', name: 'Auswerferstift gerade, Ø 2 × 100 mm, nitriert', cadSource: 'x', files: [{ href: '/media/files/a.pdf', name: 'a.pdf', filetype: 'pdf' }] };
const withFiles: CadProduct = {
  id: 'VS-1',
  name: 'Verschraubung',
  cadSource: null,
  files: [
    { href: '/media/cad/vs-1.step', name: 'vs-1.step', filetype: 'step' },
    { href: '/media/cad/vs-1.dxf', name: 'vs-1.dxf', filetype: 'dxf' },
  ],
};
const none: CadProduct = { id: 'ZB-1', name: 'Paste', cadSource: null, files: [] };

describe('DefaultCadProvider', () => {
  const cad = new DefaultCadProvider();

  it('offers a generated STEP model for products with a CAD source', async () => {
    expect(cad.describe(withSource)).toEqual({ available: true, source: 'x' });
    expect(await cad.formats(withSource)).toEqual([DEMO_STEP_FORMAT]);
    const file = await cad.download(withSource, DEMO_STEP_FORMAT.cadFormatId);
    expect(file?.fileName).toBe('AW-GER-2-100-N.stp');
    const text = String(file?.body);
    expect(text.startsWith('ISO-10303-21;\nHEADER;')).toBe(true);
    expect(text).toContain("#4=PRODUCT('AW-GER-2-100-N','Auswerferstift gerade, D 2 x 100 mm, nitriert','',(#3));");
    expect(text).toContain("FILE_NAME('AW-GER-2-100-N.stp',");
    expect(text.trimEnd().endsWith('END-ISO-10303-21;')).toBe(true);
    expect(/[^\x09\x0a\x0d\x20-\x7e]/.test(text)).toBe(false);
    expect(await cad.download(withSource, DEMO_STEP_FORMAT.cadFormatId)).toEqual(file); // deterministic
  });

  it("lists the CAD files of the product's files and answers them as a redirect", async () => {
    expect(cad.describe(withFiles)).toEqual({ available: true, source: 'files' });
    const formats = await cad.formats(withFiles);
    expect(formats).toEqual([
      { cadFormatId: 'step', cadFormatName: 'STEP AP214 (3D)', extention: 'step' },
      { cadFormatId: 'dxf', cadFormatName: 'AutoCAD DXF (2D)', extention: 'dxf' },
    ]);
    expect((await cad.download(withFiles, 'dxf'))?.location).toBe('/media/cad/vs-1.dxf');
    expect(await cad.download(withFiles, DEMO_STEP_FORMAT.cadFormatId)).toBeNull();
  });

  it('has nothing for other products', async () => {
    expect(cad.describe(none)).toEqual({ available: false, source: null });
    expect(await cad.formats(none)).toEqual([]);
    expect(await cad.download(none, 'step')).toBeNull();
  });
});

describe('ThirdPartyCadProvider', () => {
  it('is off without CAD_SERVICE_URL and then answers no formats', async () => {
    const off = new ThirdPartyCadProvider(undefined);
    expect(off.enabled).toBe(false);
    expect(off.describe(withSource)).toEqual({ available: false, source: null });
    expect(await off.formats(withSource, 'de')).toEqual([]);
    expect(await off.download(withSource, 'tp-1', 'de')).toBeNull();
  });

  it('asks the service by part number and language when configured', async () => {
    const calls: string[] = [];
    const fetchFn = (async (url: string) => {
      calls.push(url);
      if (url.includes('/formats')) return new Response(JSON.stringify({ formats: [{ id: 'stp214', name: 'STEP AP214', extension: 'stp' }] }), { status: 200 });
      return new Response('ISO-10303-21;', { status: 200, headers: { 'content-type': 'model/step', 'content-disposition': 'attachment; filename="x.stp"' } });
    }) as unknown as typeof fetch;
    const tp = new ThirdPartyCadProvider('https://cad.example/api/', fetchFn);
    expect(await tp.formats(withSource, 'en')).toEqual([{ cadFormatId: 'tp-stp214', cadFormatName: 'STEP AP214', extention: 'stp' }]);
    expect(calls[0]).toBe('https://cad.example/api/formats?partNumber=AW-GER-2-100-N&language=en');
    const file = await tp.download(withSource, 'tp-stp214', 'en');
    expect(file).toMatchObject({ fileName: 'x.stp', contentType: 'model/step' });
    expect(await tp.formats(none, 'en')).toEqual([]);
  });

  it('answers nothing when the service fails', async () => {
    const tp = new ThirdPartyCadProvider('https://cad.example', (async () => {
      throw new Error('down');
    }) as unknown as typeof fetch);
    expect(await tp.formats(withSource, 'de')).toEqual([]);
  });

  it('is asked first in a chain, the shop data after', async () => {
    const empty = new ThirdPartyCadProvider('https://cad.example', (async () => new Response('[]')) as unknown as typeof fetch);
    const chain = new CadProviderChain([empty, new DefaultCadProvider()]);
    expect(await chain.formats(withSource, 'de')).toEqual([DEMO_STEP_FORMAT]);
    expect(chain.describe(withFiles)).toEqual({ available: true, source: 'files' });
  });
});
