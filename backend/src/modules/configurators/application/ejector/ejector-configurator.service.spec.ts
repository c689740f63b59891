import { customProductCode, ejectorCode, flatConfigurationKey, type StoredEjectorConfiguration } from '@shop/domain';
import {
  EjectorArticleSource,
  EjectorDataRepository,
  type EjectorArticleSet,
  type EjectorCatalogueArticle,
  type EjectorConfiguratorData,
  type EjectorServiceRecord,
} from '../../domain/ejector/ejector-data.port';
import { EjectorConfiguratorDefinition } from './ejector-configurator.definition';
import { EJECTOR_DATA_TTL_MS, EjectorConfigurator } from './ejector-configurator.service';

// ---------------------------------------------------------------------------------------------
// Fakes: a small ejector family and the configurator's rows (as the demo seeds them).
// ---------------------------------------------------------------------------------------------

function article(id: string, fields: Partial<EjectorCatalogueArticle>): EjectorCatalogueArticle {
  return {
    id,
    type: 'offset',
    headShape: 'cylinder',
    material: 'nitridedHotWorkSteel',
    diameter: '3',
    length: '160',
    priceCents: 1180,
    stock: 0,
    procurementDays: 4,
    name: { de: `Auswerfer ${id}`, en: `Ejector ${id}` },
    weightKg: 0.0123,
    ...fields,
  };
}

const ARTICLES: EjectorCatalogueArticle[] = [
  // offset, tip Ø 3 (l2 50 from the article), 140 in stock, 160 not
  article('O-3-140', { length: '140', priceCents: 1080, stock: 74, l2: '50' }),
  article('O-3-160', { length: '160', priceCents: 1180, stock: 0, procurementDays: 30, l2: '50' }),
  // offset Ø 1.5 without its own l2: the CAD value table gives 25
  article('O-1.5-100', { diameter: '1.5', length: '100', priceCents: 795, stock: 2 }),
  // offset Ø 2.5 without l2 and without a table row: cannot be configured
  article('O-2.5-90', { diameter: '2.5', length: '90', priceCents: 835, stock: 9 }),
  // straight, countersunk head, another material
  article('S-SK-4-100', { type: 'straight', headShape: 'countersunk', material: 'hardenedToolSteel60Hrc', diameter: '4', length: '100', priceCents: 900, stock: 5 }),
];

const LABELS: EjectorArticleSet['labels'] = {
  headings: {
    ejectorType: { de: 'Auswerfertyp', en: 'Ejector type' },
    headShape: { de: 'Kopfform', en: 'Head shape' },
    cornerRadius: { de: 'Eckenradius', en: 'Corner radius' },
    material: { de: 'Werkstoff', en: 'Material' },
    hardness: { de: 'Härte', en: 'Hardness' },
  },
  values: {
    ejectorType: { offset: { de: 'Abgesetzt', en: 'Offset' }, straight: { de: 'Gerade', en: 'Straight' } },
    headShape: {
      cylinder: { de: 'Zylinderkopf', en: 'Cylinder head' },
      cylinderAntiRotation: { de: 'Zylinderkopf mit einseitiger Verdrehsicherung', en: 'Cylinder head with one-sided anti-rotation' },
      countersunk: { de: 'Senkkopf', en: 'Countersunk head' },
    },
    cornerRadius: {},
    material: {
      nitridedHotWorkSteel: { de: 'Warmarbeitsstahl 1.2344, nitriert', en: 'Hot work steel 1.2344, nitrided' },
      hardenedToolSteel60Hrc: { de: 'Werkzeugstahl 1.2210, gehärtet ca. 60 HRC', en: 'Tool steel 1.2210, hardened approx. 60 HRC' },
    },
    hardness: { approx950Hv: { de: 'ca. 950 HV (Oberfläche nitriert)', en: 'approx. 950 HV (nitrided surface)' } },
  },
};

const SHORTENING: EjectorServiceRecord = {
  kind: 'shortening',
  serviceId: 'SERVICE-EJECTOR-SHORTEN',
  name: { de: 'Kürzen auf Wunschlänge', en: 'Shortening to the required length' },
  priceCents: 450,
  active: true,
  diameterBorder: '6',
  minLengthSmall: '30',
  minLengthLarge: '50',
  maxLength: null,
};
const ANTI_ROTATION: EjectorServiceRecord = {
  kind: 'antiRotation',
  serviceId: 'SERVICE-EJECTOR-ANTI-ROTATION',
  name: { de: 'Verdrehsicherung anschleifen', en: 'Grinding an anti-rotation flat' },
  priceCents: 980,
  active: true,
  diameterBorder: null,
  minLengthSmall: null,
  minLengthLarge: null,
  maxLength: '400',
};

