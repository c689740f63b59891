/**
 * Ejector pin configurator: attribute lists, constants and the data interfaces the server fills from
 * the catalogue (docs/rules/entities.md#configurations-and-custom-products, docs/rules/validation.md#ejector-code-and-length,
 * docs/rules/constants.md#ejector-configurator).
 *
 * The attribute keys are the ones the demo catalogue uses (backend/src/demo/catalogue/family-ejectors.ts:
 * attributes ejectorType, headShape, cornerRadius, material, hardness, diameter, length, flatSize,
 * stepLength), so an article row maps 1:1 onto {@link EjectorArticle}.
 *
 * Values the spec marks "not shown" are data ({@link EjectorShortening}, {@link EjectorAntiRotation});
 * {@link DEMO_EJECTOR_SHORTENING} and {@link DEMO_EJECTOR_ANTI_ROTATION} are the demo choices (see the
 * header of ./ejector.ts for the reasoning).
 */
import type { Cents } from '../money';

// ---------------------------------------------------------------------------------------------
// Attribute lists (docs/rules/constants.md#ejector-configurator)
// ---------------------------------------------------------------------------------------------

export type EjectorType = 'straight' | 'offset' | 'flat' | 'corePin';
export type EjectorHeadShape = 'cylinder' | 'cylinderAntiRotation' | 'countersunk';
export type EjectorCornerRadius = 'none' | 'twoCorners' | 'fourCorners';
export type EjectorMaterial =
  | 'nitridedHotWorkSteel'
  | 'nitridedBlackOxidized'
  | 'unnitrided45Hrc'
  | 'unnitridedHighlyTempered53Hrc'
  | 'hardenedToolSteel60Hrc'
  | 'hardenedDlcCoated'
  | 'stainlessHardened14112';
/** Hardness attribute values (the catalogue's `hardness` enum). */
export type EjectorHardness = 'approx950Hv' | 'approx45Hrc' | 'approx53Hrc' | 'approx57Hrc' | 'approx60Hrc' | 'approx2500Hv';

/** Types in display order: straight, offset, flat, core pin. */
export const EJECTOR_TYPES: readonly EjectorType[] = ['straight', 'offset', 'flat', 'corePin'];
/** Head shapes: cylinder, cylinder with one-sided anti-rotation, countersunk. */
export const EJECTOR_HEAD_SHAPES: readonly EjectorHeadShape[] = ['cylinder', 'cylinderAntiRotation', 'countersunk'];
/** Corner radius of flat pins: none, 2 corners, 4 corners (each R = 0.2 mm). */
export const EJECTOR_CORNER_RADII: readonly EjectorCornerRadius[] = ['none', 'twoCorners', 'fourCorners'];
/** Radius of a rounded flat-pin corner in mm (R = 0.2 mm, docs/rules/constants.md#ejector-configurator). */
export const EJECTOR_CORNER_RADIUS_MM = '0.2';
/** Number of rounded corners per corner-radius option. */
export const EJECTOR_ROUNDED_CORNERS: Readonly<Record<EjectorCornerRadius, 0 | 2 | 4>> = { none: 0, twoCorners: 2, fourCorners: 4 };

/** The seven materials with their hardness (docs/rules/constants.md#ejector-configurator: about 60, 57, 53, 45 HRC, about 2500 HV). */
export const EJECTOR_MATERIALS: readonly { readonly material: EjectorMaterial; readonly hardness: EjectorHardness }[] = [
  { material: 'nitridedHotWorkSteel', hardness: 'approx950Hv' },
  { material: 'nitridedBlackOxidized', hardness: 'approx950Hv' },
  { material: 'unnitrided45Hrc', hardness: 'approx45Hrc' },
  { material: 'unnitridedHighlyTempered53Hrc', hardness: 'approx53Hrc' },
  { material: 'hardenedToolSteel60Hrc', hardness: 'approx60Hrc' },
  { material: 'hardenedDlcCoated', hardness: 'approx2500Hv' },
  { material: 'stainlessHardened14112', hardness: 'approx57Hrc' },
];
export const EJECTOR_MATERIAL_KEYS: readonly EjectorMaterial[] = EJECTOR_MATERIALS.map((m) => m.material);

/** Hardness of a material. */
export function ejectorMaterialHardness(material: EjectorMaterial): EjectorHardness {
  const found = EJECTOR_MATERIALS.find((m) => m.material === material);
  if (found === undefined) throw new RangeError(`unknown ejector material: ${String(material)}`);
  return found.hardness;
}

// ---------------------------------------------------------------------------------------------
// Constants (docs/rules/validation.md#ejector-code-and-length, docs/rules/constants.md#ejector-configurator)
// ---------------------------------------------------------------------------------------------

