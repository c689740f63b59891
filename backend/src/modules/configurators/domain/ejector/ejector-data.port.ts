import type { EjectorArticle, EjectorType, Locale } from '@shop/domain';

export type Localized<T> = { readonly [L in Locale]: T };

/** An ejector article as the configurator reads it from the catalogue: the core's facts plus what is sold. */
export interface EjectorCatalogueArticle extends EjectorArticle {
  /** Article name per locale (the solutions list it). */
  readonly name: Localized<string>;
  /** Weight of one piece, kg. */
  readonly weightKg: number;
}

/** Labels of the attribute values the steps offer (catalogue data: a shop owner relabels them there). */
export interface EjectorAttributeLabels {
  /** Attribute id (ejectorType, headShape, cornerRadius, material, hardness) → heading per locale. */
  readonly headings: Readonly<Record<string, Localized<string>>>;
  /** Attribute id → value code → label per locale. */
  readonly values: Readonly<Record<string, Readonly<Record<string, Localized<string>>>>>;
}

/** The ejector family of the catalogue at one catalogue version. */
export interface EjectorArticleSet {
  /** Changes whenever the catalogue does (caches key on it). */
  readonly version: string;
  readonly articles: readonly EjectorCatalogueArticle[];
  readonly labels: EjectorAttributeLabels;
}

/**
 * Port: the catalogue's ejector articles (active, orderable in the shop, priced per piece) with their
 * configurator attributes. The adapter reads them through the catalogue module's facade.
 */
export abstract class EjectorArticleSource {
  abstract articleSet(): Promise<EjectorArticleSet>;
}

/** A machining service a configured pin may carry (table ejector_service). */
export interface EjectorServiceRecord {
  readonly kind: 'shortening' | 'antiRotation';
  readonly serviceId: string;
  readonly name: Localized<string>;
  readonly priceCents: number;
  readonly active: boolean;
  /** Shortening: diameters up to the border use the small minimum length, larger ones the large one (mm). */
  readonly diameterBorder: string | null;
  readonly minLengthSmall: string | null;
  readonly minLengthLarge: string | null;
  /** Anti-rotation: longest pin the flat can be ground on (mm). */
  readonly maxLength: string | null;
}

/** One row of the CAD value table: a type's diameter → l2, shank and head (mm, canonical decimal strings). */
export interface EjectorCadValue {
  readonly type: EjectorType;
  readonly diameter: string;
  readonly l2: string | null;
  readonly shankDiameter: string;
  readonly headDiameter: string;
  readonly headHeight: string;
}

/** The configurator's own data (services and the CAD value table); a shop owner changes these rows. */
export interface EjectorConfiguratorData {
  readonly services: readonly EjectorServiceRecord[];
  readonly cadValues: readonly EjectorCadValue[];
}

/** Port: reads the ejector configurator's own tables. */
export abstract class EjectorDataRepository {
  abstract load(): Promise<EjectorConfiguratorData>;
}
