import { formatMoney } from '@shop/domain';
import type { useT } from '../../../app/RouteContext';
import type { AdminPriceRule } from './PriceRulesStore';

// How a price rule reads in the admin (the price rules list and the customer's prices on the user profile).

type T = ReturnType<typeof useT>;

/** A Berlin calendar day ('YYYY-MM-DD') as the locale writes it (the day itself, never shifted by a time zone). */
export function formatDay(day: string, locale: string): string {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return day;
  return new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}

export function formatPct(value: string, locale: string): string {
  const n = Number(value);
  if (!Number.isFinite(n)) return value;
  return `${new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: 3, signDisplay: 'exceptZero' }).format(n)} %`;
}

export function target(rule: AdminPriceRule): string {
  if (rule.scope === 'customer') return rule.customer ? `${rule.customer.email} (${rule.customer.company})` : `#${rule.customerId}`;
  if (rule.scope === 'group') return rule.customerPricingGroup ?? '';
  return '–';
}

export function restriction(rule: AdminPriceRule, t: T, locale: string): string {
  if (rule.shoppingCartValueFrom !== null) return t('adRuleCartFrom', { value: formatMoney(rule.shoppingCartValueFrom, 'EUR', locale) });
  const parts = [
    rule.productId ? t('adRuleProductIdShort', { value: rule.productId }) : null,
    rule.productTypeI18nId ? t('adRuleProductTypeShort', { value: rule.productTypeI18nId }) : null,
    rule.productPricingGroup ? t('adRuleProductGroupShort', { value: rule.productPricingGroup }) : null,
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : t('adRuleAnyProduct');
}

export function priceText(rule: { netPrice: number | null; percentage: string | null; priceUnit: number | null }, locale: string): string {
  if (rule.netPrice !== null) return `${formatMoney(rule.netPrice, 'EUR', locale)}${rule.priceUnit && rule.priceUnit !== 1 ? ` / ${rule.priceUnit}` : ''}`;
  return rule.percentage !== null ? formatPct(rule.percentage, locale) : '–';
}

export function validity(rule: { dateFrom: string | null; dateTo: string | null }, t: T, locale: string): string {
  if (!rule.dateFrom && !rule.dateTo) return t('adRuleAlways');
  return [rule.dateFrom ? t('adRuleFrom', { date: formatDay(rule.dateFrom, locale) }) : null, rule.dateTo ? t('adRuleUntil', { date: formatDay(rule.dateTo, locale) }) : null].filter(Boolean).join(' ');
}

