import { CAD_FORMAT_NAMES, isCadFileType } from '../../domain/cad';
import { CadProviderPort, type CadAvailability, type CadFile, type CadFormat, type CadProduct } from '../../domain/ports/cad-provider.port';
import { demoStepFile } from './step-file';

/** The generated demo model offered for products whose page params name a CAD source. */
export const DEMO_STEP_FORMAT: CadFormat = { cadFormatId: 'step-ap214', cadFormatName: 'STEP AP214 (3D)', extention: 'stp' };

/**
 * The shop's own CAD data: the CAD files listed in the product's `files` (STEP, IGES, DWG, DXF, …) —
 * answered as a redirect to the stored file — and, for products with a CAD source (page_params.cadSource
 * 'tp' or 'x') but no stored file, a small STEP file generated on the fly (the demo catalogue ships no CAD
 * files). A real third-party CAD service is the ThirdPartyCadProvider.
 */
export class DefaultCadProvider extends CadProviderPort {
  describe(product: CadProduct): CadAvailability {
    if (product.files.some((f) => isCadFileType(f.filetype))) return { available: true, source: 'files' };
    if (product.cadSource !== null) return { available: true, source: product.cadSource };
    return { available: false, source: null };
  }

  async formats(product: CadProduct): Promise<CadFormat[]> {
    const files = fileFormats(product);
    if (files.length > 0) return files.map((f) => f.format);
    return product.cadSource !== null ? [DEMO_STEP_FORMAT] : [];
  }

  async download(product: CadProduct, formatId: string): Promise<CadFile | null> {
    const files = fileFormats(product);
    const stored = files.find((f) => f.format.cadFormatId === formatId);
    if (stored) return { fileName: stored.name, contentType: 'application/octet-stream', body: '', location: stored.href };
    if (files.length === 0 && product.cadSource !== null && formatId === DEMO_STEP_FORMAT.cadFormatId) {
      return { fileName: `${product.id}.stp`, contentType: 'model/step', body: demoStepFile(product.id, product.name) };
    }
    return null;
  }
}

/** One format per stored CAD file; the id is the file type, numbered when a type repeats. */
function fileFormats(product: CadProduct): Array<{ format: CadFormat; href: string; name: string }> {
  const seen = new Map<string, number>();
  return product.files
    .filter((f) => isCadFileType(f.filetype))
    .map((f) => {
      const type = f.filetype.toLowerCase();
      const n = (seen.get(type) ?? 0) + 1;
      seen.set(type, n);
      const id = n === 1 ? type : `${type}-${n}`;
      return { format: { cadFormatId: id, cadFormatName: CAD_FORMAT_NAMES[type] ?? type.toUpperCase(), extention: type }, href: f.href, name: f.name };
    });
}
