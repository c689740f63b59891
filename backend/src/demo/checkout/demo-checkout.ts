import type { EntityManager } from 'typeorm';

/**
 * The demo shop's checkout settings (README): destinations with their VAT rate and currency (Germany,
 * Austria, Switzerland, the other EU countries, and the rest of the world without VAT), one excluded
 * destination, shipping methods (standard with weight prices and a 14:00 same-day cut-off, express with a
 * cut-off and only when everything is in stock, pickup in Germany) and payment methods (invoice for
 * customers, prepayment for everyone, cash on delivery with a fee).
 */
const EU_VAT: Record<string, string> = {
  BE: '21', BG: '20', CZ: '21', DK: '25', EE: '24', IE: '23', GR: '24', ES: '21', FR: '20', HR: '25', IT: '22', CY: '19', LV: '21',
  LT: '21', LU: '17', HU: '27', MT: '18', NL: '21', PL: '23', PT: '23', RO: '21', SI: '22', SK: '23', FI: '25.5', SE: '25',
};

export const DEMO_DESTINATIONS = [
  { country: 'DE', vatRate: '19', currency: 'EUR' },
  { country: 'AT', vatRate: '20', currency: 'EUR' },
  // Switzerland is invoiced in Swiss francs: the euro prices converted at the shop's rate (checkout settings);
  // the shop is registered for Swiss VAT there, so it charges 8.1 % instead of selling without VAT (docs/vat.md).
  { country: 'CH', vatRate: '8.1', currency: 'CHF', exchangeRate: '0.93', registeredForVat: true },
  ...Object.entries(EU_VAT).map(([country, vatRate]) => ({ country, vatRate, currency: 'EUR' })),
  { country: '*', vatRate: '0', currency: 'EUR' },
];

/** Orders are not delivered to these countries (sanctions). */
export const DEMO_EXCLUDED_COUNTRIES = ['RU', 'BY'];

/** The demo customer's incoterm: delivered at the supplier's cost (free standard shipping) from 1,500 € on. */
export const DEMO_CUSTOMER_INCOTERMS = [{ label: 'DAP', threshold: 150000 }];

const SHIPPING = [
  {
    id: 'standard',
    sort: 1,
    name: { de: 'Standardversand', en: 'Standard shipping' },
    conditions: { weightTo: '1000' },
    price_rules: [
      { countries: ['DE'], weightTo: '31.5', price: 690 },
      { countries: ['DE'], price: 4900 },
      { countries: ['AT', 'CH'], weightTo: '31.5', price: 1490 },
      { countries: ['AT', 'CH'], price: 7900 },
    ],
    default_price: 2490,
    check_customer_incoterms: true,
    delivery_times: [
      { countries: ['DE'], days: 1, time: '14:00' },
      { countries: ['AT', 'CH'], days: 2, time: '14:00' },
      { days: 4, time: '14:00' },
    ],
    msg: { de: 'Versand mit DHL oder Spedition ab 31,5 kg.', en: 'Shipped by DHL, by freight carrier from 31.5 kg.' },
  },
  {
    id: 'express',
    sort: 2,
    name: { de: 'Expressversand', en: 'Express shipping' },
    conditions: { countries: ['DE', 'AT'], allInStock: true, untilTime: '15:00', weightTo: '31.5' },
    price_rules: [{ countries: ['AT'], price: 3990 }],
    default_price: 1990,
    check_customer_incoterms: false,
    delivery_times: [{ days: 1, time: '15:00' }],
    msg: { de: 'Nur für vorrätige Artikel, bei Bestellung bis 15:00 Uhr.', en: 'Items in stock only, ordered by 3 pm.' },
  },
  {
    id: 'pickup',
    sort: 3,
    name: { de: 'Abholung in Stuttgart', en: 'Pickup in Stuttgart' },
    conditions: { countries: ['DE'] },
    price_rules: [],
    default_price: 0,
    check_customer_incoterms: false,
    delivery_times: [{ days: 0 }],
    msg: { de: 'Abholung Mo–Fr 7–16 Uhr, Industriestraße 42, 70565 Stuttgart.', en: 'Pickup Mon–Fri 7 am–4 pm, Industriestraße 42, 70565 Stuttgart.' },
  },
];

/** The demo shop's account for prepayment (a valid-format IBAN of no real account). */
export const DEMO_BANK_ACCOUNT = { holder: 'HydraTec Industriebedarf GmbH', iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX', bank: 'Commerzbank Stuttgart' };

const PAYMENT = [
  { id: 'invoice', sort: 1, name: { de: 'Rechnung (30 Tage netto)', en: 'Invoice (30 days net)' }, conditions: { countries: ['DE', 'AT', 'CH'], customersOnly: true, priceTo: 5_000_000 }, fee: 0 },
  { id: 'prepayment', sort: 2, name: { de: 'Vorkasse', en: 'Prepayment' }, conditions: {}, fee: 0 },
  { id: 'cash-on-delivery', sort: 3, name: { de: 'Nachnahme', en: 'Cash on delivery' }, conditions: { countries: ['DE'], priceTo: 300_000 }, fee: 700 },
];

export async function seedDemoCheckout(m: EntityManager): Promise<void> {
  for (const s of SHIPPING) {
    await m.query(
      `INSERT INTO shipping_method (id, sort, name, conditions, price_rules, default_price, check_customer_incoterms, delivery_times, msg)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING`,
      [s.id, s.sort, JSON.stringify(s.name), JSON.stringify(s.conditions), JSON.stringify(s.price_rules), s.default_price, s.check_customer_incoterms, JSON.stringify(s.delivery_times), JSON.stringify(s.msg)],
    );
  }
  for (const p of PAYMENT) {
    await m.query(`INSERT INTO payment_method (id, sort, name, conditions, fee, provider) VALUES ($1, $2, $3, $4, $5, $1) ON CONFLICT (id) DO NOTHING`, [
      p.id,
      p.sort,
      JSON.stringify(p.name),
      JSON.stringify(p.conditions),
      p.fee,
    ]);
  }
  await m.query(`INSERT INTO config (key, value) VALUES ('checkout', $1) ON CONFLICT (key) DO NOTHING`, [
    JSON.stringify({ destinations: DEMO_DESTINATIONS, countryRestriction: { mode: 'exclude', countries: DEMO_EXCLUDED_COUNTRIES }, bankAccount: DEMO_BANK_ACCOUNT }),
  ]);
}

export async function seedDemoIncoterms(m: EntityManager, customerId: number): Promise<void> {
  await m.query('UPDATE shop_user SET incoterms = $2 WHERE id = $1', [customerId, JSON.stringify(DEMO_CUSTOMER_INCOTERMS)]);
}
