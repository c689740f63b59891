import 'reflect-metadata';
import { ApiError } from '../../../../shared/api-error';
import { createValidationPipe } from '../../../../shared/validation';
import { checkCategoryProductsQuery } from './category-products-query.validator';
import { CategoryProductsQuery } from './dto/catalogue-request.dto';
import { mulberry32 } from '@shop/domain';

/** What the shared pipe (class-transformer + class-validator, whitelist) answers for the DTO. */
async function viaPipe(query: Record<string, unknown>): Promise<{ ok: true; value: Record<string, unknown> } | { ok: false; fields: Record<string, string> }> {
  try {
    const value = (await createValidationPipe().transform({ ...query }, { type: 'query', metatype: CategoryProductsQuery })) as Record<string, unknown>;
    // class-transformer sets every declared property; the absent ones are undefined.
    return { ok: true, value: Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) };
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    expect(e.getStatus()).toBe(400);
    expect(e.code).toBe('VALIDATION_FAILED');
    return { ok: false, fields: e.fields ?? {} };
  }
}

const rng = mulberry32;

const SAMPLES: Record<string, unknown[]> = {
  locale: ['de', 'en', 'fr', '', 'DE', ['de', 'en'], ['de']],
  listSearch: ['schlauch', '', 'x'.repeat(200), 'x'.repeat(201), '😀'.repeat(200), '😀'.repeat(201), 'e\u0301'.repeat(150), 'a\uFE0F'.repeat(200), ['a', 'b']],
  listSort: ['priceAsc', 'nameDesc', 'unknown', '', 'y'.repeat(50), 'y'.repeat(51), ['priceAsc', 'nameAsc']],
  listPage: ['1', '2', '999999999', '1000000000', '0', '-1', '01', '1.5', ' 1', '1 ', 'abc', '', ['1', '2']],
  pageSize: ['1', '24', '100', '0', '101', '-5', '1.5', 'abc', '', ' 7', '0x10', '1e1', '24 ', 'Infinity', ['5'], ['5', '6'], '9007199254740993'],
  listLayout: ['table', 'grid', 'list', '', ['table']],
  foo: ['bar', ['a', 'b']],
  'lf-material': ['steel'],
};

describe('checkCategoryProductsQuery', () => {
  it('answers every single property exactly like the shared validation pipe on CategoryProductsQuery', async () => {
    for (const [key, values] of Object.entries(SAMPLES)) {
      for (const value of values) {
        const query = { [key]: value };
        const expected = await viaPipe(query);
        const actual = checkCategoryProductsQuery(query);
        expect({ query, result: actual }).toEqual({ query, result: expected });
      }
    }
  });

  it('answers random combinations like the pipe, with the fields in the same order', async () => {
    const random = rng(7);
    const keys = Object.keys(SAMPLES);
    for (let run = 0; run < 400; run++) {
      const query: Record<string, unknown> = {};
      for (const key of keys) {
        if (random() < 0.35) query[key] = SAMPLES[key][Math.floor(random() * SAMPLES[key].length)];
      }
      const expected = await viaPipe(query);
      const actual = checkCategoryProductsQuery(query);
      expect({ query, result: actual }).toEqual({ query, result: expected });
      if (!actual.ok && !expected.ok) expect(Object.keys(actual.fields)).toEqual(Object.keys(expected.fields));
    }
  });

  it('passes a valid query with pageSize as a number and nothing else', () => {
    expect(checkCategoryProductsQuery({ locale: 'en', listSearch: 'epdm', listSort: 'priceAsc', listPage: '2', pageSize: '48', listLayout: 'grid' })).toEqual({
      ok: true,
      value: { locale: 'en', listSearch: 'epdm', listSort: 'priceAsc', listPage: '2', pageSize: 48, listLayout: 'grid' },
    });
    expect(checkCategoryProductsQuery({})).toEqual({ ok: true, value: {} });
  });

  it('refuses an unknown property, also one named like an Object.prototype member', async () => {
    expect(checkCategoryProductsQuery({ admin: '1', listPage: '0' })).toEqual({ ok: false, fields: { admin: 'propertyNotAllowed', listPage: 'invalidListPage' } });
    // The one intended difference: class-transformer silently drops these names, so the pipe let them through.
    for (const name of ['constructor', 'toString', '__proto__']) {
      const query = Object.create(null) as Record<string, unknown>;
      query[name] = 'x';
      expect(checkCategoryProductsQuery(query)).toEqual({ ok: false, fields: { [name]: 'propertyNotAllowed' } });
    }
    expect(await viaPipe({ constructor: 'x' })).toMatchObject({ ok: true });
  });
});
