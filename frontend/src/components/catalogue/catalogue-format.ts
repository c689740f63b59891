import { hasMessage } from '@shop/i18n';
import type { AttributeValue } from '../../api/catalogue-contracts';
import type { TranslateFn } from '../../app/RouteContext';
import { formatNumber } from '../../lib/format';

/** Label of a unit of quantity (an i18n id such as 'pieces'); unknown ids are shown as they are. */
export function unitLabel(t: TranslateFn, unitId: string | null | undefined): string {
  if (!unitId) return '';
  return hasMessage(unitId) ? t(unitId) : unitId;
}

/** Short label of a unit of quantity for dense rows ('pieces' → 'St.'), else the full label. */
export function unitShortLabel(t: TranslateFn, unitId: string | null | undefined): string {
  if (!unitId) return '';
  const id = `unitShort_${unitId}`;
  return hasMessage(id) ? t(id) : unitLabel(t, unitId);
}

/** Attribute value with its unit beside it ("25 mm"); a unit already in the label is not repeated. */
export function attributeText(value: Pick<AttributeValue, 'value' | 'unit'>): string {
  const unit = value.unit?.trim();
  if (!unit || value.value.endsWith(unit)) return value.value;
  return `${value.value} ${unit}`;
}

/** Plain number for a locale ("0,25" in German). */
export function formatDecimal(value: number, locale: string, maximumFractionDigits = 3): string {
  return formatNumber(value, locale, maximumFractionDigits);
}

/** Path of a page with a query ("?id=…"). */
export function withQuery(path: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}
