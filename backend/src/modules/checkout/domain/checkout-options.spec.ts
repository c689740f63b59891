// Checkout's eligibility decisions (pure): destination, shipment, which methods are offered and what the chosen ones cost.
import type { PaymentMethod, ShippingMethod } from '@shop/domain';
import { chosenMethodCosts, conversionRate, destinationOf, invoiceCurrency, offeredPaymentMethods, offeredShippingMethods, shipmentOf } from './checkout-options';

const DESTINATIONS = [
  { country: 'DE', vatRate: '19', currency: 'EUR' },
  { country: 'CH', vatRate: '8.1', currency: 'CHF', exchangeRate: ' 0.93 ', registeredForVat: true },
  { country: 'RU', vatRate: '0', currency: 'EUR' },
  { country: '*', vatRate: '0', currency: 'EUR' },
];
const RESTRICTION = { mode: 'exclude' as const, countries: ['RU', 'BY'] };

const standard: ShippingMethod = { id: 'standard', name: { de: 'Standardversand' }, conditions: {}, priceRules: [{ countries: ['DE'], weightTo: 31.5, price: 590 }, { price: 1990 }], defaultPrice: 990, checkCustomerIncoterms: true, deliveryTimes: [] };
const express: ShippingMethod = { id: 'express', name: { de: 'Express' }, conditions: { countries: ['DE', 'AT'], allInStock: true, untilTime: '15:00', weightTo: 31.5 }, priceRules: [], defaultPrice: 2490, checkCustomerIncoterms: false, deliveryTimes: [] };
const invoice: PaymentMethod = { id: 'invoice', name: { de: 'Rechnung' }, conditions: { countries: ['DE', 'AT', 'CH'], customersOnly: true }, fee: 0 };
const prepayment: PaymentMethod = { id: 'prepayment', name: { de: 'Vorkasse' }, conditions: {}, fee: 0 };
const cod: PaymentMethod = { id: 'cod', name: { de: 'Nachnahme' }, conditions: { countries: ['DE'], priceTo: 100_000 }, fee: 700 };
const SETTINGS = { shippingMethods: [standard, express], paymentMethods: [invoice, prepayment, cod], destinations: DESTINATIONS, countryRestriction: RESTRICTION, bankAccount: null };

const MORNING = new Date('2026-06-02T07:00:00Z'); // 09:00 in Berlin
const EVENING = new Date('2026-06-02T16:00:00Z'); // 18:00 in Berlin
const anyProvider = () => true;

describe('destination', () => {
  it('a listed country is its own destination; another falls to the catch-all; an excluded one is not delivered to', () => {
    expect(destinationOf(' de ', SETTINGS)).toEqual({ code: 'DE', destination: DESTINATIONS[0], allowed: true });
    expect(destinationOf('NO', SETTINGS)).toEqual({ code: 'NO', destination: DESTINATIONS[3], allowed: true });
    expect(destinationOf('RU', SETTINGS).allowed).toBe(false);
    expect(destinationOf('FR', { destinations: [DESTINATIONS[0]], countryRestriction: null })).toEqual({ code: 'FR', destination: null, allowed: false });
  });

  it('is invoiced in its own currency only with an exchange rate', () => {
    expect(conversionRate(DESTINATIONS[1])).toBe('0.93');
    expect(invoiceCurrency(DESTINATIONS[1], 'EUR')).toBe('CHF');
    expect(invoiceCurrency({ country: 'GB', vatRate: '0', currency: 'GBP' }, 'EUR')).toBe('EUR');
    expect(invoiceCurrency(null, 'EUR')).toBe('EUR');
  });
});

