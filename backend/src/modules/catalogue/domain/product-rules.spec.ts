import { CATALOGUE_EXCHANGE_TYPES } from '../infrastructure/data-exchange/catalogue-exchange-types';
import { productDraft as draft } from '../testing/product-editor-fakes';
import { changedFields, draftProblems } from './product-editor';
import { productRowProblems, productTextRowProblems } from './product-rules';

describe('the catalogue’s product rules (one set for import and editor)', () => {
  it('the import’s product and text rows are checked by these very functions', () => {
    const byType = new Map(CATALOGUE_EXCHANGE_TYPES.map((t) => [t.type, t]));
    expect(byType.get('products')?.validate).toBe(productRowProblems);
    expect(byType.get('productMetaData')?.validate).toBe(productTextRowProblems);
  });

  it('refuses negative money and quantities, a price unit below 1 and a packaging unit of 0', () => {
    expect(productRowProblems({ price_cents: '-1', list_price_cents: '-5', quantity_in_stock: '-2', procurement_time_days: -1 })).toEqual([
      { column: 'price_cents', messageId: 'adImportNegative' },
      { column: 'list_price_cents', messageId: 'adImportNegative' },
      { column: 'quantity_in_stock', messageId: 'adImportNegative' },
      { column: 'procurement_time_days', messageId: 'adImportNegative' },
    ]);
    expect(productRowProblems({ price_unit: 0 })).toEqual([{ column: 'price_unit', messageId: 'adImportPriceUnit' }]);
    expect(productRowProblems({ packaging_unit: '0' })).toEqual([{ column: 'packaging_unit', messageId: 'adProductIncrementZero' }]);
    expect(productRowProblems({ packaging_unit: '-1' })).toEqual([{ column: 'packaging_unit', messageId: 'adImportNegative' }]);
    expect(productRowProblems({ id: 'A/B' })).toEqual([{ column: 'id', messageId: 'adImportArticleNumber' }]);
    // Only the columns present: an import of a few columns is checked for those.
    expect(productRowProblems({ id: 'KU-1', price_cents: '0', packaging_unit: '0.5', price_unit: 100 })).toEqual([]);
  });

  it('texts: a slug of lower-case letters, digits and hyphens; a name', () => {
    expect(productTextRowProblems({ locale: 'de', slug: 'gut-1', name: 'X' })).toEqual([]);
    expect(productTextRowProblems({ locale: 'fr', slug: 'Böse', name: ' ' })).toEqual([
      { column: 'locale', messageId: 'adImportLocale' },
      { column: 'slug', messageId: 'adImportSlug' },
      { column: 'name', messageId: 'adImportValueRequired' },
    ]);
  });

  it('the editor’s draft gets the same refusals, named by the editor’s fields', () => {
    expect(draftProblems(draft())).toEqual({});
    const d = draft({ priceCents: -100, packagingUnit: '0', priceUnit: 0 });
    d.texts.en.slug = 'Bad Slug';
    d.texts.de.name = '';
    expect(draftProblems(d)).toEqual({
      price: 'adImportNegative',
      packagingUnit: 'adProductIncrementZero',
      priceUnit: 'adImportPriceUnit',
      'name.de': 'adImportValueRequired',
      'slug.en': 'adImportSlug',
    });
  });

  it('names the fields that differ between two states, categories compared as sets', () => {
    const before = draft();
    const after = draft({ priceCents: 999, categoryIds: ['hoses'], active: false });
    after.texts.en.description = 'new';
    expect(changedFields(before, after)).toEqual(['active', 'description.en', 'price']);
    expect(changedFields(draft({ categoryIds: ['a', 'b'] }), draft({ categoryIds: ['b', 'a'] }))).toEqual([]);
    // Stored JSON comes back with its keys in another order: still the same pictures.
    const stored = draft({ additionalImages: [{ label: { en: 'Drawing', de: 'Zeichnung' }, filename: '/media/a.svg' } as never] });
    expect(changedFields(stored, draft({ additionalImages: [{ filename: '/media/a.svg', label: { de: 'Zeichnung', en: 'Drawing' } }] }))).toEqual([]);
  });
});
