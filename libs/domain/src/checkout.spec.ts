import {
  applicableIncoterm,
  deliveryTimeInfo,
  deliveryTimeTexts,
  parseStoredDeliveryTime,
  storedDeliveryTime,
  destinationFor,
  isCountryAllowed,
  isPaymentMethodOffered,
  isShippingMethodOffered,
  shippingPrice,
  type Destination,
  type PaymentMethod,
  type Shipment,
  type ShippingMethod,
} from './checkout';
import { toIsoDate } from './delivery-date';

const destinations: Destination[] = [
  { country: 'DE', vatRate: '19', currency: 'EUR' },
  { country: 'AT', vatRate: '20', currency: 'EUR' },
  { country: 'CH', vatRate: '8.1', currency: 'CHF' },
  { country: '*', vatRate: '0', currency: 'EUR' },
];

const standard: ShippingMethod = {
  id: 'standard',
  name: { de: 'Standard', en: 'Standard' },
  conditions: { weightTo: '1000' },
  priceRules: [
    { countries: ['DE'], weightTo: '30', price: 690 },
    { countries: ['DE'], price: 1990 },
    { countries: ['AT', 'CH'], price: 2490 },
  ],
  defaultPrice: 3990,
  checkCustomerIncoterms: true,
  deliveryTimes: [
    { countries: ['DE'], days: 1, time: '14:00' },
    { days: 3, time: '12:00' },
  ],
};

const express: ShippingMethod = {
  id: 'express',
  name: { de: 'Express', en: 'Express' },
  conditions: { countries: ['DE', 'AT'], allInStock: true, untilTime: '15:30', weightTo: '30' },
  priceRules: [],
  defaultPrice: 2990,
  checkCustomerIncoterms: false,
  deliveryTimes: [{ days: 1, time: '15:30' }],
};

const pickup: ShippingMethod = {
  id: 'pickup',
  name: { de: 'Abholung', en: 'Pickup' },
  conditions: { countries: ['DE'] },
  priceRules: [],
  defaultPrice: 0,
  checkCustomerIncoterms: false,
  deliveryTimes: [{ days: 0 }],
};

const shipment = (overrides: Partial<Shipment> = {}): Shipment => ({ country: 'DE', weight: '12.5', allInStock: true, orderValue: 50000, ...overrides });
/** A Tuesday, 10:00 in Berlin (summer time, UTC+2). */
const TUESDAY_10 = new Date('2026-06-16T08:00:00Z');

describe('destinations: VAT rate and currency by country', () => {
  it('answers the country’s own entry, else the entry for every other country', () => {
    expect(destinationFor('ch', destinations)).toEqual({ country: 'CH', vatRate: '8.1', currency: 'CHF' });
    expect(destinationFor('US', destinations)).toEqual({ country: '*', vatRate: '0', currency: 'EUR' });
    expect(destinationFor('US', destinations.slice(0, 3))).toBeNull();
  });
});

describe('country restrictions', () => {
  it('an include list allows only its countries, an exclude list all others, none allows all', () => {
    expect(isCountryAllowed('DE', { mode: 'include', countries: ['DE', 'AT'] })).toBe(true);
    expect(isCountryAllowed('FR', { mode: 'include', countries: ['DE', 'AT'] })).toBe(false);
    expect(isCountryAllowed('RU', { mode: 'exclude', countries: ['RU', 'BY'] })).toBe(false);
    expect(isCountryAllowed('fr', { mode: 'exclude', countries: ['RU', 'BY'] })).toBe(true);
    expect(isCountryAllowed('RU', null)).toBe(true);
  });
});

describe('shipping method conditions', () => {
  it('countries: pickup is offered in Germany only', () => {
    expect(isShippingMethodOffered(pickup, shipment(), TUESDAY_10)).toBe(true);
    expect(isShippingMethodOffered(pickup, shipment({ country: 'AT' }), TUESDAY_10)).toBe(false);
  });

  it('allInStock: express only when every position is in stock', () => {
    expect(isShippingMethodOffered(express, shipment(), TUESDAY_10)).toBe(true);
    expect(isShippingMethodOffered(express, shipment({ allInStock: false }), TUESDAY_10)).toBe(false);
  });

  it('untilTime: express until 15:30 Berlin time, not from 15:30 on', () => {
    expect(isShippingMethodOffered(express, shipment(), new Date('2026-06-16T13:29:00Z'))).toBe(true); // 15:29 CEST
    expect(isShippingMethodOffered(express, shipment(), new Date('2026-06-16T13:30:00Z'))).toBe(false); // 15:30 CEST
    // Winter time: 15:29 CET is 14:29 UTC.
    expect(isShippingMethodOffered(express, shipment(), new Date('2026-12-15T14:29:00Z'))).toBe(true);
    expect(isShippingMethodOffered(express, shipment(), new Date('2026-12-15T14:30:00Z'))).toBe(false);
  });

  it('weight from/to, both inclusive: express up to 30 kg', () => {
    expect(isShippingMethodOffered(express, shipment({ weight: '30' }), TUESDAY_10)).toBe(true);
    expect(isShippingMethodOffered(express, shipment({ weight: '30.001' }), TUESDAY_10)).toBe(false);
    expect(isShippingMethodOffered({ ...express, conditions: { weightFrom: 5 } }, shipment({ weight: '4.99' }), TUESDAY_10)).toBe(false);
  });
});

