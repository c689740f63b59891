import { Injectable } from '@nestjs/common';
import {
  addDecimals,
  addMoney,
  assemblyCost,
  decimalToString,
  divideRoundHalfUp,
  formatQuantityForLocale,
  hoseBillOfMaterials,
  hoseConfigurationKey,
  HOSE_CODE_PREFIX,
  HOSE_CONFIGURATION_SHAPE,
  multiplyDecimals,
  normaliseHoseConfiguration,
  parseDecimal,
  parseHoseConfiguration,
  pow10,
  roundToScale,
  serializeHoseConfiguration,
  validateHoseConfiguration,
  type Cents,
  type Decimal,
  type HoseBillLine,
  type HoseConfiguration,
  type HoseEndName,
} from '@shop/domain';
import type { CustomProductType } from '@shop/domain/cart';
import {
  ConfiguratorDefinition,
  type ConfigurationEvaluation,
  type EvaluatedConfiguration,
  type EvaluationContext,
} from '../../domain/configurator-definition';
import { HoseCatalogueService, type HoseCatalogueSet, type HosePartSaleFacts } from './hose-catalogue.service';

type Locale = 'de' | 'en';

/** Added message id: the configuration is not a flat hose configuration at all (unknown keys, wrong values). */
export const HOSE_CONFIGURATION_INVALID = 'hcConfigurationInvalid';

const LABELS: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  de: {
    title: 'Schlauchleitung',
    endA: 'Ende A',
    endB: 'Ende B',
    hose: 'Schlauch',
    hoseInsulation: 'Isolierung',
    up: 'Montagerichtung oben',
    down: 'Montagerichtung unten',
    withoutHosePart: 'ohne Schlauchteil',
    none: 'ohne Armatur',
    assembly: 'Montage',
    insulated: 'mit Isolierung',
  },
  en: {
    title: 'Hose assembly',
    endA: 'End A',
    endB: 'End B',
    hose: 'Hose',
    hoseInsulation: 'Insulation',
    up: 'assembly direction up',
    down: 'assembly direction down',
    withoutHosePart: 'without hose part',
    none: 'no fitting',
    assembly: 'Assembly',
    insulated: 'insulated',
  },
};

/** Price of `qty` units of an article priced per `priceUnit`, rounded half up to cents once. */
export function linePrice(priceCents: Cents, priceUnit: number, qty: string): Cents {
  const q = parseDecimal(qty) ?? { units: 0n, scale: 0 };
  const unit = BigInt(Math.max(1, Math.trunc(priceUnit)));
  return Number(divideRoundHalfUp(BigInt(priceCents) * q.units, pow10(q.scale) * unit));
}

function metres(length: string, locale: Locale): string {
  return `${formatQuantityForLocale(length, locale)} m`;
}

/**
 * The hose assembly configurator's definition (type 'hose', codes SC…): parses a flat configuration,
 * runs the pure core (normalise: derived flags and the auto-add, then validateHoseConfiguration) on the
 * configurator's catalogue from the database, and prices the accepted assembly: each part at its
 * catalogue price per unit (the hose and its insulation by the metre), plus the assembly cost (docs/rules/constants.md#hose-configurator:
 * base plus per end the elastomer or stainless figure and the insulation figure).
 */
@Injectable()
export class HoseConfiguratorDefinition extends ConfiguratorDefinition {
  readonly type: CustomProductType = 'hose';
  readonly codePrefix = HOSE_CODE_PREFIX;
  readonly shape = HOSE_CONFIGURATION_SHAPE;

  constructor(private readonly catalogues: HoseCatalogueService) {
    super();
  }

  async evaluate(configuration: unknown, _context: EvaluationContext): Promise<ConfigurationEvaluation> {
    const parsed = parseHoseConfiguration(configuration);
    if (parsed === null) return { ok: false, messageIds: [HOSE_CONFIGURATION_INVALID] };
    const set = await this.catalogues.current();
    const config = normaliseHoseConfiguration(parsed, set.catalogue).config;
    const problems = validateHoseConfiguration(config, set.catalogue);
    if (problems.length > 0) return { ok: false, messageIds: problems };
    return { ok: true, product: priceHoseAssembly(config, set) };
  }
}

