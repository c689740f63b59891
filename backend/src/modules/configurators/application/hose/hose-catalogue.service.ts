import { Injectable } from '@nestjs/common';
import {
  HOSE_PART_KINDS,
  isHoseClass,
  type Cents,
  type HoseAssemblyCosts,
  type HoseCatalogue,
  type HosePartFacts,
  type HosePartKind,
  type OrderQuantityInfo,
} from '@shop/domain';
import { CatalogueReadModel } from '../../../catalogue';
import { HoseConfiguratorData, type HoseConfiguratorDataSet } from '../../domain/hose/hose-configurator-data.port';

type Snapshot = Awaited<ReturnType<CatalogueReadModel['snapshot']>>;
type Product = NonNullable<ReturnType<Snapshot['productById']['get']>>;

/** What the shop shows and sells of one part besides the configurator's facts (per article, both locales). */
export interface HosePartSaleFacts {
  readonly name: { readonly de: string; readonly en: string };
  /** Net catalogue price per priceUnit, cents (configured products take no price rules, ADR 0017). */
  readonly priceCents: Cents;
  readonly priceUnit: number;
  /** i18n id of the unit of quantity: pieces, meters. */
  readonly unit: string;
  readonly quantityInStock: number;
  readonly procurementDays: number;
  /** Weight per unit of quantity, kg. */
  readonly weightKg: number;
  readonly image: string | null;
  /** The article's page per locale (the option list links it for details). */
  readonly path: { readonly de: string; readonly en: string };
}

/** The hose configurator's catalogue at one moment: the core's data plus what is sold of each part. */
export interface HoseCatalogueSet {
  readonly catalogue: HoseCatalogue;
  readonly costs: HoseAssemblyCosts;
  readonly assemblyDays: number;
  readonly sale: ReadonlyMap<string, HosePartSaleFacts>;
  /** Nominal sizes (DN) that have at least one available hose, ascending. */
  readonly nominalSizes: readonly number[];
}

/** How long the configurator's own tables are kept before they are read again (seconds). */
const DATA_TTL_MS = 10_000;

const KINDS: ReadonlySet<string> = new Set(HOSE_PART_KINDS);

function attribute(p: Product, id: string): Product['values'][number] | undefined {
  return p.values.find((v) => v.attribute.id === id);
}

/**
 * Builds the hose configurator's catalogue from its own data (which articles, what they fit, rules,
 * costs; HoseConfiguratorData) and the catalogue facade's facts of those articles (type → kind, nominal
 * size, coupling type, hose class, insulation thickness, order-quantity rules, price, stock, active).
 * An article that is inactive or gone is simply not in the set: the core answers hcProductUnavailable
 * for it, so a saved code holding it is reported invalid. Rebuilt when the catalogue's snapshot or the
 * configurator's data changes; shared by the data API and the definition.
 */
@Injectable()
export class HoseCatalogueService {
  private data: { at: number; value: Promise<HoseConfiguratorDataSet> } | null = null;
  private built: { snapshot: Snapshot; data: HoseConfiguratorDataSet; set: HoseCatalogueSet } | null = null;

  constructor(
    private readonly readModel: CatalogueReadModel,
    private readonly source: HoseConfiguratorData,
  ) {}

  async current(): Promise<HoseCatalogueSet> {
    const [snapshot, data] = await Promise.all([this.readModel.snapshot(), this.dataSet()]);
    const built = this.built;
    if (built !== null && built.snapshot === snapshot && built.data === data) return built.set;
    const set = buildHoseCatalogue(snapshot, data);
    this.built = { snapshot, data, set };
    return set;
  }

  /** The set built from other configurator data (an admin's proposed, unsaved data) on the current catalogue; kept nowhere. */
  async withData(data: HoseConfiguratorDataSet): Promise<HoseCatalogueSet> {
    return buildHoseCatalogue(await this.readModel.snapshot(), data);
  }

  /** Forgets the configurator's rows (they changed): read again at the next request. */
  invalidate(): void {
    this.data = null;
  }

  private dataSet(): Promise<HoseConfiguratorDataSet> {
    if (this.data !== null && Date.now() - this.data.at < DATA_TTL_MS) return this.data.value;
    const value = this.source.load();
    this.data = { at: Date.now(), value };
    value.catch(() => (this.data = null));
    return value;
  }
}

/** Pure assembly of the set (exported for the unit test). */
export function buildHoseCatalogue(snapshot: Snapshot, data: HoseConfiguratorDataSet): HoseCatalogueSet {
  const parts: HosePartFacts[] = [];
  const sale = new Map<string, HosePartSaleFacts>();
  const sizes = new Set<number>();
  for (const row of data.parts) {
    const p = snapshot.productById.get(row.productId);
    if (p === undefined || !KINDS.has(p.type.id)) continue;
    const kind = p.type.id as HosePartKind;
    const nominalSize = attribute(p, 'nominalSize')?.numeric;
    if (nominalSize === null || nominalSize === undefined) continue;
    const hoseClassCode = attribute(p, 'hoseClass')?.code;
    const hoseClass = isHoseClass(hoseClassCode) ? hoseClassCode : undefined;
    if ((kind === 'hose' || kind === 'hoseInsulation') && hoseClass === undefined) continue;
    const thickness = attribute(p, 'insulationThickness')?.numeric ?? undefined;
    const lengthRules: OrderQuantityInfo | undefined = kind === 'hose' || kind === 'hoseInsulation' ? snapshot.orderQuantity(p) : undefined;
    const available = !p.data.isOnlyOnRequest;
    parts.push({
      id: p.id,
      kind,
      nominalSize,
      available,
      ...(kind === 'coupling' ? { couplingType: attribute(p, 'couplingType')?.code ?? '' } : {}),
      ...(hoseClass !== undefined ? { hoseClass } : {}),
      ...(row.fitsHoseClasses !== null ? { fitsHoseClasses: row.fitsHoseClasses } : {}),
      ...(thickness !== undefined ? { insulationThickness: thickness } : {}),
      ...(row.directional ? { directional: true } : {}),
      ...(lengthRules !== undefined ? { lengthRules } : {}),
    });
    if (kind === 'hose' && available) sizes.add(nominalSize);
    sale.set(p.id, {
      name: { de: p.data.text.de.name, en: p.data.text.en.name },
      priceCents: p.data.priceCents,
      priceUnit: p.data.priceUnit,
      unit: p.data.unitOfQuantity,
      quantityInStock: p.data.quantityInStock,
      procurementDays: p.data.procurementTimeDays,
      weightKg: p.data.weightKg,
      image: p.data.imageThumbnail ?? p.data.image,
      path: { de: snapshot.productPath(p, 'de'), en: snapshot.productPath(p, 'en') },
    });
  }
  return {
    catalogue: { parts, rules: data.rules },
    costs: data.costs,
    assemblyDays: data.assemblyDays,
    sale,
    nominalSizes: [...sizes].sort((a, b) => a - b),
  };
}
