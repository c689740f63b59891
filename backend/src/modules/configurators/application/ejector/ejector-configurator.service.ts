import { Injectable } from '@nestjs/common';
import {
  EJECTOR_MATERIALS,
  ejectorArticlesForChoices,
  ejectorChoiceRows,
  ejectorConfigurationKey,
  ejectorDrawingLabel,
  ejectorLengthHint,
  ejectorMinimumLength,
  ejectorSolutions,
  ejectorToleranceHint,
  ejectorTypeOf,
  EJECTOR_SOLUTION_KINDS,
  err,
  formatQuantityForLocale,
  ok,
  replayEjectorConfiguration,
  setEjectorLength,
  validateEjectorConfiguration,
  type EjectorAntiRotation,
  type EjectorCatalogue,
  type EjectorChoiceRow,
  type EjectorConfiguration,
  type EjectorRejection,
  type EjectorShortening,
  type EjectorSolutionKind,
  type EjectorTolerance,
  type EjectorVariant,
  type Locale,
  type Result,
  type StoredEjectorConfiguration,
} from '@shop/domain';
import { translate } from '@shop/i18n';
import {
  EjectorArticleSource,
  EjectorDataRepository,
  type EjectorArticleSet,
  type EjectorAttributeLabels,
  type EjectorCadValue,
  type EjectorCatalogueArticle,
  type EjectorConfiguratorData,
  type EjectorServiceRecord,
  type Localized,
} from '../../domain/ejector/ejector-data.port';

/** How long the configurator's own rows (services, CAD values) are kept before they are read again. */
export const EJECTOR_DATA_TTL_MS = 5000;
/** Largest quantity the solutions are worked out for ("in stock" covers the quantity). */
export const EJECTOR_MAX_QUANTITY = 100000;

/** Everything the ejector rules read on the server, built once per catalogue version and data load. */
export interface EjectorServerCatalogue {
  readonly catalogue: EjectorCatalogue;
  readonly choices: readonly EjectorChoiceRow[];
  readonly articleById: ReadonlyMap<string, EjectorCatalogueArticle>;
  readonly shortening: EjectorServiceRecord | null;
  readonly antiRotation: EjectorServiceRecord | null;
  /** `${type}|${diameter}` → CAD values. */
  readonly cadValues: ReadonlyMap<string, EjectorCadValue>;
  readonly labels: EjectorAttributeLabels;
}

/** The options of the choice steps and the services (GET /api/configurators/ejector/options). */
export interface EjectorOptionsView {
  readonly choices: readonly EjectorChoiceRow[];
  /** Attribute id → value code → label in the locale (ejectorType, headShape, cornerRadius, material, hardness). */
  readonly labels: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Attribute id → heading in the locale. */
  readonly headings: Readonly<Record<string, string>>;
  /** Material → hardness code (docs/rules/constants.md#ejector-configurator). */
  readonly hardness: Readonly<Record<string, string>>;
  readonly shortening: {
    readonly serviceId: string;
    readonly name: string;
    readonly priceCents: number;
    readonly diameterBorder: string;
    readonly minLengthSmall: string;
    readonly minLengthLarge: string;
  } | null;
  readonly antiRotation: { readonly serviceId: string; readonly name: string; readonly priceCents: number; readonly maxLength: string } | null;
}

/** One row of a dimension table: an article the choices admit. */
export interface EjectorTableArticle {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly headShape: string;
  readonly material: string;
  readonly cornerRadius?: string;
  readonly diameter: string;
  readonly length: string;
  readonly a?: string;
  readonly b?: string;
  readonly l2?: string;
  readonly priceCents: number;
  readonly stock: number;
  readonly procurementDays: number;
}

/** The dimension table of a set of choices (GET /api/configurators/ejector/dimensions). */
export interface EjectorDimensionTableView {
  readonly articles: readonly EjectorTableArticle[];
  readonly cadValues: readonly Omit<EjectorCadValue, 'type'>[];
}