/** The sold product of a configuration the core accepted (exported for the unit test). */
export function priceHoseAssembly(config: HoseConfiguration, set: HoseCatalogueSet): EvaluatedConfiguration {
  const lines = hoseBillOfMaterials(config);
  const sale = (line: HoseBillLine): HosePartSaleFacts => set.sale.get(line.productId)!;
  const parts = lines.map((line) => linePrice(sale(line).priceCents, sale(line).priceUnit, line.qty));
  const unitPriceCents = addMoney(assemblyCost(config, set.catalogue, set.costs), ...parts);
  let weight: Decimal = { units: 0n, scale: 0 };
  // Stock is checked per article over the whole assembly (the same fitting at both ends needs two).
  const needed = new Map<string, number>();
  for (const line of lines) {
    const facts = sale(line);
    weight = addDecimals(weight, multiplyDecimals(parseDecimal(facts.weightKg) ?? { units: 0n, scale: 0 }, parseDecimal(line.qty) ?? { units: 0n, scale: 0 }));
    needed.set(line.productId, (needed.get(line.productId) ?? 0) + Number(line.qty));
  }
  let inStock = true;
  let procurement = 0;
  for (const [id, qty] of needed) {
    const facts = set.sale.get(id)!;
    if (facts.quantityInStock < qty) {
      inStock = false;
      procurement = Math.max(procurement, facts.procurementDays);
    }
  }
  const flat = serializeHoseConfiguration(config);
  return {
    configuration: flat,
    key: hoseConfigurationKey(config),
    name: { de: assemblyName(config, set, 'de'), en: assemblyName(config, set, 'en') },
    summary: { de: summaryLines(config, set, 'de'), en: summaryLines(config, set, 'en') },
    unitPriceCents,
    weightKg: decimalToString(roundToScale(weight, 4)),
    inStock,
    procurementDays: procurement + set.assemblyDays,
  };
}

function nameOf(set: HoseCatalogueSet, id: string | null, locale: Locale): string | null {
  return id === null ? null : (set.sale.get(id)?.name[locale] ?? id);
}

/** "Schlauchleitung: EPDM-Schlauch DN 25, 2,5 m" / "Hose assembly: EPDM hose DN 25, 2.5 m". */
function assemblyName(config: HoseConfiguration, set: HoseCatalogueSet, locale: Locale): string {
  const hose = nameOf(set, config.hose.hose, locale) ?? '';
  const insulated = config.hose.hoseInsulation !== null ? `, ${LABELS[locale].insulated}` : '';
  return `${LABELS[locale].title}: ${hose}, ${metres(config.hose.length ?? '0', locale)}${insulated}`;
}

function endLine(config: HoseConfiguration, name: HoseEndName, set: HoseCatalogueSet, locale: Locale): string {
  const end = config[name];
  const labels = LABELS[locale];
  const parts = [end.coupling, end.screwFitting, end.hoseClip, end.socketForHose, end.socketForHoseInsulation]
    .map((id) => nameOf(set, id, locale))
    .filter((n): n is string => n !== null);
  const flags = [
    ...(end.assemblyDirection !== null ? [labels[end.assemblyDirection]] : []),
    ...(end.withoutHosePart ? [labels.withoutHosePart] : []),
  ];
  return `${labels[name]}: ${parts.length > 0 ? parts.join(' + ') : labels.none}${flags.length > 0 ? ` (${flags.join(', ')})` : ''}`;
}

function summaryLines(config: HoseConfiguration, set: HoseCatalogueSet, locale: Locale): string[] {
  const labels = LABELS[locale];
  const lines = [endLine(config, 'endA', set, locale), `${labels.hose}: ${nameOf(set, config.hose.hose, locale)}, ${metres(config.hose.length ?? '0', locale)}`];
  if (config.hose.hoseInsulation !== null) lines.push(`${labels.hoseInsulation}: ${nameOf(set, config.hose.hoseInsulation, locale)}`);
  lines.push(endLine(config, 'endB', set, locale));
  return lines;
}