describe('shipment', () => {
  it('adds the weight exactly, is in stock when every line is, and waits for the longest procurement of a line not in stock', () => {
    const { shipment, procurementDays } = shipmentOf(
      [
        { qty: '3', configured: false, facts: { weightKg: 0.1, quantityInStock: 10, procurementTimeDays: 4 } },
        { qty: '12.5', configured: false, facts: { weightKg: 0.2, quantityInStock: 5, procurementTimeDays: 9 } },
        { qty: '1', configured: false, facts: undefined },
      ],
      'DE',
      10_000,
      undefined,
    );
    expect(shipment).toEqual({ country: 'DE', weight: '2.8', allInStock: false, orderValue: 10_000, incoterms: [] });
    expect(procurementDays).toBe(9);
  });

  it("a configured product's processing days count even when its parts are in stock", () => {
    expect(shipmentOf([{ qty: '1', configured: true, facts: { weightKg: 40, quantityInStock: Number.MAX_SAFE_INTEGER, procurementTimeDays: 15 } }], 'DE', 0, []).procurementDays).toBe(15);
  });
});

describe('methods offered', () => {
  const light = shipmentOf([{ qty: '1', configured: false, facts: { weightKg: 2, quantityInStock: 5, procurementTimeDays: 0 } }], 'DE', 10_000, []).shipment;

  it('express only before its cut-off, in its countries, when everything is in stock', () => {
    expect(offeredShippingMethods(SETTINGS.shippingMethods, light, MORNING).map((m) => m.id)).toEqual(['standard', 'express']);
    expect(offeredShippingMethods(SETTINGS.shippingMethods, light, EVENING).map((m) => m.id)).toEqual(['standard']);
    expect(offeredShippingMethods(SETTINGS.shippingMethods, { ...light, country: 'CH' }, MORNING).map((m) => m.id)).toEqual(['standard']);
    expect(offeredShippingMethods(SETTINGS.shippingMethods, { ...light, allInStock: false }, MORNING).map((m) => m.id)).toEqual(['standard']);
  });

  it('invoice for customers only; cash on delivery up to its value; none whose provider cannot take payments', () => {
    expect(offeredPaymentMethods(SETTINGS.paymentMethods, { country: 'DE', orderValue: 10_000, isCustomer: false }, anyProvider).map((m) => m.id)).toEqual(['prepayment', 'cod']);
    expect(offeredPaymentMethods(SETTINGS.paymentMethods, { country: 'DE', orderValue: 200_000, isCustomer: true }, anyProvider).map((m) => m.id)).toEqual(['invoice', 'prepayment']);
    expect(offeredPaymentMethods(SETTINGS.paymentMethods, { country: 'DE', orderValue: 10_000, isCustomer: true }, (m) => m.id !== 'prepayment').map((m) => m.id)).toEqual(['invoice', 'cod']);
  });

  it('the chosen methods cost their price and fee; one not offered costs nothing and is named, shipping first', () => {
    expect(chosenMethodCosts(SETTINGS, { shippingMethodId: 'standard', paymentMethodId: 'cod' }, light, { orderValue: 10_000, isCustomer: false }, anyProvider, MORNING)).toEqual({ shippingCosts: 590, paymentCosts: 700, messageId: null });
    expect(chosenMethodCosts(SETTINGS, { shippingMethodId: 'express', paymentMethodId: 'invoice' }, light, { orderValue: 10_000, isCustomer: false }, anyProvider, EVENING)).toEqual({ shippingCosts: 0, paymentCosts: 0, messageId: 'shippingMethodNotOffered' });
    expect(chosenMethodCosts(SETTINGS, { shippingMethodId: 'standard', paymentMethodId: 'invoice' }, light, { orderValue: 10_000, isCustomer: false }, anyProvider, MORNING)).toEqual({ shippingCosts: 590, paymentCosts: 0, messageId: 'paymentMethodNotOffered' });
    expect(chosenMethodCosts(SETTINGS, {}, light, { orderValue: 10_000, isCustomer: false }, anyProvider, MORNING)).toEqual({ shippingCosts: 0, paymentCosts: 0, messageId: null });
  });

  it('a customer incoterm other than EXW makes the standard shipping free from its threshold', () => {
    const dap = shipmentOf([{ qty: '1', configured: false, facts: { weightKg: 2, quantityInStock: 5, procurementTimeDays: 0 } }], 'DE', 200_000, [{ label: 'DAP', threshold: 150_000 }]).shipment;
    expect(chosenMethodCosts(SETTINGS, { shippingMethodId: 'standard' }, dap, { orderValue: 200_000, isCustomer: true }, anyProvider, MORNING).shippingCosts).toBe(0);
  });
});
