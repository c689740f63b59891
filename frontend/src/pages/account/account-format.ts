import { countryName, formatMoney, type Cents } from '@shop/domain';
import { formatDate as formatShopDate, hasMessage } from '@shop/i18n';
import type { Address, LocalizedName, Order, OrderAddress } from '../../api/identity-contracts';

/** Order dates as the shop writes them, in its time zone (Europe/Berlin): "24.03.2025" / "24/03/2025" (never the US order). */
export function formatDate(value: string | null | undefined, locale: string): string {
  if (!value) return '';
  return formatShopDate(value, locale) || value;
}

export function money(cents: Cents | null | undefined, locale: string, currency = 'EUR'): string {
  return formatMoney(Number.isSafeInteger(cents) ? (cents as number) : 0, currency || 'EUR', locale);
}

export function orderCurrency(order: Order): string {
  return order.currency || 'EUR';
}

/** Message id of an order status label; unknown statuses fall back to the raw value. */
export function orderStatusLabel(status: string, t: (id: string) => string): string {
  const id = `orderStatus_${status}`;
  return hasMessage(id) ? t(id) : status;
}

export function localized(name: string | LocalizedName | null | undefined, locale: string): string {
  if (!name) return '';
  if (typeof name === 'string') return name;
  return (locale === 'en' ? name.en : name.de) || name.de || name.en || '';
}

/** Display number for an order id. */
export function orderNumber(order: Pick<Order, 'id'>): string {
  return String(order.id);
}

/** The lines of an address for display (country only when it is not the locale's home country). */
export function addressLines(address: Address | OrderAddress, locale: string, boxLabel: string): string[] {
  const box = (address.postOfficeBox ?? '').trim();
  // "Postfach 12 34" stays as typed; a bare number gets the label in front.
  const boxLine = box ? (/\p{L}/u.test(box) ? box : `${boxLabel} ${box}`) : '';
  const lines = [address.nameLine1, address.nameLine2 ?? '', boxLine || (address.street ?? ''), `${address.zip ?? ''} ${address.city ?? ''}`.trim()];
  const country = address.country ? (countryName(address.country, locale) ?? address.country) : '';
  if (country) lines.push(country);
  return lines.map((l) => (l ?? '').trim()).filter(Boolean);
}
