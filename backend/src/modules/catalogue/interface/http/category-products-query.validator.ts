import { isIn, isInt, isString, matches, max, maxLength, min } from 'class-validator';
import { type CategoryProductsQuery, LIST_LAYOUT_VALUES, LIST_PAGE_PATTERN, LIST_SEARCH_MAX_LENGTH, LIST_SORT_MAX_LENGTH, LOCALE_VALUES, PAGE_SIZE_MAX, PAGE_SIZE_MIN } from './dto/catalogue-request.dto';

/**
 * The validation of the fixed part of the category list query (CategoryProductsQuery), written out for
 * the hottest GET of the shop: the shared pipe (class-transformer + class-validator with whitelist) cost
 * about as much server time as answering a repeated list page. Same rules, same message ids, same answer:
 * - the DTO's decorators stay (they describe the API document); each rule below is the decorator's rule,
 *   checked with class-validator's own standalone functions, so the semantics are identical;
 * - unknown properties → propertyNotAllowed (whitelist, forbidNonWhitelisted), listed first;
 * - one message id per field (stopAtFirstError), fields in class-validator's order;
 * - pageSize is converted as @Type(() => Number) does (Number(value), element-wise for repeated keys).
 * A unit test compares it with the shared pipe on the DTO for a corpus of good and bad queries.
 * Control characters never reach it: the global pipe refuses them on the whole query first.
 */
export type ListQueryCheck = { ok: true; value: CategoryProductsQuery } | { ok: false; fields: Record<string, string> };

type Rule = (value: unknown) => boolean;

/** Property → [rule, message id], in class-validator's order (the class's own properties, then LocaleQuery's locale). */
const RULES: ReadonlyArray<readonly [keyof CategoryProductsQuery, Rule, string]> = [
  ['listSearch', (v) => isString(v) && maxLength(v, LIST_SEARCH_MAX_LENGTH), 'invalidListSearch'],
  ['listSort', (v) => isString(v) && maxLength(v, LIST_SORT_MAX_LENGTH), 'invalidListSort'],
  ['listPage', (v) => matches(v as string, LIST_PAGE_PATTERN), 'invalidListPage'],
  ['pageSize', (v) => isInt(v) && min(v, PAGE_SIZE_MIN) && max(v, PAGE_SIZE_MAX), 'invalidPageSize'],
  ['listLayout', (v) => isIn(v, LIST_LAYOUT_VALUES), 'invalidListLayout'],
  ['locale', (v) => isIn(v, LOCALE_VALUES), 'invalidLocaleMessage'],
];
const ALLOWED = new Set<string>(RULES.map(([name]) => name));

/** As class-transformer's @Type(() => Number): Number() of the value, of each element of an array. */
const toNumber = (value: unknown): unknown => (Array.isArray(value) ? value.map(toNumber) : value === null || value === undefined ? value : Number(value));

/** fields[key] = message as an own property, whatever the key ('__proto__' included). */
function refuse(fields: Record<string, string> | null, key: string, message: string): Record<string, string> {
  const out = fields ?? {};
  Object.defineProperty(out, key, { value: message, enumerable: true, writable: true, configurable: true });
  return out;
}

export function checkCategoryProductsQuery(query: Readonly<Record<string, unknown>>): ListQueryCheck {
  let fields: Record<string, string> | null = null;
  for (const key of Object.keys(query)) {
    if (!ALLOWED.has(key)) fields = refuse(fields, key, 'propertyNotAllowed');
  }
  const value: Record<string, unknown> = {};
  for (const [name, rule, message] of RULES) {
    let v = Object.hasOwn(query, name) ? query[name] : undefined;
    // @IsOptional: absent (or null) skips the property's rules.
    if (v === undefined || v === null) continue;
    if (name === 'pageSize') v = toNumber(v);
    if (!rule(v)) fields = refuse(fields, name, message);
    else value[name] = v;
  }
  return fields === null ? { ok: true, value: value as CategoryProductsQuery } : { ok: false, fields };
}
