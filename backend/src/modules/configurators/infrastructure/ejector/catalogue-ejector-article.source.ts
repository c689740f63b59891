import { Injectable } from '@nestjs/common';
import {
  EJECTOR_CORNER_RADII,
  EJECTOR_HEAD_SHAPES,
  EJECTOR_MATERIAL_KEYS,
  EJECTOR_TYPES,
  type EjectorCornerRadius,
  type EjectorHeadShape,
  type EjectorMaterial,
  type EjectorType,
} from '@shop/domain';
import { CatalogueReadModel } from '../../../catalogue';
import {
  EjectorArticleSource,
  type EjectorArticleSet,
  type EjectorAttributeLabels,
  type EjectorCatalogueArticle,
  type Localized,
} from '../../domain/ejector/ejector-data.port';

type Snapshot = Awaited<ReturnType<CatalogueReadModel['snapshot']>>;
type Product = Snapshot['products'][number];

/** Product type of the catalogue's ejector family (ejector articles, type ejectorPin; docs/rules/entities.md#configurations-and-custom-products). */
export const EJECTOR_PRODUCT_TYPE = 'ejectorPin';
/** The attributes the steps offer, with labels for the page. */
const LABELLED_ATTRIBUTES = ['ejectorType', 'headShape', 'cornerRadius', 'material', 'hardness'] as const;

const isOneOf = <T extends string>(list: readonly T[], value: string | undefined): value is T => value !== undefined && (list as readonly string[]).includes(value);

/** "6x1.2" (flatSize code: width × thickness) → [6, 1.2]. */
function flatSize(code: string | undefined): [string, string] | null {
  const match = /^(\d+(?:\.\d+)?)x(\d+(?:\.\d+)?)$/i.exec(code ?? '');
  return match ? [match[1], match[2]] : null;
}

/**
 * One ejector article, or null when it cannot be configured: not an ejector pin, only on request, not priced
 * per piece, or an attribute the configurator needs is missing or unknown.
 */
export function toEjectorArticle(p: Product): EjectorCatalogueArticle | null {
  const d = p.data;
  if (d.typeId !== EJECTOR_PRODUCT_TYPE || d.isOnlyOnRequest || d.priceUnit !== 1 || !Number.isSafeInteger(d.priceCents) || d.priceCents < 0) return null;
  const code: Record<string, string> = {};
  const numeric: Record<string, string> = {};
  for (const v of p.values) {
    code[v.attribute.id] ??= v.code;
    if (v.numeric !== null && numeric[v.attribute.id] === undefined) numeric[v.attribute.id] = String(v.numeric);
  }
  const type = code.ejectorType;
  const headShape = code.headShape;
  const material = code.material;
  if (!isOneOf<EjectorType>(EJECTOR_TYPES, type) || !isOneOf<EjectorHeadShape>(EJECTOR_HEAD_SHAPES, headShape) || !isOneOf<EjectorMaterial>(EJECTOR_MATERIAL_KEYS, material)) return null;
  const diameter = numeric.diameter;
  const length = numeric.length;
  if (diameter === undefined || length === undefined) return null;
  let flat: { cornerRadius: EjectorCornerRadius; a: string; b: string } | undefined;
  if (type === 'flat') {
    const size = flatSize(code.flatSize);
    const cornerRadius = code.cornerRadius ?? 'none';
    if (size === null || !isOneOf<EjectorCornerRadius>(EJECTOR_CORNER_RADII, cornerRadius)) return null;
    flat = { cornerRadius, a: size[0], b: size[1] };
  }
  return {
    id: p.id,
    type,
    headShape,
    material,
    ...(flat ?? {}),
    diameter,
    length,
    ...(numeric.stepLength !== undefined && (type === 'offset' || type === 'flat') ? { l2: numeric.stepLength } : {}),
    priceCents: d.priceCents,
    stock: d.quantityInStock,
    procurementDays: d.procurementTimeDays,
    name: { de: d.text.de.name, en: d.text.en.name },
    weightKg: d.weightKg,
  };
}

function labelsOf(snapshot: Snapshot, products: readonly Product[]): EjectorAttributeLabels {
  const headings: Record<string, Localized<string>> = {};
  const values: Record<string, Record<string, Localized<string>>> = {};
  for (const id of LABELLED_ATTRIBUTES) {
    const attribute = snapshot.attributes.get(id);
    if (attribute) headings[id] = attribute.heading;
    values[id] = {};
  }
  for (const p of products) {
    for (const v of p.values) {
      const list = values[v.attribute.id];
      if (list !== undefined && list[v.code] === undefined) list[v.code] = v.label;
    }
  }
  return { headings, values };
}

/**
 * The catalogue's ejector family, read from the catalogue module's in-memory read model (its facade), mapped
 * once per catalogue version.
 */
@Injectable()
export class CatalogueEjectorArticleSource extends EjectorArticleSource {
  private readonly sets = new WeakMap<Snapshot, EjectorArticleSet>();

  constructor(private readonly readModel: CatalogueReadModel) {
    super();
  }

  async articleSet(): Promise<EjectorArticleSet> {
    const snapshot = await this.readModel.snapshot();
    let set = this.sets.get(snapshot);
    if (set === undefined) {
      const products = snapshot.products.filter((p) => p.data.typeId === EJECTOR_PRODUCT_TYPE);
      const articles: EjectorCatalogueArticle[] = [];
      for (const p of products) {
        const article = toEjectorArticle(p);
        if (article !== null) articles.push(article);
      }
      set = { version: snapshot.version, articles, labels: labelsOf(snapshot, products) };
      this.sets.set(snapshot, set);
    }
    return set;
  }
}
