import type { Locale } from '../../domain/catalogue-data';
import { CadProviderPort, type CadAvailability, type CadFile, type CadFormat, type CadProduct } from '../../domain/ports/cad-provider.port';

/** Asks providers in order: the first one that has CAD data for a product answers. */
export class CadProviderChain extends CadProviderPort {
  constructor(private readonly providers: readonly CadProviderPort[]) {
    super();
  }

  describe(product: CadProduct): CadAvailability {
    for (const p of this.providers) {
      const d = p.describe(product);
      if (d.available) return d;
    }
    return { available: false, source: null };
  }

  async formats(product: CadProduct, locale: Locale): Promise<CadFormat[]> {
    for (const p of this.providers) {
      const formats = await p.formats(product, locale);
      if (formats.length > 0) return formats;
    }
    return [];
  }

  async download(product: CadProduct, formatId: string, locale: Locale): Promise<CadFile | null> {
    for (const p of this.providers) {
      const file = await p.download(product, formatId, locale);
      if (file) return file;
    }
    return null;
  }
}