class FakeArticles extends EjectorArticleSource {
  set: EjectorArticleSet = { version: 'v1', articles: ARTICLES, labels: LABELS };
  async articleSet() {
    return this.set;
  }
}

class FakeData extends EjectorDataRepository {
  loads = 0;
  data: EjectorConfiguratorData = {
    services: [SHORTENING, ANTI_ROTATION],
    cadValues: [
      { type: 'offset', diameter: '1.5', l2: '25', shankDiameter: '3', headDiameter: '6', headHeight: '3' },
      { type: 'offset', diameter: '3', l2: '50', shankDiameter: '5', headDiameter: '10', headHeight: '3' },
    ],
  };
  async load() {
    this.loads += 1;
    return this.data;
  }
}

function setup() {
  const articles = new FakeArticles();
  const data = new FakeData();
  const service = new EjectorConfigurator(articles, data);
  return { articles, data, service, definition: new EjectorConfiguratorDefinition(service) };
}

/** The browser journey's pin: offset, anti-rotation by the service, tip Ø 3, l2 50, shortened to 120 mm. */
const OFFSET_120: StoredEjectorConfiguration = {
  type: 'offset',
  headShape: 'cylinderAntiRotation',
  material: 'nitridedHotWorkSteel',
  diameter: '3',
  l2: '50',
  length: '120',
  baseProduct: 'O-3-140',
  shortenId: 'SERVICE-EJECTOR-SHORTEN',
  antiRotationId: 'SERVICE-EJECTOR-ANTI-ROTATION',
};

const NOW = { now: new Date('2026-11-26T10:00:00Z') };