describe('shipping price (price rules, default price, incoterms)', () => {
  it('takes the first price rule whose countries and weights match', () => {
    expect(shippingPrice(standard, shipment({ weight: '12.5' }))).toBe(690);
    expect(shippingPrice(standard, shipment({ weight: '30.5' }))).toBe(1990);
    expect(shippingPrice(standard, shipment({ country: 'CH' }))).toBe(2490);
  });

  it('falls back to the default price', () => {
    expect(shippingPrice(standard, shipment({ country: 'FR' }))).toBe(3990);
  });

  it('is free when the method checks incoterms and the customer’s incoterm other than EXW applies', () => {
    const incoterms = [{ label: 'DAP', threshold: 100000 }];
    expect(shippingPrice(standard, shipment({ incoterms, orderValue: 100000 }))).toBe(0);
    expect(shippingPrice(standard, shipment({ incoterms, orderValue: 99999 }))).toBe(690);
    // Express does not check incoterms.
    expect(shippingPrice(express, shipment({ incoterms, orderValue: 200000 }))).toBe(2990);
  });
});

describe('incoterm', () => {
  it('a three-character label with a numeric threshold ≤ the order value applies, else EXW', () => {
    expect(applicableIncoterm([{ label: 'DAP', threshold: 50000 }], 50000)).toBe('DAP');
    expect(applicableIncoterm([{ label: 'DAP', threshold: 50000 }], 49999)).toBe('EXW');
    expect(applicableIncoterm([{ label: 'DELIVERED', threshold: 0 }], 50000)).toBe('EXW');
    expect(applicableIncoterm([{ label: 'DDP', threshold: 'viel' }], 50000)).toBe('EXW');
    expect(applicableIncoterm([{ label: 'FCA', threshold: '0' }], 1)).toBe('FCA');
    expect(applicableIncoterm(undefined, 1)).toBe('EXW');
  });

  it('of several that apply, the one with the highest threshold', () => {
    const terms = [
      { label: 'FCA', threshold: 0 },
      { label: 'DAP', threshold: 100000 },
      { label: 'DDP', threshold: 500000 },
    ];
    expect(applicableIncoterm(terms, 250000)).toBe('DAP');
    expect(applicableIncoterm(terms, 500000)).toBe('DDP');
  });
});

describe('payment method conditions', () => {
  const invoice: PaymentMethod = { id: 'invoice', name: { de: 'Rechnung', en: 'Invoice' }, conditions: { countries: ['DE', 'AT', 'CH'], priceTo: 2_500_000, customersOnly: true }, fee: 0 };
  const cod: PaymentMethod = { id: 'cod', name: { de: 'Nachnahme', en: 'Cash on delivery' }, conditions: { countries: ['DE'], priceTo: 300000 }, fee: 700 };

  it('countries, priceTo (inclusive) and customers only', () => {
    expect(isPaymentMethodOffered(invoice, { country: 'AT', orderValue: 2_500_000, isCustomer: true })).toBe(true);
    expect(isPaymentMethodOffered(invoice, { country: 'AT', orderValue: 2_500_001, isCustomer: true })).toBe(false);
    expect(isPaymentMethodOffered(invoice, { country: 'FR', orderValue: 100, isCustomer: true })).toBe(false);
    expect(isPaymentMethodOffered(invoice, { country: 'DE', orderValue: 100, isCustomer: false })).toBe(false);
    expect(isPaymentMethodOffered(cod, { country: 'DE', orderValue: 300000, isCustomer: false })).toBe(true);
  });
});

