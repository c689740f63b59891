import { DEMO_PRICING_GROUP } from '../pricing/demo-pricing';
/** The demo customer of a demo shop (DEMO_DATA). Its credentials are in the README. */
export const DEMO_CUSTOMER = {
  email: 'kunde@hydratec.example',
  password: 'Demo#Kunde2025',
  company: 'Müller Maschinenbau GmbH',
  customerId: '10042',
  salutation: 'mrs' as const,
  firstname: 'Sabine',
  lastname: 'Müller',
  invoiceEmail: 'rechnung@mueller-maschinenbau.example',
  /** Dealer prices (demo/pricing/demo-pricing.ts) and one price of its own. */
  pricingGroup: DEMO_PRICING_GROUP,
  customPricing: true,
  addresses: [
    { nameLine1: 'Müller Maschinenbau GmbH', nameLine2: 'Wareneingang Tor 3', street: 'Gewerbepark 12', postOfficeBox: '', zip: '73728', city: 'Esslingen am Neckar', country: 'DE', taxNo: 'DE298765435', isStandardShippingAddress: true, isStandardBillingAddress: false },
    { nameLine1: 'Müller Maschinenbau GmbH', nameLine2: 'Buchhaltung', street: '', postOfficeBox: '10 20 30', zip: '73701', city: 'Esslingen am Neckar', country: 'DE', taxNo: 'DE298765435', isStandardShippingAddress: false, isStandardBillingAddress: true },
    { nameLine1: 'Müller Maschinenbau Austria GmbH', nameLine2: '', street: 'Industriezeile 5', postOfficeBox: '', zip: '4020', city: 'Linz', country: 'AT', taxNo: 'ATU12345675', isStandardShippingAddress: false, isStandardBillingAddress: false },
  ],
};