/** Ejector code: 8 characters starting AC (upper-cased). */
export const EJECTOR_CODE_LENGTH = 8;
export const EJECTOR_CODE_PREFIX = 'AC';
/** Extra working days for shortening or anti-rotation machining … */
export const EJECTOR_PROCESSING_EXTRA_DAYS = 2;
/** … and for both together. */
export const EJECTOR_PROCESSING_EXTRA_DAYS_BOTH = 3;
/** Tolerance of the overall length: a standard (catalogue) length, a shortened length. */
export const EJECTOR_TOLERANCE_STANDARD = '+2/0';
export const EJECTOR_TOLERANCE_SHORTENED = '0/+0.02';
export type EjectorTolerance = typeof EJECTOR_TOLERANCE_STANDARD | typeof EJECTOR_TOLERANCE_SHORTENED;
/** Attribute ids the configuration reads diameter and length from (spec: diameterAttribute, lengthAttribute). */
export const EJECTOR_DIAMETER_ATTRIBUTE = 'diameter';
export const EJECTOR_LENGTH_ATTRIBUTE = 'length';

// ---------------------------------------------------------------------------------------------
// Data the server fills from the catalogue
// ---------------------------------------------------------------------------------------------

/** Dimensions are mm, as a number or a plain decimal string ("1.5"). */
export type Millimetres = number | string;

/**
 * One orderable ejector article (an active catalogue product of type ejectorPin).
 * Catalogue mapping: ejectorType → type, headShape, material, cornerRadius (flat pins), diameter,
 * length, flatSize "6x1.2" → a = 6, b = 1.2 (flat pins), stepLength → l2 (offset and flat pins).
 */
export interface EjectorArticle {
  readonly id: string;
  readonly type: EjectorType;
  readonly headShape: EjectorHeadShape;
  readonly material: EjectorMaterial;
  /** Flat pins only; missing means 'none'. */
  readonly cornerRadius?: EjectorCornerRadius;
  /** d1: shank (straight, core pin), tip (offset) or shank = blade width (flat). */
  readonly diameter: Millimetres;
  /** l1: overall length. */
  readonly length: Millimetres;
  /** Flat pins: blade width (cadData-a). */
  readonly a?: Millimetres;
  /** Flat pins: blade thickness (cadData-b). */
  readonly b?: Millimetres;
  /** Offset and flat pins: length of the tip / blade (cadData-l2). */
  readonly l2?: Millimetres;
  /** Net unit price for the buyer (after the server applied the price rules), in cents. */
  readonly priceCents: Cents;
  /** Pieces in stock. */
  readonly stock: number;
  /** Working days to procure the article when it is not in stock. */
  readonly procurementDays: number;
}

/** The shortening service (a product the cart carries as shortenId) and its limits. */
export interface EjectorShortening {
  readonly serviceId: string;
  /** Price per pin, in cents. */
  readonly priceCents: Cents;
  /** Diameters up to and including the border use the small minimum, larger ones the large minimum. */
  readonly diameterBorder: Millimetres;
  readonly minLengthSmall: Millimetres;
  readonly minLengthLarge: Millimetres;
}

/** The anti-rotation service (a flat ground on a cylinder head; cart: antiRotationId) and its maximum length. */
export interface EjectorAntiRotation {
  readonly serviceId: string;
  readonly priceCents: Cents;
  /** Longest pin (overall length after shortening) the head can be machined on. */
  readonly maxLength: Millimetres;
}

/** What the choice steps read of an article: its type, head shape, corner radius and material. */
export type EjectorChoiceRow = Pick<EjectorArticle, 'type' | 'headShape' | 'material' | 'cornerRadius'>;

/** Everything the rules read; null services are not offered. */
export interface EjectorCatalogue {
  /**
   * The articles that can be made into pins. A browser holds only those matching its choices (the
   * dimension table of its choice steps, served per step), the server all of them.
   */
  readonly articles: readonly EjectorArticle[];
  /**
   * The option table of the choice steps (each combination of type, head shape, corner radius and
   * material that an article has). Absent: derived from `articles` (the server, which has them all).
   */
  readonly choices?: readonly EjectorChoiceRow[];
  readonly shortening: EjectorShortening | null;
  readonly antiRotation: EjectorAntiRotation | null;
}

/** Demo shortening service ("not shown" in the spec; see ./ejector.ts). */
export const DEMO_EJECTOR_SHORTENING: EjectorShortening = {
  serviceId: 'SERVICE-EJECTOR-SHORTEN',
  priceCents: 450,
  diameterBorder: 6,
  minLengthSmall: 30,
  minLengthLarge: 50,
};

/** Demo anti-rotation service ("not shown" in the spec; see ./ejector.ts). */
export const DEMO_EJECTOR_ANTI_ROTATION: EjectorAntiRotation = {
  serviceId: 'SERVICE-EJECTOR-ANTI-ROTATION',
  priceCents: 980,
  maxLength: 400,
};
