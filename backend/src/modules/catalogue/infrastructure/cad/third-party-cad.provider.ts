import { Logger } from '@nestjs/common';
import type { Locale } from '../../domain/catalogue-data';
import { CadProviderPort, type CadAvailability, type CadFile, type CadFormat, type CadProduct } from '../../domain/ports/cad-provider.port';

/** Format ids of the third-party service are prefixed so they never collide with the shop's own. */
const PREFIX = 'tp-';
const TIMEOUT_MS = 8000;

/**
 * Adapter for the third-party CAD service the old shop called from the browser (availability and
 * download by part number and language; its contents not shown in the rules). Configured with CAD_SERVICE_URL;
 * off by default, and then it answers no formats. Expected service API (documented assumption):
 *   GET {url}/formats?partNumber={id}&language={de|en}            → [{ id, name, extension }] or { formats: [...] }
 *   GET {url}/download?partNumber={id}&language={de|en}&format={id} → the file
 * Only products whose page params name a CAD source ('tp' or 'x') are asked.
 */
export class ThirdPartyCadProvider extends CadProviderPort {
  private readonly logger = new Logger('ThirdPartyCad');
  private readonly url: string | null;

  constructor(url: string | null | undefined, private readonly fetchFn: typeof fetch = fetch) {
    super();
    this.url = url && url.trim() !== '' ? url.trim().replace(/\/+$/, '') : null;
  }

  get enabled(): boolean {
    return this.url !== null;
  }

  describe(product: CadProduct): CadAvailability {
    return this.url !== null && product.cadSource !== null ? { available: true, source: product.cadSource } : { available: false, source: null };
  }

  async formats(product: CadProduct, locale: Locale): Promise<CadFormat[]> {
    if (this.url === null || product.cadSource === null) return [];
    try {
      const res = await this.fetchFn(`${this.url}/formats?${new URLSearchParams({ partNumber: product.id, language: locale })}`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!res.ok) return [];
      const body = (await res.json()) as unknown;
      const list = Array.isArray(body) ? body : Array.isArray((body as { formats?: unknown })?.formats) ? (body as { formats: unknown[] }).formats : [];
      return list
        .map((f) => f as { id?: unknown; name?: unknown; extension?: unknown; extention?: unknown })
        .filter((f) => typeof f.id === 'string' || typeof f.id === 'number')
        .map((f) => ({
          cadFormatId: PREFIX + String(f.id),
          cadFormatName: typeof f.name === 'string' ? f.name : String(f.id),
          extention: String(f.extension ?? f.extention ?? ''),
        }));
    } catch (e) {
      this.logger.warn(`CAD formats of ${product.id} unavailable: ${e instanceof Error ? e.message : String(e)}`);
      return [];
    }
  }

  async download(product: CadProduct, formatId: string, locale: Locale): Promise<CadFile | null> {
    if (this.url === null || product.cadSource === null || !formatId.startsWith(PREFIX)) return null;
    const format = formatId.slice(PREFIX.length);
    try {
      const res = await this.fetchFn(`${this.url}/download?${new URLSearchParams({ partNumber: product.id, language: locale, format })}`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!res.ok) return null;
      const disposition = res.headers.get('content-disposition') ?? '';
      const named = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
      return {
        fileName: named ?? `${product.id}.${format}`,
        contentType: res.headers.get('content-type') ?? 'application/octet-stream',
        body: new Uint8Array(await res.arrayBuffer()),
      };
    } catch (e) {
      this.logger.warn(`CAD download of ${product.id} (${format}) failed: ${e instanceof Error ? e.message : String(e)}`);
      return null;
    }
  }
}