export interface EjectorSolutionView {
  readonly kind: EjectorSolutionKind;
  readonly articleId: string;
  readonly articleName: string;
  readonly articleLength: string;
  readonly length: string;
  readonly shorten: boolean;
  readonly antiRotation: boolean;
  readonly shortenId?: string;
  readonly antiRotationId?: string;
  readonly articlePriceCents: number;
  readonly shortenPriceCents: number;
  readonly antiRotationPriceCents: number;
  readonly priceCents: number;
  readonly inStock: boolean;
  readonly extraDays: number;
  readonly processingDays: number;
  readonly tolerance: EjectorTolerance;
}

/** A length checked and its solutions (GET /api/configurators/ejector/solutions). */
export interface EjectorSolutionsView {
  readonly lengthState: 'valid' | 'invalid';
  readonly length?: string;
  readonly messageId: 'ecInvalidLength' | null;
  /** ecLengthMinMaxMessage with the valid lengths in the locale ("5mm, 10-20mm"). */
  readonly hint: { readonly messageId: 'ecLengthMinMaxMessage'; readonly params: { readonly lengths: string } };
  readonly minimumLength: string | null;
  readonly tolerance: EjectorTolerance | null;
  readonly drawingLabel: string | null;
  readonly solutions: readonly EjectorSolutionView[];
}

/** A configuration the rules accept, as the shop sells it. */
export interface EvaluatedEjector {
  readonly stored: StoredEjectorConfiguration;
  readonly key: string;
  readonly configuration: EjectorConfiguration;
  readonly variant: EjectorVariant;
  readonly article: EjectorCatalogueArticle;
  readonly name: Localized<string>;
  readonly summary: Localized<readonly string[]>;
  readonly drawingLabel: Localized<string>;
}

const cadKey = (type: string, diameter: string) => `${type}|${diameter}`;

/**
 * The ejector configurator on the server: builds the rules' catalogue from the catalogue's ejector family
 * and the configurator's own data, answers the data API (options per step, dimension tables, valid lengths,
 * solutions) and evaluates configurations for the definition (re-validated and re-priced every time by the
 * pure core of libs/domain/src/configurators/ejector.ts — the browser's store runs the same).
 */
@Injectable()
export class EjectorConfigurator {
  private data: { at: number; value: Promise<EjectorConfiguratorData> } | null = null;
  private built: { set: EjectorArticleSet; data: EjectorConfiguratorData; value: EjectorServerCatalogue } | null = null;

  constructor(
    private readonly articles: EjectorArticleSource,
    private readonly repository: EjectorDataRepository,
  ) {}

  /** The rules' data now (catalogue version and the configurator's rows at most {@link EJECTOR_DATA_TTL_MS} old). */
  async serverCatalogue(): Promise<EjectorServerCatalogue> {
    const [set, data] = await Promise.all([this.articles.articleSet(), this.loadData()]);
    if (this.built !== null && this.built.set === set && this.built.data === data) return this.built.value;
    const value = buildServerCatalogue(set, data);
    this.built = { set, data, value };
    return value;
  }

  /** The rules' data built from other configurator rows (an admin's proposed, unsaved data); kept nowhere. */
  async withData(data: EjectorConfiguratorData): Promise<EjectorServerCatalogue> {
    return buildServerCatalogue(await this.articles.articleSet(), data);
  }

  /** Forgets the configurator's rows (after they were changed in this process). */
  invalidate(): void {
    this.data = null;
  }

  private loadData(): Promise<EjectorConfiguratorData> {
    const now = Date.now();
    if (this.data !== null && now - this.data.at < EJECTOR_DATA_TTL_MS) return this.data.value;
    const value = this.repository.load();
    this.data = { at: now, value };
    value.catch(() => {
      if (this.data?.value === value) this.data = null;
    });
    return value;
  }