describe('EjectorConfigurator: options per step', () => {
  it('lists each combination of the choice steps, the labels in the locale and the services with their limits', async () => {
    const { service } = setup();
    const de = await service.options('de');
    expect(de.choices).toEqual([
      { type: 'straight', headShape: 'countersunk', material: 'hardenedToolSteel60Hrc' },
      { type: 'offset', headShape: 'cylinder', material: 'nitridedHotWorkSteel' },
    ]);
    expect(de.labels.headShape.cylinderAntiRotation).toBe('Zylinderkopf mit einseitiger Verdrehsicherung');
    expect(de.headings.material).toBe('Werkstoff');
    expect(de.hardness.hardenedToolSteel60Hrc).toBe('approx60Hrc');
    expect(de.shortening).toEqual({ serviceId: 'SERVICE-EJECTOR-SHORTEN', name: 'Kürzen auf Wunschlänge', priceCents: 450, diameterBorder: '6', minLengthSmall: '30', minLengthLarge: '50' });
    expect(de.antiRotation).toEqual({ serviceId: 'SERVICE-EJECTOR-ANTI-ROTATION', name: 'Verdrehsicherung anschleifen', priceCents: 980, maxLength: '400' });
    expect((await service.options('en')).labels.headShape.countersunk).toBe('Countersunk head');
  });

  it('offers no service whose row is inactive or missing', async () => {
    const { service, data } = setup();
    data.data = { ...data.data, services: [{ ...SHORTENING, active: false }] };
    const options = await service.options('de');
    expect(options.shortening).toBeNull();
    expect(options.antiRotation).toBeNull();
  });

  it('reads the configurator rows again only after the TTL, and rebuilds when the catalogue changed', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') });
    try {
      const { service, data, articles } = setup();
      const first = await service.serverCatalogue();
      expect(await service.serverCatalogue()).toBe(first);
      expect(data.loads).toBe(1);
      articles.set = { ...articles.set, version: 'v2', articles: ARTICLES.slice(0, 1) };
      const second = await service.serverCatalogue();
      expect(second).not.toBe(first);
      expect(second.catalogue.articles.map((a) => a.id)).toEqual(['O-3-140']);
      jest.setSystemTime(Date.now() + EJECTOR_DATA_TTL_MS + 1);
      await service.serverCatalogue();
      expect(data.loads).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('EjectorConfigurator: dimension tables', () => {
  it('answers the articles the choices admit (an anti-rotation head admits cylinder heads), sorted, with the CAD values of their diameters', async () => {
    const { service } = setup();
    const table = await service.dimensionTable({ type: 'offset', headShape: 'cylinderAntiRotation', material: 'nitridedHotWorkSteel' }, 'en');
    expect(table.ok).toBe(true);
    if (!table.ok) return;
    // O-2.5-90 has no l2 of its own and none in the table: left out
    expect(table.value.articles.map((a) => [a.id, a.diameter, a.length, a.l2])).toEqual([
      ['O-1.5-100', '1.5', '100', '25'],
      ['O-3-140', '3', '140', '50'],
      ['O-3-160', '3', '160', '50'],
    ]);
    expect(table.value.articles[0]).toMatchObject({ name: 'Ejector O-1.5-100', priceCents: 795, stock: 2, procurementDays: 4 });
    expect(table.value.cadValues).toEqual([
      { diameter: '1.5', l2: '25', shankDiameter: '3', headDiameter: '6', headHeight: '3' },
      { diameter: '3', l2: '50', shankDiameter: '5', headDiameter: '10', headHeight: '3' },
    ]);
  });

  it.each([
    [{ type: 'offset', headShape: 'countersunk', material: 'nitridedHotWorkSteel' }, 'customProductInvalid', 'headShape'],
    [{ type: 'offset', headShape: 'cylinder' }, 'ecIncompleteConfiguration', 'material'],
    [{ type: 'flat', material: 'nitridedHotWorkSteel' }, 'customProductInvalid', 'type'],
  ])('refuses choices %j with %s', async (choices, messageId, field) => {
    const { service } = setup();
    expect(await service.dimensionTable(choices, 'de')).toEqual({ ok: false, error: { messageId, field } });
  });
});

describe('EjectorConfigurator: lengths and solutions', () => {
  const input = { type: 'offset', headShape: 'cylinderAntiRotation', material: 'nitridedHotWorkSteel', diameter: '3', l2: '50' };

  it('works out the fastest solution of a shortened pin with anti-rotation: 10.80 + 4.50 + 9.80 = 25.10 €, 3 days', async () => {
    const { service } = setup();
    const answer = await service.solutions({ ...input, length: '120' }, { locale: 'de' });
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    expect(answer.value).toMatchObject({ lengthState: 'valid', length: '120', messageId: null, tolerance: '0/+0.02', minimumLength: '80', drawingLabel: 'Ø 3 × 120 mm, l2 50 mm' });
    expect(answer.value.hint).toEqual({ messageId: 'ecLengthMinMaxMessage', params: { lengths: '80-160mm' } });
    // The 160 mm article is not in stock but dearer: no cheaper variant, so no cheapest solution.
    expect(answer.value.solutions).toEqual([
      {
        kind: 'fastestSolution',
        articleId: 'O-3-140',
        articleName: 'Auswerfer O-3-140',
        articleLength: '140',
        length: '120',
        shorten: true,
        antiRotation: true,
        shortenId: 'SERVICE-EJECTOR-SHORTEN',
        antiRotationId: 'SERVICE-EJECTOR-ANTI-ROTATION',
        articlePriceCents: 1080,
        shortenPriceCents: 450,
        antiRotationPriceCents: 980,
        priceCents: 2510,
        inStock: true,
        extraDays: 3,
        processingDays: 3,
        tolerance: '0/+0.02',
      },
    ]);
  });

  it('offers only the cheapest (not in stock) when no variant is in stock for the quantity asked', async () => {
    const { service } = setup();
    // 75 pieces: the 140 mm article (74 in stock) is no longer in stock; nothing is, so no fastest solution.
    const many = await service.solutions({ ...input, length: '120' }, { locale: 'de', quantity: 75 });
    expect(many.ok && many.value.solutions.map((s) => [s.kind, s.articleId, s.inStock, s.processingDays])).toEqual([['cheapestSolution', 'O-3-140', false, 4 + 3]]);
  });

  it('answers a catalogue length as the standard product (+2/0, no machining) and names the valid lengths of an invalid one', async () => {
    const { service } = setup();
    const standard = await service.solutions({ type: 'offset', headShape: 'cylinder', material: 'nitridedHotWorkSteel', diameter: '3', l2: '50', length: '140' }, { locale: 'de' });
    expect(standard.ok && standard.value.tolerance).toBe('+2/0');
    expect(standard.ok && standard.value.solutions.map((s) => [s.kind, s.articleId, s.priceCents, s.processingDays])).toEqual([
      ['standardProduct', 'O-3-140', 1080, 0],
      ['fastestSolution', 'O-3-140', 1080, 0],
    ]);
    const tooShort = await service.solutions({ ...input, length: '79.5' }, { locale: 'de' });
    expect(tooShort.ok && tooShort.value).toMatchObject({ lengthState: 'invalid', messageId: 'ecInvalidLength', solutions: [], tolerance: null });
    expect(tooShort.ok && tooShort.value.hint.params.lengths).toBe('80-160mm');
  });

  it('refuses a dimension the choices do not offer', async () => {
    const { service } = setup();
    expect(await service.solutions({ ...input, diameter: '5', length: '100' }, { locale: 'de' })).toEqual({ ok: false, error: { messageId: 'customProductInvalid', field: 'diameter' } });
  });
});

describe('EjectorConfiguratorDefinition', () => {
  it('prices, names and describes a configuration the rules accept (type ejector, prefix AC)', async () => {
    const { definition } = setup();
    expect([definition.type, definition.codePrefix]).toEqual(['ejector', 'AC']);
    const evaluation = await definition.evaluate({ ...OFFSET_120 }, NOW);
    expect(evaluation.ok).toBe(true);
    if (!evaluation.ok) return;
    const { product } = evaluation;
    expect(product.configuration).toEqual(OFFSET_120);
    expect(product.unitPriceCents).toBe(1080 + 450 + 980);
    // The base article is in stock, but the pin is machined: not ready from stock, 3 days.
    expect(product).toMatchObject({ weightKg: '0.0123', inStock: false, procurementDays: 3 });
    expect(product.name).toEqual({
      de: 'Auswerferstift abgesetzt, Zylinderkopf mit einseitiger Verdrehsicherung, Ø 3 × 120 mm, l2 50 mm, Warmarbeitsstahl 1.2344, nitriert',
      en: 'Offset ejector pin, Cylinder head with one-sided anti-rotation, Ø 3 × 120 mm, l2 50 mm, Hot work steel 1.2344, nitrided',
    });
    expect(product.summary.de).toEqual([
      'Auswerfertyp: Abgesetzt',
      'Kopfform: Zylinderkopf mit einseitiger Verdrehsicherung',
      'Werkstoff: Warmarbeitsstahl 1.2344, nitriert',
      'Härte: ca. 950 HV (Oberfläche nitriert)',
      'Abmessungen: Ø 3 × 120 mm, l2 50 mm',
      'Längentoleranz: 0/+0,02 mm',
      'Basisartikel: O-3-140 (140 mm)',
      'Kürzen auf Wunschlänge: von 140 mm auf 120 mm',
      'Verdrehsicherung anschleifen',
    ]);
    expect(product.summary.en[7]).toBe('Shortening to the required length: from 140 mm to 120 mm');
  });

  it('counts a catalogue-length pin from stock as in stock, with no days', async () => {
    const { definition } = setup();
    const plain = { type: 'offset', headShape: 'cylinder', material: 'nitridedHotWorkSteel', diameter: '3', l2: '50', length: '140', baseProduct: 'O-3-140' };
    const evaluation = await definition.evaluate(plain, NOW);
    expect(evaluation.ok && [evaluation.product.inStock, evaluation.product.procurementDays, evaluation.product.unitPriceCents]).toEqual([true, 0, 1080]);
  });

  it("keys a configuration so that the foundation's id is the core's ejector code", async () => {
    const { definition } = setup();
    const reordered = Object.fromEntries(Object.entries(OFFSET_120).reverse());
    const a = await definition.evaluate(OFFSET_120, NOW);
    const b = await definition.evaluate(reordered, NOW);
    if (!a.ok || !b.ok) throw new Error('expected both to be accepted');
    expect(b.product.key).toBe(a.product.key);
    expect(a.product.key).toBe(flatConfigurationKey(a.product.configuration));
    expect(customProductCode('AC', a.product.key)).toBe(ejectorCode(OFFSET_120));
    expect(customProductCode('AC', a.product.key, 2)).toBe(ejectorCode(OFFSET_120, 2));
  });

  it.each([
    ['a length below the minimum', { length: '60' }, ['ecInvalidLength', 'ecLengthMinMaxMessage']],
    ['no length', { length: undefined }, ['ecIncompleteConfiguration']],
    ['a base article that cannot make it', { baseProduct: 'O-1.5-100' }, ['customProductInvalid']],
    ['the shortening left out', { shortenId: undefined }, ['customProductInvalid']],
    ['a price smuggled in', { priceCents: '1' }, ['customProductInvalid']],
  ])('refuses %s with its message ids', async (_name, change, messageIds) => {
    const { definition } = setup();
    expect(await definition.evaluate({ ...OFFSET_120, ...change }, NOW)).toEqual({ ok: false, messageIds });
  });

  it('refuses a saved configuration whose base article is gone (another shop state)', async () => {
    const { definition, articles } = setup();
    articles.set = { ...articles.set, version: 'v2', articles: ARTICLES.filter((a) => a.id !== 'O-3-140') };
    expect(await definition.evaluate(OFFSET_120, NOW)).toEqual({ ok: false, messageIds: ['customProductInvalid'] });
  });

  it('refuses anti-rotation by the service once the service is withdrawn', async () => {
    const { definition, data } = setup();
    data.data = { ...data.data, services: [SHORTENING] };
    const evaluation = await definition.evaluate(OFFSET_120, NOW);
    expect(evaluation).toEqual({ ok: false, messageIds: ['customProductInvalid'] });
  });
});