describe('delivery time per method and country', () => {
  const window = (info: ReturnType<typeof deliveryTimeInfo>) => [toIsoDate(info!.earliest), toIsoDate(info!.latest)];

  it('0 days is deliverableImmediately, else readyForShipmentWithinXDays', () => {
    expect(deliveryTimeInfo(pickup, 'DE', TUESDAY_10)).toMatchObject({ messageId: 'deliverableImmediately', days: 0 });
    expect(deliveryTimeInfo(standard, 'DE', TUESDAY_10)).toMatchObject({ messageId: 'readyForShipmentWithinXDays', days: 1 });
    expect(deliveryTimeInfo(standard, 'DE', TUESDAY_10, 2)).toMatchObject({ messageId: 'readyForShipmentWithinXDays', days: 3 });
  });

  it('ships the same day before the cut-off, one working day later after it', () => {
    // Tuesday 16 June 2026, 10:00 Berlin: ships Tuesday, arrives Wednesday.
    expect(window(deliveryTimeInfo(standard, 'DE', TUESDAY_10))).toEqual(['2026-06-17', '2026-06-17']);
    // 14:00 Berlin (12:00 UTC) is past the cut-off: ships Wednesday, arrives Thursday.
    expect(window(deliveryTimeInfo(standard, 'DE', new Date('2026-06-16T12:00:00Z')))).toEqual(['2026-06-18', '2026-06-18']);
  });

  it('uses the country’s rule, else the rule for every other country', () => {
    // France: 3 working days, cut-off 12:00.
    expect(window(deliveryTimeInfo(standard, 'FR', TUESDAY_10))).toEqual(['2026-06-19', '2026-06-19']);
  });

  it('skips weekends: ordered Friday after the cut-off, shipped Monday', () => {
    // Friday 19 June 2026, 16:00 Berlin.
    expect(window(deliveryTimeInfo(standard, 'DE', new Date('2026-06-19T14:00:00Z')))).toEqual(['2026-06-23', '2026-06-23']);
  });

  it('skips Easter Monday and other moving holidays, in two different years', () => {
    // 2026: Good Friday 3 April, Easter Monday 6 April. Thursday 2 April 16:00 → ships Tuesday 7 April.
    expect(window(deliveryTimeInfo(standard, 'DE', new Date('2026-04-02T14:00:00Z')))).toEqual(['2026-04-08', '2026-04-08']);
    // 2027: Good Friday 26 March, Easter Monday 29 March. Thursday 25 March 16:00 (CET) → ships Tuesday 30 March.
    expect(window(deliveryTimeInfo(standard, 'DE', new Date('2027-03-25T15:00:00Z')))).toEqual(['2027-03-31', '2027-03-31']);
    // 2027: Ascension Day 6 May, Whit Monday 17 May. Wednesday 5 May 10:00 → ships 5 May, arrives Friday 7 May.
    expect(window(deliveryTimeInfo(standard, 'DE', new Date('2027-05-05T08:00:00Z')))).toEqual(['2027-05-07', '2027-05-07']);
    // Friday 14 May 2027 10:00 → ships that day, Whit Monday skipped: arrives Tuesday 18 May.
    expect(window(deliveryTimeInfo(standard, 'DE', new Date('2027-05-14T08:00:00Z')))).toEqual(['2027-05-18', '2027-05-18']);
  });

  it('crosses the year end: 31 December after the cut-off ships on 4 January (New Year’s Day and the weekend skipped)', () => {
    // Thursday 31 December 2026, 15:00 CET; 1 January is a holiday, 2–3 January a weekend.
    expect(window(deliveryTimeInfo(standard, 'DE', new Date('2026-12-31T14:00:00Z')))).toEqual(['2027-01-05', '2027-01-05']);
  });
});

describe('deliveryTimeTexts (the buyer’s text of a delivery time, stored or offered)', () => {
  const t = (id: string, params: Record<string, string | number>) => `${id}(${Object.values(params).join(',')})`;

  it('0 days is deliverableImmediately, else readyForShipmentWithinXDays; then on X, between X and Y, or before X', () => {
    expect(deliveryTimeTexts({ days: 0, earliest: '2026-12-04', latest: '2026-12-04' }, t)).toEqual(['deliverableImmediately(0)', 'deliveryOn(2026-12-04)']);
    expect(deliveryTimeTexts({ days: 4, earliest: '2026-12-03', latest: '2026-12-07' }, t)).toEqual(['readyForShipmentWithinXDays(4)', 'deliveryBetween(2026-12-03,2026-12-07)']);
    expect(deliveryTimeTexts({ days: 2, earliest: '2026-12-07', latest: '2026-12-03' }, t)).toEqual(['readyForShipmentWithinXDays(2)', 'deliveryBetween(2026-12-03,2026-12-07)']);
    expect(deliveryTimeTexts({ days: 2, earliest: null, latest: '2026-12-07' }, t)).toEqual(['readyForShipmentWithinXDays(2)', 'deliveryBefore(2026-12-07)']);
    expect(deliveryTimeTexts({ days: 3 }, t)).toEqual(['readyForShipmentWithinXDays(3)']);
    expect(deliveryTimeTexts(null, t)).toEqual([]);
  });

  it('reads what an order stored, and shows a text in another form as it is', () => {
    const stored = storedDeliveryTime({ messageId: 'readyForShipmentWithinXDays', days: 4, earliest: '2026-12-04', latest: '2026-12-04' });
    expect(stored).toBe('readyForShipmentWithinXDays:4:2026-12-04:2026-12-04');
    expect(parseStoredDeliveryTime(stored)).toEqual({ days: 4, earliest: '2026-12-04', latest: '2026-12-04' });
    expect(deliveryTimeTexts(stored, t)).toEqual(['readyForShipmentWithinXDays(4)', 'deliveryOn(2026-12-04)']);
    expect(deliveryTimeTexts('deliverableImmediately:0::', t)).toEqual(['deliverableImmediately(0)']);
    expect(deliveryTimeTexts('2–3 Werktage', t)).toEqual(['2–3 Werktage']);
    expect(deliveryTimeTexts('', t)).toEqual([]);
    expect(parseStoredDeliveryTime('readyForShipmentWithinXDays:4:2026-13-45:x')).toBeNull();
  });
});