  async options(locale: Locale): Promise<EjectorOptionsView> {
    const s = await this.serverCatalogue();
    const labels: Record<string, Record<string, string>> = {};
    for (const [attribute, values] of Object.entries(s.labels.values)) {
      labels[attribute] = Object.fromEntries(Object.entries(values).map(([code, label]) => [code, label[locale]]));
    }
    const headings = Object.fromEntries(Object.entries(s.labels.headings).map(([attribute, heading]) => [attribute, heading[locale]]));
    const { shortening, antiRotation } = s.catalogue;
    return {
      choices: s.choices,
      labels,
      headings,
      hardness: Object.fromEntries(EJECTOR_MATERIALS.map((m) => [m.material, m.hardness])),
      shortening:
        shortening && s.shortening
          ? {
              serviceId: shortening.serviceId,
              name: s.shortening.name[locale],
              priceCents: shortening.priceCents,
              diameterBorder: String(shortening.diameterBorder),
              minLengthSmall: String(shortening.minLengthSmall),
              minLengthLarge: String(shortening.minLengthLarge),
            }
          : null,
      antiRotation:
        antiRotation && s.antiRotation
          ? { serviceId: antiRotation.serviceId, name: s.antiRotation.name[locale], priceCents: antiRotation.priceCents, maxLength: String(antiRotation.maxLength) }
          : null,
    };
  }

  /** The articles the choices (type, headShape or cr, material) admit, with the CAD values of their diameters. */
  async dimensionTable(choices: Readonly<Record<string, string>>, locale: Locale): Promise<Result<EjectorDimensionTableView, EjectorRejection>> {
    const s = await this.serverCatalogue();
    const replayed = replayEjectorConfiguration(choices, s.catalogue, 'choices');
    if (!replayed.ok) return replayed;
    const type = ejectorTypeOf(replayed.value);
    const articles = ejectorArticlesForChoices(replayed.value, s.catalogue)
      .map((a) => tableArticle(s.articleById.get(a.id)!, locale))
      .sort((x, y) => Number(x.diameter) - Number(y.diameter) || Number(x.length) - Number(y.length) || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
    const diameters = [...new Set(articles.map((a) => a.diameter))]; // ascending, as the articles
    const cadValues = diameters
      .map((d) => s.cadValues.get(cadKey(type ?? '', d)))
      .filter((c): c is EjectorCadValue => c !== undefined)
      .map(({ type: _type, ...rest }) => rest);
    return ok({ articles, cadValues });
  }

  /**
   * Checks a length for complete choices and dimensions and works out the solutions (standard product,
   * cheapest, fastest) for `quantity` pieces. The length is canonical mm ("90", "90.5").
   */
  async solutions(
    input: Readonly<Record<string, string>>,
    options: { readonly quantity?: number; readonly locale: Locale },
  ): Promise<Result<EjectorSolutionsView, EjectorRejection>> {
    return ejectorSolutionsOn(await this.serverCatalogue(), input, options);
  }

  /** Validates and prices a flat configuration (one piece decides "in stock"); the definition's work. */
  async evaluate(configuration: unknown): Promise<Result<EvaluatedEjector, EjectorRejection>> {
    const s = await this.serverCatalogue();
    const result = validateEjectorConfiguration(configuration, s.catalogue);
    if (!result.ok) return result;
    const { stored, variant, configuration: config } = result.value;
    const article = s.articleById.get(variant.articleId)!;
    const drawing = (locale: Locale) => ejectorDrawingLabel(config, locale) ?? '';
    const name = (locale: Locale) => productName(stored, s.labels, drawing(locale), locale);
    const summary = (locale: Locale) => summaryLines(stored, variant, s, drawing(locale), locale);
    return ok({
      stored,
      key: ejectorConfigurationKey(stored),
      configuration: config,
      variant,
      article,
      name: { de: name('de'), en: name('en') },
      summary: { de: summary('de'), en: summary('en') },
      drawingLabel: { de: drawing('de'), en: drawing('en') },
    });
  }
}

/** The length check and solutions of {@link EjectorConfigurator.solutions} on a given catalogue (the saved or a proposed one). */
export function ejectorSolutionsOn(
  s: EjectorServerCatalogue,
  input: Readonly<Record<string, string>>,
  options: { readonly quantity?: number; readonly locale: Locale },
): Result<EjectorSolutionsView, EjectorRejection> {
  const { length, quantity: _q, locale: _l, ...steps } = input;
  const replayed = replayEjectorConfiguration(steps, s.catalogue, 'dimensions');
  if (!replayed.ok) return replayed;
  if (length === undefined || length.trim() === '') return err({ messageId: 'ecIncompleteConfiguration', field: 'length' });
  const quantity = options.quantity ?? 1;
  const config = setEjectorLength(replayed.value, length.trim(), s.catalogue, 'en', { quantity });
  const hint = ejectorLengthHint(config, s.catalogue, options.locale);
  const base = {
    minimumLength: ejectorMinimumLength(config, s.catalogue) ?? null,
    hint,
    drawingLabel: ejectorDrawingLabel(config, options.locale),
  };
  if (config.lengthState !== 'valid') {
    return ok({ ...base, lengthState: 'invalid', messageId: 'ecInvalidLength', tolerance: null, solutions: [] });
  }
  const found = ejectorSolutions(config, s.catalogue, { quantity });
  const solutions = EJECTOR_SOLUTION_KINDS.flatMap((kind) => {
    const v = found[kind];
    return v ? [solutionView(kind, v, s.articleById.get(v.articleId)!, options.locale)] : [];
  });
  return ok({
    ...base,
    lengthState: 'valid',
    length: config.length,
    messageId: null,
    tolerance: ejectorToleranceHint(config, s.catalogue),
    solutions,
  });
}

/** The rules' catalogue from the ejector articles and the configurator's rows. */
export function buildServerCatalogue(set: EjectorArticleSet, data: EjectorConfiguratorData): EjectorServerCatalogue {
  const cadValues = new Map(data.cadValues.map((c) => [cadKey(c.type, c.diameter), c]));
  const articles: EjectorCatalogueArticle[] = [];
  for (const article of set.articles) {
    if (article.type !== 'offset' && article.type !== 'flat') {
      articles.push(article);
      continue;
    }
    // cadData-l2 of offset and flat pins: the article's own, else the CAD value table's for its diameter.
    const l2 = article.l2 ?? cadValues.get(cadKey(article.type, String(article.diameter)))?.l2 ?? undefined;
    if (l2 !== undefined) articles.push(l2 === article.l2 ? article : { ...article, l2 });
  }
  const active = (kind: EjectorServiceRecord['kind']) => data.services.find((x) => x.kind === kind && x.active) ?? null;
  const shorteningRow = active('shortening');
  const antiRotationRow = active('antiRotation');
  const shortening: EjectorShortening | null =
    shorteningRow && shorteningRow.diameterBorder !== null && shorteningRow.minLengthSmall !== null && shorteningRow.minLengthLarge !== null
      ? {
          serviceId: shorteningRow.serviceId,
          priceCents: shorteningRow.priceCents,
          diameterBorder: shorteningRow.diameterBorder,
          minLengthSmall: shorteningRow.minLengthSmall,
          minLengthLarge: shorteningRow.minLengthLarge,
        }
      : null;
  const antiRotation: EjectorAntiRotation | null =
    antiRotationRow && antiRotationRow.maxLength !== null
      ? { serviceId: antiRotationRow.serviceId, priceCents: antiRotationRow.priceCents, maxLength: antiRotationRow.maxLength }
      : null;
  return {
    catalogue: { articles, shortening, antiRotation },
    choices: ejectorChoiceRows(articles),
    articleById: new Map(articles.map((a) => [a.id, a])),
    shortening: shortening ? shorteningRow : null,
    antiRotation: antiRotation ? antiRotationRow : null,
    cadValues,
    labels: set.labels,
  };
}

const text = (value: string | number | undefined): string | undefined => (value === undefined ? undefined : String(value));

function tableArticle(article: EjectorCatalogueArticle, locale: Locale): EjectorTableArticle {
  const optional = (key: 'a' | 'b' | 'l2') => (article[key] !== undefined ? { [key]: text(article[key]) } : {});
  return {
    id: article.id,
    name: article.name[locale],
    type: article.type,
    headShape: article.headShape,
    material: article.material,
    ...(article.type === 'flat' ? { cornerRadius: article.cornerRadius ?? 'none' } : {}),
    diameter: String(article.diameter),
    length: String(article.length),
    ...optional('a'),
    ...optional('b'),
    ...optional('l2'),
    priceCents: article.priceCents,
    stock: article.stock,
    procurementDays: article.procurementDays,
  };
}

function solutionView(kind: EjectorSolutionKind, v: EjectorVariant, article: EjectorCatalogueArticle, locale: Locale): EjectorSolutionView {
  return {
    kind,
    articleId: v.articleId,
    articleName: article.name[locale],
    articleLength: v.articleLength,
    length: v.length,
    shorten: v.shorten,
    antiRotation: v.antiRotation,
    ...(v.shortenId !== undefined ? { shortenId: v.shortenId } : {}),
    ...(v.antiRotationId !== undefined ? { antiRotationId: v.antiRotationId } : {}),
    articlePriceCents: v.articlePriceCents,
    shortenPriceCents: v.shortenPriceCents,
    antiRotationPriceCents: v.antiRotationPriceCents,
    priceCents: v.priceCents,
    inStock: v.inStock,
    extraDays: v.extraDays,
    processingDays: v.processingDays,
    tolerance: v.tolerance,
  };
}

function label(labels: EjectorAttributeLabels, attribute: string, code: string | undefined, locale: Locale): string {
  if (code === undefined) return '';
  return labels.values[attribute]?.[code]?.[locale] ?? code;
}

/** "Offset ejector pin, Cylinder head with one-sided anti-rotation, Ø 1.5 × 90 mm, l2 25 mm, Hot work steel 1.2344, nitrided". */
function productName(stored: StoredEjectorConfiguration, labels: EjectorAttributeLabels, dimensions: string, locale: Locale): string {
  const variant = stored.type === 'flat' ? label(labels, 'cornerRadius', stored.cr, locale) : label(labels, 'headShape', stored.headShape, locale);
  return translate(locale, 'ecProductName', {
    noun: translate(locale, `ecNoun_${stored.type}`),
    variant,
    dimensions,
    material: label(labels, 'material', stored.material, locale),
  });
}

function summaryLines(stored: StoredEjectorConfiguration, v: EjectorVariant, s: EjectorServerCatalogue, dimensions: string, locale: Locale): string[] {
  const line = (attribute: string, code: string | undefined) =>
    translate(locale, 'ecSummaryLine', { heading: s.labels.headings[attribute]?.[locale] ?? attribute, value: label(s.labels, attribute, code, locale) });
  const mm = (value: string) => formatQuantityForLocale(value, locale);
  const hardness = EJECTOR_MATERIALS.find((m) => m.material === stored.material)?.hardness;
  const lines = [
    line('ejectorType', stored.type),
    stored.type === 'flat' ? line('cornerRadius', stored.cr) : line('headShape', stored.headShape),
    line('material', stored.material),
    line('hardness', hardness),
    translate(locale, 'ecSummaryDimensions', { dimensions }),
    translate(locale, 'ecSummaryTolerance', { tolerance: v.tolerance.replace('.', locale === 'de' ? ',' : '.') }),
    translate(locale, 'ecSummaryBaseArticle', { articleId: v.articleId, length: mm(v.articleLength) }),
  ];
  if (v.shorten && s.shortening) lines.push(translate(locale, 'ecSummaryShortening', { service: s.shortening.name[locale], from: mm(v.articleLength), to: mm(v.length) }));
  if (v.antiRotation && s.antiRotation) lines.push(translate(locale, 'ecSummaryService', { service: s.antiRotation.name[locale] }));
  return lines;
}
